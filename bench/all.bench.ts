// `npm run bench:all`: every benchmark in turn, each in a process of its own with a time limit, so the whole run is
// bounded (about 35 minutes at most on the 2-core machine of bench/README.md). A bench that fails or overruns is reported and
// the next one runs; the exit code is 1 if any did.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const BENCHES: { name: string; file: string; limitS: number; env?: Record<string, string> }[] = [
  { name: 'cold start', file: 'bench/cold-start.bench.ts', limitS: 240, env: { BENCH_STARTS: '3' } },
  { name: 'login-page JavaScript', file: 'bench/login-size.bench.ts', limitS: 120 },
  { name: 'free timeslots, 10 hosts × 8 weeks', file: 'bench/slots.bench.ts', limitS: 60 },
  { name: 'ICS feed of 2,000 entries', file: 'bench/calendar-feed.bench.ts', limitS: 120 },
  { name: 'fixed rates (100/200/500 req/s)', file: 'bench/load-rates.bench.ts', limitS: 240 },
  {
    name: 'publicIncubator, Mercurius against Apollo',
    file: 'bench/public-incubator.bench.ts',
    limitS: 90,
    env: { BENCH_DURATION: '10' },
  },
  // Two instances on the PostgreSQL server and Redis (DATABASE_URL / REDIS_URL, else the local ones).
  { name: 'live updates to 1,000 sockets across two instances', file: 'bench/push.bench.ts', limitS: 180 },
  { name: 'what a domain event adds to a mutation', file: 'bench/events.bench.ts', limitS: 120 },
  { name: 'live updates through a 30 s Redis outage', file: 'bench/outage.bench.ts', limitS: 120 },
  // 100,000 rows of each on PGlite: the fill takes about 2½ minutes of a busy machine (a million does not fit).
  {
    name: 'list pages, large against small tenant',
    file: 'bench/lists.bench.ts',
    limitS: 420,
    env: { BENCH_LARGE: '100000' },
  },
  // 10,000 applications and 30,000 evaluations on PGlite: the fill takes seconds; two bulk operations of 1,000 and
  // the whole-round screens (seconds each) make the rest.
  { name: 'applications pipeline of 10,000 and bulk progress', file: 'bench/applications.bench.ts', limitS: 360 },
];

function run(bench: (typeof BENCHES)[number]): Promise<{ ok: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, bench.file)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...bench.env },
    });
    const timer = setTimeout(() => {
      console.error(`\n${bench.name}: stopped after ${bench.limitS} s (its limit)`);
      child.kill('SIGTERM');
    }, bench.limitS * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

if (!existsSync(join(root, 'packages/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first (the login-page bench loads it).');
  process.exit(2);
}
const summary: string[] = [];
for (const bench of BENCHES) {
  console.log(`\n=== ${bench.name} (limit ${bench.limitS} s)`);
  const { ok, seconds } = await run(bench);
  summary.push(`${ok ? 'ok    ' : 'FAILED'} ${bench.name} (${seconds} s)`);
}
console.log(`\n=== summary\n${summary.join('\n')}`);
process.exit(summary.some((l) => l.startsWith('FAILED')) ? 1 : 0);
