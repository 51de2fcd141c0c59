import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../db/columns.ts';
import { incubators } from '../db/incubators.schema.ts';

/**
 * Bulk operations (core/batch/batches.ts): one row per operation a user started — its kind (the module's), action,
 * target and items — worked item by item by a queued task; `heartbeat_at` moves with every item, so an operation
 * whose process died is taken up again by the recovery pass.
 */
export const batchOperations = pgTable(
  'batch_operations',
  {
    incubatorId: incubatorId(),
    id: id(),
    kind: text('kind').notNull(),
    startedBy: uuid('started_by').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id'),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    /** running, then succeeded, failed (every item failed) or partially_succeeded. */
    status: text('status').notNull().default('running'),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: createdAt(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('batch_operations_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** What became of each item: written in the item's own transaction, so an item is done once, resumed or not. */
export const batchOperationItems = pgTable(
  'batch_operation_items',
  {
    incubatorId: incubatorId(),
    operationId: uuid('operation_id').notNull(),
    itemId: text('item_id').notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.operationId, t.itemId] }),
    foreignKey({
      columns: [t.incubatorId, t.operationId],
      foreignColumns: [batchOperations.incubatorId, batchOperations.id],
    }).onDelete('cascade'),
  ],
);
