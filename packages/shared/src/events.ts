// Programme events, availability, coaching sessions and hour allocation (spec 02 §3, §9).
import { isValidTimeZone } from './dates.ts';
import type { AttendeeStatus } from './statuses.ts';

export const EVENT_TYPES = ['GROUP_GENERAL', 'GROUP_TRAINING', 'ONE_ON_ONE_GENERAL', 'ONE_ON_ONE_SPECIFIC'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const GROUP_EVENT_TYPES = ['GROUP_GENERAL', 'GROUP_TRAINING'] as const satisfies readonly EventType[];
export const ONE_ON_ONE_EVENT_TYPES = [
  'ONE_ON_ONE_GENERAL',
  'ONE_ON_ONE_SPECIFIC',
] as const satisfies readonly EventType[];

export function isOneOnOneEvent(type: string): boolean {
  return (ONE_ON_ONE_EVENT_TYPES as readonly string[]).includes(type);
}

/** When an event can be booked. */
export const AVAILABILITY_TYPES = ['UNRESTRICTED', 'AFTER_DATE', 'BETWEEN_DATES'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

export const NOTICE_PERIOD_UNITS = ['DAY', 'HOUR'] as const;
export type NoticePeriodUnit = (typeof NOTICE_PERIOD_UNITS)[number];

const NOTICE_UNIT_MS: Readonly<Record<NoticePeriodUnit, number>> = { DAY: 86_400_000, HOUR: 3_600_000 };

/** Length of a registration notice period in ms (negative or non-finite values count as none). */
export function noticePeriodMs(periodValue: number, periodUnit: NoticePeriodUnit): number {
  return Number.isFinite(periodValue) && periodValue > 0 ? periodValue * NOTICE_UNIT_MS[periodUnit] : 0;
}

/** A slot starting at `slotStart` can still be booked at `now` given the notice period. */
export function isBookableWithNotice(
  slotStart: Date,
  now: Date,
  notice: { readonly periodValue: number; readonly periodUnit: NoticePeriodUnit } | null | undefined,
): boolean {
  const lead = notice ? noticePeriodMs(notice.periodValue, notice.periodUnit) : 0;
  return slotStart.getTime() - now.getTime() >= lead;
}

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** iCalendar weekday codes, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "Add to calendar" targets. */
export const CALENDAR_TARGETS = ['google', 'ics', 'office365', 'outlook', 'yahoo'] as const;
export type CalendarTarget = (typeof CALENDAR_TARGETS)[number];

export const VIDEO_PROVIDERS = ['TEAMS', 'ZOOM'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The spec names the two modes but not their stored values; these are ours. */
export const HOURS_MODES = ['BUSINESS_HOURS', 'ALL_HOURS'] as const;
export type HoursMode = (typeof HOURS_MODES)[number];

/** Local "HH:mm" range offered by each hours mode. */
export const HOURS_MODE_RANGES: Readonly<Record<HoursMode, { readonly start: string; readonly end: string }>> = {
  BUSINESS_HOURS: { start: '07:00', end: '18:00' },
  ALL_HOURS: { start: '00:00', end: '23:59' },
};
export const BUSINESS_HOURS = HOURS_MODE_RANGES.BUSINESS_HOURS;

/** Coaching session lengths offered, in minutes. */
export const SESSION_DURATIONS_MINUTES = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;
export type SessionDurationMinutes = (typeof SESSION_DURATIONS_MINUTES)[number];

export const COACHING_MEETING_TYPES = [
  'ONE_ON_ONE',
  'SCHEDULED_COACHING_SESSION',
  'UNSCHEDULED_COACHING_SESSION',
] as const;
export type CoachingMeetingType = (typeof COACHING_MEETING_TYPES)[number];

/** Why a coaching meeting cannot be booked. */
export const COACHING_BLOCKERS = ['REQUIRES_CONNECTION', 'INSUFFICIENT_HOUR_ALLOCATION'] as const;
export type CoachingBlocker = (typeof COACHING_BLOCKERS)[number];

export const HOUR_ALLOCATION_FIELDS = ['minutesAllocated', 'minutesPending', 'minutesUsed'] as const;
export type HourAllocationField = (typeof HOUR_ALLOCATION_FIELDS)[number];
export type HourAllocation = Readonly<Record<HourAllocationField, number>>;

/** Minutes still bookable: allocated less used and pending (booked, not yet held); never below 0. */
export function remainingAllocationMinutes(allocation: HourAllocation): number {
  return Math.max(0, allocation.minutesAllocated - allocation.minutesUsed - allocation.minutesPending);
}

/** Whether a session of `durationMinutes` fits the allocation, or the blocker that stops it. */
export function hourAllocationBlocker(allocation: HourAllocation, durationMinutes: number): CoachingBlocker | null {
  return remainingAllocationMinutes(allocation) >= durationMinutes ? null : 'INSUFFICIENT_HOUR_ALLOCATION';
}

// ——— Programme events (issue 19): the event record, its states and the rules the form and the server share. ———

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What staff may set by hand (EVENT_CANCELLED follows the event's cancellation). */
export const MARKABLE_ATTENDEE_STATUSES = ['REGISTERED', 'ATTENDED', 'NO_SHOW'] as const satisfies AttendeeStatus[];
/** The statuses that hold a seat. */
export const SEAT_HOLDING_STATUSES = ['REGISTERED', 'ATTENDED', 'NO_SHOW'] as const satisfies AttendeeStatus[];

/** The tabs of /events: the feed, mine (registered or hosting), planning and unpublished (the team's). */
export const EVENT_TABS = ['FEED', 'MINE', 'PLANNING', 'UNPUBLISHED'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const STAFF_EVENT_TABS: readonly EventTab[] = ['PLANNING', 'UNPUBLISHED'];

export const EVENT_TIMEFRAMES = ['UPCOMING', 'PAST', 'ALL'] as const;
export type EventTimeframe = (typeof EVENT_TIMEFRAMES)[number];

export const EVENT_LIMITS = {
  title: 200,
  description: 20_000,
  locationText: 300,
  link: 2_000,
  labels: 20,
  label: 60,
  /** Links to material (slides, a reading list, a recording): at most this many, each with a title. */
  links: 10,
  linkTitle: 100,
  hosts: 20,
  capacity: 100_000,
  noticeValue: 365,
  /** An event lasts at most two weeks. */
  durationMinutes: 14 * 24 * 60,
  /** A one-on-one event's dates are the period its sessions are booked in: at most a year. */
  oneOnOneDays: 366,
  pageSize: 20,
  /** A page of the calendar view (a date range): a month of events at once. */
  rangePageSize: 200,
} as const;

export const TIMESLOT_INCREMENTS_MINUTES = [5, 10, 15, 20, 30, 60] as const;

export const EVENT_ERROR_MESSAGES = {
  notFound: { key: 'events.errors.notFound', defaultMessage: 'This event does not exist or is not shown to you.' },
  titleRequired: { key: 'events.errors.titleRequired', defaultMessage: 'Give the event a title.' },
  titleTooLong: { key: 'events.errors.titleTooLong', defaultMessage: 'The title is at most {max} characters.' },
  descriptionTooLong: {
    key: 'events.errors.descriptionTooLong',
    defaultMessage: 'The description is at most {max} characters.',
  },
  badDate: { key: 'events.errors.badDate', defaultMessage: 'Enter a valid date and time.' },
  endBeforeStart: { key: 'events.errors.endBeforeStart', defaultMessage: 'The event must end after it starts.' },
  tooLong: { key: 'events.errors.tooLong', defaultMessage: 'An event lasts at most two weeks.' },
  periodTooLong: {
    key: 'events.errors.periodTooLong',
    defaultMessage: 'A one-on-one event is booked over at most a year.',
  },
  badTimezone: { key: 'events.errors.badTimezone', defaultMessage: 'Choose a time zone from the list.' },
  badCapacity: {
    key: 'events.errors.badCapacity',
    defaultMessage: 'The capacity is a whole number from 1 to {max}, or empty for no limit.',
  },
  badLink: { key: 'events.errors.badLink', defaultMessage: 'Enter a web address starting with http:// or https://.' },
  textTooLong: { key: 'events.errors.textTooLong', defaultMessage: 'This text is at most {max} characters.' },
  tooManyLabels: { key: 'events.errors.tooManyLabels', defaultMessage: 'At most {max} topics or tags.' },
  badLinks: {
    key: 'events.errors.badLinks',
    defaultMessage:
      'Give each link a title of at most 100 characters and a web address starting with http:// or https:// (at most {max} links).',
  },
  badHosts: { key: 'events.errors.badHosts', defaultMessage: 'Hosts must be active people of the organisation.' },
  badAvailability: {
    key: 'events.errors.badAvailability',
    defaultMessage: 'Give the dates the event can be booked, the first before the last.',
  },
  badNotice: {
    key: 'events.errors.badNotice',
    defaultMessage: 'The notice period is a whole number from 0 to {max}.',
  },
  badIncrement: { key: 'events.errors.badIncrement', defaultMessage: 'Choose a timeslot increment from the list.' },
  badVisibility: { key: 'events.errors.badVisibility', defaultMessage: 'Choose roles and programmes from the lists.' },
  oneOnOneOff: {
    key: 'events.errors.oneOnOneOff',
    defaultMessage: 'One-on-one events are not available in your selected plan.',
  },
  notEditable: { key: 'events.errors.notEditable', defaultMessage: 'You cannot change this event.' },
  archived: { key: 'events.errors.archived', defaultMessage: 'This event is archived.' },
  cancelled: { key: 'events.errors.cancelled', defaultMessage: 'This event is cancelled.' },
  notPublished: { key: 'events.errors.notPublished', defaultMessage: 'This event is not published yet.' },
  alreadyPublished: { key: 'events.errors.alreadyPublished', defaultMessage: 'This event is already published.' },
  notGroup: {
    key: 'events.errors.notGroup',
    defaultMessage: 'One-on-one events are booked by timeslot, not by registration.',
  },
  started: { key: 'events.errors.started', defaultMessage: 'This event has already started.' },
  full: { key: 'events.errors.full', defaultMessage: 'This event is full.' },
  alreadyRegistered: { key: 'events.errors.alreadyRegistered', defaultMessage: 'You are already registered.' },
  notRegistered: { key: 'events.errors.notRegistered', defaultMessage: 'You are not registered for this event.' },
  registrationClosed: {
    key: 'events.errors.registrationClosed',
    defaultMessage: 'Registration is closed for this event.',
  },
  notAttendee: {
    key: 'events.errors.notAttendee',
    defaultMessage: 'Only registered people can be marked.',
  },
  badCursor: { key: 'events.errors.badCursor', defaultMessage: 'This list position is not valid. Reload the list.' },
  tabForbidden: { key: 'events.errors.tabForbidden', defaultMessage: 'This list is for the programme team.' },
  badRecurrence: {
    key: 'events.errors.badRecurrence',
    defaultMessage: 'Choose how often the event repeats: daily, weekly, monthly or yearly, every 1 to 30.',
  },
  recurrenceEnd: {
    key: 'events.errors.recurrenceEnd',
    defaultMessage: 'End the series after 2 or more occurrences, or on a day after the first one.',
  },
  tooManyOccurrences: {
    key: 'events.errors.tooManyOccurrences',
    defaultMessage: 'A series has at most 52 occurrences within two years.',
  },
  recurrenceOneOnOne: {
    key: 'events.errors.recurrenceOneOnOne',
    defaultMessage: 'Only group events repeat; one-on-one events are booked over their dates.',
  },
  recurrenceLocked: {
    key: 'events.errors.recurrenceLocked',
    defaultMessage:
      'The series is published: its repetition can no longer change. Edit or cancel its occurrences instead.',
  },
  badRange: {
    key: 'events.errors.badRange',
    defaultMessage: 'The end of the range must be after its start, at most 62 days later.',
  },
} as const;
export type EventErrorName = keyof typeof EVENT_ERROR_MESSAGES;

/** What the event form edits (dates as ISO date-times; empty strings mean "none"). */
export interface EventFormValues {
  readonly title: string;
  readonly description: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly timezone: string;
  readonly capacity: number | null;
  readonly locationLink: string;
  readonly conferenceUrl: string;
  readonly locationText: string;
  readonly noticePeriodValue: number;
  readonly availabilityType: AvailabilityType;
  readonly availableFrom: string;
  readonly availableUntil: string;
  readonly topics: readonly string[];
  readonly tags: readonly string[];
  /** Links to the event's material, in the order shown (absent: none). */
  readonly links?: readonly EventLinkValue[];
  /** The type decides how long the event may last (one-on-one: its booking period). */
  readonly eventType?: string;
}

export type EventFieldErrors = Partial<Record<keyof EventFormValues, EventErrorName>>;

/** A link to the event's material: a title and a web address. */
export interface EventLinkValue {
  readonly title: string;
  readonly url: string;
}

const WEB_LINK = /^https?:\/\/[^\s]+$/i;
const isLink = (value: string) => value === '' || (WEB_LINK.test(value) && value.length <= EVENT_LIMITS.link);
const time = (value: string) => (value ? Date.parse(value) : Number.NaN);

function maxEventMs(eventType: string | undefined): number {
  return eventType && isOneOnOneEvent(eventType)
    ? EVENT_LIMITS.oneOnOneDays * 86_400_000
    : EVENT_LIMITS.durationMinutes * 60_000;
}

/** The form's rules, the same in the browser and on the server: each field's first failure. */
export function eventFieldErrors(v: EventFormValues): EventFieldErrors {
  const errors: EventFieldErrors = {};
  const title = v.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > EVENT_LIMITS.title) errors.title = 'titleTooLong';
  if (v.description.length > EVENT_LIMITS.description) errors.description = 'descriptionTooLong';
  const start = time(v.startTime);
  const end = time(v.endTime);
  if (Number.isNaN(start)) errors.startTime = 'badDate';
  if (Number.isNaN(end)) errors.endTime = 'badDate';
  else if (!Number.isNaN(start) && end <= start) errors.endTime = 'endBeforeStart';
  else if (!Number.isNaN(start) && end - start > maxEventMs(v.eventType))
    errors.endTime = v.eventType && isOneOnOneEvent(v.eventType) ? 'periodTooLong' : 'tooLong';
  if (!isValidTimeZone(v.timezone)) errors.timezone = 'badTimezone';
  if (v.capacity !== null && (!Number.isInteger(v.capacity) || v.capacity < 1 || v.capacity > EVENT_LIMITS.capacity))
    errors.capacity = 'badCapacity';
  if (!isLink(v.locationLink)) errors.locationLink = 'badLink';
  if (!isLink(v.conferenceUrl)) errors.conferenceUrl = 'badLink';
  if (v.locationText.length > EVENT_LIMITS.locationText) errors.locationText = 'textTooLong';
  if (
    !Number.isInteger(v.noticePeriodValue) ||
    v.noticePeriodValue < 0 ||
    v.noticePeriodValue > EVENT_LIMITS.noticeValue
  )
    errors.noticePeriodValue = 'badNotice';
  const from = time(v.availableFrom);
  const until = time(v.availableUntil);
  if (v.availabilityType !== 'UNRESTRICTED' && Number.isNaN(from)) errors.availableFrom = 'badAvailability';
  if (v.availabilityType === 'BETWEEN_DATES' && (Number.isNaN(until) || until <= from))
    errors.availableUntil = 'badAvailability';
  for (const field of ['topics', 'tags'] as const) {
    const list = v[field];
    if (list.length > EVENT_LIMITS.labels || list.some((l) => !l.trim() || l.length > EVENT_LIMITS.label))
      errors[field] = 'tooManyLabels';
  }
  const links = v.links ?? [];
  if (
    links.length > EVENT_LIMITS.links ||
    links.some(
      (l) =>
        !l.title.trim() || l.title.trim().length > EVENT_LIMITS.linkTitle || !l.url.trim() || !isLink(l.url.trim()),
    )
  )
    errors.links = 'badLinks';
  return errors;
}

/** Seats left (null: no limit). */
export function seatsLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** Whether registration is open at `now`: the availability window and the notice period before the start. */
export function registrationOpen(
  e: {
    readonly startTime: Date;
    readonly availabilityType: AvailabilityType;
    readonly availableFrom: Date | null;
    readonly availableUntil: Date | null;
    readonly noticePeriodValue: number;
    readonly noticePeriodUnit: NoticePeriodUnit;
  },
  now: Date,
): boolean {
  if (e.availabilityType !== 'UNRESTRICTED' && e.availableFrom && now < e.availableFrom) return false;
  if (e.availabilityType === 'BETWEEN_DATES' && e.availableUntil && now > e.availableUntil) return false;
  return isBookableWithNotice(e.startTime, now, { periodValue: e.noticePeriodValue, periodUnit: e.noticePeriodUnit });
}
