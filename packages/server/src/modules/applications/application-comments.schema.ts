// Comments on an application (docs/applications.md, "Comments"): its members and the staff who see it; internal
// notes are staff-only.
import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';
import { applications } from './applications.schema.ts';

export const applicationComments = pgTable(
  'application_comments',
  {
    incubatorId: incubatorId(),
    id: id(),
    applicationId: uuid('application_id').notNull(),
    authorId: uuid('author_id').notNull(),
    /** Trimmed, 1–4000 characters (applicationCommentRefusal of @ascent/shared). */
    body: text('body').notNull(),
    /** A staff-only note, never shown to the applicants. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({
      name: 'application_comments_application_fk',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    // A deleted account takes its comments along.
    foreignKey({
      name: 'application_comments_author_fk',
      columns: [t.incubatorId, t.authorId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('application_comments_list_idx').on(t.incubatorId, t.applicationId, t.createdAt),
  ],
);

export type ApplicationCommentRow = typeof applicationComments.$inferSelect;
