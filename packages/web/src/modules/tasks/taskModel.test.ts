import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { evaluationTaskSession, metricsTaskPeriod, ownAssignment, withOwnPart, type TaskCard } from './taskModel.ts';
import { errorMessage } from '../../app/errors.ts';
import { TASK_ERRORS, taskFieldErrors } from './taskErrors.ts';

const taskErrorMessage = (error: unknown, t: TFunction) => errorMessage(error, TASK_ERRORS, t);

const person = (id: string, done: boolean) => ({
  user: { _id: id, fullName: id, avatar: null },
  status: done ? ('COMPLETED' as const) : ('PENDING' as const),
  done,
});
const task: TaskCard = {
  _id: 't1',
  name: 'Deck',
  url: null,
  dueDate: '2030-01-01T05:59:59.999Z',
  taskType: 'normal',
  isGroupTask: true,
  approvalStatus: 'APPROVED',
  completionStatus: 'PENDING',
  done: false,
  canEdit: false,
  canDelete: false,
  startup: null,
  createdBy: null,
  assigneeSelection: [],
  assignees: [person('a', false), person('b', true)],
};
// The catalogue lookup: echoes the key, so the test sees which message was chosen.
const t = ((key: string) => key) as unknown as TFunction;

describe('ticking a part of a task', () => {
  it("changes only the caller's part, and the task is done when every part is", () => {
    expect(ownAssignment(task, 'a')?.done).toBe(false);
    const ticked = withOwnPart(task, 'a', true);
    expect(ticked.assignees.map((x) => [x.user._id, x.done, x.status])).toEqual([
      ['a', true, 'COMPLETED'],
      ['b', true, 'COMPLETED'],
    ]);
    expect([ticked.done, ticked.completionStatus]).toEqual([true, 'COMPLETED']);
    const unticked = withOwnPart(ticked, 'b', false);
    expect([unticked.done, unticked.completionStatus, ownAssignment(unticked, 'a')?.done]).toEqual([
      false,
      'PENDING',
      true,
    ]);
    // Someone who is not an assignee changes nothing.
    expect(withOwnPart(task, 'z', true).assignees).toEqual(task.assignees);
  });
});

describe('task error messages', () => {
  const graphqlError = (message: string, extensions: Record<string, unknown>) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

  it("translates the form rules and the API's reasons, else shows the server's text", () => {
    const form = graphqlError('Name is a required field. The due date can not be in the past', {
      code: 'VALIDATION_FAILED',
      fields: { name: 'nameRequired', dueDate: 'dueDateInPast' },
    });
    expect(taskErrorMessage(form, t)).toBe('tasks.form.nameRequired. tasks.form.dueDateInPast');
    expect(taskFieldErrors(form, t)).toEqual({ name: 'tasks.form.nameRequired', dueDate: 'tasks.form.dueDateInPast' });
    expect(taskErrorMessage(graphqlError('x', { code: 'FORBIDDEN', reason: 'othersAssignment' }), t)).toBe(
      'tasks.errors.othersAssignment',
    );
    expect(taskErrorMessage(graphqlError('No.', { code: 'FORBIDDEN' }), t)).toBe('tasks.errors.forbidden');
    // A code this build does not know (a newer server): its words, alone.
    expect(taskErrorMessage(graphqlError('Something odd', { code: 'SOMETHING_NEW' }), t)).toBe('Something odd');
    expect(taskErrorMessage(new TypeError('Failed to fetch'), t)).toBe('tasks.errors.network');
  });
});

describe('metricsTaskPeriod', () => {
  it('reads the period of an automated metrics task, and nothing else', () => {
    expect(metricsTaskPeriod({ taskType: 'metrics', name: 'Update your metrics (2026-10-01 – 2026-10-31)' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(metricsTaskPeriod({ taskType: 'normal', name: 'Update your metrics (2026-10-01 – 2026-10-31)' })).toBeNull();
    expect(metricsTaskPeriod({ taskType: 'metrics', name: 'Something else' })).toBeNull();
  });
});

describe('evaluationTaskSession', () => {
  it('reads the session of a coaching-evaluation task, and nothing of other tasks', () => {
    expect(
      evaluationTaskSession({ taskType: 'coachingEvaluation', name: 'Evaluate the session “Pricing review”' }),
    ).toBe('Pricing review');
    expect(evaluationTaskSession({ taskType: 'normal', name: 'Evaluate the session “Pricing review”' })).toBeNull();
  });
});
