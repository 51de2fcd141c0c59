// The in-process bus of domain events with a transactional outbox. `publish(tx, name, payload)` writes the event
// into `domain_events` inside the caller's transaction and, once that transaction has committed, hands it to the
// subscribers: inline ones at once (awaited, so the mutation answers with their writes done), queued ones through
// pg-boss. A rolled-back transaction publishes nothing; a process that dies between commit and dispatch leaves
// the row undispatched, and the recovery pass (at start and every minute) dispatches it again. Delivery is
// therefore at least once: handlers are idempotent, keyed on the event's id. The "dispatched" mark is written in
// batches off the mutation's path (./marks.ts). See docs/decisions.md.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { incubators, type IncubatorRow } from '../db/incubators.schema.ts';
import { TenantDb } from '../db/tenant-db.ts';
import type { JobDefinition, Jobs, TaskDefinition } from '../jobs.ts';
import type { Services } from '../services.ts';
import { domainEvents } from './outbox.schema.ts';
import { createDispatchMarks } from './marks.ts';
import { storableJson } from '../input-guard.ts';
import type { EventRegistry, RegisteredHandler } from './registry.ts';
import type { JobScope } from '../scope.ts';
import type { DomainEvent, DomainEvents, EventName } from './types.ts';

/** After this many failed dispatches an event is left alone (its last error stays on the row). */
export const MAX_DISPATCH_ATTEMPTS = 5;
const RECOVERY_BATCH = 100;

export interface QueuedHandlerData {
  incubatorId: string;
  eventId: string;
  handler: string;
}

export interface EventBus {
  /**
   * Records the event in the transaction of `tdb` (at once when it is not in one) and dispatches it after the
   * commit. Answers the event's id.
   */
  publish<N extends EventName>(tdb: TenantDb, name: N, payload: DomainEvents[N]): Promise<string>;
  /**
   * Dispatches the events committed but never dispatched (a crash between commit and dispatch, or a failed
   * handler), older than `olderThanSeconds` (default EVENTS_RETRY_AFTER_SECONDS). Answers how many it took.
   */
  recover(opts?: { olderThanSeconds?: number }): Promise<number>;
  /** Stores the "dispatched" marks still waiting (core/events/marks.ts): at close, and in tests that read them. */
  flushMarks(): Promise<void>;
  /** The recurring recovery pass and the task that runs queued handlers (registered with the job queue). */
  readonly recoveryJob: JobDefinition;
  readonly queuedHandlerTask: TaskDefinition<QueuedHandlerData>;
}

interface Deps {
  database: Database;
  log: Logger;
  registry: EventRegistry;
  retryAfterSeconds: number;
  services: () => Services;
  jobs: () => Jobs;
}

type StoredEvent = DomainEvent & { attempts: number };

