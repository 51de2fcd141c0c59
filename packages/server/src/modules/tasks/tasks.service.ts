// Changing tasks: made by hand (normal; the automated ones are in tasks.automated.ts), ticked by their
// assignees, edited and deleted with the TASK/TASK:* permissions. Every change tells the people whose list it
// changes (tasksUpdatedForUser) and notifies as issue 6 asks: a new assignee (taskAssigned), the creator when the
// task becomes done (taskCompleted).
import { TASK_ERROR_MESSAGES, endOfDayInTimeZone, isAutomatedTask, isGroupTaskSelection } from '@ascent/shared';
import type { Task } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { forbidden, reasonError } from '../../core/errors.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { resolveAssignees, startupOfSelection } from './tasks.assignees.ts';
import { publishTaskUpdates, type TaskUpdate } from './tasks.events.ts';
import { publishTaskAssigned, publishTaskDone } from './tasks.notify.ts';
import { mayCreateTask, mayOnTask } from './tasks.policy.ts';
import { presentTasks } from './tasks.presenter.ts';
import { readerLanguage } from './tasks.names.ts';
import {
  addAssignees,
  deleteTaskRow,
  findTask,
  insertTask,
  refreshCompletion,
  removeAssignees,
  setAssigneesDone,
  updateTaskRow,
  type TaskWithAssignees,
} from './tasks.repository.ts';
import { allStartups } from './tasks.people.repository.ts';
import type { AssigneeSelection } from './tasks.schema.ts';
import { checkTaskForm, cleanTaskUrl, parseInstant, timeZoneOf } from './tasks.validation.ts';
import { isUuid } from '../../core/validation.ts';

export const taskNotFound = () => reasonError('NOT_FOUND', TASK_ERROR_MESSAGES, 'notFound');

async function loadTask(tdb: TenantDb, taskId: string, opts: { forUpdate?: boolean } = {}): Promise<TaskWithAssignees> {
  const task = isUuid(taskId) ? await findTask(tdb, taskId, opts) : null;
  if (!task) throw taskNotFound();
  return task;
}

const factsOf = (task: TaskWithAssignees) => ({
  taskType: task.taskType,
  startupId: task.startupId,
  createdById: task.createdById,
  assigneeIds: task.assignees.map((a) => a.userId),
});

async function presentOne(scope: Scope, authz: Authorizer | null, taskId: string): Promise<Task> {
  const task = await findTask(scope.tdb, taskId);
  if (!task) throw taskNotFound();
  return (await presentTasks(scope.tdb, authz, [task], readerLanguage(scope.user, scope.tenant)))[0]!;
}

/** Updates are pushed after the transaction commits, so a listener that refetches sees the change. */
export async function announce(scope: Scope, updates: TaskUpdate[]): Promise<void> {
  if (updates.length) await publishTaskUpdates(scope.services.pubsub, scope.tdb.incubatorId, updates);
}

export async function requireStartup(tdb: TenantDb, startupId: string): Promise<void> {
  const found = isUuid(startupId) ? await allStartups(tdb, [startupId]) : [];
  if (found.length === 0)
    throw reasonError('VALIDATION_FAILED', TASK_ERROR_MESSAGES, 'unknownStartup', undefined, {
      fields: { startupId: 'unknownStartup' },
    });
}

export interface CreateTaskInput {
  name: string;
  dueDate: string;
  assignees: AssigneeSelection[];
  url?: string | null;
  done?: boolean | null;
  startupId?: string | null;
}

export async function createTask(scope: SignedIn, input: CreateTaskInput, now = new Date()): Promise<Task> {
  const { tdb, tenant, user } = scope;
  const zone = timeZoneOf(tenant);
  checkTaskForm(input, now, zone);
  const url = cleanTaskUrl(input.url);
  if (input.startupId) await requireStartup(tdb, input.startupId);
  const authz = new Authorizer(tdb, user);
  const assigneeIds = await resolveAssignees(tdb, authz, input.assignees);
  // An empty startupId is no startup, as in the form (it was not checked above either).
  const startupId = input.startupId || startupOfSelection(input.assignees);
  if (!(await mayCreateTask(authz, startupId)))
    throw forbidden('You do not have the permission to create tasks for this startup.');
  const dueDate = endOfDayInTimeZone(parseInstant(input.dueDate, 'dueDate'), zone);
  const doneBy = input.done && assigneeIds.includes(user.id) ? [user.id] : [];
  const selection = input.assignees.map((e) => ({ type: e.type, value: e.value }));
  const taskId = await tdb.transaction(async (tx) => {
    const id = await insertTask(
      tx,
      {
        name: input.name.trim(),
        url,
        dueDate,
        taskType: 'normal',
        sourceId: null,
        startupId,
        createdById: user.id,
        isGroupTask: isGroupTaskSelection(selection, assigneeIds.length),
        assigneeSelection: selection,
      },
      assigneeIds,
      doneBy,
    );
    await refreshCompletion(tx, id);
    await publishTaskAssigned(tx, scope.services, {
      taskId: id,
      name: input.name.trim(),
      taskType: 'normal',
      recipients: assigneeIds,
      senderId: user.id,
    });
    return id;
  });
  const pending = assigneeIds.filter((id) => !doneBy.includes(id));
  await announce(
    scope,
    pending.map((userId) => ({ userId, updateType: 'ADDED', taskId, dueDate })),
  );
  return presentOne(scope, authz, taskId);
}

