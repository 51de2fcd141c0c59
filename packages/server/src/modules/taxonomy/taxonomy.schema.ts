// The organisation's taxonomy: tags (with a category of TAG_CATEGORIES and a colour) and industries. Startups
// carry them through startup_tags and startup_industries (startups.schema.ts).
import { foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';

export const tags = pgTable(
  'tags',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull().default('untagged'),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('tags_incubator_name_key').on(t.incubatorId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

export const industries = pgTable(
  'industries',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('industries_incubator_name_key').on(t.incubatorId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);
