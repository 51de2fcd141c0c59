// Free timeslots of a one-on-one event (issue 19): each host's local availability (weekly schedule, or a date
// override in its place) turned into instants in the host's own zone, merged, minus the host's busy times, cut into
// sessions of `durationMinutes` every `incrementMinutes` from each free range's start, then kept when they begin
// after the notice period and lie inside the event's dates and booking window. The grid is walked in UTC
// milliseconds, so a day on which clocks change has exactly as many slots as it has real hours (Europe/Paris on the
// last Sunday of October: 02:00–03:00 happens twice and is offered twice, as two different instants).
import type { DateOverride, WeeklyRule } from './availability.ts';
import {
  addCalendarDays,
  calendarDateInTimeZone,
  timeZoneOffsetMs,
  zonedWallTimeToUtc,
  type CalendarDate,
} from './dates.ts';
import { noticePeriodMs, type AvailabilityType, type NoticePeriodUnit } from './events.ts';

const MINUTE = 60_000;

export interface SlotHost {
  readonly id: string;
  readonly timezone: string;
  readonly rules: readonly WeeklyRule[];
  readonly overrides: readonly DateOverride[];
  /** Busy instants (bookings, linked calendars), in ms; end exclusive. */
  readonly busy: readonly { readonly start: number; readonly end: number }[];
}

export interface SlotQuery {
  readonly hosts: readonly SlotHost[];
  /** The range asked for (e.g. the weeks shown), in ms. */
  readonly from: number;
  readonly to: number;
  readonly durationMinutes: number;
  readonly incrementMinutes: number;
  readonly now: number;
  readonly notice: { readonly periodValue: number; readonly periodUnit: NoticePeriodUnit };
  /** The event's own dates: sessions happen between them. */
  readonly eventStart: number;
  readonly eventEnd: number;
  readonly window: {
    readonly type: AvailabilityType;
    readonly from: number | null;
    readonly until: number | null;
  };
}

export interface Slot {
  readonly start: number;
  readonly end: number;
  /** The hosts free for the whole session, in the order given. */
  readonly hostIds: readonly string[];
}

type Range = { start: number; end: number };

const dateKey = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Weekday index (0 = Monday) of a calendar date. */
function weekdayOf(d: CalendarDate): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

/** The instant a local "minutes from midnight" of a date means in the zone (1440: the next day's midnight). */
function localInstant(d: CalendarDate, minutes: number, timeZone: string): number {
  const day = minutes >= 1440 ? addCalendarDays(d, 1) : d;
  const m = minutes % 1440;
  return zonedWallTimeToUtc({ ...day, hour: Math.floor(m / 60), minute: m % 60 }, timeZone).getTime();
}

const HOUR = 3_600_000;

/**
 * Converts local minutes of one date to instants. Offsets lie within ±14 h, so the whole local day falls between
 * 14 h before and 38 h after its wall-clock midnight read as UTC: when the offset is the same at both ends, no
 * clock change happens that day and plain arithmetic holds (two Intl calls instead of several per time); on the
 * rare day with a change the exact conversion runs.
 */
function dayConverter(d: CalendarDate, timeZone: string): (minutes: number) => number {
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  const before = timeZoneOffsetMs(new Date(wall - 14 * HOUR), timeZone);
  const after = timeZoneOffsetMs(new Date(wall + 38 * HOUR), timeZone);
  if (before === after) return (minutes) => wall + minutes * MINUTE - before;
  return (minutes) => localInstant(d, minutes, timeZone);
}

/** A host's available instants between `from` and `to`, merged and sorted. */
export function hostAvailableRanges(host: SlotHost, from: number, to: number): Range[] {
  const overrides = new Map(host.overrides.map((o) => [o.date, o.ranges]));
  const byWeekday: Range[][] = [[], [], [], [], [], [], []];
  for (const r of host.rules) byWeekday[r.weekday]?.push({ start: r.start, end: r.end });
  const ranges: Range[] = [];
  // A day either side: the host's local days straddle the UTC range.
  let day = addCalendarDays(calendarDateInTimeZone(new Date(from), host.timezone), -1);
  const last = addCalendarDays(calendarDateInTimeZone(new Date(to), host.timezone), 1);
  for (let guard = 0; guard < 800 && dateKey(day) <= dateKey(last); guard++, day = addCalendarDays(day, 1)) {
    const local = overrides.get(dateKey(day)) ?? byWeekday[weekdayOf(day)]!;
    if (local.length === 0) continue;
    const toInstant = dayConverter(day, host.timezone);
    for (const r of local) {
      const start = toInstant(r.start);
      const end = toInstant(r.end);
      if (end > from && start < to && end > start) ranges.push({ start, end });
    }
  }
  return mergeRanges(ranges);
}

/** Sorted union of ranges; touching ranges join. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const r of sorted) {
    const prev = out.at(-1);
    if (prev && r.start <= prev.end) prev.end = Math.max(prev.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** Ranges less the busy ones. */
export function subtractRanges(ranges: readonly Range[], busy: readonly Range[]): Range[] {
  const cuts = mergeRanges(busy);
  const out: Range[] = [];
  for (const r of ranges) {
    let start = r.start;
    for (const b of cuts) {
      if (b.end <= start || b.start >= r.end) continue;
      if (b.start > start) out.push({ start, end: b.start });
      start = Math.max(start, b.end);
    }
    if (start < r.end) out.push({ start, end: r.end });
  }
  return out;
}

/** The earliest and latest instants a session may occupy, from the event's dates, window and notice period. */
export function bookableBounds(q: SlotQuery): Range {
  let start = Math.max(q.from, q.eventStart, q.now + noticePeriodMs(q.notice.periodValue, q.notice.periodUnit));
  let end = Math.min(q.to, q.eventEnd);
  if (q.window.type !== 'UNRESTRICTED' && q.window.from !== null) start = Math.max(start, q.window.from);
  if (q.window.type === 'BETWEEN_DATES' && q.window.until !== null) end = Math.min(end, q.window.until);
  return { start, end };
}

/** Free slots of the event between `from` and `to`, sorted by start, each with the hosts free for it. */
export function computeEventSlots(q: SlotQuery): Slot[] {
  const duration = q.durationMinutes * MINUTE;
  const step = q.incrementMinutes * MINUTE;
  if (!(duration > 0) || !(step > 0)) return [];
  const bounds = bookableBounds(q);
  if (bounds.end - bounds.start < duration) return [];
  const byStart = new Map<number, string[]>();
  for (const host of q.hosts) {
    // A session may begin before `from` is reached by the grid: read a duration's margin on either side.
    const available = hostAvailableRanges(host, bounds.start - duration, bounds.end + duration);
    for (const free of subtractRanges(available, host.busy)) {
      for (let t = free.start; t + duration <= free.end; t += step) {
        if (t < bounds.start || t + duration > bounds.end) continue;
        const hosts = byStart.get(t);
        if (hosts) hosts.push(host.id);
        else byStart.set(t, [host.id]);
      }
    }
  }
  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, hostIds]) => ({ start, end: start + duration, hostIds }));
}

/** The hosts free for a session starting at `start`, or none when that instant is not an offered slot. */
export function hostsFreeAt(q: SlotQuery, start: number): readonly string[] {
  const duration = q.durationMinutes * MINUTE;
  const narrow = { ...q, from: Math.max(q.from, start - duration), to: Math.min(q.to, start + 2 * duration) };
  return computeEventSlots(narrow).find((s) => s.start === start)?.hostIds ?? [];
}
