// Faults, measured from outside as an operator meets them (issue 16): two server processes on one PostgreSQL and one
// Redis, each reached through a TCP proxy the test controls; a bounded writer creates tasks through both instances
// (one Idempotency-Key per write, retried after a 503 or no answer) while a live subscriber on instance B follows the
// assignee's task list. Redis is cut for a few seconds, then PostgreSQL. Asserted: every acknowledged write is stored
// exactly once and nothing written is lost; no answer is a generic 500 (503 DEPENDENCY_UNAVAILABLE with Retry-After
// instead); mutations answer in normal time while Redis is away; the subscriber receives every task's event or is
// told to resync; both instances are ready again. Needs TEST_DATABASE_URL and TEST_REDIS_URL (the CI variant).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import pg from 'pg';
import { createScratchDatabase, sendHttp } from '../../test/harness.ts';
import { bannerPort, run, SERVER_DIR, type Started } from '../../test/processes.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createWriter, login } from '../../test/fault-writer.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from '../seed/seed.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SECRET = 'fault-tests-share-this-secret-fault-tests-share';
const HANNAH = 'hannah.schultz@lakeside.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!databaseUrl || !redisUrl)('faults: Redis, then PostgreSQL, cut under two instances', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  const instances: Started[] = [];
  const ports: number[] = [];
  let ws: Client | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!);
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory' });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    pgProxy = await startTcpProxy(scratch.url);
    redisProxy = await startTcpProxy(redisUrl!);
    for (const name of ['a', 'b']) {
      instances.push(
        run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: SERVER_DIR,
          env: {
            DATABASE_URL: pgProxy.via(scratch.url),
            REDIS_URL: redisProxy.via(redisUrl!),
            SECRET,
            PORT: '0',
            HOST: '127.0.0.1',
            SEED_DEMO: 'false',
            LOG_LEVEL: 'warn',
            NODE_ENV: 'test',
            RATE_LIMIT_API_PER_MINUTE: '1000000',
            DATA_DIR: mkdtempSync(join(tmpdir(), `ascent-fault-${name}-`)),
          },
        }),
      );
      // One after the other: two pg-boss queues creating their schema at once on a fresh database can deadlock.
      ports.push(await bannerPort(instances.at(-1)!));
    }
  }, 180_000);

  afterAll(async () => {
    await ws?.dispose();
    for (const p of instances) {
      p.child.kill('SIGTERM');
      await Promise.race([p.exited, sleep(10_000)]);
      p.child.kill('SIGKILL');
    }
    await pgProxy?.close();
    await redisProxy?.close();
    await scratch?.drop();
  }, 60_000);

  it('keeps every acknowledged write exactly once, answers 503s, delivers or resyncs, and recovers', async () => {
    const token = await login(ports[0]!, HANNAH);
    const admin = new pg.Client({ connectionString: scratch.url });
    admin.on('error', () => {});
    await admin.connect();
    const {
      rows: [hannah],
    } = await admin.query<{ id: string }>('select id from users where email = $1', [HANNAH]);

    // The live subscriber, on instance B: the assignee's task list, and the resync signal.
    const events: string[] = [];
    const resyncs: number[] = [];
    ws = createClient({
      url: `ws://127.0.0.1:${ports[1]}/subscriptions`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { host: 'demo.localhost' } });
        }
      },
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
      retryAttempts: 0,
    });
    const sink = <T>(next: (v: T) => void) => ({ next, error: () => {}, complete: () => {} });
    ws.subscribe<{ tasksUpdatedForUser: { taskId: string; updateType: string } }>(
      { query: `subscription { tasksUpdatedForUser(userId: "${hannah!.id}") { taskId updateType } }` },
      sink((v) => v.data && events.push(v.data.tasksUpdatedForUser.taskId)),
    );
    ws.subscribe(
      { query: 'subscription { liveResync { reason } }' },
      sink(() => resyncs.push(Date.now())),
    );
    await sleep(500);

    const writer = createWriter({ ports, token, assigneeId: hannah!.id, prefix: `fault-${Date.now()}` });
    const writing = writer.run(60_000);
    await sleep(1500);
    const redisCutAt = Date.now();
    redisProxy.cut();
    await sleep(4000);
    const redisBackAt = Date.now();
    redisProxy.restore();
    await sleep(2500);
    pgProxy.cut();
    await sleep(4000);
    pgProxy.restore();
    await sleep(2500);
    writer.stop();
    await writing;

    const { outcomes, answers } = writer;
    const acknowledged = outcomes.filter((o) => o.acknowledged);
    // Every write was acknowledged in the end (retries with its key), and each is stored exactly once.
    expect(outcomes.length).toBeGreaterThan(10);
    expect(outcomes.filter((o) => !o.acknowledged)).toEqual([]);
    const { rows } = await admin.query<{ name: string; n: number }>(
      'select name, count(*)::int as n from tasks where name like $1 group by name',
      [`${outcomes[0]!.name.replace(/-\d+$/, '')}-%`],
    );
    const stored = new Map(rows.map((r) => [r.name, r.n]));
    for (const o of outcomes) expect([o.name, stored.get(o.name)]).toEqual([o.name, 1]);
    expect(rows.length).toBe(outcomes.length);
    // Never a generic 500: an outage answers 503 with its code and Retry-After.
    expect(answers.filter((a) => a.status === 500)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(['DEPENDENCY_UNAVAILABLE', 'SERVICE_UNAVAILABLE']).toContain(a.code);
      expect(a.retryAfter).toBeDefined();
    }
    // Redis away: mutations answer in normal time (the live update waits, not the writer).
    const duringRedisCut = outcomes.filter((o) => o.startedAt > redisCutAt + 300 && o.startedAt < redisBackAt);
    expect(duringRedisCut.length).toBeGreaterThan(0);
    expect(duringRedisCut.filter((o) => o.attempts > 1 || o.firstAttemptMs > 3000)).toEqual([]);

    // The subscriber hears every acknowledged task, or was told to resync.
    const ids = acknowledged.flatMap((o) => (o.id ? [o.id] : []));
    // Delivery is late, not lost, when the machine is busy: up to 30 s for the backlog (its speed is a bench goal,
    // bench:outage, not a timed test); an event lost for good never comes, however long the wait.
    for (let waited = 0; waited < 30_000 && ids.some((id) => !events.includes(id)); waited += 250) await sleep(250);
    const missed = ids.filter((id) => !events.includes(id));
    console.info(
      `faults: ${outcomes.length} writes, ${answers.length} answers (${answers.filter((a) => a.status === 503).length} × 503, ` +
        `${answers.filter((a) => a.status === 'no answer').length} unanswered); events ${events.length}, missed ${missed.length}, resyncs ${resyncs.length}`,
    );
    // A missed event is covered by a resync that arrived after the write was acknowledged.
    const uncovered = acknowledged.filter(
      (o) => o.id && missed.includes(o.id) && !resyncs.some((at) => at >= o.acknowledgedAt),
    );
    expect(uncovered.map((o) => o.name)).toEqual([]);

    // Both instances ready again.
    for (const port of ports) {
      let status = 0;
      for (let i = 0; i < 40 && status !== 200; i++) {
        status = (await sendHttp(port, { path: '/readyz' })).status;
        if (status !== 200) await sleep(250);
      }
      expect(status).toBe(200);
    }
    await admin.end();
  }, 120_000);
});
