// Categorisations (spec 02 §3, §4): one row per startup and period the founders are asked "Anything Changed?".
// A row is pending until answered; its answers (or its skip) are kept as they were given.
import {
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';

export type StoredCategorizationAnswers = { key: string; value: 'yes' | 'no' | null }[];

export const categorizations = pgTable(
  'categorizations',
  {
    incubatorId: incubatorId(),
    id: id(),
    startupId: uuid('startup_id').notNull(),
    /** The first day of the month it was opened in (UTC); the form asks about the month before. */
    periodDate: date('period_date', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<StoredCategorizationAnswers>().notNull().default([]),
    /** 'delay the beginning of monthly reporting': null until answered. */
    skip: boolean('skip'),
    /** Who answered; no foreign key, as for timeline posts: the record outlives the account. */
    answeredById: uuid('answered_by_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    // At most one categorisation per startup and month: the lazy opening can race without doubling it.
    uniqueIndex('categorizations_startup_period_uq').on(t.incubatorId, t.startupId, t.periodDate),
    index('categorizations_pending_idx').on(t.incubatorId, t.startupId, t.answeredAt),
  ],
);

export type CategorizationRow = typeof categorizations.$inferSelect;
