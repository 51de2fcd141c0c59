// Exports survive a restart (issue 16 item 5): a run whose process died (its heartbeat stopped) is taken back and
// written again from the data as it is, up to three attempts, then given up as ERROR; a live run is left alone; a
// worker whose run was taken back stops without touching it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { MAYA } from '../../../test/personas.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { exportJobs } from './exports.schema.ts';
import { exportFilePath } from './exports.job.ts';
import { claimExport, updateExport } from './exports.repository.ts';
import { EXPORT_MAX_ATTEMPTS, resumeInterruptedExports } from './exports.resume.ts';
import { STALE_EXPORT_ERROR } from './exports.sweep.ts';

let s: TestServer;
const db = () => s.running.services.database.db;
let maya: typeof users.$inferSelect;
let tidepool: string;

beforeAll(async () => {
  s = await startTestServer();
  maya = (await db().select().from(users).where(eq(users.email, MAYA)))[0]!;
  tidepool = (await db().select().from(startups).where(eq(startups.name, 'Tidepool Analytics')))[0]!.id;
});
afterAll(() => s?.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
async function run(status: string, attempts: number, heartbeatAt: Date) {
  const [row] = await db()
    .insert(exportJobs)
    .values({
      incubatorId: maya.incubatorId,
      requestedById: maya.id,
      kind: 'metrics',
      format: 'csv',
      params: { startupId: tidepool, name: 'Tidepool Analytics' },
      status,
      progress: 50,
      attempts,
      heartbeatAt,
    })
    .returning();
  return row!.id;
}
const rowOf = async (id: string) => (await db().select().from(exportJobs).where(eq(exportJobs.id, id)))[0]!;
async function settled(id: string) {
  const end = Date.now() + 20_000;
  for (;;) {
    const row = await rowOf(id);
    if (['COMPLETED', 'FAILED', 'ERROR'].includes(row.status)) return row;
    if (Date.now() > end) throw new Error(`export ${id} did not finish: ${row.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('interrupted exports', () => {
  it('are written again when their process died, given up after three attempts, live ones left alone', async () => {
    const dead = await run('IN_PROGRESS', 1, minutesAgo(5));
    const exhausted = await run('IN_PROGRESS', EXPORT_MAX_ATTEMPTS, minutesAgo(5));
    const alive = await run('IN_PROGRESS', 1, new Date());
    await resumeInterruptedExports(s.running.services, new Date());
    // (The every-minute job may have taken them back first: the outcome is the same.)
    expect(await settled(dead)).toMatchObject({ status: 'COMPLETED', progress: 100, attempts: 2 });
    expect(existsSync(exportFilePath(s.running.services.config.DATA_DIR, maya.incubatorId, dead))).toBe(true);
    expect(await rowOf(exhausted)).toMatchObject({ status: 'ERROR', error: STALE_EXPORT_ERROR });
    expect(await rowOf(alive)).toMatchObject({ status: 'IN_PROGRESS', attempts: 1 });
  });

  it('stops a worker whose run was taken back: its late steps change nothing', async () => {
    const id = await run('QUEUED', 0, new Date());
    const tdb = new TenantDb(db(), maya.incubatorId);
    const mine = (await claimExport(tdb, id))!;
    expect(mine.attempts).toBe(1);
    expect(await claimExport(tdb, id)).toBeNull();
    // Taken back and claimed by another worker (attempt 2): the first worker's step no longer applies.
    await db().update(exportJobs).set({ status: 'QUEUED' }).where(eq(exportJobs.id, id));
    expect((await claimExport(tdb, id))!.attempts).toBe(2);
    expect(await updateExport(tdb, id, { progress: 90 }, mine.attempts)).toBeNull();
    expect((await rowOf(id)).progress).toBe(10);
  });
});
