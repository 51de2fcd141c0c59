// Availability (issue 19, spec 02 §9): a person's weekly schedule in their own IANA zone, with date overrides and
// time off. Times of day are minutes from local midnight (0–1440); weekdays are WEEKDAYS indices (0 = Monday).
// These rules are shared by the availability screens and the server, which refuses what they refuse.
import { isValidTimeZone } from './dates.ts';
import { HOURS_MODE_RANGES, WEEKDAYS, type HoursMode } from './events.ts';

/** A local time range of one day, in minutes from midnight; end is exclusive (1440 = the end of the day). */
export interface MinuteRange {
  readonly start: number;
  readonly end: number;
}

export interface WeeklyRule extends MinuteRange {
  /** 0 = Monday … 6 = Sunday. */
  readonly weekday: number;
}

/** One calendar date ('YYYY-MM-DD') whose ranges replace the weekly schedule; no ranges is a day off. */
export interface DateOverride {
  readonly date: string;
  readonly ranges: readonly MinuteRange[];
}

export interface WeeklyAvailability {
  readonly timezone: string;
  readonly hoursMode: HoursMode;
  readonly rules: readonly WeeklyRule[];
}

export const AVAILABILITY_LIMITS = {
  /** Times are on a five-minute grid (every timeslot increment and session length is a multiple of five). */
  step: 5,
  rulesPerWeek: 70,
  overrides: 400,
  rangesPerDay: 10,
} as const;

export const AVAILABILITY_ERROR_MESSAGES = {
  badTimezone: {
    key: 'availability.errors.badTimezone',
    defaultMessage: 'This time zone does not exist. Choose one from the list.',
  },
  badHoursMode: { key: 'availability.errors.badHoursMode', defaultMessage: 'Choose business hours or all hours.' },
  badRange: {
    key: 'availability.errors.badRange',
    defaultMessage: 'Each time range must end after it starts, on a five-minute step.',
  },
  outsideHours: {
    key: 'availability.errors.outsideHours',
    defaultMessage: 'In business hours mode, times are between 07:00 and 18:00.',
  },
  overlap: {
    key: 'availability.errors.overlap',
    defaultMessage: 'Two time ranges of the same day overlap. Merge or move them.',
  },
  badDate: { key: 'availability.errors.badDate', defaultMessage: 'Enter a valid date.' },
  duplicateDate: { key: 'availability.errors.duplicateDate', defaultMessage: 'A date is listed twice.' },
  tooMany: { key: 'availability.errors.tooMany', defaultMessage: 'Too many time ranges.' },
} as const;
export type AvailabilityErrorName = keyof typeof AVAILABILITY_ERROR_MESSAGES;

/** "HH:mm" of minutes from midnight (1440 → "24:00"). */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes from midnight of "HH:mm" (up to "24:00"), or null. */
export function clockToMinutes(clock: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!m) return null;
  const value = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && value <= 1440 ? value : null;
}

/** The local range each hours mode allows (all hours: the whole day). */
export function hoursModeBounds(mode: HoursMode): MinuteRange {
  if (mode === 'ALL_HOURS') return { start: 0, end: 1440 };
  const { start, end } = HOURS_MODE_RANGES.BUSINESS_HOURS;
  return { start: clockToMinutes(start)!, end: clockToMinutes(end)! };
}

function rangeError(r: MinuteRange, bounds: MinuteRange): AvailabilityErrorName | null {
  const { step } = AVAILABILITY_LIMITS;
  if (!Number.isInteger(r.start) || !Number.isInteger(r.end) || r.start < 0 || r.end > 1440 || r.end <= r.start)
    return 'badRange';
  if (r.start % step || r.end % step) return 'badRange';
  if (r.start < bounds.start || r.end > bounds.end) return 'outsideHours';
  return null;
}

/** The first problem of a day's ranges (bad, out of hours or overlapping), or null. Touching ranges are fine. */
export function dayRangesError(ranges: readonly MinuteRange[], bounds: MinuteRange): AvailabilityErrorName | null {
  if (ranges.length > AVAILABILITY_LIMITS.rangesPerDay) return 'tooMany';
  for (const r of ranges) {
    const bad = rangeError(r, bounds);
    if (bad) return bad;
  }
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.start < sorted[i - 1]!.end) return 'overlap';
  return null;
}

/** The first problem of a weekly schedule, or null. */
export function weeklyAvailabilityError(w: WeeklyAvailability): AvailabilityErrorName | null {
  if (!isValidTimeZone(w.timezone) || w.timezone.length > 64) return 'badTimezone';
  if (!(w.hoursMode in HOURS_MODE_RANGES)) return 'badHoursMode';
  if (w.rules.length > AVAILABILITY_LIMITS.rulesPerWeek) return 'tooMany';
  if (!w.rules.every((r) => Number.isInteger(r.weekday) && r.weekday >= 0 && r.weekday < WEEKDAYS.length))
    return 'badRange';
  const bounds = hoursModeBounds(w.hoursMode);
  for (let day = 0; day < WEEKDAYS.length; day++) {
    const bad = dayRangesError(
      w.rules.filter((r) => r.weekday === day),
      bounds,
    );
    if (bad) return bad;
  }
  return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isCalendarDateString(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The first problem of a list of date overrides, or null (overrides follow the person's hours mode). */
export function overridesError(overrides: readonly DateOverride[], mode: HoursMode): AvailabilityErrorName | null {
  if (overrides.length > AVAILABILITY_LIMITS.overrides) return 'tooMany';
  const seen = new Set<string>();
  for (const o of overrides) {
    if (!isCalendarDateString(o.date)) return 'badDate';
    if (seen.has(o.date)) return 'duplicateDate';
    seen.add(o.date);
    const bad = dayRangesError(o.ranges, hoursModeBounds(mode));
    if (bad) return bad;
  }
  return null;
}

/** Business hours Monday to Friday: the schedule offered to someone who has none yet. */
export function defaultWeeklyRules(): WeeklyRule[] {
  const { start, end } = hoursModeBounds('BUSINESS_HOURS');
  return [0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: start + 120, end: end - 60 }));
}
