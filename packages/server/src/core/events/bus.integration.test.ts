// The bus on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), with test modules of its own: an
// event reaches its handlers after the commit and only then; a rollback publishes nothing; a failing handler
// leaves the event for the recovery pass, which redelivers it under the same id; queued handlers run on the queue.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { IncubatorRow } from '../db/incubators.schema.ts';
import { TenantDb } from '../db/tenant-db.ts';
import { createJobs, type Jobs, type TaskDefinition } from '../jobs.ts';
import { mailOutbox } from '../mail/outbox.schema.ts';
import type { ServerModule } from '../module.ts';
import { createEventBus, type EventBus } from './bus.ts';
import { domainEvents } from './outbox.schema.ts';
import { buildEventRegistry } from './registry.ts';
import type { DomainEvent, EventName, EventSubscriptions } from './types.ts';

// Events of the test modules only: cast, not declared in DomainEvents.
const HAPPENED = 'probe.happened' as EventName;
const FAILED = 'probe.failed' as EventName;
const QUEUED = 'probe.queued' as EventName;

let s: TestServer;
let tenant: IncubatorRow;
let tdb: TenantDb;
let bus: EventBus;
let jobs: Jobs;
const seen: { handler: string; event: DomainEvent }[] = [];
let failNext = 0;

beforeAll(async () => {
  s = await startTestServer();
  tenant = (await s.running.services.tenants.bySlug('demo'))!;
  tdb = new TenantDb(s.running.services.database.db, tenant.id);
  const record = (handler: string) => async (_scope: unknown, event: DomainEvent) => {
    seen.push({ handler, event });
  };
  const modules: ServerModule[] = [
    { name: 'probe', publishes: [HAPPENED, FAILED, QUEUED] },
    {
      name: 'listener',
      events: {
        [HAPPENED]: [record('first'), record('second')],
        [FAILED]: [
          async (_scope: unknown, event: DomainEvent) => {
            if (failNext > 0) {
              failNext--;
              throw new Error('the mail server is down');
            }
            seen.push({ handler: 'flaky', event });
          },
          record('steady'),
        ],
        [QUEUED]: { handle: record('queued'), via: 'queue' },
      } as EventSubscriptions,
    },
  ];
  const { database, log } = s.running.services;
  // A queue of its own, not started: its tasks run in this process, after the publishing call has returned.
  bus = createEventBus({
    database,
    log,
    registry: buildEventRegistry(modules),
    retryAfterSeconds: 30,
    services: () => s.running.services,
    jobs: () => jobs,
  });
  jobs = createJobs(database, log, () => s.running.services, {
    tasks: [bus.queuedHandlerTask as TaskDefinition<never>],
  });
});
afterAll(() => s?.close());
beforeEach(() => {
  seen.length = 0;
  failNext = 0;
});

/** The stored row, once the "dispatched" marks waiting in the bus are written (core/events/marks.ts). */
const stored = async (id: string) => {
  await bus.flushMarks();
  return (
    await s.running.services.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.incubatorId, tenant.id), eq(domainEvents.id, id)))
  )[0];
};

