import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const programs = pgTable(
  'programs',
  {
    incubatorId: incubatorId(),
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Calendar dates in the programme's timezone (YYYY-MM-DD); either may be unknown. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** IANA zone; null: the organisation's. */
    timezone: text('timezone'),
    /** active | archived (PROGRAM_STATUSES). */
    status: text('status').notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /** The cover image's file address (an image attachment of reference "program", this one); null: none. */
    cover: text('cover'),
    /** Who created it (null for seeded programmes or a deleted account). */
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('programs_incubator_slug_key').on(t.incubatorId, t.slug),
    // A name is unique in its organisation whatever its case (archived ones included: restoring must not clash).
    uniqueIndex('programs_incubator_name_key').on(t.incubatorId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** The people of a programme who joined it directly (an invitation naming it, an applicant signing up to it). */
export const programMembers = pgTable(
  'program_members',
  {
    incubatorId: incubatorId(),
    programId: uuid('program_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.programId, t.userId] }),
    index('program_members_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type ProgramRow = typeof programs.$inferSelect;
