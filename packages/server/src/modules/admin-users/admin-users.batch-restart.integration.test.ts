// Issue 17's "done when": a restart during a 500-user bulk operation ends with a report of exactly which users were
// changed. A real server process starts the operation and is killed (SIGKILL) mid-way; a new server opens the
// database it left. Right after the restart the report names exactly the users whose row changed; the recovery
// pass (the `batch-operations-recover` job, run here at once instead of two minutes later) works the rest, and the
// final report names all 500, each changed once.
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bannerPort, run, SERVER_DIR, type Started } from '../../../test/processes.ts';
import { login } from '../../../test/fault-writer.ts';
import { createScratchDatabase, sendHttp, startTestServer, type TestServer } from '../../../test/harness.ts';
import { subscribe } from '../../../test/ws.ts';
import { MAYA } from '../../../test/personas.ts';
import { openDatabase } from '../../core/db/client.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { seedDemo } from '../../seed/seed.ts';
import { roles, users } from '../users/users.schema.ts';

const COUNT = 500;
const REPORT = `query($id: ID!) { userBatchOperation(id: $id) { status total succeeded failed succeededUserIds failures { userId } } }`;
type Report = {
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  succeededUserIds: string[];
  failures: { userId: string }[];
};

describe('a bulk operation on 500 users across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ascent-batch-restart-'));
  const started: Started[] = [];
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let second: TestServer | undefined;

  afterAll(async () => {
    for (const p of started) p.child.kill('SIGKILL');
    await second?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports exactly the users changed before the kill, then finishes the rest once', async () => {
    if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    const databaseUrl = scratch?.url;

    // The demo, and 500 mentors to make experts of.
    const database = await openDatabase({ dataDir, databaseUrl });
    await database.migrate();
    await seedDemo(database.db);
    const [tenant] = await database.db.select().from(incubators).where(eq(incubators.slug, 'demo'));
    const roleOf = async (type: string) =>
      (
        await database.db
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.incubatorId, tenant!.id), eq(roles.type, type), eq(roles.isCustom, false)))
      )[0]!.id;
    const [mentor, expert] = [await roleOf('Mentor'), await roleOf('Expert')];
    const ids = (
      await database.db
        .insert(users)
        .values(
          Array.from({ length: COUNT }, (_, i) => ({
            incubatorId: tenant!.id,
            email: `bulk.mentor.${i}@lakeside.example`,
            firstName: 'Bulk',
            lastName: `Mentor ${String(i).padStart(3, '0')}`,
            status: 'active',
            validated: true,
            roleId: mentor,
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);
    await database.close();

    // The first server: starts the operation, and is killed mid-way.
    const first = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        JOBS: 'false',
        RATE_LIMIT_API_PER_MINUTE: '1000000',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        SECRET: 'batch-restart-secret-batch-restart-secret',
      },
    });
    started.push(first);
    const port = await bannerPort(first);
    const token = await login(port, MAYA);
    const started1 = await sendHttp(port, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation($ids: [ID!]!, $t: ID) { startUserBatchOperation(action: CHANGE_ROLE, userIds: $ids, targetId: $t) }`,
        variables: { ids, t: expert },
      }),
    });
    const opId = (started1.body as { data: { startUserBatchOperation: string } }).data.startUserBatchOperation;
    const progress = subscribe<{ userBatchOperationUpdated: { updateType: string; succeeded: number } }>({
      port,
      host: 'demo.localhost',
      query: `subscription { userBatchOperationUpdated(operationId: "${opId}") { updateType succeeded } }`,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    // Killed once a fifth of the users are done (the updates reach the test a little behind the work).
    for (;;) {
      const u = (await progress.next(30_000)).userBatchOperationUpdated;
      expect(u.updateType.startsWith('PROCESSING_')).toBe(false);
      if (u.succeeded >= COUNT / 5) break;
    }
    first.child.kill('SIGKILL');
    await first.exited;
    void progress.close().catch(() => undefined);

    // The restart: a new server on the database the killed one left.
    second = await startTestServer({}, { dataDir, databaseUrl, seed: false });
    const changedNow = async () =>
      (
        await second!.running.services.database.db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.roleId, expert)))
      ).map((r) => r.id);
    const maya = await second.login(MAYA);
    const reportNow = async () =>
      (await second!.gql<{ userBatchOperation: Report }>(REPORT, { token: maya, variables: { id: opId } })).body.data!
        .userBatchOperation;

    const atRestart = await reportNow();
    const changedAtRestart = await changedNow();
    console.info(`restart: ${atRestart.succeeded} of ${COUNT} users done before the kill`);
    expect(atRestart.status).toBe('RUNNING');
    expect(atRestart.failures).toEqual([]);
    expect(atRestart.succeeded).toBeGreaterThanOrEqual(COUNT / 5);
    expect(atRestart.succeeded).toBeLessThan(COUNT);
    // Exactly the users changed: none changed without being reported, none reported without being changed.
    expect(new Set(atRestart.succeededUserIds)).toEqual(new Set(changedAtRestart));
    expect(atRestart.succeededUserIds).toHaveLength(atRestart.succeeded);

    // The recovery pass takes the run up (its heartbeat stopped) and works the users not done yet.
    expect(await second.running.services.batches.recover({ staleSeconds: 0 })).toBe(1);
    await second.running.services.jobs.idle();
    const final = await reportNow();
    expect(final).toMatchObject({ status: 'SUCCEEDED', total: COUNT, succeeded: COUNT, failed: 0, failures: [] });
    expect([...final.succeededUserIds].sort()).toEqual([...ids].sort());
    expect(new Set(await changedNow())).toEqual(new Set(ids));
    // Nothing left running to take up.
    expect(await second.running.services.batches.recover({ staleSeconds: 0 })).toBe(0);
  }, 300_000);
});
