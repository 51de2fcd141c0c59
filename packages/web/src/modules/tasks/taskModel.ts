// What the task screens compute from a task card, without React: the caller's own part and the task as it will
// be once that part is ticked (the optimistic answer of a tick).
import { isTaskDone } from '@ascent/shared';
import type { TaskCardFragment } from '../../generated/graphql.ts';

export type TaskCard = TaskCardFragment;

/** The caller's own assignment of a task, if they have one. */
export function ownAssignment(task: TaskCard, userId: string): TaskCard['assignees'][number] | undefined {
  return task.assignees.find((a) => a.user._id === userId);
}

/** The task as it will be once the caller's part is `done`. */
export function withOwnPart(task: TaskCard, userId: string, done: boolean): TaskCard {
  const assignees = task.assignees.map((a) =>
    a.user._id === userId ? { ...a, done, status: done ? ('COMPLETED' as const) : ('PENDING' as const) } : a,
  );
  const all = isTaskDone(assignees);
  return { ...task, assignees, done: all, completionStatus: all ? 'COMPLETED' : 'PENDING' };
}
