// Time-zone arithmetic with plain Date and Intl only (no dayjs here: the package has no dependencies).
// Every function takes the time zone explicitly, so the result never depends on the process's TZ.

const DAY_MS = 86_400_000;

/** A calendar date; month is 1-based (1 = January). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A wall-clock date and time as read in some time zone. */
export interface WallTime extends CalendarDate {
  readonly hour?: number;
  readonly minute?: number;
  readonly second?: number;
  readonly millisecond?: number;
}

export const RELATIVE_DAYS = ['yesterday', 'today', 'tomorrow'] as const;
export type RelativeDay = (typeof RELATIVE_DAYS)[number];
export const RELATIVE_DAY_LABELS: Readonly<Record<RelativeDay, string>> = {
  yesterday: 'Yesterday',
  today: 'Today',
  tomorrow: 'Tomorrow',
};

// Building a DateTimeFormat is costly; one per zone is kept (a memo, not state that changes results).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
}

/** True when Intl knows the zone (IANA names such as 'Asia/Kolkata', or 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock fields of an instant in a zone (millisecond carried over from the instant). */
export function wallTimeInTimeZone(date: Date, timeZone: string): Required<WallTime> {
  assertValidDate(date);
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const t = date.getTime();
  return {
    year: fields.year ?? NaN,
    month: fields.month ?? NaN,
    day: fields.day ?? NaN,
    // Some engines print midnight as 24 even with h23.
    hour: (fields.hour ?? NaN) % 24,
    minute: fields.minute ?? NaN,
    second: fields.second ?? NaN,
    millisecond: t - Math.floor(t / 1000) * 1000,
  };
}

export function calendarDateInTimeZone(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallTimeInTimeZone(date, timeZone);
  return { year, month, day };
}

function wallTimeAsUtcMs(wall: WallTime): number {
  return Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
    wall.millisecond ?? 0,
  );
}

/** Offset of the zone from UTC at that instant, in ms (Asia/Kolkata: +19_800_000). */
export function timeZoneOffsetMs(date: Date, timeZone: string): number {
  return wallTimeAsUtcMs(wallTimeInTimeZone(date, timeZone)) - date.getTime();
}

/**
 * The instant at which the zone's clocks show `wall`. Like Temporal's 'compatible' disambiguation:
 * a repeated time (clocks going back) gives the earlier instant; a skipped time (clocks going
 * forward) is moved forward by the length of the gap.
 */
export function zonedWallTimeToUtc(wall: WallTime, timeZone: string): Date {
  const target = wallTimeAsUtcMs(wall);
  if (Number.isNaN(target)) throw new RangeError('Invalid wall time');
  const offsetAt = (t: number): number => timeZoneOffsetMs(new Date(t), timeZone);
  // Offsets a day either side bracket any transition near the target.
  const offsets = new Set([offsetAt(target - DAY_MS), offsetAt(target), offsetAt(target + DAY_MS)]);
  const candidates = [...offsets].map((offset) => target - offset);
  const exact = candidates.filter((t) => t + offsetAt(t) === target);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** Calendar arithmetic on a date (month and year roll over). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** First instant of a calendar day in the zone (not always 00:00 where DST starts at midnight). */
export function startOfCalendarDayInTimeZone(date: CalendarDate, timeZone: string): Date {
  return zonedWallTimeToUtc(date, timeZone);
}

/** Last millisecond of a calendar day in the zone. */
export function endOfCalendarDayInTimeZone(date: CalendarDate, timeZone: string): Date {
  return new Date(startOfCalendarDayInTimeZone(addCalendarDays(date, 1), timeZone).getTime() - 1);
}

/** Start of the day that contains `date`, as seen in the zone. */
export function startOfDayInTimeZone(date: Date, timeZone: string): Date {
  return startOfCalendarDayInTimeZone(calendarDateInTimeZone(date, timeZone), timeZone);
}

/** End (last millisecond) of the day that contains `date`, as seen in the zone. */
export function endOfDayInTimeZone(date: Date, timeZone: string): Date {
  return endOfCalendarDayInTimeZone(calendarDateInTimeZone(date, timeZone), timeZone);
}

/** Start of the day `days` away from the day containing `date` (negative for the past). */
export function startOfDayOffsetInTimeZone(date: Date, days: number, timeZone: string): Date {
  return startOfCalendarDayInTimeZone(addCalendarDays(calendarDateInTimeZone(date, timeZone), days), timeZone);
}

/** End of the day `days` away from the day containing `date`. */
export function endOfDayOffsetInTimeZone(date: Date, days: number, timeZone: string): Date {
  return endOfCalendarDayInTimeZone(addCalendarDays(calendarDateInTimeZone(date, timeZone), days), timeZone);
}

/** 'yesterday' | 'today' | 'tomorrow' for `date` relative to `now` in the zone, else null. */
export function relativeDay(date: Date, now: Date, timeZone: string): RelativeDay | null {
  const a = calendarDateInTimeZone(date, timeZone);
  const b = calendarDateInTimeZone(now, timeZone);
  const diff = Math.round((Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / DAY_MS);
  if (diff === -1) return 'yesterday';
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  return null;
}

/**
 * The month before the date's month, taken in UTC. The categorization form asks about
 * "the period of {month year}" with this month.
 */
export function previousMonthUtc(date: Date): { readonly year: number; readonly month: number } {
  assertValidDate(date);
  const month = date.getUTCMonth(); // 0-based, so this is already "minus one" once made 1-based
  return month === 0 ? { year: date.getUTCFullYear() - 1, month: 12 } : { year: date.getUTCFullYear(), month };
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_KEY_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

/** The BCP 47 tag for an interface language ("ja_JP" → "ja-JP"); an unknown tag falls back to English. */
function intlLanguage(language: string): string {
  const tag = language.replace(/_/g, '-');
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length ? tag : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The one way the app writes a date: "Nov 26, 2026" in the reader's language ("26 نوفمبر 2026", "26. Nov. 2026").
 * A calendar-day key ("2026-11-26": periods, due days, start dates) is that day wherever the reader is; an instant
 * is read in `timeZone` (UTC when none is given, the spec's default). An invalid value is given back as it came.
 */
export function formatDate(value: Date | string, language: string, timeZone?: string | null): string {
  const key = typeof value === 'string' && DATE_KEY.test(value);
  const date = typeof value === 'string' ? new Date(key ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const zone = key ? 'UTC' : timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat(intlLanguage(language), {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: zone,
  }).format(date);
}

/** A text with its ISO calendar days ("2026-10-01 – 2026-10-31") written the same way, in the reader's language. */
export function formatDatesInText(text: string, language: string): string {
  return text.replace(DATE_KEY_IN_TEXT, (key) => formatDate(key, language));
}

/** 'YYYY-MM-DD' → CalendarDate, or null when it is not a real day. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}
