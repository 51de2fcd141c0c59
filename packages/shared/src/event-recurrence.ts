// Recurring group events (issue 19): a rule in the words of iCalendar's RRULE (FREQ, INTERVAL, BYDAY, COUNT or
// UNTIL) and the occurrences it gives. The first event is always the first occurrence; the later ones keep its wall
// time in the event's time zone (10:00 stays 10:00 across a change of summer time) and its length. A day a month
// or a year lacks (the 31st, 29 February) is skipped, as iCalendar does. The server materialises each occurrence
// as an event of its own when the series is published, so each is booked, attended and cancelled on its own.
import {
  addCalendarDays,
  calendarDateInTimeZone,
  parseCalendarDate,
  wallTimeInTimeZone,
  zonedWallTimeToUtc,
  type CalendarDate,
} from './dates.ts';
import { weekdayOf } from './calendar.ts';
import { RECURRENCE_FREQUENCIES, WEEKDAYS, type RecurrenceFrequency, type Weekday } from './events.ts';

export interface RecurrenceRule {
  readonly frequency: RecurrenceFrequency;
  /** Every `interval` days, weeks, months or years (1 = every one). */
  readonly interval: number;
  /** Weekly rules: the days of the week (empty: the first event's day). Ignored by the others. */
  readonly weekdays: readonly Weekday[];
  /** How many occurrences in all, the first included; or null with `until`. */
  readonly count: number | null;
  /** The last day an occurrence may fall on (YYYY-MM-DD in the event's zone); or null with `count`. */
  readonly until: string | null;
}

export const RECURRENCE_LIMITS = {
  interval: 30,
  /** A series has at most this many occurrences (a weekly event for a year). */
  occurrences: 52,
  /** The last occurrence is at most this many days after the first. */
  horizonDays: 731,
} as const;

export type RecurrenceProblem = 'badRecurrence' | 'recurrenceEnd' | 'tooManyOccurrences';

/** The iCalendar code of a day's weekday. */
export const weekdayCodeOf = (date: CalendarDate): Weekday => WEEKDAYS[weekdayOf(date)]!;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Why a rule cannot be used, or null. `count` and `until` are exclusive: a series always ends. */
export function recurrenceProblem(rule: RecurrenceRule, firstStart: Date, timeZone: string): RecurrenceProblem | null {
  if (!(RECURRENCE_FREQUENCIES as readonly string[]).includes(rule.frequency)) return 'badRecurrence';
  if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > RECURRENCE_LIMITS.interval)
    return 'badRecurrence';
  if (rule.weekdays.length > 7 || !rule.weekdays.every((d) => (WEEKDAYS as readonly string[]).includes(d)))
    return 'badRecurrence';
  if ((rule.count == null) === (rule.until == null)) return 'recurrenceEnd';
  if (rule.count != null && (!Number.isInteger(rule.count) || rule.count < 2)) return 'recurrenceEnd';
  if (rule.count != null && rule.count > RECURRENCE_LIMITS.occurrences) return 'tooManyOccurrences';
  const first = calendarDateInTimeZone(firstStart, timeZone);
  // A count the two years cannot hold (every year on 29 February, …).
  if (rule.count != null && occurrenceDates(rule, first, rule.count).length < rule.count) return 'tooManyOccurrences';
  if (rule.until != null) {
    const until = parseCalendarDate(rule.until);
    if (!until || dayNumber(until) <= dayNumber(first)) return 'recurrenceEnd';
    if (dayNumber(until) - dayNumber(first) > RECURRENCE_LIMITS.horizonDays) return 'tooManyOccurrences';
    const dates = occurrenceDates(rule, first, RECURRENCE_LIMITS.occurrences + 1).length;
    if (dates > RECURRENCE_LIMITS.occurrences) return 'tooManyOccurrences';
    if (dates < 2) return 'recurrenceEnd';
  }
  return null;
}

/** The calendar days of the occurrences, the first included, at most `max` of them. */
function occurrenceDates(rule: RecurrenceRule, first: CalendarDate, max: number): CalendarDate[] {
  const until = rule.until ? parseCalendarDate(rule.until) : null;
  const wanted = Math.min(rule.count ?? max, max);
  const last = until ? dayNumber(until) : dayNumber(first) + RECURRENCE_LIMITS.horizonDays;
  const out: CalendarDate[] = [first];
  const take = (d: CalendarDate) => {
    if (out.length < wanted && dayNumber(d) > dayNumber(first) && dayNumber(d) <= last) out.push(d);
  };
  for (let step = 1; out.length < wanted; step += 1) {
    const n = step * rule.interval;
    if (rule.frequency === 'DAILY') {
      const d = addCalendarDays(first, n);
      if (dayNumber(d) > last) break;
      take(d);
    } else if (rule.frequency === 'WEEKLY') {
      const days = rule.weekdays.length ? rule.weekdays : [weekdayCodeOf(first)];
      // The week of the first event starts on its Monday; step 0's later days are taken before step 1.
      const monday = addCalendarDays(first, -weekdayOf(first));
      if (step === 1)
        for (const w of WEEKDAYS) if (days.includes(w)) take(addCalendarDays(monday, WEEKDAYS.indexOf(w)));
      const weekStart = addCalendarDays(monday, 7 * n);
      if (dayNumber(weekStart) > last) break;
      for (const w of WEEKDAYS) if (days.includes(w)) take(addCalendarDays(weekStart, WEEKDAYS.indexOf(w)));
    } else {
      const months = rule.frequency === 'MONTHLY' ? n : n * 12;
      const index = first.month - 1 + months;
      const year = first.year + Math.floor(index / 12);
      const month = (index % 12) + 1;
      if (dayNumber({ year, month, day: 1 }) > last) break;
      if (first.day <= daysInMonth(year, month)) take({ year, month, day: first.day });
    }
  }
  return out;
}

/** The start and end of every occurrence, the first event's own included, for a rule without a problem. */
export function occurrencesOf(
  rule: RecurrenceRule,
  firstStart: Date,
  firstEnd: Date,
  timeZone: string,
): { start: Date; end: Date }[] {
  const wall = wallTimeInTimeZone(firstStart, timeZone);
  const length = firstEnd.getTime() - firstStart.getTime();
  const first = calendarDateInTimeZone(firstStart, timeZone);
  return occurrenceDates(rule, first, RECURRENCE_LIMITS.occurrences).map((d, i) => {
    const start = i === 0 ? firstStart : zonedWallTimeToUtc({ ...d, hour: wall.hour, minute: wall.minute }, timeZone);
    return { start, end: new Date(start.getTime() + length) };
  });
}
