import { describe, expect, it } from 'vitest';
import {
  TASK_FORM_MESSAGES,
  calendarDayKey,
  canTickTask,
  decodeTaskAssignee,
  encodeTaskAssignee,
  endOfDayKeyInTimeZone,
  isGroupTaskSelection,
  taskReminderReason,
  defaultTaskDueDate,
  earliestTaskDueDate,
  endOfTomorrow,
  isAutomatedTask,
  isInTaskDueWindow,
  isTaskDone,
  taskCompletionStatus,
  taskDueBucket,
  taskDueDateForSubmit,
  validateTaskForm,
} from './tasks.ts';

const at = (iso: string): Date => new Date(iso);

describe('endOfTomorrow', () => {
  it('is the end of the next local day in Asia/Kolkata', () => {
    expect(endOfTomorrow(at('2024-06-15T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2024-06-17T18:29:59.999Z');
    expect(endOfTomorrow(at('2024-06-15T17:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2024-06-16T18:29:59.999Z');
  });

  it('follows the DST change in America/Los_Angeles', () => {
    // Saturday 2024-03-09, tomorrow is the 23-hour Sunday ending in PDT.
    expect(endOfTomorrow(at('2024-03-09T20:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2024-03-11T06:59:59.999Z',
    );
  });
});

describe('isInTaskDueWindow', () => {
  const now = at('2024-06-15T20:00:00Z');
  it('counts a task due exactly at the end of tomorrow, not one a millisecond later', () => {
    expect(isInTaskDueWindow(at('2024-06-17T18:29:59.999Z'), now, 'Asia/Kolkata')).toBe(true);
    expect(isInTaskDueWindow(at('2024-06-17T18:30:00.000Z'), now, 'Asia/Kolkata')).toBe(false);
  });
  it('counts overdue tasks', () => {
    expect(isInTaskDueWindow(at('2020-01-01T00:00:00Z'), now, 'Asia/Kolkata')).toBe(true);
  });
});

describe('taskDueBucket', () => {
  const now = at('2024-06-15T20:00:00Z'); // 2024-06-16 01:30 in Kolkata
  it('splits at the local start and end of today', () => {
    expect(taskDueBucket(at('2024-06-15T18:29:59.999Z'), now, 'Asia/Kolkata')).toBe('overdue');
    expect(taskDueBucket(at('2024-06-15T18:30:00.000Z'), now, 'Asia/Kolkata')).toBe('today');
    expect(taskDueBucket(at('2024-06-16T18:29:59.999Z'), now, 'Asia/Kolkata')).toBe('today');
    expect(taskDueBucket(at('2024-06-16T18:30:00.000Z'), now, 'Asia/Kolkata')).toBe('future');
  });
});

describe('due date defaults', () => {
  it('defaults to the end of today and submits the end of the chosen day in UTC', () => {
    const now = at('2024-06-15T20:00:00Z');
    expect(defaultTaskDueDate(now, 'America/Los_Angeles').toISOString()).toBe('2024-06-16T06:59:59.999Z');
    expect(taskDueDateForSubmit(at('2024-06-20T09:00:00Z'), 'Asia/Kolkata')).toBe('2024-06-20T18:29:59.999Z');
  });

  it('accepts dates from the start of yesterday', () => {
    expect(earliestTaskDueDate(at('2024-06-15T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2024-06-14T18:30:00.000Z',
    );
  });
});

describe('validateTaskForm', () => {
  const now = at('2024-06-15T20:00:00Z');
  const zone = 'Asia/Kolkata';
  const valid = {
    name: 'Send the deck',
    dueDate: at('2024-06-20T00:00:00Z'),
    assignees: [{ type: 'user', value: 'u1' }],
  };

  it('accepts a complete form', () => {
    expect(validateTaskForm(valid, now, zone)).toEqual({});
  });

  it('requires a name that is not blank', () => {
    expect(validateTaskForm({ ...valid, name: '   ' }, now, zone)).toEqual({ name: 'nameRequired' });
    expect(TASK_FORM_MESSAGES.nameRequired.defaultMessage).toBe('Name is a required field');
  });

  it('requires a valid due date, from yesterday on', () => {
    expect(validateTaskForm({ ...valid, dueDate: null }, now, zone)).toEqual({ dueDate: 'dueDateRequired' });
    expect(validateTaskForm({ ...valid, dueDate: 'not a date' }, now, zone)).toEqual({ dueDate: 'dueDateRequired' });
    expect(validateTaskForm({ ...valid, dueDate: '2024-06-14T18:30:00.000Z' }, now, zone)).toEqual({});
    expect(validateTaskForm({ ...valid, dueDate: '2024-06-14T18:29:59.999Z' }, now, zone)).toEqual({
      dueDate: 'dueDateInPast',
    });
  });

  it('requires at least one complete assignee', () => {
    expect(validateTaskForm({ ...valid, assignees: [] }, now, zone)).toEqual({ assignees: 'assigneesRequired' });
    expect(validateTaskForm({ ...valid, assignees: [{ type: 'user', value: '' }] }, now, zone)).toEqual({
      assignees: 'assigneeIncomplete',
    });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(validateTaskForm({}, now, zone)).sort()).toEqual(['assignees', 'dueDate', 'name']);
  });
});

describe('completion', () => {
  it('is done only when every assignee is done', () => {
    expect(isTaskDone([{ done: true }, { done: true }])).toBe(true);
    expect(isTaskDone([{ done: true }, { done: false }])).toBe(false);
    expect(isTaskDone([])).toBe(false);
    expect(taskCompletionStatus([{ done: true }])).toBe('COMPLETED');
    expect(taskCompletionStatus([{ done: false }])).toBe('PENDING');
  });

  it('lets only assignees tick normal tasks', () => {
    const task = { taskType: 'normal', assignees: [{ userId: 'a' }] };
    expect(canTickTask(task, 'a')).toBe(true);
    expect(canTickTask(task, 'b')).toBe(false);
    expect(canTickTask({ ...task, taskType: 'metrics' }, 'a')).toBe(false);
    expect(isAutomatedTask('automated')).toBe(true);
    expect(isAutomatedTask('normal')).toBe(false);
  });
});

describe('assignee entries, reminders and day keys', () => {
  it('encodes a select value and reads it back', () => {
    expect(encodeTaskAssignee({ type: 'startup', value: 'abc' })).toBe('startup:abc');
    expect(decodeTaskAssignee('startup:abc')).toEqual({ type: 'startup', value: 'abc' });
    expect(decodeTaskAssignee('nocolon')).toBeNull();
    expect(decodeTaskAssignee(':abc')).toBeNull();
    expect(isGroupTaskSelection([{ type: 'user' }], 1)).toBe(false);
    expect(isGroupTaskSelection([{ type: 'user' }, { type: 'user' }], 2)).toBe(true);
    expect(isGroupTaskSelection([{ type: 'startup' }], 1)).toBe(true);
  });

  it('reminds of tasks due tomorrow and overdue as the organisation counts days (UTC+14)', () => {
    const now = at('2024-06-15T20:00:00Z'); // 16 June 10:00 in Kiritimati
    expect(taskReminderReason(at('2024-06-17T09:59:59.999Z'), now, 'Pacific/Kiritimati')).toBe('dueTomorrow');
    expect(taskReminderReason(at('2024-06-16T09:59:59.999Z'), now, 'Pacific/Kiritimati')).toBeNull();
    expect(taskReminderReason(at('2024-06-15T09:59:59.999Z'), now, 'Pacific/Kiritimati')).toBe('overdue');
    expect(taskReminderReason(at('2024-06-18T09:59:59.999Z'), now, 'Pacific/Kiritimati')).toBeNull();
  });

  it('names calendar days in a zone and finds their end', () => {
    expect(calendarDayKey(at('2024-06-15T20:00:00Z'), 'Pacific/Kiritimati')).toBe('2024-06-16');
    expect(calendarDayKey(at('2024-06-15T20:00:00Z'), 'Pacific/Pago_Pago')).toBe('2024-06-15');
    expect(endOfDayKeyInTimeZone('2024-06-15', 'Pacific/Pago_Pago')?.toISOString()).toBe('2024-06-16T10:59:59.999Z');
    expect(endOfDayKeyInTimeZone('2024-13-01', 'UTC')).toBeNull();
    expect(endOfDayKeyInTimeZone('tomorrow', 'UTC')).toBeNull();
  });
});
