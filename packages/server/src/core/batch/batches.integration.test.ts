// Bulk operations survive a restart: a run that died half-way is taken up by the recovery pass, which skips the
// items already recorded and works the rest; two runs of one operation at once apply each item once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { LAKESIDE, PRIYA } from '../../../test/personas.ts';
import { jobScope } from '../scope.ts';
import { startups } from '../../modules/startups/startups.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { batchOperationItems, batchOperations } from './batch.schema.ts';

let s: TestServer;
let tenantId: string;
let priyaId: string;
let ids: string[];

beforeAll(async () => {
  s = await startTestServer();
  const { db } = s.running.services.database;
  const tenant = (await s.running.services.tenants.bySlug(LAKESIDE.slug))!;
  tenantId = tenant.id;
  priyaId = (await db.select({ id: users.id }).from(users).where(eq(users.email, PRIYA)))[0]!.id;
  ids = (
    await db
      .select({ id: startups.id })
      .from(startups)
      .where(and(eq(startups.incubatorId, tenantId), eq(startups.status, 'active')))
      .orderBy(startups.name)
      .limit(3)
  ).map((r) => r.id);
  expect(ids).toHaveLength(3);
});
afterAll(() => s?.close());

const statuses = async (of: string[]) =>
  Object.fromEntries(
    (
      await s.running.services.database.db
        .select({ id: startups.id, status: startups.status })
        .from(startups)
        .where(and(eq(startups.incubatorId, tenantId), inArray(startups.id, of)))
    ).map((r) => [r.id, r.status]),
  );

const operation = async (id: string) =>
  (
    await s.running.services.database.db
      .select()
      .from(batchOperations)
      .where(and(eq(batchOperations.incubatorId, tenantId), eq(batchOperations.id, id)))
  )[0]!;

const items = async (id: string) =>
  s.running.services.database.db
    .select({ itemId: batchOperationItems.itemId, ok: batchOperationItems.ok })
    .from(batchOperationItems)
    .where(and(eq(batchOperationItems.incubatorId, tenantId), eq(batchOperationItems.operationId, id)));

describe('bulk operations across a restart', () => {
  it('resumes a run that died after its first item: the rest is done, the first is not done again', async () => {
    const { db } = s.running.services.database;
    // What a process that died after the first item leaves: the operation running with a stale heartbeat, the first
    // item recorded (and, to show it is not applied again, its startup left as it was).
    const [op] = await db
      .insert(batchOperations)
      .values({
        incubatorId: tenantId,
        kind: 'startups',
        startedBy: priyaId,
        action: 'ARCHIVE',
        itemIds: ids,
        succeeded: 1,
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    await db
      .insert(batchOperationItems)
      .values({ incubatorId: tenantId, operationId: op!.id, itemId: ids[0]!, ok: true });

    // Not stale yet for a 20-minute threshold; stale for the default.
    expect(await s.running.services.batches.recover({ staleSeconds: 1200 })).toBe(0);
    expect(await s.running.services.batches.recover()).toBe(1);
    await s.running.services.jobs.idle();

    expect(await operation(op!.id)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    expect((await operation(op!.id)).finishedAt).toBeInstanceOf(Date);
    expect(await statuses(ids)).toEqual({ [ids[0]!]: 'active', [ids[1]!]: 'archived', [ids[2]!]: 'archived' });
    expect((await items(op!.id)).sort((a, b) => a.itemId.localeCompare(b.itemId))).toEqual(
      ids.map((itemId) => ({ itemId, ok: true })).sort((a, b) => a.itemId.localeCompare(b.itemId)),
    );
    // Finished: nothing left to take up.
    expect(await s.running.services.batches.recover({ staleSeconds: 0 })).toBe(0);
  });

  it('applies each item once when two runs of one operation overlap, and counts each once', async () => {
    const services = s.running.services;
    const tenant = (await services.tenants.bySlug(LAKESIDE.slug))!;
    const scope = jobScope(services, tenant);
    const opId = await services.batches.start(scope, 'startups', {
      startedBy: priyaId,
      action: 'RESTORE',
      targetId: null,
      itemIds: ids,
    });
    await Promise.all([
      services.batches.task.run(services, { incubatorId: tenantId, operationId: opId }),
      services.batches.task.run(services, { incubatorId: tenantId, operationId: opId }),
    ]);
    await services.jobs.idle();
    expect(await operation(opId)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    expect(await items(opId)).toHaveLength(3);
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'active'])));
  });

  it('fails every remaining item when the starter is gone, and says so in the counts', async () => {
    const services = s.running.services;
    const tenant = (await services.tenants.bySlug(LAKESIDE.slug))!;
    const opId = await services.batches.start(jobScope(services, tenant), 'startups', {
      startedBy: '00000000-0000-4000-8000-000000000000',
      action: 'ARCHIVE',
      targetId: null,
      itemIds: ids,
    });
    await services.jobs.idle();
    expect(await operation(opId)).toMatchObject({ status: 'failed', succeeded: 0, failed: 3 });
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'active'])));
  });
});
