import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
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
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('programs_incubator_slug_key').on(t.incubatorId, t.slug),
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
