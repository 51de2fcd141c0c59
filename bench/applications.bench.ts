// `npm run bench:applications`: the applications pipeline of a large intake (issue 21, "Performance": with 10,000
// applications and 30,000 evaluations the overview filters and pages in under 100 ms per page on the server; a bulk
// decision on 1,000 applications reports progress at least every second). Boots the real server in-process
// (production mode; PGlite in a temporary DATA_DIR, or DATABASE_URL — give it a scratch database, the fill stays),
// seeds the demo and fills Lakeside with one published intake (bench/applications-fill.ts), then:
//
// - times the pipeline's query (`applications`, the fields the web's ApplicationsPipeline asks) through the whole
//   GraphQL path (Fastify inject, the admin's token): the intake's first page, every intake's first page, the "All
//   pending" group, one status, a deep page (the cursor 40 rows before the end), a search by name, a search in the
//   answers' text, an answer filter and two combined; and, for reference, the round's ranking and review board
//   (whole-round screens, not pages: outside the issue's goal). Per case p50 / p95 / max against the goal p95 < 100 ms.
// - starts two bulk operations of BENCH_BATCH applications through `startApplicationBatchOperation` — a move (under
//   review → ready for invitation) and a decision (reject) — and follows each on the `applicationBatchOperationUpdated`
//   subscription over a real WebSocket, as the web's bulk bar does: the longest wait for a progress update (the first
//   counted from the mutation's answer) against the goal of 1 s, and the total time.
//
// Exit code 1 when a goal is missed or anything fails. Settings (environment): BENCH_APPLICATIONS (10000),
// BENCH_EVALUATIONS (30000), BENCH_EVALUATORS (10), BENCH_RUNS (30), BENCH_WARMUP (3), BENCH_BATCH (1000),
// DATABASE_URL. See bench/README.md.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { createRunning } from '../packages/server/src/server.ts';
import { seedDemo } from '../packages/server/src/seed/seed.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, demoEmail } from '../packages/server/src/seed/demo-data.ts';
import { encodeCursor } from '../packages/server/src/core/cursor.ts';
import { fillFunnel, NAME_WORDS } from './applications-fill.ts';
import { intSetting, machine, pct, printTable } from './report.ts';

const APPLICATIONS = intSetting('BENCH_APPLICATIONS', 10_000);
const EVALUATIONS = intSetting('BENCH_EVALUATIONS', 30_000);
const EVALUATORS = intSetting('BENCH_EVALUATORS', 10);
const RUNS = intSetting('BENCH_RUNS', 30);
const WARMUP = intSetting('BENCH_WARMUP', 3);
const BATCH = intSetting('BENCH_BATCH', 1000);
const PAGE_GOAL_MS = 100;
const GAP_GOAL_MS = 1000;
/** A bulk operation that sends no update for this long has stalled: the bench fails. */
const STALL_MS = 120_000;

const PIPELINE = `query($funnelId: ID, $status: ApplicationStatus, $group: ApplicationStatusGroup, $search: String,
  $answers: [ApplicationAnswerFilterInput!], $after: String) {
  applications(funnelId: $funnelId, status: $status, group: $group, search: $search, answers: $answers, after: $after) {
    totalCount next statusCounts { status count }
    results { _id name status funnelId funnelName roundsSubmitted roundCount submittedAt updatedAt members { _id fullName } }
  } }`;
const REVIEW = `_id applicationId roundId evaluator { _id fullName } assignedAt submittedAt score zScore outlier comment`;
const RANKING = `query($roundId: ID!, $sort: RankingSort!) { applicationRanking(roundId: $roundId, sort: $sort) {
  roundId sort rows { rank applicationId name status reviewCount rawScore calibratedScore hasOutlier }
  evaluators { evaluator { _id fullName } count mean spread } outliers { ${REVIEW} } } }`;
const BOARD = `query($roundId: ID!) { reviewBoard(roundId: $roundId) {
  review { roundId funnelId funnelName roundName evaluationFormId evaluationFormTitle evaluatorsPerApplication
    reviewClosesOn pool { _id fullName } }
  rows { applicationId name status reviews { ${REVIEW} } conflicts { _id fullName } }
  loads { evaluator { _id fullName } assigned submitted inPool } candidates { _id fullName } } }`;
const START = `mutation($action: ApplicationBatchAction!, $ids: [ID!]!, $status: ApplicationStatus) {
  startApplicationBatchOperation(action: $action, applicationIds: $ids, status: $status) }`;
