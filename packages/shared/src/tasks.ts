// Tasks: types, push update kinds, the due window and the task form's rules and messages.

import {
  calendarDateInTimeZone,
  endOfCalendarDayInTimeZone,
  endOfDayInTimeZone,
  endOfDayOffsetInTimeZone,
  startOfDayInTimeZone,
  startOfDayOffsetInTimeZone,
} from './dates.ts';
import type { ErrorReasonTable } from './errors.ts';
import type { MessageDescriptor } from './forms.ts';
import { STAFF_LIKE_ROLES, type RoleType } from './roles.ts';
import type { TaskCompletionStatus } from './statuses.ts';

// The day helpers live in dates.ts; re-exported here because they define the task due window.
export { endOfDayInTimeZone, startOfDayInTimeZone } from './dates.ts';

/** Full task-type enumeration (spec 02 §3); everything but 'normal' is created by the system. */
export const TASK_TYPES = [
  'normal',
  'automated',
  'avail',
  'availCoaching',
  'availApplication',
  'metrics',
  'availEventSpecific',
  'availEventCoaching',
  'evaluation',
  'coachingEvaluation',
  'completeUserProfile',
  'completeStartupProfile',
  'formSubmissionRequest',
  'hostAssignation',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** The basic view only tells normal from automated tasks. */
export const TASK_OVERVIEW_TYPES = ['normal', 'automated'] as const;
export type TaskOverviewType = (typeof TASK_OVERVIEW_TYPES)[number];

export function isTaskType(value: unknown): value is TaskType {
  return typeof value === 'string' && (TASK_TYPES as readonly string[]).includes(value);
}

export function taskOverviewType(type: string): TaskOverviewType {
  return type === 'normal' ? 'normal' : 'automated';
}

/** Automated tasks complete when the underlying work is done; nobody ticks them by hand. */
export function isAutomatedTask(type: string): boolean {
  return taskOverviewType(type) === 'automated';
}

export const TASK_UPDATE_TYPES = ['ADDED', 'REMOVED'] as const;
export type TaskUpdateType = (typeof TASK_UPDATE_TYPES)[number];

export const TASK_PAGE_SIZE = 15;

/** Where a task falls relative to today (the StartupTasks grouping). */
export const TASK_DUE_BUCKETS = ['overdue', 'today', 'future'] as const;
export type TaskDueBucket = (typeof TASK_DUE_BUCKETS)[number];

/** A task is done when it has assignees and all of them are done. */
export function isTaskDone(assignees: readonly { readonly done: boolean }[]): boolean {
  return assignees.length > 0 && assignees.every((assignee) => assignee.done);
}

export function taskCompletionStatus(assignees: readonly { readonly done: boolean }[]): TaskCompletionStatus {
  return isTaskDone(assignees) ? 'COMPLETED' : 'PENDING';
}

/** Only an assignee may tick a task, and never an automated one. */
export function canTickTask(
  task: { readonly taskType: string; readonly assignees: readonly { readonly userId: string }[] },
  userId: string,
): boolean {
  return !isAutomatedTask(task.taskType) && task.assignees.some((assignee) => assignee.userId === userId);
}

/** End of the tasks due window: the last millisecond of tomorrow in the zone. */
export function endOfTomorrow(now: Date, timeZone: string): Date {
  return endOfDayOffsetInTimeZone(now, 1, timeZone);
}

/** Whether a pushed ADDED task counts on the badge: not due after the end of tomorrow. */
export function isInTaskDueWindow(dueDate: Date, now: Date, timeZone: string): boolean {
  return dueDate.getTime() <= endOfTomorrow(now, timeZone).getTime();
}

/** overdue: before today's start; future: after today's end; otherwise today. */
export function taskDueBucket(dueDate: Date, now: Date, timeZone: string): TaskDueBucket {
  if (dueDate.getTime() < startOfDayInTimeZone(now, timeZone).getTime()) return 'overdue';
  if (dueDate.getTime() > endOfDayInTimeZone(now, timeZone).getTime()) return 'future';
  return 'today';
}

/** The earliest due date the form accepts: start of yesterday. */
export function earliestTaskDueDate(now: Date, timeZone: string): Date {
  return startOfDayOffsetInTimeZone(now, -1, timeZone);
}

/** A new task's default due date: end of today in the incubator's zone. */
export function defaultTaskDueDate(now: Date, timeZone: string): Date {
  return endOfDayInTimeZone(now, timeZone);
}

/** On submit the due date becomes the end of its day in the incubator's zone, as UTC ISO. */
export function taskDueDateForSubmit(dueDate: Date, timeZone: string): string {
  return endOfDayInTimeZone(dueDate, timeZone).toISOString();
}

export const TASK_FORM_MESSAGES = {
  nameRequired: { key: 'tasks.form.nameRequired', defaultMessage: 'Name is a required field' },
  // Not worded in the spec: the default "{field} is a required field" applied to the due date.
  dueDateRequired: { key: 'tasks.form.dueDateRequired', defaultMessage: 'Due date is a required field' },
  dueDateInPast: { key: 'tasks.form.dueDateInPast', defaultMessage: 'The due date can not be in the past' },
  assigneesRequired: { key: 'tasks.form.assigneesRequired', defaultMessage: 'There has to be at least one assignee' },
  // Not worded in the spec ("each entry needs type and value").
  assigneeIncomplete: {
    key: 'tasks.form.assigneeIncomplete',
    defaultMessage: 'Each assignee needs a type and a value',
  },
} as const satisfies Record<string, MessageDescriptor>;
export type TaskFormMessageName = keyof typeof TASK_FORM_MESSAGES;

export const TASK_MESSAGES = {
  namePlaceholder: { key: 'tasks.form.namePlaceholder', defaultMessage: 'eg: send the deck to my coach' },
  deleteConfirm: { key: 'tasks.delete.confirm', defaultMessage: 'Are you sure you want to delete this task?' },
  created: { key: 'tasks.created', defaultMessage: 'Task created' },
  empty: { key: 'tasks.empty', defaultMessage: 'You have no pending tasks!' },
} as const satisfies Record<string, MessageDescriptor>;

export interface TaskFormInput {
  readonly name?: string | null;
  readonly dueDate?: Date | string | null;
  readonly assignees?: readonly { readonly type?: string | null; readonly value?: string | null }[] | null;
}

export type TaskFormField = 'name' | 'dueDate' | 'assignees';
export type TaskFormErrors = Partial<Record<TaskFormField, TaskFormMessageName>>;

/**
 * The task form's rules (spec 01 §5), the same on both sides. A name of only spaces counts as
 * missing. Returns the failing fields with the name of their message; empty when valid.
 */
export function validateTaskForm(input: TaskFormInput, now: Date, timeZone: string): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!input.name || input.name.trim() === '') errors.name = 'nameRequired';

  const due = input.dueDate == null || input.dueDate === '' ? null : new Date(input.dueDate);
  if (!due || Number.isNaN(due.getTime())) errors.dueDate = 'dueDateRequired';
  else if (due.getTime() < earliestTaskDueDate(now, timeZone).getTime()) errors.dueDate = 'dueDateInPast';

  const assignees = input.assignees ?? [];
  if (assignees.length === 0) errors.assignees = 'assigneesRequired';
  else if (assignees.some((assignee) => !assignee.type || !assignee.value)) errors.assignees = 'assigneeIncomplete';

  return errors;
}

