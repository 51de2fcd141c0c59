// `npm run bench:lists`: does a list page cost the same on a large tenant as on a small one (issue 15, goal ≤ 1.3×)?
// Boots the real server in-process (production mode; PGlite in a temporary DATA_DIR, or DATABASE_URL), seeds the
// demo, fills Lakeside with BENCH_LARGE and Northstar with BENCH_SMALL tasks (each assigned to the organisation's
// admin), notifications (to the admin), startups and timeline posts (on one startup) by SQL generate_series, then
// times each list screen's query through the whole GraphQL path (Fastify inject, the admin's token) on both: the
// first page and a deep page (a cursor near the end), with the totals the screens show. See bench/README.md.
//
// Settings (environment): BENCH_SMALL (1000), BENCH_LARGE (100000), BENCH_RUNS (measured calls per case and side, 30),
// BENCH_WARMUP (calls per case first discarded, 3), DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { createRunning } from '../packages/server/src/server.ts';
import { seedDemo } from '../packages/server/src/seed/seed.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, demoEmail } from '../packages/server/src/seed/demo-data.ts';
import { encodeCursor } from '../packages/server/src/core/cursor.ts';
import { fillLargeTenant } from '../packages/server/test/large-tenant.ts';
import { intSetting } from './report.ts';

const SMALL = intSetting('BENCH_SMALL', 1000);
const LARGE = intSetting('BENCH_LARGE', 100_000);
const RUNS = intSetting('BENCH_RUNS', 30);
const WARMUP = intSetting('BENCH_WARMUP', 3);
const GOAL = 1.3;

const TASK_PAGE =
  'totalCount next prev results { _id name dueDate done startup { name } assignees { user { fullName } } }';
