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

const METRICS_TASK_NAME = /\((\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})\)$/;

/**
 * The period of an automated metrics task, read from the name the server stores in English ("Update your metrics
 * (2026-10-01 – 2026-10-31)"), so the list can say it in the reader's language; null for any other task.
 */
export function metricsTaskPeriod(task: { readonly taskType: string; readonly name: string }): {
  from: string;
  to: string;
} | null {
  if (task.taskType !== 'metrics') return null;
  const m = METRICS_TASK_NAME.exec(task.name);
  return m ? { from: m[1]!, to: m[2]! } : null;
}

const EVALUATION_TASK_NAME = /^Evaluate the session “(.*)”$/s;

/** The session named by an automated coaching-evaluation task (its name is stored in English), else null. */
export function evaluationTaskSession(task: { readonly taskType: string; readonly name: string }): string | null {
  if (task.taskType !== 'coachingEvaluation') return null;
  return EVALUATION_TASK_NAME.exec(task.name)?.[1] ?? null;
}