describe('domain events', () => {
  it('delivers a committed event to every handler, in order, once, and marks it dispatched', async () => {
    const id = await tdb.transaction(async (tx) => {
      const eventId = await bus.publish(tx, HAPPENED, { n: 1 } as never);
      // Nothing is delivered before the commit.
      expect(seen).toEqual([]);
      return eventId;
    });
    expect(seen.map((x) => [x.handler, x.event.id, x.event.name, x.event.payload, x.event.incubatorId])).toEqual([
      ['first', id, HAPPENED, { n: 1 }, tenant.id],
      ['second', id, HAPPENED, { n: 1 }, tenant.id],
    ]);
    expect(await stored(id)).toMatchObject({ name: HAPPENED, payload: { n: 1 }, attempts: 1, lastError: null });
    expect((await stored(id))!.dispatchedAt).toBeInstanceOf(Date);
    // The recovery pass has nothing left to do.
    expect(await bus.recover({ olderThanSeconds: 0 })).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('publishes nothing when the mutation rolls back: neither its data, nor the event, nor a delivery', async () => {
    let eventId = '';
    const marker = `rollback-${Date.now()}@example.test`;
    await expect(
      tdb.transaction(async (tx) => {
        await tx.insert(mailOutbox, {
          toAddress: marker,
          subject: 's',
          textBody: 't',
          htmlBody: 'h',
          kind: 'probe',
          status: 'stored',
        });
        eventId = await bus.publish(tx, HAPPENED, { n: 2 } as never);
        throw new Error('the mutation failed after publishing');
      }),
    ).rejects.toThrow('the mutation failed after publishing');
    expect(eventId).not.toBe('');
    expect(await stored(eventId)).toBeUndefined();
    expect(
      await tdb
        .select()
        .from(mailOutbox)
        .where(tdb.where(mailOutbox, eq(mailOutbox.toAddress, marker))),
    ).toEqual([]);
    expect(await bus.recover({ olderThanSeconds: 0 })).toBe(0);
    expect(seen).toEqual([]);
  });

  it('drops the event of a nested transaction that rolls back, and delivers the enclosing one’s after its commit', async () => {
    let inner = '';
    const outer = await tdb.transaction(async (tx) => {
      const id = await bus.publish(tx, HAPPENED, { n: 'outer' } as never);
      await tx
        .transaction(async (sp) => {
          inner = await bus.publish(sp, HAPPENED, { n: 'inner' } as never);
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      return id;
    });
    expect(await stored(inner)).toBeUndefined();
    expect(seen.map((x) => [x.handler, x.event.id])).toEqual([
      ['first', outer],
      ['second', outer],
    ]);
  });

  it('marks delivered events off the mutation path, and a recovery pass right after does not deliver them again', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push(await tdb.transaction((tx) => bus.publish(tx, HAPPENED, { n } as never)));
    // The marks may still be waiting: the pass writes them before it looks for undispatched events.
    expect(await bus.recover({ olderThanSeconds: 0 })).toBe(0);
    expect(seen).toHaveLength(6);
    for (const id of ids) expect(await stored(id)).toMatchObject({ attempts: 1, lastError: null });
  });

  it('publishes at once outside a transaction', async () => {
    const id = await bus.publish(tdb, HAPPENED, { n: 3 } as never);
    expect(seen.map((x) => x.event.id)).toEqual([id, id]);
    expect((await stored(id))!.dispatchedAt).toBeInstanceOf(Date);
  });

  it('leaves an event whose handler failed to the recovery pass, which redelivers it under the same id', async () => {
    failNext = 1;
    const id = await bus.publish(tdb, FAILED, { n: 4 } as never);
    // The other handler ran; the failure is recorded, the event not marked dispatched.
    expect(seen.map((x) => x.handler)).toEqual(['steady']);
    expect(await stored(id)).toMatchObject({
      dispatchedAt: null,
      attempts: 1,
      lastError: expect.stringContaining('the mail server is down'),
    });
    // Not yet due for a retry (EVENTS_RETRY_AFTER_SECONDS), then due.
    expect(await bus.recover()).toBe(0);
    expect(await bus.recover({ olderThanSeconds: 0 })).toBe(1);
    expect(seen.map((x) => [x.handler, x.event.id])).toEqual([
      ['steady', id],
      ['flaky', id],
      ['steady', id],
    ]);
    expect(await stored(id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await stored(id))!.dispatchedAt).toBeInstanceOf(Date);
  });

  it('gives up on an event after five failed dispatches, keeping its last error', async () => {
    failNext = 100;
    const id = await bus.publish(tdb, FAILED, { n: 5 } as never);
    for (let i = 0; i < 6; i++) await bus.recover({ olderThanSeconds: 0 });
    expect(await stored(id)).toMatchObject({
      dispatchedAt: null,
      attempts: 5,
      lastError: expect.stringContaining('the mail server is down'),
    });
    expect(seen.filter((x) => x.handler === 'steady')).toHaveLength(5);
  });

  it('runs a queued handler through the job queue with the stored event', async () => {
    const id = await tdb.transaction((tx) => bus.publish(tx, QUEUED, { n: 6 } as never));
    expect((await stored(id))!.dispatchedAt).toBeInstanceOf(Date);
    await jobs.idle();
    expect(seen.map((x) => [x.handler, x.event.id, x.event.payload])).toEqual([['queued', id, { n: 6 }]]);
  });

  it('refuses to publish an event no module declares', async () => {
    await expect(bus.publish(tdb, 'probe.undeclared' as EventName, {} as never)).rejects.toThrow(
      'No module declares that it publishes the event probe.undeclared',
    );
  });
});
