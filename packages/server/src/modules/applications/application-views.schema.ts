// Saved views of a staff list (docs/applications.md, "Filters and saved views"): a person's named filters, private
// or shared with everyone else who sees the list.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const savedViews = pgTable(
  'saved_views',
  {
    incubatorId: incubatorId(),
    id: id(),
    ownerId: uuid('owner_id').notNull(),
    /** Which list: APPLICATIONS (SavedViewList). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's filters, checked by its shared parser (parseApplicationViewFilters) before they are stored. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    // A deleted account takes its views along.
    foreignKey({
      name: 'saved_views_owner_fk',
      columns: [t.incubatorId, t.ownerId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('saved_views_name_key').on(t.incubatorId, t.ownerId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.incubatorId, t.list, t.shared),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
