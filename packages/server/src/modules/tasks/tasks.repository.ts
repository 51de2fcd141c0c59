// The tasks module's queries of one task: reading, writing, and claiming reminders. Lists and their conditions are
// in tasks.lists.repository.ts, the people and startups around tasks in tasks.people.repository.ts.
import { and, eq, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { taskAssignees, tasks, type AssigneeSelection, type TaskAssigneeRow, type TaskRow } from './tasks.schema.ts';

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
  /** An automated task's name template (tasks.names.ts); absent for hand-made tasks. */
  nameKey?: string | null;
  nameParams?: Record<string, string> | null;
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
  set: Partial<
    Pick<
      TaskRow,
      'name' | 'nameKey' | 'nameParams' | 'url' | 'dueDate' | 'assigneeSelection' | 'isGroupTask' | 'startupId'
    >
  >,
): Promise<void> {
  await tdb.update(tasks, { ...set, updatedAt: new Date() }, eq(tasks.id, taskId));
}

export async function deleteTaskRow(tdb: TenantDb, taskId: string): Promise<boolean> {
  const rows = await tdb.delete(tasks, eq(tasks.id, taskId)).returning({ id: tasks.id });
  return rows.length > 0;
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
