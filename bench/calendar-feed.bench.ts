// `npm run bench:feed`: the private ICS feed of a person with 2,000 entries (issue 19: under 200 ms). Boots the real
// server in-process (production mode, PGlite in a temporary DATA_DIR, or DATABASE_URL), seeds the demo, gives a
// founder seats at BENCH_ENTRIES group events (SQL generate_series: from 150 days ago to 18 months ahead, hosted in
// three zones, one in ten cancelled), makes their feed address through GraphQL and times GET /calendar/{token}.ics
// through the whole HTTP path (Fastify inject): the gathering, the VTIMEZONEs and the file. See bench/README.md.
//
// Settings (environment): BENCH_ENTRIES (2000), BENCH_RUNS (30), BENCH_WARMUP (5), DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { createRunning } from '../packages/server/src/server.ts';
import { seedDemo } from '../packages/server/src/seed/seed.ts';
import { incubators } from '../packages/server/src/core/db/incubators.schema.ts';
import { users } from '../packages/server/src/modules/users/users.schema.ts';
import { intSetting, machine, median, percentile } from './report.ts';

const ENTRIES = intSetting('BENCH_ENTRIES', 2000);
const RUNS = intSetting('BENCH_RUNS', 30);
const WARMUP = intSetting('BENCH_WARMUP', 5);
const HOST = 'demo.localhost';

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'ascent-bench-feed-'));
const running = await createRunning(
  {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS: 'false',
  },
  { webDist: null },
);
try {
  const db = running.services.database.db;
  await seedDemo(db);
  running.services.tenants.invalidate();
  const demoId = (await db.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
  const email = 'aisha.bello@lakeside.example';
  const aisha = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.incubatorId, demoId), eq(users.email, email)))
  )[0]!.id;
  const t0 = performance.now();
  await db.execute(sql`
    with made as (
      insert into incubator_events (incubator_id, event_type, title, description, start_time, end_time, timezone, status)
      select ${demoId}::uuid, 'GROUP_GENERAL', 'Benchmark session ' || g, '<p>Agenda of session ' || g || '</p>',
             now() - interval '150 days' + make_interval(hours => g * 7),
             now() - interval '150 days' + make_interval(hours => g * 7 + 1),
             (array['Europe/Paris', 'America/New_York', 'Asia/Kolkata'])[1 + g % 3],
             case when g % 10 = 0 then 'cancelled' else 'published' end
      from generate_series(1, ${ENTRIES}) as g
      returning incubator_id, id)
    insert into event_attendees (incubator_id, event_id, user_id, status)
    select incubator_id, id, ${aisha}::uuid, 'REGISTERED' from made`);
  // Fresh statistics, as PostgreSQL's autovacuum would gather them (without, the planner expects one row and loops).
  await db.execute(sql`analyze incubator_events`);
  await db.execute(sql`analyze event_attendees`);
  console.log(
    `gave ${email} ${ENTRIES.toLocaleString('en')} seats in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const login = await running.app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: { email, password: 'ascent-demo-2026', endOldestSession: true },
  });
  const token = (login.json() as { token: string }).token;
  const created = await running.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host: HOST,
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${token}`,
    },
    payload: { query: 'mutation { createCalendarFeed { url } }' },
  });
  const path = new URL(
    (created.json() as { data: { createCalendarFeed: { url: string } } }).data.createCalendarFeed.url,
  ).pathname;

  let events = 0;
  let bytes = 0;
  const fetchFeed = async () => {
    const res = await running.app.inject({ method: 'GET', url: path, headers: { host: HOST } });
    if (res.statusCode !== 200) throw new Error(`unexpected answer ${res.statusCode}: ${res.body.slice(0, 200)}`);
    events = res.body.split('BEGIN:VEVENT').length - 1;
    bytes = Buffer.byteLength(res.body);
  };
  for (let i = 0; i < WARMUP; i++) await fetchFeed();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fetchFeed();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(machine());
  console.log(
    `ICS feed of ${events.toLocaleString('en')} entries (${(bytes / 1024).toFixed(0)} KB), ${RUNS} runs after ${WARMUP} warm-up, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    `median ${median(times).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (goal: under 200 ms)`,
  );
} finally {
  await running.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
