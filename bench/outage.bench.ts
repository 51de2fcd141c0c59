// `npm run bench:outage`: live updates through a Redis outage. Instance A (in this process) and instance B (a child
// process) share a scratch PostgreSQL database and reach Redis through a TCP proxy this bench controls. A founder
// follows `notificationCreated` on B. Before the outage, then for BENCH_OUTAGE_SECONDS (30) with Redis cut, A raises
// ten notifications a second for her (`notify`, as a module does). Printed: the time of those calls before and
// during the outage (a mutation must not wait for Redis: the update goes to the live-update outbox), and once Redis
// is back, how long until B's subscriber has every update raised during the outage — or was told to resync.
// Goal (issue #16): mutations in normal time during the outage; the backlog drained within 5 s of Redis's return
// (every update delivered, or — for those sent before the subscriber's instance was back — a resync told).
//
// Settings (environment): BENCH_OUTAGE_SECONDS (30), DATABASE_URL and REDIS_URL (default: the local servers).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { createScratchDatabase, startTestServer } from '../packages/server/test/harness.ts';
import { bannerPort, run, SERVER_DIR } from '../packages/server/test/processes.ts';
import { startTcpProxy } from '../packages/server/test/tcp-proxy.ts';
import { notifyIn } from '../packages/server/test/factories/notifications.ts';
import { AISHA } from '../packages/server/test/personas.ts';
import { pct } from './report.ts';

const OUTAGE_S = Number(process.env.BENCH_OUTAGE_SECONDS ?? 30);
if (!Number.isInteger(OUTAGE_S) || OUTAGE_S < 1) throw new Error('BENCH_OUTAGE_SECONDS must be a positive integer');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'outage-bench-shares-this-secret-outage-bench';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const scratch = await createScratchDatabase(databaseUrl);
const proxy = await startTcpProxy(redisUrl);
const env = { REDIS_URL: proxy.via(redisUrl), SECRET, LOG_LEVEL: 'silent' };
const a = await startTestServer(env, { databaseUrl: scratch.url });
const b = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: SERVER_DIR,
  env: {
    ...env,
    DATABASE_URL: scratch.url,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JOBS: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ascent-outage-b-')),
  },
});
try {
  const bPort = await bannerPort(b);
  const token = await a.login(AISHA);
  const me = await a.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token });
  const aishaId = me.body.data!.currentUser._id;
  const arrived = new Map<number, number>();
  let resyncs = 0;
  let lastResyncAt = 0;
  const client = createClient({
    url: `ws://127.0.0.1:${bPort}/subscriptions`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { host: 'demo.localhost' } });
      }
    },
    connectionParams: { authorization: `Bearer ${token}`, incubatorIdentifier: 'demo' },
    retryAttempts: 0,
  });
  const ignore = { error: () => {}, complete: () => {} };
  client.subscribe<{ notificationCreated: { message: string } }>(
    { query: 'subscription { notificationCreated { message } }' },
    {
      next: (v) => {
        const n = Number(/Outage update (\d+)/.exec(v.data?.notificationCreated.message ?? '')?.[1]);
        if (Number.isInteger(n) && !arrived.has(n)) arrived.set(n, performance.now());
      },
      ...ignore,
    },
  );
  client.subscribe(
    { query: 'subscription { liveResync { reason } }' },
    { next: () => void (resyncs++, (lastResyncAt = performance.now())), ...ignore },
  );
  const raise = async (n: number) => {
    const t0 = performance.now();
    await notifyIn(a.running, 'demo', {
      type: 'meetingScheduled',
      url: '/calendar',
      params: { title: `Outage update ${n}` },
      recipients: [aishaId],
    });
    return performance.now() - t0;
  };
  const until = async (check: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!check() && performance.now() < end) await sleep(20);
    return check();
  };
  await sleep(500);
  let n = 0;
  await raise(n++);
  if (!(await until(() => arrived.size === 1, 10_000))) throw new Error('the subscriber on B got nothing');

  const before: number[] = [];
  for (let i = 0; i < 50; i++, await sleep(100)) before.push(await raise(n++));
  const firstOfOutage = n;
  proxy.cut();
  const during: number[] = [];
  const cutAt = performance.now();
  while (performance.now() - cutAt < OUTAGE_S * 1000) {
    during.push(await raise(n++));
    await sleep(100);
  }
  const raisedDuringOutage = n - firstOfOutage;
  const resyncsBefore = resyncs;
  proxy.restore();
  const restoredAt = performance.now();
  const all = () => [...Array(raisedDuringOutage).keys()].every((i) => arrived.has(firstOfOutage + i));
  await until(() => all() || resyncs > resyncsBefore, 60_000);
  // A resync arrives first when B's own link comes back; the updates A kept follow: wait for them a little more.
  await until(all, 10_000);
  const got = [...Array(raisedDuringOutage).keys()].filter((i) => arrived.has(firstOfOutage + i));
  const lastArrival = Math.max(...got.map((i) => arrived.get(firstOfOutage + i)!));
  const f = (x: number) => x.toFixed(1).padStart(8);
  console.log(`Redis cut for ${OUTAGE_S} s; ${raisedDuringOutage} updates raised on A meanwhile, followed on B`);
  console.log(`                                    p50 ms   p99 ms   max ms`);
  console.log(
    `notify call, Redis up (baseline)  ${f(pct(before, 50))} ${f(pct(before, 99))} ${f(Math.max(...before))}`,
  );
  console.log(
    `notify call, Redis cut            ${f(pct(during, 50))} ${f(pct(during, 99))} ${f(Math.max(...during))}`,
  );
  const missing = [...Array(raisedDuringOutage).keys()].filter((i) => !arrived.has(firstOfOutage + i));
  console.log(
    `delivered after Redis returned: ${got.length} of ${raisedDuringOutage}` +
      (missing.length ? ` (missing, by order raised: ${missing.map((i) => i + 1).join(', ')})` : ''),
  );
  if (got.length)
    console.log(`last of them arrived ${((lastArrival - restoredAt) / 1000).toFixed(2)} s after Redis returned`);
  console.log(
    `resyncs told to the subscriber after Redis returned: ${resyncs - resyncsBefore}` +
      (lastResyncAt > restoredAt ? ` (the last ${((lastResyncAt - restoredAt) / 1000).toFixed(2)} s after)` : ''),
  );
  // Redis keeps nothing for a subscriber that is not connected: what A sends before B's own link is back is replaced
  // by the resync B then tells its subscribers (the screens refetch). Both must be done within 5 s.
  const told = lastResyncAt > restoredAt && lastResyncAt - restoredAt <= 5000;
  const drained = got.length > 0 && lastArrival - restoredAt <= 5000 && (got.length === raisedDuringOutage || told);
  console.log(
    `goal: within 5 s of Redis's return, every update delivered or the subscriber told to resync → ${drained ? 'met' : 'NOT met'}`,
  );
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await client.dispose();
} finally {
  b.child.kill('SIGTERM');
  await b.exited;
  await a.close();
  await proxy.close();
  await scratch.drop();
}
