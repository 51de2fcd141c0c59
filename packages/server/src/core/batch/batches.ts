// Bulk operations that survive a restart (spec 01 §4's batch mechanism; issue #16 item 5). A module declares a kind
// in its manifest (`batches`: how to prepare a run and apply one item); `services.batches.start` records the
// operation with its items and queues the task `batch-operation`, which works the items one by one. Each item is
// applied and recorded in one transaction (`batch_operation_items`, unique per item), so an item is done exactly
// once: a run that dies half-way is taken up again by the recovery job (`batch-operations-recover`, every minute,
// for operations whose heartbeat stopped), which skips the items already recorded and reports the others. Progress
// goes to the starter only, on `<incubatorId>/<kind's event>/<starterId>`, with the counts stored so far.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { BatchUpdateType } from '@ascent/shared';
import type { Database } from '../db/client.ts';
import { incubators } from '../db/incubators.schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { JobDefinition, TaskDefinition } from '../jobs.ts';
import { topicFor } from '../pubsub.ts';
import { jobScope, type JobScope, type Scope } from '../scope.ts';
import type { Services } from '../services.ts';
import { batchOperationItems, batchOperations } from './batch.schema.ts';

export interface BatchOperation {
  id: string;
  incubatorId: string;
  kind: string;
  startedBy: string;
  action: string;
  targetId: string | null;
  itemIds: string[];
}

/** A module's kind of bulk operation (its manifest's `batches`). */
export interface BatchKind<Ctx = unknown> {
  /** Stored on each operation; unique among the modules. */
  readonly kind: string;
  /** The subscription event the starter hears the progress on; also the payload's field name. */
  readonly event: string;
  /** At every (re)start of a run: what the items need, e.g. the starter's access as it is now; null fails them all. */
  prepare(scope: JobScope, op: BatchOperation): Promise<Ctx | null>;
  /** One item, inside the transaction `tx`: true when applied, false when refused. A throw fails the item too. */
  apply(tx: TenantDb, ctx: Ctx, itemId: string, op: BatchOperation): Promise<boolean>;
  /**
   * After an applied item's transaction committed: what must not happen before (telling other processes, e.g.
   * closing the user's live sockets). Not retried: a process that dies between the commit and this skips it.
   */
  applied?(scope: JobScope, ctx: Ctx, itemId: string, op: BatchOperation): Promise<void>;
}

/** Thrown by a kind's `apply` to refuse one item with a reason (stored with the item, shown in the report). */
export class BatchItemRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** An operation as stored, with the outcome of each item recorded so far (the report). */
export interface BatchReport {
  id: string;
  kind: string;
  startedBy: string;
  action: string;
  targetId: string | null;
  status: 'running' | 'succeeded' | 'failed' | 'partially_succeeded';
  total: number;
  succeeded: number;
  failed: number;
  createdAt: Date;
  finishedAt: Date | null;
  /** In the order of the operation's items; those not worked yet are absent. */
  items: { itemId: string; ok: boolean; error: string | null }[];
}

/** Declares a kind with its own context type (the manifest's list holds kinds of any context). */
export const batchKind = <Ctx>(kind: BatchKind<Ctx>): BatchKind => kind as unknown as BatchKind;

export interface BatchProgress {
  operationId: string;
  updateType: BatchUpdateType;
  itemId: string | null;
  total: number;
  succeeded: number;
  failed: number;
}

export interface BatchTaskData {
  incubatorId: string;
  operationId: string;
}

export interface Batches {
  /** Records the operation (the items already validated by the caller) and queues its run; answers its id. */
  start(
    scope: Scope,
    kind: string,
    input: { startedBy: string; action: string; targetId: string | null; itemIds: readonly string[] },
  ): Promise<string>;
  /** One operation of a kind with its items' outcomes; null when this organisation has none of that id and kind. */
  report(tdb: TenantDb, kind: string, operationId: string): Promise<BatchReport | null>;
  /** Queues again the runs whose heartbeat stopped more than `staleSeconds` ago; answers how many. */
  recover(opts?: { staleSeconds?: number }): Promise<number>;
  readonly task: TaskDefinition<BatchTaskData>;
  readonly recoveryJob: JobDefinition;
}

