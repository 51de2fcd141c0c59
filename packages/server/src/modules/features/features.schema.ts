import { boolean, foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';

/** An organisation's own choice for a feature flag; without a row the default of @ascent/shared applies. */
export const incubatorFeatureFlags = pgTable(
  'incubator_feature_flags',
  {
    incubatorId: incubatorId(),
    name: text('name').notNull(),
    activated: boolean('activated').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.name] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);
