// Who is assigned to what: staff, coaches and mentors to startups and to programmes. This is what the ASSIGNED
// permission criterion reads (a founder is assigned to the startups they belong to, through startup_members).
import { boolean, foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt, incubatorId } from '../../core/db/columns.ts';
import { programs } from '../programs/programs.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

export const startupAssignments = pgTable(
  'startup_assignments',
  {
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId, t.userId] }),
    index('startup_assignments_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const programAssignments = pgTable(
  'program_assignments',
  {
    incubatorId: incubatorId(),
    programId: uuid('program_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** A programme administrator (its creator first, spec 01 §6): edits it under an ASSIGNED PROGRAMS:EDIT grant. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.programId, t.userId] }),
    index('program_assignments_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);
