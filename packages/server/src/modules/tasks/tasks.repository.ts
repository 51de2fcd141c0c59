// Every query of the tasks module. Lists are keyset-paged on (due_date, id): a cursor names the last (or first)
// row seen, so pages stay stable while tasks are added.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programs } from '../programs/programs.schema.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { taskAssignees, tasks, type AssigneeSelection, type TaskAssigneeRow, type TaskRow } from './tasks.schema.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';

/** Accounts that may be given tasks: not archived, denied, inactive or deleted. */
const ASSIGNABLE_STATUSES = ['active', 'pending'];

export interface TaskWithAssignees extends TaskRow {
  assignees: TaskAssigneeRow[];
}

// ---- Reading one task ----

export async function findTask(
  tdb: TenantDb,
  taskId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TaskWithAssignees | null> {
  const query = tdb
    .select()
    .from(tasks)
    .where(tdb.where(tasks, eq(tasks.id, taskId)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const assignees = await tdb
    .select()
    .from(taskAssignees)
    .where(tdb.where(taskAssignees, eq(taskAssignees.taskId, taskId)));
  return { ...row, assignees };
}

export async function findTaskBySource(
  tdb: TenantDb,
  taskType: string,
  sourceId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TaskWithAssignees | null> {
  const query = tdb
    .select({ id: tasks.id })
    .from(tasks)
    .where(tdb.where(tasks, eq(tasks.taskType, taskType), eq(tasks.sourceId, sourceId)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ? findTask(tdb, row.id) : null;
}

// ---- Writing ----

export interface NewTask {
  name: string;
  url: string | null;
  dueDate: Date;
  taskType: string;
  sourceId: string | null;
  startupId: string | null;
  createdById: string | null;
  isGroupTask: boolean;
  assigneeSelection: AssigneeSelection[];
}

export async function insertTask(
  tdb: TenantDb,
  task: NewTask,
  assigneeIds: string[],
  doneBy: string[] = [],
): Promise<string> {
  const [row] = await tdb.insert(tasks, task).returning({ id: tasks.id });
  const now = new Date();
  await tdb.insert(
    taskAssignees,
    assigneeIds.map((userId) => ({
      taskId: row!.id,
      userId,
      done: doneBy.includes(userId),
      completedAt: doneBy.includes(userId) ? now : null,
    })),
  );
  return row!.id;
}

export async function addAssignees(tdb: TenantDb, taskId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tdb
    .insert(
      taskAssignees,
      userIds.map((userId) => ({ taskId, userId })),
    )
    .onConflictDoNothing();
}

export async function removeAssignees(tdb: TenantDb, taskId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tdb.delete(taskAssignees, eq(taskAssignees.taskId, taskId), inArray(taskAssignees.userId, userIds));
}

/** Sets the done flag of some assignees; answers whose flag changed. */
export async function setAssigneesDone(
  tdb: TenantDb,
  taskId: string,
  userIds: string[] | 'all',
  done: boolean,
): Promise<string[]> {
  if (userIds !== 'all' && userIds.length === 0) return [];
  const rows = await tdb
    .update(
      taskAssignees,
      { done, completedAt: done ? new Date() : null },
      eq(taskAssignees.taskId, taskId),
      ne(taskAssignees.done, done),
      userIds === 'all' ? undefined : inArray(taskAssignees.userId, userIds),
    )
    .returning({ userId: taskAssignees.userId });
  return rows.map((r) => r.userId);
}

/** Brings completion_status in step with the assignees' flags; answers the new status. */
export async function refreshCompletion(
  tdb: TenantDb,
  taskId: string,
): Promise<{ status: 'PENDING' | 'COMPLETED'; changed: boolean }> {
  const flags = await tdb
    .select({ done: taskAssignees.done })
    .from(taskAssignees)
    .where(tdb.where(taskAssignees, eq(taskAssignees.taskId, taskId)));
  const status = flags.length > 0 && flags.every((f) => f.done) ? 'COMPLETED' : 'PENDING';
  const changed = await tdb
    .update(
      tasks,
      { completionStatus: status, completedAt: status === 'COMPLETED' ? new Date() : null, updatedAt: new Date() },
      eq(tasks.id, taskId),
      ne(tasks.completionStatus, status),
    )
    .returning({ id: tasks.id });
  return { status, changed: changed.length > 0 };
}

export async function updateTaskRow(
  tdb: TenantDb,
  taskId: string,
  set: Partial<Pick<TaskRow, 'name' | 'url' | 'dueDate' | 'assigneeSelection' | 'isGroupTask' | 'startupId'>>,
): Promise<void> {
  await tdb.update(tasks, { ...set, updatedAt: new Date() }, eq(tasks.id, taskId));
}

export async function deleteTaskRow(tdb: TenantDb, taskId: string): Promise<boolean> {
  const rows = await tdb.delete(tasks, eq(tasks.id, taskId)).returning({ id: tasks.id });
  return rows.length > 0;
}

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
  totalCount: number;
  next: string | null;
  prev: string | null;
}

/** One page of the tasks matching `condition`, soonest due first. */
export async function pageOfTasks(
  tdb: TenantDb,
  condition: SQL | undefined,
  cursor: Cursor | null,
  limit: number,
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
  const [total] = await tdb.select({ n: count() }).from(tasks).where(tdb.where(tasks, condition));
  const first = rows[0];
  const last = rows.at(-1);
  // Forwards: a next page when more were found; a previous one when anything lies before the first row.
  const hasBefore = first ? (backwards ? more : await anyTask(tdb, condition, beforeRow(first))) : false;
  const hasAfter = last ? (backwards ? await anyTask(tdb, condition, after(last)) : more) : false;
  return {
    rows,
    totalCount: total?.n ?? 0,
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

// ---- What a page needs to be presented ----

export interface AssigneeView {
  taskId: string;
  userId: string;
  done: boolean;
  completedAt: Date | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export async function assigneesOf(tdb: TenantDb, taskIds: string[]): Promise<AssigneeView[]> {
  if (taskIds.length === 0) return [];
  return tdb
    .select({
      taskId: taskAssignees.taskId,
      userId: taskAssignees.userId,
      done: taskAssignees.done,
      completedAt: taskAssignees.completedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(taskAssignees)
    .innerJoin(users, tdb.where(users, eq(users.id, taskAssignees.userId)))
    .where(tdb.where(taskAssignees, inArray(taskAssignees.taskId, taskIds)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function startupsOfUsers(
  tdb: TenantDb,
  userIds: string[],
): Promise<{ userId: string; id: string; name: string }[]> {
  if (userIds.length === 0) return [];
  return tdb
    .select({ userId: startupMembers.userId, id: startups.id, name: startups.name })
    .from(startupMembers)
    .innerJoin(startups, tdb.where(startups, eq(startups.id, startupMembers.startupId)))
    .where(tdb.where(startupMembers, inArray(startupMembers.userId, userIds)))
    .orderBy(asc(startups.name));
}

export async function startupNames(tdb: TenantDb, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, inArray(startups.id, ids)));
}

export async function userNames(
  tdb: TenantDb,
  ids: string[],
): Promise<{ id: string; firstName: string; lastName: string }[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, inArray(users.id, ids)));
}

// ---- Who can be given tasks ----

export interface PersonOption {
  id: string;
  firstName: string;
  lastName: string;
}

/** Assignable people: everyone, or the given ones. */
export async function assignablePeople(tdb: TenantDb, ids?: string[]): Promise<PersonOption[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, inArray(users.status, ASSIGNABLE_STATUSES), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function allStartups(tdb: TenantDb, ids?: string[]): Promise<{ id: string; name: string }[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, ids ? inArray(startups.id, ids) : undefined))
    .orderBy(asc(startups.name));
}

export async function allPrograms(tdb: TenantDb, ids?: string[]): Promise<{ id: string; name: string }[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(tdb.where(programs, ids ? inArray(programs.id, ids) : undefined))
    .orderBy(asc(programs.name));
}

/** startup id → its programmes, for the programmes given (or all). */
export async function programStartups(
  tdb: TenantDb,
  programIds?: string[],
): Promise<{ programId: string; startupId: string }[]> {
  if (programIds && programIds.length === 0) return [];
  return tdb
    .select({ programId: startupPrograms.programId, startupId: startupPrograms.startupId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, programIds ? inArray(startupPrograms.programId, programIds) : undefined));
}

/** The assignable founders of the given startups. */
export async function foundersOf(
  tdb: TenantDb,
  startupIds: string[],
): Promise<{ startupId: string; userId: string }[]> {
  if (startupIds.length === 0) return [];
  return tdb
    .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
    .from(startupMembers)
    .innerJoin(users, tdb.where(users, eq(users.id, startupMembers.userId), inArray(users.status, ASSIGNABLE_STATUSES)))
    .where(tdb.where(startupMembers, inArray(startupMembers.startupId, startupIds)));
}

// ---- Reminders ----

/**
 * Claims today's reminders: every pending assignment of an approved task due in [tomorrowStart, tomorrowEnd] or
 * before todayStart, not yet reminded on `day`. The claim is one conditional UPDATE, so two instances running
 * the job at once remind each person once.
 */
export async function claimReminders(
  tdb: TenantDb,
  day: string,
  bounds: { todayStart: Date; tomorrowStart: Date; tomorrowEnd: Date },
): Promise<{ taskId: string; userId: string }[]> {
  const due = tdb
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      tdb.where(
        tasks,
        eq(tasks.approvalStatus, 'APPROVED'),
        eq(tasks.completionStatus, 'PENDING'),
        or(
          lt(tasks.dueDate, bounds.todayStart),
          and(gte(tasks.dueDate, bounds.tomorrowStart), lte(tasks.dueDate, bounds.tomorrowEnd)),
        ),
      ),
    );
  return tdb
    .update(
      taskAssignees,
      { remindedOn: day },
      eq(taskAssignees.done, false),
      or(isNull(taskAssignees.remindedOn), ne(taskAssignees.remindedOn, day)),
      inArray(taskAssignees.taskId, due),
    )
    .returning({ taskId: taskAssignees.taskId, userId: taskAssignees.userId });
}

export async function tasksByIds(tdb: TenantDb, ids: string[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return tdb
    .select()
    .from(tasks)
    .where(tdb.where(tasks, inArray(tasks.id, ids)));
}
