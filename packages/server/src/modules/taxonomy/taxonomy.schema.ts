// The organisation's taxonomy: tags of TAG_KINDS (a startup tag has a category of TAG_CATEGORIES and a colour; every
// tag has a colour and a position in its kind's list) and industries. Startups carry startup tags and industries
// through startup_tags and startup_industries (startups.schema.ts); users carry user tags and skills (mentortag)
// through user_tags; events name their tags and topics (events.schema.ts).
import { foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const tags = pgTable(
  'tags',
  {
    incubatorId: incubatorId(),
    id: id(),
    /** One of TAG_KINDS; the tags that existed before kinds are startup tags. */
    kind: text('kind').notNull().default('startup'),
    name: text('name').notNull(),
    category: text('category').notNull().default('untagged'),
    color: text('color').notNull(),
    /** The place in its kind's list (ascending; ties by name). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('tags_incubator_kind_name_key').on(t.incubatorId, t.kind, sql`lower(${t.name})`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

export const industries = pgTable(
  'industries',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('industries_incubator_name_key').on(t.incubatorId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** The user tags and skills (tags of kind user and mentortag) a person carries. */
export const userTags = pgTable(
  'user_tags',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId, t.tagId] }),
    index('user_tags_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
  ],
);
