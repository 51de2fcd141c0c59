// Changing tasks: made by hand (normal) or by the module that owns their work (automated), ticked by their
// assignees, edited and deleted with the TASK/TASK:* permissions. Every change tells the people whose list it
// changes (tasksUpdatedForUser) and notifies as issue 6 asks: a new assignee (taskAssigned), the creator when the
// task becomes done (taskCompleted).
import {
  TASK_ERROR_MESSAGES,
  TASK_TYPES,
  defaultTaskDueDate,
  endOfDayInTimeZone,
  isAutomatedTask,
  isGroupTaskSelection,
  isTaskType,
} from '@ascent/shared';
import type { Task } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { AppError, forbidden, reasonError } from '../../core/errors.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { resolveAssignees, startupOfSelection } from './tasks.assignees.ts';
import { publishTaskUpdates, type TaskUpdate } from './tasks.events.ts';
import { publishTaskAssigned, publishTaskDone } from './tasks.notify.ts';
import { mayCreateTask, mayOnTask } from './tasks.policy.ts';
import { presentTasks } from './tasks.presenter.ts';
import {
  addAssignees,
  allStartups,
  assignablePeople,
  deleteTaskRow,
  findTask,
  findTaskBySource,
  insertTask,
  refreshCompletion,
  removeAssignees,
  setAssigneesDone,
  updateTaskRow,
  type TaskWithAssignees,
} from './tasks.repository.ts';
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
  return (await presentTasks(scope.tdb, authz, [task]))[0]!;
}

/** Updates are pushed after the transaction commits, so a listener that refetches sees the change. */
async function announce(scope: Scope, updates: TaskUpdate[]): Promise<void> {
  if (updates.length) await publishTaskUpdates(scope.services.pubsub, scope.tdb.incubatorId, updates);
}

async function requireStartup(tdb: TenantDb, startupId: string): Promise<void> {
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

// ---- For other modules: automated tasks ----

export interface AutomatedTaskInput {
  /** Any type of TASK_TYPES but 'normal'. */
  taskType: string;
  name: string;
  /** Where the work is done (an in-app path or a web address). */
  url?: string | null;
  /** When the work is due; defaults to the end of today in the organisation's zone. */
  dueDate?: Date | null;
  assigneeUserIds: string[];
  startupId?: string | null;
  /** The owning module's record (an event, an evaluation, a metrics period…): one task per type and source. */
  sourceId: string;
}

/**
 * Creates the automated task of `sourceId`, or — when it exists — adds the assignees it lacks (it is pending
 * again if it was done). Assignees must be users of the organisation. Answers the task's id.
 */
export async function createAutomatedTask(scope: Scope, input: AutomatedTaskInput, now = new Date()): Promise<string> {
  const { tdb, tenant } = scope;
  if (!isTaskType(input.taskType) || !isAutomatedTask(input.taskType)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `An automated task's type must be one of ${TASK_TYPES.filter((t) => t !== 'normal').join(', ')}.`,
    );
  }
  const name = input.name.trim();
  if (!name) throw new AppError('VALIDATION_FAILED', 'An automated task needs a name.');
  if (!input.sourceId) throw new AppError('VALIDATION_FAILED', 'An automated task needs the id of its source.');
  const assigneeIds = [...new Set(input.assigneeUserIds)];
  if (assigneeIds.length === 0)
    throw new AppError('VALIDATION_FAILED', 'An automated task needs at least one assignee.');
  if (input.startupId) await requireStartup(tdb, input.startupId);
  const url = input.url ? (input.url.startsWith('/') ? input.url : cleanTaskUrl(input.url)) : null;
  const dueDate = input.dueDate ?? defaultTaskDueDate(now, timeZoneOf(tenant));
  const selection = assigneeIds.map((value) => ({ type: 'user', value }));

  const upsert = () =>
    tdb.transaction(async (tx) => {
      const known = await assignablePeople(
        tx,
        assigneeIds.filter((id) => isUuid(id)),
      );
      if (known.length !== assigneeIds.length)
        throw reasonError('VALIDATION_FAILED', TASK_ERROR_MESSAGES, 'unknownAssignee');
      const existing = await findTaskBySource(tx, input.taskType, input.sourceId, { forUpdate: true });
      if (existing) {
        const added = assigneeIds.filter((id) => !existing.assignees.some((a) => a.userId === id));
        await addAssignees(tx, existing.id, added);
        if (added.length) {
          const all = [...existing.assignees.map((a) => a.userId), ...added];
          await updateTaskRow(tx, existing.id, {
            assigneeSelection: all.map((value) => ({ type: 'user', value })),
            isGroupTask: all.length > 1,
          });
        }
        await refreshCompletion(tx, existing.id);
        await publishTaskAssigned(tx, scope.services, {
          taskId: existing.id,
          name,
          taskType: input.taskType,
          recipients: added,
          senderId: null,
        });
        return { id: existing.id, added, dueDate: existing.dueDate };
      }
      const id = await insertTask(
        tx,
        {
          name,
          url,
          dueDate,
          taskType: input.taskType,
          sourceId: input.sourceId,
          startupId: input.startupId ?? null,
          createdById: null,
          isGroupTask: assigneeIds.length > 1,
          assigneeSelection: selection,
        },
        assigneeIds,
      );
      await publishTaskAssigned(tx, scope.services, {
        taskId: id,
        name,
        taskType: input.taskType,
        recipients: assigneeIds,
        senderId: null,
      });
      return { id, added: assigneeIds, dueDate };
    });
  // Two first calls for one source at once: the loser of the insert finds the winner's task the second time.
  const outcome = await upsert().catch((err: unknown) =>
    isUniqueViolation(err, 'tasks_source_key') ? upsert() : Promise.reject(err),
  );
  await announce(
    scope,
    outcome.added.map((userId) => ({ userId, updateType: 'ADDED', taskId: outcome.id, dueDate: outcome.dueDate })),
  );
  return outcome.id;
}

/**
 * The work of an automated task is done: for one assignee (`userId`) or for all. Answers whether the task is now
 * done; a source without a task is not an error (false).
 */
export async function completeAutomatedTask(
  scope: Scope,
  input: { taskType: string; sourceId: string; userId?: string | null },
): Promise<boolean> {
  const { tdb } = scope;
  if (input.userId && !isUuid(input.userId))
    throw new AppError('VALIDATION_FAILED', 'userId must be the id of a user.');
  const outcome = await tdb.transaction(async (tx) => {
    const task = await findTaskBySource(tx, input.taskType, input.sourceId, { forUpdate: true });
    if (!task) return null;
    const changed = await setAssigneesDone(tx, task.id, input.userId ? [input.userId] : 'all', true);
    const completion = await refreshCompletion(tx, task.id);
    return { task, changed, completion };
  });
  if (!outcome) return false;
  await announce(
    scope,
    outcome.changed.map((userId) => ({
      userId,
      updateType: 'REMOVED',
      taskId: outcome.task.id,
      dueDate: outcome.task.dueDate,
    })),
  );
  return outcome.completion.status === 'COMPLETED';
}
