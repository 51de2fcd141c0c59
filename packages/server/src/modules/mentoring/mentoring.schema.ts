// Mentor matching (issue 20 item 4): the programme's matching settings, a mentor's own capacity when the staff set
// one, and the requests founders send to mentors. An accepted request becomes a startup assignment (the assignments
// module), which is what the ASSIGNED permission criterion reads.
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

export const mentorMatchingSettings = pgTable(
  'mentor_matching_settings',
  {
    incubatorId: incubatorId(),
    /** MENTOR_MATCH_CRITERIA the proposals rest on. */
    criteria: text('criteria').array().notNull(),
    capacityPerMentor: integer('capacity_per_mentor').notNull(),
    startupsMayRequest: boolean('startups_may_request').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** A mentor's own capacity, set by the staff (else the settings' capacityPerMentor). */
export const mentorCapacities = pgTable(
  'mentor_capacities',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const mentorRequests = pgTable(
  'mentor_requests',
  {
    incubatorId: incubatorId(),
    id: id(),
    startupId: uuid('startup_id').notNull(),
    mentorId: uuid('mentor_id').notNull(),
    /** The founder who asked (no foreign key, like a post's author: an erased account leaves the request). */
    requestedById: uuid('requested_by_id'),
    /** The mentortag skills the founders asked for. */
    skillIds: uuid('skill_ids').array().notNull().default([]),
    message: text('message').notNull().default(''),
    /** MENTOR_REQUEST_STATUSES. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('mentor_requests_mentor_idx').on(t.incubatorId, t.mentorId, t.status),
    index('mentor_requests_startup_idx').on(t.incubatorId, t.startupId),
    // One open request per startup and mentor.
    uniqueIndex('mentor_requests_pending_idx')
      .on(t.incubatorId, t.startupId, t.mentorId)
      .where(sql`${t.status} = 'pending'`),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.mentorId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type MentorRequestRow = typeof mentorRequests.$inferSelect;
