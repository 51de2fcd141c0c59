// The calendar (issue 19 item 5): what a person attends or hosts, from every module that plans time (events and
// their one-on-one bookings, coaching sessions), shown by month, week or day and published as a private ICS feed.
import { addCalendarDays, type CalendarDate } from './dates.ts';
import type { ErrorReasonTable } from './errors.ts';

/** Where an entry comes from. */
export const CALENDAR_ENTRY_KINDS = ['EVENT', 'BOOKING', 'COACHING'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** The person's part in it. */
export const CALENDAR_ENTRY_ROLES = ['HOST', 'ATTENDEE'] as const;
export type CalendarEntryRole = (typeof CALENDAR_ENTRY_ROLES)[number];

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The longest span one `calendarEntries` query may ask (a month view shows six weeks). */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** The feed holds entries that ended at most this long ago, and everything ahead. */
export const CALENDAR_FEED_PAST_DAYS = 180;
/** And at most this many entries (the nearest to now kept). */
export const CALENDAR_FEED_MAX_ENTRIES = 5000;
/** How often subscribers are asked to fetch the feed again. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;

export const CALENDAR_REASONS = {
  badRange: {
    key: 'calendar.errors.badRange',
    defaultMessage: 'The end of the range must be after its start, at most 62 days later.',
  },
  feedGone: {
    key: 'calendar.errors.feedGone',
    defaultMessage: 'This calendar address is no longer valid. Create a new one on the calendar page.',
  },
} as const satisfies ErrorReasonTable;
export type CalendarReason = keyof typeof CALENDAR_REASONS;

export const isCalendarView = (value: unknown): value is CalendarView =>
  typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);

/** 0 = Monday … 6 = Sunday, of a calendar date. */
export const weekdayOf = (d: CalendarDate) => (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;

/** The first day of the week holding `d`, the week starting on `weekStart` (0 = Monday … 6 = Sunday). */
export const startOfWeek = (d: CalendarDate, weekStart = 0) =>
  addCalendarDays(d, -((weekdayOf(d) - weekStart + 7) % 7));

/** The days a view shows around `d`: one day, its week, or the whole weeks covering its month. */
export function viewDays(view: CalendarView, d: CalendarDate, weekStart = 0): CalendarDate[] {
  if (view === 'day') return [d];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addCalendarDays(startOfWeek(d, weekStart), i));
  const first = startOfWeek({ year: d.year, month: d.month, day: 1 }, weekStart);
  const lastDay = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
  const weeks = Math.ceil((weekdayOffset(first, { year: d.year, month: d.month, day: 1 }) + lastDay) / 7);
  return Array.from({ length: weeks * 7 }, (_, i) => addCalendarDays(first, i));
}

/** Days from `a` to `b` (both calendar dates). */
const weekdayOffset = (a: CalendarDate, b: CalendarDate) =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);

/** The date the view moves to, one step back (-1) or on (+1). */
export function stepView(view: CalendarView, d: CalendarDate, step: -1 | 1): CalendarDate {
  if (view === 'day') return addCalendarDays(d, step);
  if (view === 'week') return addCalendarDays(d, 7 * step);
  const month = d.month + step;
  const year = d.year + Math.floor((month - 1) / 12);
  return { year, month: ((month - 1 + 12) % 12) + 1, day: 1 };
}

/** 'YYYY-MM-DD' */
export const calendarDateString = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * One entry as a module that plans time gives it to the calendar (server side): the calendar adds the names of the
 * other people, the feed's UID and SEQUENCE.
 */
export interface CalendarItem {
  readonly kind: CalendarEntryKind;
  /** The event's, booking's or session's id. */
  readonly sourceId: string;
  readonly role: CalendarEntryRole;
  readonly title: string;
  /** Plain text. */
  readonly description: string;
  readonly location: string;
  readonly conferenceUrl: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly timezone: string;
  readonly cancelled: boolean;
  /** Its page in the app ('/events/…'). */
  readonly path: string;
  /** The other people of it. */
  readonly withIds: readonly string[];
  readonly createdAt: Date;
  /** Its last change (a cancellation included). */
  readonly updatedAt: Date;
}

/** What a source is asked: one person's entries overlapping [from, to), by start, at most `limit`. */
export interface CalendarQuery {
  readonly userId: string;
  readonly from: Date;
  readonly to: Date;
  readonly limit: number;
  /** The zone of entries planned without one (a coaching session): the person's own. */
  readonly timezone: string;
}

/** A linked external calendar (an ICS address the person gives): how far ahead its busy times are read, how often. */
export const LINKED_CALENDAR_HORIZON_DAYS = 90;
export const LINKED_CALENDAR_SYNC_MINUTES = 30;
/** At most this many busy ranges are kept of one calendar (recurring series expanded). */
export const LINKED_CALENDAR_MAX_BUSY = 5000;
/** The largest calendar file read. */
export const LINKED_CALENDAR_MAX_BYTES = 5 * 1024 * 1024;

export const LINKED_CALENDAR_STATUSES = ['ok', 'failed'] as const;
export type LinkedCalendarStatus = (typeof LINKED_CALENDAR_STATUSES)[number];

export const LINKED_CALENDAR_REASONS = {
  badUrl: {
    key: 'calendar.linked.errors.badUrl',
    defaultMessage: 'Enter the https address of a calendar (its secret address in iCal format).',
  },
  unreachable: {
    key: 'calendar.linked.errors.unreachable',
    defaultMessage: 'This calendar could not be read. Check the address, and that the calendar is shared by it.',
  },
  notCalendar: {
    key: 'calendar.linked.errors.notCalendar',
    defaultMessage: 'This address does not give a calendar in iCal format.',
  },
} as const satisfies ErrorReasonTable;
export type LinkedCalendarReason = keyof typeof LINKED_CALENDAR_REASONS;
