// Coaching invites (issue 20 item 2, spec 02 §3 "Coaching invite"): a meeting proposed to a startup's people (and
// team members) with up to five times. Each invitee holds their own link: only the SHA-256 of its 256-bit token is
// stored. The first accepted time schedules the coaching session the invite then names.
import {
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
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const coachingInvites = pgTable(
  'coaching_invites',
  {
    incubatorId: incubatorId(),
    id: id(),
    startupId: uuid('startup_id').notNull(),
    name: text('name').notNull(),
    /** Minutes (one of SESSION_DURATIONS_MINUTES). */
    duration: integer('duration').notNull(),
    /** The proposed starts, soonest first. */
    times: instant('times').array().notNull(),
    topics: text('topics').array().notNull().default([]),
    conferenceLink: text('conference_link').notNull().default(''),
    message: text('message').notNull().default(''),
    /** One of COACHING_INVITE_STATUSES. */
    status: text('status').notNull().default('pending'),
    expiresAt: instant('expires_at').notNull(),
    /** The session an accepted time scheduled; no foreign key, like the session's own event_id. */
    sessionId: uuid('session_id'),
    acceptedTime: instant('accepted_time'),
    answeredById: uuid('answered_by_id'),
    answeredAt: instant('answered_at'),
    /** Who sent it (a coach then coaches the meeting); no foreign key, the invite outlives the account. */
    createdById: uuid('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    index('coaching_invites_startup_idx').on(t.incubatorId, t.startupId, t.createdAt),
  ],
);

export const coachingInvitees = pgTable(
  'coaching_invitees',
  {
    incubatorId: incubatorId(),
    inviteId: uuid('invite_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** One of COACHING_INVITEE_SIDES. */
    side: text('side').notNull(),
    /** SHA-256 of the invitee's link token. */
    tokenHash: text('token_hash').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.inviteId, t.userId] }),
    uniqueIndex('coaching_invitees_token_idx').on(t.incubatorId, t.tokenHash),
    index('coaching_invitees_user_idx').on(t.incubatorId, t.userId),
    foreignKey({
      columns: [t.incubatorId, t.inviteId],
      foreignColumns: [coachingInvites.incubatorId, coachingInvites.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type CoachingInviteRow = typeof coachingInvites.$inferSelect;
export type CoachingInviteeRow = typeof coachingInvitees.$inferSelect;