// ---- Assignees, limits and the reminder hour ----

/**
 * What an assignee entry of the form names: one person, every founder of a startup, or every founder of the
 * startups of a programme. The entry's value is the id of that user, startup or programme.
 */
export const TASK_ASSIGNEE_TYPES = ['user', 'startup', 'program'] as const;
export type TaskAssigneeType = (typeof TASK_ASSIGNEE_TYPES)[number];

export function isTaskAssigneeType(value: unknown): value is TaskAssigneeType {
  return typeof value === 'string' && (TASK_ASSIGNEE_TYPES as readonly string[]).includes(value);
}

/** A task is a group task when it was given to a group (startup, programme) or to more than one person. */
export function isGroupTaskSelection(selection: readonly { readonly type: string }[], assigneeCount: number): boolean {
  return assigneeCount > 1 || selection.some((entry) => entry.type !== 'user');
}

/** One select option per entry: `type:value` (ids hold no colon). */
export function encodeTaskAssignee(entry: { readonly type: string; readonly value: string }): string {
  return `${entry.type}:${entry.value}`;
}

export function decodeTaskAssignee(encoded: string): { type: string; value: string } | null {
  const at = encoded.indexOf(':');
  if (at <= 0 || at === encoded.length - 1) return null;
  return { type: encoded.slice(0, at), value: encoded.slice(at + 1) };
}

