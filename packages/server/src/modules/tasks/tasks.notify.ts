// The notifications tasks raise (types of @ascent/shared: taskAssigned, taskCompleted, taskDueSoon). They follow the
// change they report and never undo it: a failure to notify is logged, the task change stands.
import { notify } from '../notifications/notifications.service.ts';
import type { TaskScope } from './tasks.service.ts';

/** Where a task notification leads: the recipient's task list. */
export const TASKS_PATH = '/tasks';

async function safely(scope: TaskScope, what: string, fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    scope.services.log.error({ err, notification: what }, 'task notification failed');
  }
}

const notifyScope = (scope: TaskScope) => ({ tdb: scope.tdb, tenant: scope.tenant, pubsub: scope.services.pubsub, mailer: scope.services.mailer, tenants: scope.services.tenants });

/** To each new assignee (the one who assigned it excepted). */
export async function notifyTaskAssigned(scope: TaskScope, task: { taskId: string; name: string; recipients: readonly string[]; senderId: string | null }): Promise<void> {
  if (task.recipients.length === 0) return;
  await safely(scope, 'taskAssigned', () =>
    notify(notifyScope(scope), { type: 'taskAssigned', recipients: task.recipients, senderId: task.senderId, url: TASKS_PATH, params: { task: task.name } }),
  );
}

/** To the creator, when the last assignee's tick makes the task done (unless that was the creator). */
export async function notifyTaskCompleted(scope: TaskScope, task: { taskId: string; name: string; creatorId: string; senderId: string }): Promise<void> {
  await safely(scope, 'taskCompleted', () =>
    notify(notifyScope(scope), { type: 'taskCompleted', recipients: [task.creatorId], senderId: task.senderId, url: TASKS_PATH, params: { task: task.name } }),
  );
}

/** The daily reminder to the given assignees of one task. */
export async function notifyTaskDueSoon(scope: TaskScope, task: { name: string; recipients: readonly string[] }): Promise<void> {
  if (task.recipients.length === 0) return;
  await safely(scope, 'taskDueSoon', () => notify(notifyScope(scope), { type: 'taskDueSoon', recipients: task.recipients, url: TASKS_PATH, params: { task: task.name } }));
}
