// Metrics (spec 02 §3): definitions and their rules, collections (which metrics from which startups or
// programmes, from which start date), periods opened per startup, and one data row per period and metric.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TranslatedText } from '@ascent/shared';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { startups } from '../startups/startups.schema.ts';

export const metrics = pgTable(
  'metrics',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: jsonb('name').$type<TranslatedText[]>().notNull(),
    description: jsonb('description').$type<TranslatedText[]>().notNull().default([]),
    /** One of METRIC_UNIT_TYPES; customUnitName names a CUSTOM unit. */
    unitType: text('unit_type').notNull(),
    customUnitName: text('custom_unit_name'),
    /** One of METRIC_DATA_TYPES ('numeric' | 'non-numeric'). */
    dataType: text('data_type').notNull(),
    category: text('category'),
    recurrenceAmount: integer('recurrence_amount').notNull().default(1),
    /** One of RECURRENCE_FREQUENCIES. */
    recurrenceType: text('recurrence_type').notNull().default('MONTHLY'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** A rule of a metric: a fixed bound (value), or the sum of the referenced metrics (metric_rule_references). */
export const metricRules = pgTable(
  'metric_rules',
  {
    incubatorId: incubatorId(),
    id: id(),
    metricId: uuid('metric_id').notNull(),
    position: integer('position').notNull().default(0),
    /** One of METRIC_RULE_KINDS. */
    kind: text('kind').notNull(),
    value: doublePrecision('value'),
    customLabel: text('custom_label'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('metric_rules_metric_idx').on(t.incubatorId, t.metricId),
    foreignKey({ columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const metricRuleReferences = pgTable(
  'metric_rule_references',
  {
    incubatorId: incubatorId(),
    ruleId: uuid('rule_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    /** The order the metrics were chosen in (names are joined in this order). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.ruleId, t.metricId] }),
    foreignKey({
      columns: [t.incubatorId, t.ruleId],
      foreignColumns: [metricRules.incubatorId, metricRules.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A metric collected from one startup, or from every startup of one programme, from startDate on. */
export const metricCollections = pgTable(
  'metric_collections',
  {
    incubatorId: incubatorId(),
    id: id(),
    metricId: uuid('metric_id').notNull(),
    startupId: uuid('startup_id'),
    programId: uuid('program_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('metric_collections_startup_key')
      .on(t.incubatorId, t.metricId, t.startupId)
      .where(sql`${t.startupId} is not null`),
    uniqueIndex('metric_collections_program_key')
      .on(t.incubatorId, t.metricId, t.programId)
      .where(sql`${t.programId} is not null`),
    check('metric_collections_one_target', sql`(${t.startupId} is null) <> (${t.programId} is null)`),
  ],
);

/** A startup's reporting period (dates yyyy-MM-dd); submittedAt is set when founders (or staff) save it. */
export const metricPeriods = pgTable(
  'metric_periods',
  {
    incubatorId: incubatorId(),
    id: id(),
    startupId: uuid('startup_id').notNull(),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    submittedById: uuid('submitted_by_id'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('metric_periods_startup_range_key').on(t.incubatorId, t.startupId, t.from, t.to),
    index('metric_periods_opened_idx').on(t.incubatorId, t.openedAt),
  ],
);

/** One value per period and metric; value is text (numbers in canonical form), null until filled. */
export const metricData = pgTable(
  'metric_data',
  {
    incubatorId: incubatorId(),
    id: id(),
    periodId: uuid('period_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    value: text('value'),
    dateValue: date('date_value', { mode: 'string' }),
    /** Who last set it (no foreign key: the value outlives the account). */
    updatedById: uuid('updated_by_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('metric_data_period_metric_key').on(t.incubatorId, t.periodId, t.metricId),
    index('metric_data_metric_idx').on(t.incubatorId, t.metricId),
    foreignKey({
      columns: [t.incubatorId, t.periodId],
      foreignColumns: [metricPeriods.incubatorId, metricPeriods.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type MetricRow = typeof metrics.$inferSelect;
export type MetricRuleRow = typeof metricRules.$inferSelect;
export type MetricCollectionRow = typeof metricCollections.$inferSelect;
export type MetricPeriodRow = typeof metricPeriods.$inferSelect;
export type MetricDataRow = typeof metricData.$inferSelect;
