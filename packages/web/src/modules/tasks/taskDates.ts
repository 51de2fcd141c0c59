// Due dates as the task screens show and enter them: always in the organisation's time zone (a task is due at
// the end of a day there), whatever the browser's zone.
import {
  calendarDayKey,
  defaultTaskDueDate,
  earliestTaskDueDate,
  endOfDayKeyInTimeZone,
  formatDate,
  relativeDay,
  taskDueBucket,
  type RelativeDay,
} from '@ascent/shared';

/** The date input's value (`YYYY-MM-DD`) for a due date. */
export function dueDateInputValue(iso: string | Date, timeZone: string): string {
  return calendarDayKey(typeof iso === 'string' ? new Date(iso) : iso, timeZone);
}

/** A new task's date: today there. */
export function defaultDueDateInputValue(now: Date, timeZone: string): string {
  return calendarDayKey(defaultTaskDueDate(now, timeZone), timeZone);
}

/** The earliest day the form accepts: yesterday there. */
export function minDueDateInputValue(now: Date, timeZone: string): string {
  return calendarDayKey(earliestTaskDueDate(now, timeZone), timeZone);
}

/** What is sent: the end of the chosen day there, as a UTC ISO string (null for no or a malformed date). */
export function dueDateForSubmit(inputValue: string, timeZone: string): string | null {
  return endOfDayKeyInTimeZone(inputValue, timeZone)?.toISOString() ?? null;
}

export interface DueLabel {
  /** Yesterday / Today / Tomorrow when it is one of those days there. */
  readonly relative: RelativeDay | null;
  /** The date, "MMM DD, YYYY" style in the interface language, as the organisation's calendar has it. */
  readonly date: string;
  readonly overdue: boolean;
}

export function dueLabel(iso: string, now: Date, timeZone: string, language: string, done: boolean): DueLabel {
  const due = new Date(iso);
  return {
    relative: relativeDay(due, now, timeZone),
    date: formatDate(due, language, timeZone),
    overdue: !done && taskDueBucket(due, now, timeZone) === 'overdue',
  };
}
