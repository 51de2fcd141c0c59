// Lists that do not grow with the tenant (issue 15): on PostgreSQL, with one organisation filled with 50,000 tasks,
// notifications, startups and timeline posts and ANALYZEd, every statement the server runs for the list screens
// (my tasks, staff tasks, a startup's tasks, notifications and their badge, the portfolio, the timeline; first and
// next pages, with the screens' filters) is EXPLAINed as PostgreSQL would run it: none may read a large table by a
// sequential scan. The statements are the server's own, recorded at the driver while each GraphQL request runs.
//
// PostgreSQL only (TEST_DATABASE_URL): PGlite has the same planner but the fill and the plans are what a server
// in production runs, and 50,000 rows of each on embedded PGlite would take most of a minute of a shared machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness.ts';
import { fillLargeTenant, LARGE_TABLES } from './large-tenant.ts';
import { MAYA } from './personas.ts';

const ROWS = 50_000;
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Recorded {
  text: string;
  values: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const TASK_PAGE = 'totalCount next prev results { _id name dueDate done assignees { user { _id fullName } } }';
const MY_TASKS = `query($o: TaskQueryOptions, $cursor: String) { myTasksPaginated(queryOptions: $o, cursor: $cursor) { ${TASK_PAGE} } }`;
const TASKS = `query($f: TasksFilter, $cursor: String) { tasks(filter: $f, cursor: $cursor) { ${TASK_PAGE} } }`;
const NOTIFICATIONS = `query($cursor: String) { notifications(cursor: $cursor) { meta { totalPages } unreadCount nextCursor
  notifications { _id isRead message notification { _id notificationType } } } }`;
const UNSEEN = `{ unseenNotifications { count lastSeenTimestamp } }`;
const PORTFOLIO = `query($status: StartupStatus, $search: String, $after: String) {
  startups(status: $status, search: $search, after: $after) { totalCount next results { _id name } } }`;
const TIMELINE = `query($startupId: ID!, $cursor: String) { startupEventTimeline(startupId: $startupId, cursor: $cursor) {
  next results { _id eventType createdAt } } }`;

const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && (LARGE_TABLES as readonly string[]).includes(node['Relation Name'] ?? '')
    ? [node['Relation Name']!]
    : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

// The title says why when skipped: the run's report shows it beside "skipped".
const TITLE = databaseUrl
  ? `list queries on a tenant of ${ROWS.toLocaleString('en')} rows (PostgreSQL)`
  : 'list queries at scale: skipped on PGlite, PostgreSQL plans only (set TEST_DATABASE_URL to run)';

describe.skipIf(!databaseUrl)(TITLE, () => {
  let s: TestServer;
  let token: string;
  let startupId: string;
  let userId: string;
  let recorded: Recorded[] | null = null;
  const original = pg.Client.prototype.query;

  beforeAll(async () => {
    s = await startTestServer();
    const db = s.running.services.database.db;
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const incubatorId = await one(sql`select id from incubators where slug = 'demo'`);
    userId = await one(sql`select id from users where email = ${MAYA}`);
    startupId = await one(sql`select id from startups where incubator_id = ${incubatorId}::uuid order by name limit 1`);
    await fillLargeTenant(db, { incubatorId, userId, startupId, rows: ROWS });
    token = await s.login(MAYA);
    // Every statement any pooled connection sends, while `recorded` is set.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      if (recorded) {
        const text = typeof first === 'string' ? first : first.text;
        // node-postgres takes the values in the config or beside it (drizzle passes them beside it).
        const values = (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(second) ? second : []);
        recorded.push({ text, values });
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }, 240_000);

  afterAll(async () => {
    pg.Client.prototype.query = original;
    await s?.close();
  });

  /** Runs the request, then EXPLAINs each read it made; returns the large tables read by a sequential scan. */
  async function seqScansOfRequest(query: string, variables: Record<string, unknown> = {}) {
    recorded = [];
    const res = await s.gql<Record<string, unknown>>(query, { token, variables });
    const statements = recorded;
    recorded = null;
    expect(res.body.errors).toBeUndefined();
    const reads = statements.filter(
      (r) => /^\s*(select|with)\b/i.test(r.text) && !/\b(insert|update|delete)\b/i.test(r.text),
    );
    expect(reads.length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: s.databaseUrl });
    await client.connect();
    const scans: string[] = [];
    try {
      for (const read of reads) {
        const explained = await client.query(`explain (format json) ${read.text}`, read.values);
        const [plan] = (explained as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows[0]![
          'QUERY PLAN'
        ];
        for (const table of seqScansOf(plan!.Plan)) scans.push(`${table}: ${read.text.slice(0, 200)}`);
      }
    } finally {
      await client.end();
    }
    return { scans, data: res.body.data!, statements: reads.map((r) => r.text) };
  }

  /** The first page, then the page its cursor names: neither reads a large table whole. */
  async function bothPages(
    query: string,
    variables: Record<string, unknown>,
    next: (data: Record<string, unknown>) => string | null,
    cursorName = 'cursor',
  ) {
    const first = await seqScansOfRequest(query, variables);
    expect(first.scans).toEqual([]);
    const cursor = next(first.data);
    expect(cursor).toEqual(expect.any(String));
    expect((await seqScansOfRequest(query, { ...variables, [cursorName]: cursor })).scans).toEqual([]);
  }

  const field = (name: string, key: string) => (d: Record<string, unknown>) =>
    (d[name] as Record<string, string | null>)[key] ?? null;

  it('my tasks: all of them, and the navbar’s (due by tomorrow, approved, still pending)', async () => {
    await bothPages(MY_TASKS, {}, field('myTasksPaginated', 'next'));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const navbar = { o: { before: tomorrow, approvalStatus: 'APPROVED', completionStatus: 'PENDING' } };
    await bothPages(MY_TASKS, navbar, field('myTasksPaginated', 'next'));
  });

  it('staff tasks: all, a startup’s, by status, by assignee', async () => {
    await bothPages(TASKS, {}, field('tasks', 'next'));
    await bothPages(TASKS, { f: { startupIds: [startupId] } }, field('tasks', 'next'));
    await bothPages(TASKS, { f: { status: 'PENDING' } }, field('tasks', 'next'));
    await bothPages(TASKS, { f: { assigneeIds: [userId], status: 'PENDING' } }, field('tasks', 'next'));
  });

  it('notifications: the list, the unread count and the badge', async () => {
    await bothPages(NOTIFICATIONS, {}, field('notifications', 'nextCursor'));
    expect((await seqScansOfRequest(UNSEEN)).scans).toEqual([]);
  });

  it('the portfolio: all startups, by status, and the total shown as "more than 1,000"', async () => {
    await bothPages(PORTFOLIO, {}, field('startups', 'next'), 'after');
    await bothPages(PORTFOLIO, { status: 'archived' }, field('startups', 'next'), 'after');
    const { data } = await seqScansOfRequest(PORTFOLIO, {});
    expect((data.startups as { totalCount: number }).totalCount).toBe(1001);
  });

  it('a page that does not show a total counts nothing', async () => {
    const counts = async (query: string) =>
      (await seqScansOfRequest(query)).statements.filter((t) => t.includes('count(')).length;
    expect(await counts('{ myTasksPaginated { next results { _id } } }')).toBe(0);
    expect(await counts('{ tasks { next results { _id } } }')).toBe(0);
    expect(await counts('{ notifications { nextCursor notifications { _id } } }')).toBe(0);
    expect(await counts('{ startups { next results { _id } } }')).toBe(0);
    // The same pages with their totals count them (so the check above can fail).
    expect(await counts('{ myTasksPaginated { totalCount } }')).toBe(1);
    expect(await counts('{ notifications { unreadCount meta { totalPages } } }')).toBe(2);
  });

  it('the timeline of a startup with 50,000 posts', async () => {
    await bothPages(TIMELINE, { startupId }, field('startupEventTimeline', 'next'));
  });
});
