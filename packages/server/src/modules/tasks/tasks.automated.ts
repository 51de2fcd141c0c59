// Automated tasks, for the modules that own their work (metrics periods today; events, evaluations… later): one
// task per type and source, created or completed by the owning module's domain events (tasks.subscribers.ts).
import { TASK_ERROR_MESSAGES, TASK_TYPES, defaultTaskDueDate, isAutomatedTask, isTaskType } from '@ascent/shared';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { AppError, reasonError } from '../../core/errors.ts';
import type { Scope } from '../../core/scope.ts';
import { publishTaskAssigned } from './tasks.notify.ts';
import {
  addAssignees,
  deleteTaskRow,
  findTaskBySource,
  insertTask,
  refreshCompletion,
  setAssigneesDone,
  updateTaskRow,
} from './tasks.repository.ts';
import { assignablePeople } from './tasks.people.repository.ts';
import { cleanTaskUrl, timeZoneOf } from './tasks.validation.ts';
import { isUuid } from '../../core/validation.ts';
import { announce, requireStartup } from './tasks.service.ts';
import { TASK_NAME_KINDS, type TaskNameTemplate } from './tasks.names.ts';
import { t } from '../../core/i18n.ts';

export interface AutomatedTaskInput {
  /** Any type of TASK_TYPES but 'normal'. */
  taskType: string;
  /**
   * The name as a catalogue kind and its values: rendered in each reader's language (tasks.names.ts); `name` is
   * stored too, in English with the values as given (search, and readers of rows older than the template).
   */
  nameTemplate: TaskNameTemplate;
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
  if (!TASK_NAME_KINDS.includes(input.nameTemplate.key))
    throw new AppError('VALIDATION_FAILED', `An automated task's name must be one of ${TASK_NAME_KINDS.join(', ')}.`);
  const nameParams = { ...input.nameTemplate.params };
  const name = t('en', `task.name.${input.nameTemplate.key}`, nameParams).trim();
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
        // A task raised before names had templates gets its template now.
        if (!existing.nameKey) await updateTaskRow(tx, existing.id, { nameKey: input.nameTemplate.key, nameParams });
        await refreshCompletion(tx, existing.id);
        await publishTaskAssigned(tx, scope.services, {
          taskId: existing.id,
          name,
          nameTemplate: input.nameTemplate,
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
          nameKey: input.nameTemplate.key,
          nameParams,
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
        nameTemplate: input.nameTemplate,
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

/**
 * The work of an automated task was called off (an evaluation withdrawn): its task is removed from everyone's list.
 * Answers whether there was one.
 */
export async function withdrawAutomatedTask(
  scope: Scope,
  input: { taskType: string; sourceId: string },
): Promise<boolean> {
  const task = await scope.tdb.transaction(async (tx) => {
    const found = await findTaskBySource(tx, input.taskType, input.sourceId, { forUpdate: true });
    if (found) await deleteTaskRow(tx, found.id);
    return found;
  });
  if (!task) return false;
  await announce(
    scope,
    task.assignees.map((a) => ({ userId: a.userId, updateType: 'REMOVED', taskId: task.id, dueDate: task.dueDate })),
  );
  return true;
}
