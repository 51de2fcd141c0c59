// The tasks module's lists, keyset-paged on (due_date, id): a cursor names the last (or first) row seen, so pages
// stay stable while tasks are added. And the conditions lists are filtered by (correlated with the outer row).
import { and, asc, desc, eq, exists, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { taskAssignees, tasks, type TaskRow } from './tasks.schema.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { cappedCount } from '../../core/db/capped-count.ts';

// ---- Lists ----

export interface Cursor {
  dueDate: Date;
  id: string;
  /** Walk backwards from this row (the previous page). */
  before: boolean;
}

export function encodeTaskCursor(c: Cursor): string {
  return encodeCursor([c.dueDate.toISOString(), c.id, c.before]);
}

/** null for anything that is not a cursor this module wrote. */
export function decodeTaskCursor(raw: string): Cursor | null {
  const values = decodeCursor(raw, ['instant', 'uuid', 'flag']);
  return values ? { dueDate: new Date(values[0]), id: values[1], before: values[2] } : null;
}

const after = (c: { dueDate: Date; id: string }) =>
  or(gt(tasks.dueDate, c.dueDate), and(eq(tasks.dueDate, c.dueDate), gt(tasks.id, c.id)));
const beforeRow = (c: { dueDate: Date; id: string }) =>
  or(lt(tasks.dueDate, c.dueDate), and(eq(tasks.dueDate, c.dueDate), lt(tasks.id, c.id)));

export interface Page {
  rows: TaskRow[];
  /** Counted up to LIST_COUNT_CAP; LIST_COUNT_CAP + 1 means more. */
  totalCount: number;
  next: string | null;
  prev: string | null;
}

/** One page of the tasks matching `condition`, soonest due first; the total only when `withTotal` (else 0). */
export async function pageOfTasks(
  tdb: TenantDb,
  condition: SQL | undefined,
  cursor: Cursor | null,
  limit: number,
  withTotal = true,
): Promise<Page> {
  const backwards = cursor?.before === true;
  const seek = cursor ? (backwards ? beforeRow(cursor) : after(cursor)) : undefined;
  const found = await tdb
    .select()
    .from(tasks)
    .where(tdb.where(tasks, condition, seek))
    .orderBy(backwards ? desc(tasks.dueDate) : asc(tasks.dueDate), backwards ? desc(tasks.id) : asc(tasks.id))
    .limit(limit + 1);
  const more = found.length > limit;
  const rows = found.slice(0, limit);
  if (backwards) rows.reverse();
  // The total is counted up to the cap ("1,000+" on screen): bounded work however large the tenant.
  const total = withTotal ? await cappedCount(tdb, tasks, condition, [tasks.dueDate, tasks.id]) : 0;
  const first = rows[0];
  const last = rows.at(-1);
  // Forwards: a next page when more were found; a previous one when anything lies before the first row.
  const hasBefore = first ? (backwards ? more : await anyTask(tdb, condition, beforeRow(first))) : false;
  const hasAfter = last ? (backwards ? await anyTask(tdb, condition, after(last)) : more) : false;
  return {
    rows,
    totalCount: total,
    next: hasAfter && last ? encodeTaskCursor({ dueDate: last.dueDate, id: last.id, before: false }) : null,
    prev: hasBefore && first ? encodeTaskCursor({ dueDate: first.dueDate, id: first.id, before: true }) : null,
  };
}

async function anyTask(tdb: TenantDb, condition: SQL | undefined, seek: SQL | undefined): Promise<boolean> {
  const rows = await tdb
    .select({ id: tasks.id })
    .from(tasks)
    .where(tdb.where(tasks, condition, seek))
    .limit(1);
  return rows.length > 0;
}

/** Every task matching `condition`, soonest due first (a startup's tasks: a bounded list). */
export function listTasks(tdb: TenantDb, condition: SQL | undefined, limit = 500): Promise<TaskRow[]> {
  return tdb
    .select()
    .from(tasks)
    .where(tdb.where(tasks, condition))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(limit);
}

// ---- Conditions (correlated with the outer `tasks` row) ----

/** The task has one of these people as assignee (whose flag is `done`, when given). */
export function hasAssignee(tdb: TenantDb, userIds: string[], done?: boolean): SQL {
  const sub = tdb
    .select({ one: sql`1` })
    .from(taskAssignees)
    .where(
      tdb.where(
        taskAssignees,
        eq(taskAssignees.taskId, tasks.id),
        inArray(taskAssignees.userId, userIds),
        done === undefined ? undefined : eq(taskAssignees.done, done),
      ),
    );
  return exists(sub);
}

export const taskConditions = {
  startupIn: (ids: string[]) => inArray(tasks.startupId, ids),
  withStartup: (yes: boolean) => (yes ? sql`${tasks.startupId} is not null` : isNull(tasks.startupId)),
  createdBy: (userId: string) => eq(tasks.createdById, userId),
  approval: (status: string) => eq(tasks.approvalStatus, status),
  completion: (status: string) => eq(tasks.completionStatus, status),
  dueFrom: (d: Date) => gte(tasks.dueDate, d),
  dueTo: (d: Date) => lte(tasks.dueDate, d),
  dueBefore: (d: Date) => lt(tasks.dueDate, d),
  dueAfter: (d: Date) => gt(tasks.dueDate, d),
  typeIn: (types: string[]) => inArray(tasks.taskType, types),
  startup: (id: string) => eq(tasks.startupId, id),
};
