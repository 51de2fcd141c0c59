// The live task channel (spec 01 §4 "Task badge"): each user hears when a task enters their list (ADDED) or leaves
// it (REMOVED: ticked, unassigned, deleted, completed by its work). The event carries the due date, so the badge
// can tell whether the task counts in today's window (due by the end of tomorrow).
import type { TaskUpdateType } from '@ascent/shared';
import { topicFor, type PubSub } from '../../core/pubsub.ts';

export const TASKS_UPDATED = 'tasksUpdatedForUser';

export interface TaskUpdatePayload {
  updateType: TaskUpdateType;
  taskId: string;
  dueDate: string;
}

export interface TasksUpdatedEvent {
  incubatorId: string;
  userId: string;
  tasksUpdatedForUser: TaskUpdatePayload;
}

export interface TaskUpdate {
  userId: string;
  updateType: TaskUpdateType;
  taskId: string;
  dueDate: Date;
}

export async function publishTaskUpdates(
  pubsub: PubSub,
  incubatorId: string,
  updates: readonly TaskUpdate[],
): Promise<void> {
  await Promise.all(
    updates.map((u) =>
      pubsub.publish(topicFor(incubatorId, TASKS_UPDATED, u.userId), {
        incubatorId,
        userId: u.userId,
        tasksUpdatedForUser: { updateType: u.updateType, taskId: u.taskId, dueDate: u.dueDate.toISOString() },
      } satisfies TasksUpdatedEvent),
    ),
  );
}
