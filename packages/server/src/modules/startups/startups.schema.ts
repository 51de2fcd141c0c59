import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { industries, tags } from '../taxonomy/taxonomy.schema.ts';
import { users } from '../users/users.schema.ts';

export const startups = pgTable(
  'startups',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description'),
    website: text('website'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    foundedYear: integer('founded_year'),
    country: text('country'),
    city: text('city'),
    stage: text('stage'),
    employeeCount: integer('employee_count'),
    /** active | archived (STARTUP_STATUSES). */
    status: text('status').notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    initialCategorizationComplete: boolean('initial_categorization_complete').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    // The portfolio's keyset paging on (name, id), whole or by status.
    index('startups_name_idx').on(t.incubatorId, t.name, t.id),
    index('startups_status_name_idx').on(t.incubatorId, t.status, t.name, t.id),
  ],
);

/** The people of a startup (cofounders). */
export const startupMembers = pgTable(
  'startup_members',
  {
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId, t.userId] }),
    index('startup_members_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const startupPrograms = pgTable(
  'startup_programs',
  {
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    programId: uuid('program_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId, t.programId] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const startupTags = pgTable(
  'startup_tags',
  {
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId, t.tagId] }),
    index('startup_tags_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
  ],
);

export const startupIndustries = pgTable(
  'startup_industries',
  {
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    industryId: uuid('industry_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId, t.industryId] }),
    index('startup_industries_industry_idx').on(t.incubatorId, t.industryId),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.incubatorId, t.industryId],
      foreignColumns: [industries.incubatorId, industries.id],
    }).onDelete('cascade'),
  ],
);
