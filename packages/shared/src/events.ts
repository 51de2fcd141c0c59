// Programme events, availability, coaching sessions and hour allocation (spec 02 §3, §9).

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
