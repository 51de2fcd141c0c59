// Fills one organisation with `rows` of each listed thing, by SQL generate_series (seconds for 100,000 rows on
// PostgreSQL): the lists that must not grow with the tenant (issue 15) get a large tenant to be measured and
// EXPLAINed on. Used by lists-scale.integration.test.ts and bench/lists.bench.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/core/db/client.ts';

export interface LargeTenant {
  incubatorId: string;
  /** Assignee of every task and recipient of every notification. */
  userId: string;
  /** Every other task is this startup's, and every timeline post. */
  startupId: string;
  rows: number;
}

/** The tables the fill makes large (and ANALYZEs). */
export const LARGE_TABLES = [
  'tasks',
  'task_assignees',
  'notifications',
  'notification_recipients',
  'startups',
  'timeline_posts',
] as const;

/** Rows per statement: each stays well within the server's statement timeout on a busy machine. */
const CHUNK = 50_000;

export async function fillLargeTenant(db: Db, t: LargeTenant): Promise<void> {
  for (let from = 1; from <= t.rows; from += CHUNK) await fillRows(db, t, from, Math.min(t.rows, from + CHUNK - 1));
  for (const table of LARGE_TABLES) await db.execute(sql.raw(`analyze ${table}`));
}

/** Rows number `from` to `to` (inclusive) of each table. */
async function fillRows(db: Db, t: LargeTenant, from: number, to: number): Promise<void> {
  const inc = sql`${t.incubatorId}::uuid`;
  const user = sql`${t.userId}::uuid`;
  const startup = sql`${t.startupId}::uuid`;
  await db.execute(sql`
    with made as (
      insert into tasks (incubator_id, name, due_date, startup_id, completion_status, created_at, updated_at)
      select ${inc}, 'Scale task ' || g, now() + make_interval(mins => g - ${Math.floor(t.rows / 2)}),
             case when g % 2 = 0 then ${startup} end, case when g % 3 = 0 then 'COMPLETED' else 'PENDING' end,
             now(), now()
      from generate_series(${from}::int, ${to}::int) as g
      returning id, completion_status)
    insert into task_assignees (incubator_id, task_id, user_id, done)
    select ${inc}, id, ${user}, completion_status = 'COMPLETED' from made`);
  await db.execute(sql`
    with made as (
      insert into notifications (incubator_id, notification_type, message, created_at)
      select ${inc}, 'newTask', 'Scale notification ' || g, now() - make_interval(mins => g)
      from generate_series(${from}::int, ${to}::int) as g
      returning id, message, created_at)
    insert into notification_recipients (incubator_id, notification_id, user_id, message, is_read, created_at)
    select ${inc}, id, ${user}, message, random() < 0.5, created_at from made`);
  await db.execute(sql`
    insert into startups (incubator_id, name, status)
    select ${inc}, 'Scale startup ' || lpad(g::text, 7, '0'), case when g % 5 = 0 then 'archived' else 'active' end
    from generate_series(${from}::int, ${to}::int) as g`);
  await db.execute(sql`
    insert into timeline_posts (incubator_id, startup_id, kind, message, is_public, created_at, updated_at)
    select ${inc}, ${startup}, 'MESSAGE', 'Scale post ' || g, g % 10 <> 0,
           now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(${from}::int, ${to}::int) as g`);
}