export const TASK_NAME_MAX_LENGTH = 300;
export const TASK_URL_MAX_LENGTH = 2000;
/** At most this many assignee entries in one form (a programme entry may stand for many people). */
export const TASK_ASSIGNEE_ENTRIES_MAX = 100;
/** The staff views' page size (the navbar's is TASK_PAGE_SIZE). */
export const TASK_LIST_PAGE_SIZE = 25;

/** Due-date reminders go out once a day, at the first run of the job at or after this hour in the organisation. */
export const TASK_REMINDER_HOUR = 8;

/** Why a reminder is sent: the task is due tomorrow, or its day is over. */
export function taskReminderReason(dueDate: Date, now: Date, timeZone: string): 'dueTomorrow' | 'overdue' | null {
  if (dueDate.getTime() < startOfDayInTimeZone(now, timeZone).getTime()) return 'overdue';
  const tomorrowStart = startOfDayOffsetInTimeZone(now, 1, timeZone).getTime();
  if (dueDate.getTime() >= tomorrowStart && dueDate.getTime() <= endOfTomorrow(now, timeZone).getTime())
    return 'dueTomorrow';
  return null;
}

/** `YYYY-MM-DD` of the calendar day of `date` in the zone. */
export function calendarDayKey(date: Date, timeZone: string): string {
  const { year, month, day } = calendarDateInTimeZone(date, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** End of the calendar day a `YYYY-MM-DD` string names, in the zone (what a date input's value is due at). */
export function endOfDayKeyInTimeZone(key: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) return null;
  return endOfCalendarDayInTimeZone(date, timeZone);
}

/** The tasks API's reasons (bad input it refuses): `extensions.reason`, translated by the web by key. */
export const TASK_ERROR_MESSAGES = {
  notFound: { key: 'tasks.errors.notFound', defaultMessage: 'This task does not exist.' },
  automated: {
    key: 'tasks.errors.automated',
    defaultMessage: 'Automated tasks are completed by the work they stand for, not by hand.',
  },
  notAssignee: { key: 'tasks.errors.notAssignee', defaultMessage: 'Only an assignee can tick this task.' },
  othersAssignment: {
    key: 'tasks.errors.othersAssignment',
    defaultMessage: 'You can only tick your own part of a task.',
  },
  unknownAssignee: {
    key: 'tasks.errors.unknownAssignee',
    defaultMessage: 'Every assignee must be a person, startup or programme of this organisation.',
  },
  assigneeNotAllowed: {
    key: 'tasks.errors.assigneeNotAllowed',
    defaultMessage: 'You cannot give tasks to some of these assignees.',
  },
  emptyGroup: { key: 'tasks.errors.emptyGroup', defaultMessage: 'A chosen startup or programme has nobody to assign.' },
  notEditable: { key: 'tasks.errors.notEditable', defaultMessage: 'Automated tasks cannot be edited.' },
  nameTooLong: { key: 'tasks.errors.nameTooLong', defaultMessage: 'The name can have at most {max} characters.' },
  tooManyAssignees: {
    key: 'tasks.errors.tooManyAssignees',
    defaultMessage: 'A task can have at most {max} assignee entries.',
  },
  invalidUrl: {
    key: 'tasks.errors.invalidUrl',
    defaultMessage: 'The link must be a web address (http or https) or a mailto: link.',
  },
  unknownStartup: {
    key: 'tasks.errors.unknownStartup',
    defaultMessage: 'There is no such startup in this organisation.',
  },
} as const satisfies ErrorReasonTable;
export type TaskErrorName = keyof typeof TASK_ERROR_MESSAGES;

/** The staff views /tasks/users and /tasks/startups: staff-like roles and sub-admins (they see what TASK/TASK:VIEW grants). */
export const TASK_TEAM_VIEW_ROLES: readonly RoleType[] = [...STAFF_LIKE_ROLES, 'SubAdmin'];
