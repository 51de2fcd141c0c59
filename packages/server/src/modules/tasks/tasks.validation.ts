// Input rules of the tasks API: the task form's rules of @ascent/shared (the same function the web form runs), in
// the organisation's time zone, plus the limits the form cannot break but a direct caller could.
import {
  TASK_ASSIGNEE_ENTRIES_MAX,
  TASK_ERROR_MESSAGES,
  TASK_FORM_MESSAGES,
  TASK_NAME_MAX_LENGTH,
  TASK_URL_MAX_LENGTH,
  isValidTimeZone,
  normalizeWebLink,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormInput,
} from '@ascent/shared';
import { AppError, reasonError } from '../../core/errors.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';

/** The organisation's zone; a zone Intl does not know falls back to UTC rather than failing every task. */
export function timeZoneOf(tenant: Pick<IncubatorRow, 'timezone'>): string {
  return isValidTimeZone(tenant.timezone) ? tenant.timezone : 'UTC';
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar date at the start of an ISO text exists: Date rolls 2026-02-30 over to 2 March. */
function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An ISO date or instant, else VALIDATION_FAILED naming the field. */
export function parseInstant(value: string, field: string): Date {
  const date = ISO_INSTANT.test(value.trim()) && isCalendarDate(value.trim()) ? new Date(value.trim()) : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    throw new AppError('VALIDATION_FAILED', `${field} must be an ISO 8601 date.`, {
      fields: { [field]: 'invalidDate' },
    });
  return date;
}

export function optionalInstant(value: string | null | undefined, field: string): Date | undefined {
  return value == null || value === '' ? undefined : parseInstant(value, field);
}

/**
 * The task form's rules; throws VALIDATION_FAILED with the failing fields' messages joined by ". " (spec 01 §8)
 * and `details.fields` naming each field's message (TASK_FORM_MESSAGES), so the web can translate them.
 * `keepDueDate`: an edit that leaves a past due date as it was is not refused for it.
 */
export function checkTaskForm(
  input: TaskFormInput,
  now: Date,
  timeZone: string,
  opts: { keepDueDate?: Date } = {},
): void {
  const due =
    typeof input.dueDate === 'string' && input.dueDate !== '' ? parseInstant(input.dueDate, 'dueDate') : input.dueDate;
  const errors: TaskFormErrors = validateTaskForm({ ...input, dueDate: due }, now, timeZone);
  if (
    errors.dueDate === 'dueDateInPast' &&
    opts.keepDueDate &&
    due instanceof Date &&
    due.getTime() === opts.keepDueDate.getTime()
  )
    delete errors.dueDate;
  const failed = Object.entries(errors) as [keyof TaskFormErrors, NonNullable<TaskFormErrors[keyof TaskFormErrors]>][];
  if (failed.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      failed.map(([, name]) => TASK_FORM_MESSAGES[name].defaultMessage).join('. '),
      { fields: Object.fromEntries(failed) },
    );
  }
  if ((input.name ?? '').trim().length > TASK_NAME_MAX_LENGTH) {
    throw reasonError(
      'VALIDATION_FAILED',
      TASK_ERROR_MESSAGES,
      'nameTooLong',
      { max: TASK_NAME_MAX_LENGTH },
      { fields: { name: 'tooLong' } },
    );
  }
  if ((input.assignees ?? []).length > TASK_ASSIGNEE_ENTRIES_MAX) {
    throw reasonError(
      'VALIDATION_FAILED',
      TASK_ERROR_MESSAGES,
      'tooManyAssignees',
      { max: TASK_ASSIGNEE_ENTRIES_MAX },
      { fields: { assignees: 'tooMany' } },
    );
  }
}

/** A link for the task: http:// prepended as the form does (spec 01 §5), then it must be an http(s) or mailto link. */
export function cleanTaskUrl(url: string | null | undefined): string | null {
  const link = normalizeWebLink(url);
  if (link === '') return null;
  let ok = link.length <= TASK_URL_MAX_LENGTH;
  try {
    const parsed = new URL(link);
    ok &&=
      ['http:', 'https:', 'mailto:'].includes(parsed.protocol) &&
      (parsed.protocol === 'mailto:' || parsed.hostname.length > 0);
  } catch {
    ok = false;
  }
  if (!ok)
    throw reasonError('VALIDATION_FAILED', TASK_ERROR_MESSAGES, 'invalidUrl', undefined, {
      fields: { url: 'invalidUrl' },
    });
  return link;
}