/** Ticks (or unticks) the caller's own part of a task. */
export async function updateTaskDone(
  scope: SignedIn,
  args: { taskId: string; done: boolean; assigneeId?: string | null },
): Promise<Task> {
  const { tdb, user } = scope;
  const result = await tdb.transaction(async (tx) => {
    // The task row is locked first, so two assignees ticking at once cannot both miss that all are done.
    const task = await loadTask(tx, args.taskId, { forUpdate: true });
    if (isAutomatedTask(task.taskType)) throw reasonError('FORBIDDEN', TASK_ERROR_MESSAGES, 'automated');
    if (args.assigneeId && args.assigneeId !== user.id)
      throw reasonError('FORBIDDEN', TASK_ERROR_MESSAGES, 'othersAssignment');
    if (!task.assignees.some((a) => a.userId === user.id))
      throw reasonError('FORBIDDEN', TASK_ERROR_MESSAGES, 'notAssignee');
    const changed = await setAssigneesDone(tx, task.id, [user.id], args.done);
    const completion = await refreshCompletion(tx, task.id);
    if (completion.changed && completion.status === 'COMPLETED' && task.createdById) {
      await publishTaskDone(tx, scope.services, {
        taskId: task.id,
        name: task.name,
        creatorId: task.createdById,
        senderId: user.id,
      });
    }
    return { task, changed };
  });
  const { task, changed } = result;
  await announce(
    scope,
    changed.map((userId) => ({
      userId,
      updateType: args.done ? 'REMOVED' : 'ADDED',
      taskId: task.id,
      dueDate: task.dueDate,
    })),
  );
  return presentOne(scope, new Authorizer(tdb, user), task.id);
}

export interface UpdateTaskInput {
  name?: string | null;
  dueDate?: string | null;
  url?: string | null;
  assignees?: AssigneeSelection[] | null;
}

export async function updateTask(
  scope: SignedIn,
  taskId: string,
  patch: UpdateTaskInput,
  now = new Date(),
): Promise<Task> {
  const { tdb, tenant, user } = scope;
  const zone = timeZoneOf(tenant);
  const task = await loadTask(tdb, taskId);
  const authz = new Authorizer(tdb, user);
  if (isAutomatedTask(task.taskType)) throw reasonError('FORBIDDEN', TASK_ERROR_MESSAGES, 'notEditable');
  if (!(await mayOnTask(authz, 'TASK/TASK:EDIT', factsOf(task))))
    throw forbidden('You do not have the permission to edit this task.');

  const name = patch.name ?? task.name;
  const selection = patch.assignees
    ? patch.assignees.map((e) => ({ type: e.type, value: e.value }))
    : task.assigneeSelection;
  const dueInput = patch.dueDate ?? task.dueDate.toISOString();
  checkTaskForm({ name, dueDate: dueInput, assignees: selection }, now, zone, { keepDueDate: task.dueDate });
  const dueDate = patch.dueDate ? endOfDayInTimeZone(parseInstant(patch.dueDate, 'dueDate'), zone) : task.dueDate;
  // Absent: kept; null or empty: removed.
  const url = patch.url === undefined ? task.url : cleanTaskUrl(patch.url);

  const before = task.assignees.map((a) => a.userId);
  const after = patch.assignees ? await resolveAssignees(tdb, authz, patch.assignees) : before;
  const startupId = patch.assignees ? (startupOfSelection(selection) ?? task.startupId) : task.startupId;
  if (startupId !== task.startupId && !(await mayCreateTask(authz, startupId)))
    throw forbidden('You do not have the permission to move this task to that startup.');
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));

  await tdb.transaction(async (tx) => {
    await updateTaskRow(tx, task.id, {
      name: name.trim(),
      url,
      dueDate,
      assigneeSelection: selection,
      isGroupTask: isGroupTaskSelection(selection, after.length),
      startupId,
    });
    await removeAssignees(tx, task.id, removed);
    await addAssignees(tx, task.id, added);
    await refreshCompletion(tx, task.id);
    await publishTaskAssigned(tx, scope.services, {
      taskId: task.id,
      name: name.trim(),
      taskType: task.taskType,
      recipients: added,
      senderId: user.id,
    });
  });

  const pendingBefore = new Set(task.assignees.filter((a) => !a.done).map((a) => a.userId));
  const moved = dueDate.getTime() !== task.dueDate.getTime();
  const updates: TaskUpdate[] = [
    ...removed
      .filter((id) => pendingBefore.has(id))
      .map((userId) => ({ userId, updateType: 'REMOVED' as const, taskId: task.id, dueDate: task.dueDate })),
    ...(moved
      ? after
          .filter((id) => pendingBefore.has(id))
          .flatMap((userId) => [
            { userId, updateType: 'REMOVED' as const, taskId: task.id, dueDate: task.dueDate },
            { userId, updateType: 'ADDED' as const, taskId: task.id, dueDate },
          ])
      : []),
    ...added.map((userId) => ({ userId, updateType: 'ADDED' as const, taskId: task.id, dueDate })),
  ];
  await announce(scope, updates);
  return presentOne(scope, authz, task.id);
}

export async function deleteTask(scope: SignedIn, taskId: string): Promise<boolean> {
  const { tdb, user } = scope;
  const task = await loadTask(tdb, taskId);
  if (!(await mayOnTask(new Authorizer(tdb, user), 'TASK/TASK:DELETE', factsOf(task))))
    throw forbidden('You do not have the permission to delete this task.');
  if (!(await deleteTaskRow(tdb, task.id))) throw taskNotFound();
  await announce(
    scope,
    task.assignees
      .filter((a) => !a.done)
      .map((a) => ({ userId: a.userId, updateType: 'REMOVED', taskId: task.id, dueDate: task.dueDate })),
  );
  return true;
}
