// `npm run bench:timeline`: does a startup timeline of 100,000 posts page as fast as one of 100? Boots the real
// server in-process (production mode, PGlite in a temporary DATA_DIR, or DATABASE_URL), seeds the demo, fills one
// startup with 100 posts and another with 100,000 (SQL generate_series), then times `startupEventTimeline` through
// the whole GraphQL path (Fastify inject, a staff token): the first page and a deep page (a cursor near the end)
// of each. See bench/README.md.
//
// Settings (environment): BENCH_SMALL (100), BENCH_LARGE (100000), BENCH_RUNS (measured calls per case, 30),
// BENCH_WARMUP (calls per case first discarded, 5), DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { createRunning } from '../packages/server/src/server.ts';
import { seedDemo } from '../packages/server/src/seed/seed.ts';
import { incubators } from '../packages/server/src/core/db/incubators.schema.ts';
import { startups } from '../packages/server/src/modules/startups/startups.schema.ts';
import { encodeCursor } from '../packages/server/src/modules/timeline/timeline.cursor.ts';
import { intSetting } from './report.ts';

const SMALL = intSetting('BENCH_SMALL', 100);
const LARGE = intSetting('BENCH_LARGE', 100_000);
const RUNS = intSetting('BENCH_RUNS', 30);
const WARMUP = intSetting('BENCH_WARMUP', 5);
const QUERY = `query($startupId: ID!, $cursor: String) { startupEventTimeline(startupId: $startupId, cursor: $cursor) {
  next results { __typename _id eventType createdAt commentCount reactions { type count reacted } createdBy { fullName roleLabel }
  ... on TimelineMessagePost { message isUpdate attachments { _id } } } } }`;

/** Rows of a raw query, whichever driver (PGlite or node-postgres) answered it. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'ascent-bench-timeline-'));
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
  const startupIdOf = async (name: string) =>
    (await db.select({ id: startups.id }).from(startups).where(eq(startups.name, name)))[0]!.id;
  const cases = [
    { name: 'Kinfolk Health', posts: SMALL, id: await startupIdOf('Kinfolk Health') },
    { name: 'Brightpath Learning', posts: LARGE, id: await startupIdOf('Brightpath Learning') },
  ];

  for (const c of cases) {
    const t0 = performance.now();
    // One post a minute going back in time; every tenth staff only; a few kinds mixed in.
    await db.execute(sql`
      insert into timeline_posts (incubator_id, startup_id, kind, message, is_public, payload, created_at, updated_at)
      select ${demoId}::uuid, ${c.id}::uuid,
             case when g % 7 = 0 then 'DATA_DUE' else 'MESSAGE' end,
             'Benchmark post ' || g, g % 10 <> 0,
             case when g % 7 = 0 then jsonb_build_object('periodId', gen_random_uuid(), 'from', '2026-01-01', 'to', '2026-01-31', 'dueDate', '2026-02-05') end,
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${c.posts}) as g`);
    console.log(
      `filled ${c.name} with ${c.posts.toLocaleString('en')} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  await db.execute(sql`analyze timeline_posts`);

  const login = await running.app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: { host: 'demo.localhost', 'content-type': 'application/json' },
    payload: { email: 'priya.raman@lakeside.example', password: 'ascent-demo-2026', endOldestSession: true },
  });
  const token = (login.json() as { token: string }).token;
  const call = async (startupId: string, cursor: string | null) => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host: 'demo.localhost',
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
      },
      payload: { query: QUERY, variables: { startupId, cursor } },
    });
    const body = res.json() as { data?: { startupEventTimeline: { results: unknown[] } }; errors?: unknown };
    if (res.statusCode !== 200 || body.errors || body.data?.startupEventTimeline.results.length !== 20)
      throw new Error(`unexpected answer: ${res.body.slice(0, 300)}`);
  };

  const rows: { case: string; page: string; medianMs: number; p95Ms: number }[] = [];
  for (const c of cases) {
    // The deep page starts 40 posts before the end (the cursor the client would hold after scrolling that far).
    const [deep] = rowsOf<{ created_at: string; id: string }>(
      await db.execute(sql`
      select created_at::text as created_at, id from timeline_posts
      where incubator_id = ${demoId}::uuid and startup_id = ${c.id}::uuid and not is_pinned
      order by created_at desc nulls last, id desc nulls last offset ${c.posts - 40} limit 1`),
    );
    const pages = [
      { page: 'first', cursor: null },
      {
        page: `deep (after ${(c.posts - 40 + 1).toLocaleString('en')})`,
        cursor: encodeCursor({ createdAt: deep!.created_at, id: deep!.id }),
      },
    ];
    for (const p of pages) {
      for (let i = 0; i < WARMUP; i++) await call(c.id, p.cursor);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await call(c.id, p.cursor);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      rows.push({
        case: `${c.posts.toLocaleString('en')} posts`,
        page: p.page,
        medianMs: +times[Math.floor(times.length / 2)]!.toFixed(2),
        p95Ms: +times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!.toFixed(2),
      });
    }
  }
  console.log(
    `\nstartupEventTimeline, ${RUNS} calls per case after ${WARMUP} discarded (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`,
  );
  console.table(rows);

  // The plan of the deep page on the large timeline: an index scan of timeline_posts_feed_idx, no sort.
  const big = cases[1]!;
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await db.execute(sql`
    explain select id from timeline_posts
    where incubator_id = ${demoId}::uuid and startup_id = ${big.id}::uuid and not is_pinned
      and (created_at, id) < (now() - interval '50000 minutes', '00000000-0000-0000-0000-000000000000'::uuid)
    order by created_at desc nulls last, id desc nulls last limit 21`),
  );
  console.log('\nplan of a deep page:\n' + plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
} finally {
  await running.close().catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