const QUERIES = {
  myTasks: `query($cursor: String) { myTasksPaginated(cursor: $cursor) { ${TASK_PAGE} } }`,
  staffTasks: `query($cursor: String, $f: TasksFilter) { tasks(cursor: $cursor, filter: $f) { ${TASK_PAGE} } }`,
  notifications: `query($cursor: String) { notifications(pageSize: 16, cursor: $cursor) { unreadCount nextCursor
    notifications { _id isRead message createdAt notification { _id url notificationType sender { fullName } } } } }`,
  badge: `{ unseenNotifications { count lastSeenTimestamp } }`,
  portfolio: `query($after: String) { startups(first: 25, after: $after) { totalCount next
    results { _id name logo website status programs { name } tags { name } people { _id } } } }`,
  timeline: `query($startupId: ID!, $cursor: String) { startupEventTimeline(startupId: $startupId, cursor: $cursor) {
    next results { __typename _id eventType createdAt commentCount } } }`,
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'ascent-bench-lists-'));
const running = await createRunning(
  {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // The fill's statements write 50,000 rows each: on a busy machine more than the 15 s default allows.
    DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS ?? '300000',
  },
  { webDist: null },
);
try {
  const db = running.services.database.db;
  await seedDemo(db);
  running.services.tenants.invalidate();
  const one = async <T>(query: SQL) => rowsOf<T>(await db.execute(query))[0]!;

  const sides = [];
  for (const [tenant, rows] of [
    [DEMO_TENANTS[1]!, SMALL],
    [DEMO_TENANTS[0]!, LARGE],
  ] as const) {
    const admin = tenant.people.find((p) => p.role === 'Admin')!;
    const email = demoEmail(tenant, admin);
    const { id: incubatorId } = await one<{ id: string }>(sql`select id from incubators where slug = ${tenant.slug}`);
    const { id: userId } = await one<{ id: string }>(sql`select id from users where email = ${email}`);
    const { id: startupId } = await one<{ id: string }>(
      sql`select id from startups where incubator_id = ${incubatorId}::uuid order by name limit 1`,
    );
    const t0 = performance.now();
    await fillLargeTenant(db, { incubatorId, userId, startupId, rows });
    console.log(
      `filled ${tenant.slug} with ${rows.toLocaleString('en')} tasks, notifications, startups and posts in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const login = await running.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { host: `${tenant.slug}.localhost`, 'content-type': 'application/json' },
      payload: { email, password: DEMO_PASSWORD, endOldestSession: true },
    });
    const token = (login.json() as { token: string }).token;
    // Deep pages: the cursor a client would hold 40 rows before the end of each list.
    const inc = sql`${incubatorId}::uuid`;
    const deepTask = await one<{ due: string; id: string }>(sql`
      select t.due_date as due, t.id from tasks t
      where t.incubator_id = ${inc} and exists (select 1 from task_assignees a
        where a.incubator_id = t.incubator_id and a.task_id = t.id and a.user_id = ${userId}::uuid)
      order by t.due_date, t.id offset ${rows - 40} limit 1`);
    const deepNote = await one<{ at: string; id: string }>(sql`
      select created_at::text as at, id from notification_recipients
      where incubator_id = ${inc} and user_id = ${userId}::uuid order by created_at desc, id desc offset ${rows - 40} limit 1`);
    const deepStartup = await one<{ name: string; id: string }>(sql`
      select name, id from startups where incubator_id = ${inc} order by name, id offset ${rows - 40} limit 1`);
    const deepPost = await one<{ at: string; id: string }>(sql`
      select created_at::text as at, id from timeline_posts where incubator_id = ${inc} and startup_id = ${startupId}::uuid
        and not is_pinned order by created_at desc nulls last, id desc nulls last offset ${rows - 40} limit 1`);
    sides.push({
      slug: tenant.slug,
      rows,
      host: `${tenant.slug}.localhost`,
      token,
      startupId,
      deep: {
        task: encodeCursor([new Date(deepTask.due).toISOString(), deepTask.id, false]),
        note: encodeCursor([deepNote.at, deepNote.id]),
        startup: encodeCursor([deepStartup.name, deepStartup.id]),
        post: encodeCursor([deepPost.at, deepPost.id]),
      },
    });
  }

  type Side = (typeof sides)[number];
  const cases: { name: string; query: string; variables: (s: Side) => Record<string, unknown> }[] = [
    { name: 'my tasks, first page', query: QUERIES.myTasks, variables: () => ({}) },
    { name: 'my tasks, deep page', query: QUERIES.myTasks, variables: (s) => ({ cursor: s.deep.task }) },
    { name: 'staff tasks, first page', query: QUERIES.staffTasks, variables: () => ({}) },
    {
      name: 'a startup’s tasks (staff filter)',
      query: QUERIES.staffTasks,
      variables: (s) => ({ f: { startupIds: [s.startupId] } }),
    },
    { name: 'notifications, first page', query: QUERIES.notifications, variables: () => ({}) },
    { name: 'notifications, deep page', query: QUERIES.notifications, variables: (s) => ({ cursor: s.deep.note }) },
    { name: 'unread badge', query: QUERIES.badge, variables: () => ({}) },
    { name: 'portfolio, first page', query: QUERIES.portfolio, variables: () => ({}) },
    { name: 'portfolio, deep page', query: QUERIES.portfolio, variables: (s) => ({ after: s.deep.startup }) },
    { name: 'timeline, first page', query: QUERIES.timeline, variables: (s) => ({ startupId: s.startupId }) },
    {
      name: 'timeline, deep page',
      query: QUERIES.timeline,
      variables: (s) => ({ startupId: s.startupId, cursor: s.deep.post }),
    },
  ];

  const call = async (side: Side, query: string, variables: Record<string, unknown>) => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host: side.host,
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${side.token}`,
      },
      payload: { query, variables },
    });
    const body = res.json() as { data?: unknown; errors?: unknown };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`unexpected answer: ${res.body.slice(0, 300)}`);
  };
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const timed = async (side: Side, c: (typeof cases)[number]) => {
    const t = performance.now();
    await call(side, c.query, c.variables(side));
    return performance.now() - t;
  };

  const [small, large] = sides as [Side, Side];
  const table = [];
  let met = 0;
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i++) for (const side of sides) await timed(side, c);
    // Small and large alternate call by call, so a change in the machine's load falls on both sides alike.
    const times = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.small.push(await timed(small, c));
      times.large.push(await timed(large, c));
    }
    const s = median(times.small);
    const l = median(times.large);
    const ratio = l / s;
    if (ratio <= GOAL) met++;
    table.push({
      page: c.name,
      [`small ms (${SMALL.toLocaleString('en')})`]: +s.toFixed(2),
      [`large ms (${LARGE.toLocaleString('en')})`]: +l.toFixed(2),
      'large/small': `${ratio.toFixed(2)}×`,
      goal: `≤ ${GOAL}× ${ratio <= GOAL ? 'met' : 'NOT met'}`,
    });
  }
  console.log(
    `\nlist pages, median of ${RUNS} calls after ${WARMUP} discarded, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average ${(await import('node:os'))
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}:`,
  );
  console.table(table);
  console.log(`${met} of ${cases.length} pages within ${GOAL}× of the small tenant.`);
} finally {
  await running.close().catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
