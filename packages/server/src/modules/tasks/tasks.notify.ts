// What tasks tell the other modules (events of tasks.events.ts, published in the transaction of the change they
// report; notifications raises taskAssigned, taskCompleted and taskDueSoon from them after the commit).
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Services } from '../../core/services.ts';
import type { TaskNameTemplate } from './tasks.names.ts';

/** Where a task notification leads: the recipient's task list. */
export const TASKS_PATH = '/tasks';

/** To each new assignee (the one who assigned it excepted). The task's type lets a subscriber tell automated tasks apart. */
export async function publishTaskAssigned(
  tx: TenantDb,
  services: Services,
  task: {
    taskId: string;
    name: string;
    nameTemplate?: TaskNameTemplate;
    taskType: string;
    recipients: readonly string[];
    senderId: string | null;
  },
): Promise<void> {
  if (task.recipients.length === 0) return;
  await services.events.publish(tx, 'task.assigned', {
    taskId: task.taskId,
    name: task.name,
    ...(task.nameTemplate ? { nameTemplate: task.nameTemplate } : {}),
    taskType: task.taskType,
    url: TASKS_PATH,
    assigneeIds: [...task.recipients],
    assignedById: task.senderId,
  });
}

/** To the creator, when the last assignee's tick makes the task done (unless that was the creator). */
export async function publishTaskDone(
  tx: TenantDb,
  services: Services,
  task: { taskId: string; name: string; creatorId: string; senderId: string },
): Promise<void> {
  await services.events.publish(tx, 'task.done', {
    taskId: task.taskId,
    name: task.name,
    url: TASKS_PATH,
    creatorId: task.creatorId,
    completedById: task.senderId,
  });
}

/** The daily reminder to the given assignees of one task. */
export async function publishTaskDueSoon(
  tx: TenantDb,
  services: Services,
  task: { taskId: string; name: string; nameTemplate?: TaskNameTemplate; recipients: readonly string[] },
): Promise<void> {
  if (task.recipients.length === 0) return;
  await services.events.publish(tx, 'task.dueSoon', {
    taskId: task.taskId,
    name: task.name,
    ...(task.nameTemplate ? { nameTemplate: task.nameTemplate } : {}),
    url: TASKS_PATH,
    assigneeIds: [...task.recipients],
  });
}