const FOLLOW = `subscription($id: ID!) { applicationBatchOperationUpdated(operationId: $id) {
  operationId updateType itemId total succeeded failed } }`;

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'ascent-bench-applications-'));
const running = await createRunning(
  {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // One-off tasks (the bulk operations) run in this process without pg-boss; no recurring job interferes.
    JOBS: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Hundreds of timed calls from 127.0.0.1: the API throttle is not what is measured.
    RATE_LIMIT_API_PER_MINUTE: '1000000',
    DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS ?? '300000',
  },
  { webDist: null },
);
let failed = false;
try {
  const db = running.services.database.db;
  await seedDemo(db);
  running.services.tenants.invalidate();
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tenant = DEMO_TENANTS[0]!;
  const host = `${tenant.slug}.localhost`;
  const email = demoEmail(
    tenant,
    tenant.people.find((p) => p.role === 'Admin')!,
  );
  const [{ incubatorId, adminId }] = (await rowsOf<{ incubatorId: string; adminId: string }>(sql`
    select i.id as "incubatorId", u.id as "adminId" from incubators i join users u on u.incubator_id = i.id
    where i.slug = ${tenant.slug} and u.email = ${email}`)) as [{ incubatorId: string; adminId: string }];

  const t0 = performance.now();
  const fill = await fillFunnel(db, {
    incubatorId,
    adminId,
    applications: APPLICATIONS,
    evaluations: EVALUATIONS,
    evaluators: EVALUATORS,
  });
  console.log(
    `filled ${tenant.slug} with ${APPLICATIONS.toLocaleString('en')} applications (${fill.submitted.toLocaleString('en')} ` +
      `submitted) and ${EVALUATIONS.toLocaleString('en')} evaluations by ${EVALUATORS} evaluators in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  running.services.tenants.setListenPort(port);
  const login = await running.app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: { host, 'content-type': 'application/json' },
    payload: { email, password: DEMO_PASSWORD, endOldestSession: true },
  });
  const token = (login.json() as { token: string }).token;
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host,
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
      },
      payload: { query, variables },
    });
    const body = res.json() as { data?: T; errors?: unknown };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`unexpected answer: ${res.body.slice(0, 300)}`);
    return body.data;
  };

  // The deep page: the cursor a client holds 40 rows before the end of the intake's list.
  const [deep] = await rowsOf<{ at: string; id: string }>(sql`
    select updated_at::text as at, id from applications where incubator_id = ${incubatorId}::uuid
      and funnel_id = ${fill.funnelId}::uuid order by updated_at desc, id desc offset ${APPLICATIONS - 40} limit 1`);
  const funnelId = fill.funnelId;
  const stageIsRevenue = {
    roundId: fill.roundId,
    questionId: fill.questions.stage,
    operator: 'IS',
    values: ['revenue'],
  };
  const revenueOver = { roundId: fill.roundId, questionId: fill.questions.revenue, operator: 'GT', values: ['50000'] };
  type Page = { applications: { totalCount: number } };
  const total = (d: unknown) => (d as Page).applications.totalCount;
  const cases: {
    name: string;
    query: string;
    variables: Record<string, unknown>;
    /** What the answer holds, for the table: the filter's total, or the rows of a whole-round screen. */
    size: (d: unknown) => number;
    /** A page of the overview (the issue's goal), or a whole-round screen measured for reference. */
    page: boolean;
  }[] = [
    { name: 'intake, first page', query: PIPELINE, variables: { funnelId }, size: total, page: true },
    { name: 'every intake, first page', query: PIPELINE, variables: {}, size: total, page: true },
    {
      name: '"All pending" group',
      query: PIPELINE,
      variables: { funnelId, group: 'allPending' },
      size: total,
      page: true,
    },
    {
      name: 'one status (pending decision)',
      query: PIPELINE,
      variables: { funnelId, status: 'pending_decision' },
      size: total,
      page: true,
    },
    {
      name: 'deep page (40 rows from the end)',
      query: PIPELINE,
      variables: { funnelId, after: encodeCursor([deep!.at, deep!.id]) },
      size: total,
      page: true,
    },
    {
      name: `search by name ("${NAME_WORDS[0]}")`,
      query: PIPELINE,
      variables: { funnelId, search: NAME_WORDS[0] },
      size: total,
      page: true,
    },
    {
      name: 'search in answers ("kitchens")',
      query: PIPELINE,
      variables: { funnelId, search: 'kitchens' },
      size: total,
      page: true,
    },
    {
      name: 'answer filter (stage IS revenue)',
      query: PIPELINE,
      variables: { funnelId, answers: [stageIsRevenue] },
      size: total,
      page: true,
    },
    {
      name: 'two filters (+ revenue > 50,000)',
      query: PIPELINE,
      variables: { funnelId, answers: [stageIsRevenue, revenueOver] },
      size: total,
      page: true,
    },
    {
      name: 'ranking, calibrated (whole round)',
      query: RANKING,
      variables: { roundId: fill.roundId, sort: 'calibrated' },
      size: (d) => (d as { applicationRanking: { rows: unknown[] } }).applicationRanking.rows.length,
      page: false,
    },
    {
      name: 'review board (whole round)',
      query: BOARD,
      variables: { roundId: fill.roundId },
      size: (d) => (d as { reviewBoard: { rows: unknown[] } }).reviewBoard.rows.length,
      page: false,
    },
  ];

  const table: (string | number)[][] = [];
  let pagesMet = 0;
  for (const c of cases) {
    // Whole-round screens take seconds: fewer calls, so the run stays within bench:all's bound.
    const runs = c.page ? RUNS : Math.max(3, Math.ceil(RUNS / 6));
    const warmup = c.page ? WARMUP : 1;
    let size = 0;
    for (let i = 0; i < warmup; i++) size = c.size(await gql(c.query, c.variables));
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await gql(c.query, c.variables);
      times.push(performance.now() - started);
    }
    const p95 = pct(times, 95);
    const met = p95 < PAGE_GOAL_MS;
    if (c.page && met) pagesMet++;
    if (c.page && !met) failed = true;
    table.push([
      c.name,
      size.toLocaleString('en'),
      runs,
      pct(times, 50).toFixed(1),
      p95.toFixed(1),
      Math.max(...times).toFixed(1),
      c.page
        ? met
          ? 'met'
          : `NOT met (${(p95 / PAGE_GOAL_MS).toFixed(1)}×)`
        : `not a page: ${met ? 'within' : `${(p95 / PAGE_GOAL_MS).toFixed(0)}×`}`,
    ]);
  }
  console.log(
    `\nthe pipeline on ${APPLICATIONS.toLocaleString('en')} applications and ${EVALUATIONS.toLocaleString('en')} ` +
      `evaluations, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ms per call after discarded warm-up calls:`,
  );
  printTable(['case', 'rows', 'calls', 'p50', 'p95', 'max', `goal p95 < ${PAGE_GOAL_MS} ms`], table);
  console.log(`${pagesMet} of ${cases.filter((c) => c.page).length} pages within the goal.`);

  // Bulk operations, followed as the web's bulk bar follows them.
  type Update = { updateType: string; total: number; succeeded: number; failed: number };
  const follow = async (label: string, action: string, from: string, status?: string) => {
    const ids = (
      await rowsOf<{ id: string }>(sql`select id from applications where incubator_id = ${incubatorId}::uuid
        and funnel_id = ${funnelId}::uuid and status = ${from} order by updated_at desc, id desc limit ${BATCH}`)
    ).map((r) => r.id);
    let connected!: () => void;
    const ready = new Promise<void>((resolve) => (connected = resolve));
    const client = createClient({
      url: `ws://127.0.0.1:${port}/subscriptions`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { host } });
        }
      },
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => connected() },
    });
    try {
      await ready;
      const started = performance.now();
      const { startApplicationBatchOperation: id } = await gql<{ startApplicationBatchOperation: string }>(START, {
        action,
        ids,
        ...(status ? { status } : {}),
      });
      const answered = performance.now();
      const arrivals: number[] = [];
      const last = await new Promise<Update>((resolve, reject) => {
        let stall = setTimeout(() => reject(new Error(`${label}: no update for ${STALL_MS / 1000} s`)), STALL_MS);
        client.subscribe<{ applicationBatchOperationUpdated: Update }>(
          { query: FOLLOW, variables: { id } },
          {
            next: ({ data }) => {
              arrivals.push(performance.now());
              clearTimeout(stall);
              stall = setTimeout(() => reject(new Error(`${label}: no update for ${STALL_MS / 1000} s`)), STALL_MS);
              const update = data!.applicationBatchOperationUpdated;
              if (update.updateType.startsWith('PROCESSING_')) {
                clearTimeout(stall);
                resolve(update);
              }
            },
            error: (err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
            complete: () => {},
          },
        );
      });
      const gaps = arrivals.map((t, i) => t - (i === 0 ? answered : arrivals[i - 1]!));
      return {
        label,
        items: ids.length,
        updates: arrivals.length,
        first: gaps[0]!,
        gapP95: pct(gaps.slice(1), 95),
        maxGap: Math.max(...gaps),
        seconds: (arrivals.at(-1)! - started) / 1000,
        last,
      };
    } finally {
      await client.dispose();
    }
  };
  const batches = [
    await follow('move: under review → ready for invitation', 'move', 'under_review', 'ready_for_invitation'),
    await follow('decision: reject (pending decision)', 'reject', 'pending_decision'),
  ];
  console.log(`\nbulk operations, followed on applicationBatchOperationUpdated over a WebSocket:`);
  printTable(
    [
      'operation',
      'items',
      'updates',
      'first ms',
      'gap p95 ms',
      'max gap ms',
      'total s',
      'outcome',
      `goal ≤ ${GAP_GOAL_MS} ms`,
    ],
    batches.map((b) => {
      const ok =
        b.maxGap <= GAP_GOAL_MS && b.last.updateType === 'PROCESSING_SUCCEEDED' && b.last.succeeded === b.items;
      if (!ok) failed = true;
      return [
        b.label,
        b.items,
        b.updates,
        b.first.toFixed(0),
        b.gapP95.toFixed(1),
        b.maxGap.toFixed(0),
        b.seconds.toFixed(1),
        `${b.last.updateType} ${b.last.succeeded}/${b.last.total}`,
        ok ? 'met' : 'NOT met',
      ];
    }),
  );
  console.log(machine());
} catch (err) {
  failed = true;
  console.error('Benchmark failed:', err instanceof Error ? (err.stack ?? err.message) : err);
} finally {
  await running.close().catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