export function createEventBus(deps: Deps): EventBus {
  const { database, log, registry } = deps;
  const db = database.db;
  const tenants = new Map<string, { at: number; row: IncubatorRow | null }>();

  const tenantOf = async (id: string): Promise<IncubatorRow | null> => {
    const hit = tenants.get(id);
    if (hit && Date.now() - hit.at < 5000) return hit.row;
    const [row] = await db.select().from(incubators).where(eq(incubators.id, id)).limit(1);
    if (tenants.size > 10_000) tenants.clear();
    tenants.set(id, { at: Date.now(), row: row ?? null });
    return row ?? null;
  };

  /** The job scope of an event's handlers (core/scope.ts): its tenant, and log lines carrying `event:<id>`. */
  const scopeOf = async (incubatorId: string, eventId: string): Promise<JobScope | null> => {
    const tenant = await tenantOf(incubatorId);
    if (!tenant) return null;
    const requestId = `event:${eventId}`;
    const tdb = new TenantDb(db, incubatorId);
    return { tdb, tenant, services: deps.services(), log: log.child({ jobId: requestId, incubatorId }), requestId };
  };

  const marks = createDispatchMarks(database, log);
  /** A delivered event is marked with the next batch; a failed one at once, with its error, for the retry. */
  const mark = async (event: StoredEvent, error: string | null) => {
    if (error === null) return marks.add(event.incubatorId, event.id);
    await db
      .update(domainEvents)
      .set({ attempts: event.attempts + 1, lastError: error.slice(0, 2000), claimedAt: sql`now()` })
      .where(and(eq(domainEvents.incubatorId, event.incubatorId), eq(domainEvents.id, event.id)));
  };

  const runHandler = async (handler: RegisteredHandler, scope: JobScope, event: DomainEvent) => {
    if (handler.via === 'queue') {
      await deps
        .jobs()
        .send(queuedHandlerTask, { incubatorId: event.incubatorId, eventId: event.id, handler: handler.key });
    } else {
      await handler.handle(scope, event);
    }
  };

  /** Hands one event to its subscribers; never throws (a failure is logged and recorded for a retry). */
  const dispatch = async (event: StoredEvent): Promise<void> => {
    const failures: string[] = [];
    try {
      const scope = await scopeOf(event.incubatorId, event.id);
      if (scope) {
        for (const handler of registry.handlersOf(event.name)) {
          try {
            await runHandler(handler, scope, event);
          } catch (err) {
            failures.push(`${handler.key}: ${(err as Error).message}`);
            log.error(
              { err, event: event.name, eventId: event.id, handler: handler.key },
              'domain event handler failed',
            );
          }
        }
      }
      await mark(event, failures.length ? failures.join('; ') : null);
    } catch (err) {
      log.error({ err, event: event.name, eventId: event.id }, 'domain event dispatch failed');
    }
  };

  const queuedHandlerTask: TaskDefinition<QueuedHandlerData> = {
    name: 'domain-event-handler',
    run: async (_services, data) => {
      const handler = registry.byKey(data.handler);
      if (!handler) {
        log.warn({ handler: data.handler, eventId: data.eventId }, 'queued domain event handler no longer registered');
        return;
      }
      const [row] = await db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.incubatorId, data.incubatorId), eq(domainEvents.id, data.eventId)))
        .limit(1);
      const scope = row ? await scopeOf(row.incubatorId, row.id) : null;
      if (!row || !scope) return; // the organisation was deleted with its events
      await handler.handle(scope, {
        id: row.id,
        name: row.name as EventName,
        incubatorId: row.incubatorId,
        payload: row.payload as never,
        occurredAt: row.createdAt,
      });
    },
  };

  const recover: EventBus['recover'] = async (opts = {}) => {
    const grace = sql`now() - make_interval(secs => ${opts.olderThanSeconds ?? deps.retryAfterSeconds})`;
    // Events delivered but not yet marked are not taken again; what this pass delivers is marked before it ends.
    await marks.flush();
    let total = 0;
    for (;;) {
      // Claim a batch (SKIP LOCKED: two instances never take the same rows), then dispatch outside the claim.
      const due = db
        .select({ incubatorId: domainEvents.incubatorId, id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            isNull(domainEvents.dispatchedAt),
            lt(domainEvents.attempts, MAX_DISPATCH_ATTEMPTS),
            lt(domainEvents.createdAt, grace),
            or(isNull(domainEvents.claimedAt), lt(domainEvents.claimedAt, grace)),
          ),
        )
        .orderBy(asc(domainEvents.createdAt))
        .limit(RECOVERY_BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(domainEvents)
        .set({ claimedAt: sql`now()` })
        .where(sql`(${domainEvents.incubatorId}, ${domainEvents.id}) in (${due})`)
        .returning();
      claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const row of claimed) {
        await dispatch({
          id: row.id,
          name: row.name as EventName,
          incubatorId: row.incubatorId,
          payload: row.payload as never,
          occurredAt: row.createdAt,
          attempts: row.attempts,
        });
      }
      total += claimed.length;
      await marks.flush();
      if (claimed.length < RECOVERY_BATCH) return total;
    }
  };

  return {
    publish: async (tdb, name, payload) => {
      if (!registry.publishers.has(name)) throw new Error(`No module declares that it publishes the event ${name}`);
      const id = randomUUID();
      payload = storableJson(payload); // text jsonb refuses (a lone surrogate) is stored cleaned, the event not lost
      await tdb.insert(domainEvents, { id, name, payload });
      const event: StoredEvent = {
        id,
        name,
        incubatorId: tdb.incubatorId,
        payload,
        occurredAt: new Date(),
        attempts: 0,
      };
      await tdb.afterCommit(() => dispatch(event));
      return id;
    },
    recover,
    flushMarks: marks.flush,
    recoveryJob: {
      name: 'domain-events-recover',
      cron: '* * * * *',
      run: async () => {
        const n = await recover();
        if (n) log.warn({ events: n }, 'dispatched domain events left undispatched');
      },
    },
    queuedHandlerTask,
  };
}
