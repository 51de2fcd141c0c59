// `npm run bench:rates`: p50 / p99 latency and errors at fixed rates (100, 200 and 500 requests a second) on one
// instance, for the public branding query (every page before sign-in) and the signed-in task list (20 rows with
// their relations), through the whole stack. Baseline, measured in the same run: the same server with the tenant
// and identity caches turned off (TENANT_CACHE_TTL_MS=0, IDENTITY_CACHE_TTL_MS=0: a database read per request, as
// before them). Goal: 0 errors, p99 ≤ 50 ms on an idle machine.
//
// Settings: BENCH_RATE_DURATION (s per rate, 5), BENCH_RATES (comma-separated, "100,200,500"), DATABASE_URL.
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startTestServer, type TestServer } from '../packages/server/test/harness.ts';
import { demoCredentials } from '../packages/server/src/seed/seed.ts';
import { machine, printTable } from './report.ts';

const durationS = Number(process.env.BENCH_RATE_DURATION ?? 5);
const rates = (process.env.BENCH_RATES ?? '100,200,500').split(',').map(Number);

const PUBLIC = JSON.stringify({
  query:
    '{ publicIncubator { id name slug logo currency timezone defaultLanguage brandPalette { sidebar { backgroundColor } } } }',
});
const TASKS = JSON.stringify({
  query:
    '{ myTasksPaginated(limit: 20) { results { _id name dueDate taskType isGroupTask approvalStatus completionStatus done canEdit canDelete startup { _id name } createdBy { _id fullName } assignees { user { _id fullName avatar } status done } } } }',
});

interface Row {
  variant: string;
  target: string;
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  shed: number;
  errors: number;
}

async function at(server: TestServer, body: string, token: string | null, rate: number) {
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      host: 'demo.localhost',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    connections: 100,
    overallRate: rate,
    duration: durationS,
    timeout: 10,
    workers: 1,
  });
  return {
    achieved: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // A 503 is the server shedding load on purpose (with Retry-After); anything else failed.
    shed: r.statusCodeStats['503']?.count ?? 0,
    errors: r.errors + r.timeouts + r.non2xx - (r.statusCodeStats['503']?.count ?? 0),
  };
}

async function variant(name: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startTestServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1000',
    ...env,
  });
  try {
    const email = demoCredentials()[0]!.email;
    const token = await server.login(email);
    // A check that each request answers what it should, then a short warm-up.
    for (const [body, tk] of [
      [PUBLIC, null],
      [TASKS, token],
    ] as const) {
      const send = () =>
        server.http({
          method: 'POST',
          path: '/graphql',
          host: 'demo.localhost',
          headers: {
            'content-type': 'application/json',
            'apollo-require-preflight': 'true',
            ...(tk ? { authorization: `Bearer ${tk}` } : {}),
          },
          body,
        });
      // Just after the start (seeding on PGlite holds the event loop) the server may still say it is busy.
      let res = await send();
      for (let i = 0; i < 20 && res.status === 503; i += 1) {
        await new Promise((r) => setTimeout(r, 500));
        res = await send();
      }
      if (res.status !== 200 || (res.body as { errors?: unknown }).errors) {
        throw new Error(`check failed: ${res.status} ${res.text.slice(0, 300)}`);
      }
      await at(server, body, tk, 100);
    }
    const rows: Row[] = [];
    for (const [target, body, tk] of [
      ['public branding', PUBLIC, null],
      ['signed-in task list', TASKS, token],
    ] as const) {
      for (const rate of rates) rows.push({ variant: name, target, rate, ...(await at(server, body, tk, rate)) });
    }
    return rows;
  } finally {
    await server.close();
  }
}

export async function loadRatesBench(): Promise<Row[]> {
  const rows = [
    ...(await variant('caches (now)', {})),
    ...(await variant('baseline: caches off', { TENANT_CACHE_TTL_MS: '0', IDENTITY_CACHE_TTL_MS: '0' })),
  ];
  printTable(
    ['query', 'server', 'rate/s', 'achieved/s', 'p50 ms', 'p99 ms', '503 shed', 'errors'],
    rows.map((r) => [r.target, r.variant, r.rate, r.achieved, r.p50, r.p99, r.shed, r.errors]),
  );
  const now = rows.filter((r) => r.variant === 'caches (now)');
  const worstP99 = Math.max(...now.map((r) => r.p99));
  const errors = now.reduce((n, r) => n + r.errors, 0);
  const shed = now.reduce((n, r) => n + r.shed, 0);
  console.log(
    `now: ${errors} errors (other than 503), ${shed} shed with 503 + Retry-After, worst p99 ${worstP99} ms   (goal: 0 errors, p99 ≤ 50 ms on an idle machine)`,
  );
  console.log(`${durationS} s per rate; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; one instance`);
  console.log(machine());
  return rows;
}

if (fileURLToPath(import.meta.url) === process.argv[1]) await loadRatesBench();