/** The pause before the first update, so the starter's subscription (opened on the returned id) hears it all. */
export const BATCH_START_DELAY_MS = 400;
const STALE_SECONDS = 120;

export function createBatches(deps: { database: Database; kinds: readonly BatchKind[]; services: () => Services }) {
  const byKind = new Map<string, BatchKind>();
  for (const k of deps.kinds) {
    if (byKind.has(k.kind)) throw new Error(`Two modules declare the batch kind ${k.kind}`);
    byKind.set(k.kind, k);
  }
  const db = deps.database.db;

  const task: TaskDefinition<BatchTaskData> = {
    name: 'batch-operation',
    run: async (services, data) => {
      const [tenant] = await db.select().from(incubators).where(eq(incubators.id, data.incubatorId)).limit(1);
      if (tenant) await work(jobScope(services, tenant), data.operationId);
    },
  };

  async function work(scope: JobScope, operationId: string): Promise<void> {
    const { tdb } = scope;
    const [row] = await tdb
      .select()
      .from(batchOperations)
      .where(tdb.where(batchOperations, eq(batchOperations.id, operationId)));
    const kind = row && byKind.get(row.kind);
    if (!row || row.status !== 'running' || !kind) return;
    const op: BatchOperation = { ...row, itemIds: row.itemIds };
    const wait = BATCH_START_DELAY_MS - (Date.now() - row.createdAt.getTime());
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const counts = { total: op.itemIds.length, succeeded: row.succeeded, failed: row.failed };
    const push = (updateType: BatchUpdateType, itemId: string | null = null) =>
      scope.services.pubsub.publish(topicFor(op.incubatorId, kind.event, op.startedBy), {
        incubatorId: op.incubatorId,
        userId: op.startedBy,
        [kind.event]: { operationId, updateType, itemId, ...counts } satisfies BatchProgress,
      });
    const done = new Set(
      (
        await tdb
          .select({ itemId: batchOperationItems.itemId })
          .from(batchOperationItems)
          .where(tdb.where(batchOperationItems, eq(batchOperationItems.operationId, operationId)))
      ).map((r) => r.itemId),
    );
    if (done.size === 0) await push('VALIDATION_SUCCEEDED');
    const ctx = await kind.prepare(scope, op);
    for (const itemId of op.itemIds) {
      if (done.has(itemId)) continue;
      const outcome = await applyOne(scope, kind, ctx, op, itemId);
      if (!outcome) continue; // another run recorded it meanwhile
      Object.assign(counts, { succeeded: outcome.succeeded, failed: outcome.failed });
      if (outcome.ok && kind.applied) {
        await kind
          .applied(scope, ctx, itemId, op)
          .catch((err: unknown) => scope.log.warn({ err, operationId, itemId }, 'batch item follow-up failed'));
      }
      await push(outcome.ok ? 'ITEM_SUCCEEDED' : 'ITEM_FAILED', itemId);
      // A turn of the event loop between items: on PGlite (in this thread) the queries never wait on I/O, so
      // without it a long run would hold back every request and the pushes of its own progress until its end.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const status =
      counts.failed === 0 ? 'succeeded' : counts.succeeded === 0 ? 'failed' : ('partially_succeeded' as const);
    const ended = await tdb
      .update(
        batchOperations,
        { status, finishedAt: new Date() },
        eq(batchOperations.id, operationId),
        eq(batchOperations.status, 'running'),
      )
      .returning({ id: batchOperations.id });
    if (ended.length)
      await push(
        status === 'succeeded'
          ? 'PROCESSING_SUCCEEDED'
          : status === 'failed'
            ? 'PROCESSING_FAILED'
            : 'PROCESSING_PARTIALLY_SUCCEEDED',
      );
  }

  /** Applies and records one item in one transaction; null when another run had recorded it. */
  async function applyOne(scope: JobScope, kind: BatchKind, ctx: unknown, op: BatchOperation, itemId: string) {
    const { tdb } = scope;
    const record = async (tx: TenantDb, ok: boolean, error: string | null) => {
      const inserted = await tx
        .insert(batchOperationItems, { operationId: op.id, itemId, ok, error })
        .onConflictDoNothing()
        .returning({ itemId: batchOperationItems.itemId });
      if (!inserted.length) return null;
      const [counts] = await tx
        .update(
          batchOperations,
          {
            succeeded: sql`${batchOperations.succeeded} + ${ok ? 1 : 0}`,
            failed: sql`${batchOperations.failed} + ${ok ? 0 : 1}`,
            heartbeatAt: new Date(),
          },
          eq(batchOperations.id, op.id),
        )
        .returning({ succeeded: batchOperations.succeeded, failed: batchOperations.failed });
      return { ok, ...counts! };
    };
    try {
      return await tdb.transaction(async (tx) => {
        // The item's row first: a second run waits here for the first's commit, then finds it recorded.
        const claimed = await record(tx, false, null);
        if (!claimed) return null;
        const ok = ctx !== null && (await kind.apply(tx, ctx, itemId, op));
        if (!ok) return claimed;
        await tx.update(
          batchOperationItems,
          { ok: true },
          eq(batchOperationItems.operationId, op.id),
          eq(batchOperationItems.itemId, itemId),
        );
        const [counts] = await tx
          .update(
            batchOperations,
            { succeeded: sql`${batchOperations.succeeded} + 1`, failed: sql`${batchOperations.failed} - 1` },
            eq(batchOperations.id, op.id),
          )
          .returning({ succeeded: batchOperations.succeeded, failed: batchOperations.failed });
        return { ok: true, ...counts! };
      });
    } catch (err) {
      if (!(err instanceof BatchItemRefused)) scope.log.warn({ err, operationId: op.id, itemId }, 'batch item failed');
      return tdb.transaction((tx) => record(tx, false, String((err as Error).message).slice(0, 500)));
    }
  }

  const batches: Batches = {
    start: async (scope, kind, input) => {
      if (!byKind.has(kind)) throw new Error(`No module declares the batch kind ${kind}`);
      const [row] = await scope.tdb
        .insert(batchOperations, {
          kind,
          startedBy: input.startedBy,
          action: input.action,
          targetId: input.targetId,
          itemIds: [...input.itemIds],
        })
        .returning({ id: batchOperations.id });
      await scope.services.jobs.send(task, { incubatorId: scope.tenant.id, operationId: row!.id });
      return row!.id;
    },
    report: async (tdb, kind, operationId) => {
      const [row] = await tdb
        .select()
        .from(batchOperations)
        .where(tdb.where(batchOperations, eq(batchOperations.id, operationId), eq(batchOperations.kind, kind)));
      if (!row) return null;
      const recorded = await tdb
        .select({ itemId: batchOperationItems.itemId, ok: batchOperationItems.ok, error: batchOperationItems.error })
        .from(batchOperationItems)
        .where(tdb.where(batchOperationItems, eq(batchOperationItems.operationId, operationId)));
      const byId = new Map(recorded.map((r) => [r.itemId, r]));
      return {
        id: row.id,
        kind: row.kind,
        startedBy: row.startedBy,
        action: row.action,
        targetId: row.targetId,
        status: row.status as BatchReport['status'],
        total: row.itemIds.length,
        succeeded: row.succeeded,
        failed: row.failed,
        createdAt: row.createdAt,
        finishedAt: row.finishedAt,
        items: row.itemIds.flatMap((id) => byId.get(id) ?? []),
      };
    },
    recover: async (opts = {}) => {
      const stale = sql`now() - make_interval(secs => ${opts.staleSeconds ?? STALE_SECONDS})`;
      const taken = await db
        .update(batchOperations)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(batchOperations.status, 'running'), lt(batchOperations.heartbeatAt, stale)))
        .returning({ incubatorId: batchOperations.incubatorId, operationId: batchOperations.id });
      for (const t of taken) await deps.services().jobs.send(task, t);
      return taken.length;
    },
    task,
    recoveryJob: {
      name: 'batch-operations-recover',
      cron: '* * * * *',
      run: async () => void (await batches.recover()),
    },
  };
  return batches;
}
