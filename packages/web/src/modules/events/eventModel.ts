// The event form's values ↔ the API: times are edited as wall-clock "YYYY-MM-DDTHH:mm" in the event's own time
// zone (a datetime-local field) and sent as instants; the shared rules (eventFieldErrors) check both sides alike.
import {
  isOneOnOneEvent,
  isValidTimeZone,
  wallTimeInTimeZone,
  zonedWallTimeToUtc,
  type AvailabilityType,
  type EventFormValues,
  type EventType,
  type NoticePeriodUnit,
  type RecurrenceFrequency,
  type RecurrenceRule,
  type Weekday,
} from '@ascent/shared';
import type { EventDetailQuery, IncubatorEventInput } from '../../generated/graphql.ts';

export type EventDetail = NonNullable<EventDetailQuery['incubatorEvent']>;

export interface EventDraft {
  eventType: EventType;
  title: string;
  description: string;
  /** Wall-clock "YYYY-MM-DDTHH:mm" in `timezone`. */
  start: string;
  end: string;
  timezone: string;
  capacity: string;
  locationText: string;
  locationLink: string;
  conferenceUrl: string;
  hostIds: string[];
  topics: string[];
  tags: string[];
  /** Links to the event's material, in order (rows being typed may be incomplete until saved). */
  links: { title: string; url: string }[];
  availabilityType: AvailabilityType;
  availableFrom: string;
  availableUntil: string;
  noticePeriodValue: number;
  noticePeriodUnit: NoticePeriodUnit;
  rolesIs: string[];
  rolesIsNot: string[];
  programIds: string[];
  userTagIds: string[];
  startupTagIds: string[];
  /** One-on-one events: the step between offered sessions, and whether bookings skip the hour allocation. */
  timeslotIncrement: number | null;
  ignoreHourAllocation: boolean;
  /** One-on-one events: the slots do not leave out the hosts' linked calendars' busy times. */
  ignoreHostsLinkedCalendar: boolean;
  /** Group events: how the event repeats (a draft's; read-only once the series is published). */
  repeat: RepeatDraft;
}

export interface RepeatDraft {
  frequency: 'NONE' | RecurrenceFrequency;
  interval: number;
  weekdays: Weekday[];
  ends: 'COUNT' | 'UNTIL';
  count: number;
  /** YYYY-MM-DD. */
  until: string;
  /** The series is published: its rule is shown, not sent. */
  locked: boolean;
}

export function repeatOf(e: Pick<EventDetail, 'recurrence' | 'status'>): RepeatDraft {
  const r = e.recurrence;
  return {
    frequency: r?.frequency ?? 'NONE',
    interval: r?.interval ?? 1,
    weekdays: r ? [...r.weekdays] : [],
    ends: r?.until ? 'UNTIL' : 'COUNT',
    count: r?.count ?? 6,
    until: r?.until ?? '',
    locked: e.status !== 'draft',
  };
}

/** The draft's rule, or null when the event does not repeat. */
export function ruleOf(d: Pick<EventDraft, 'repeat' | 'eventType'>): RecurrenceRule | null {
  const r = d.repeat;
  if (r.frequency === 'NONE' || isOneOnOneEvent(d.eventType)) return null;
  return {
    frequency: r.frequency,
    interval: r.interval,
    weekdays: r.frequency === 'WEEKLY' ? r.weekdays : [],
    count: r.ends === 'COUNT' ? r.count : null,
    until: r.ends === 'UNTIL' ? r.until : null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the wall clock of a zone shows it, for a datetime-local field ('' when absent). */
export function toWall(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const w = wallTimeInTimeZone(new Date(iso), isValidTimeZone(timeZone) ? timeZone : 'UTC');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** A datetime-local value in a zone as an ISO instant ('' when empty or unreadable). */
export function fromWall(wall: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m || !isValidTimeZone(timeZone)) return '';
  const [, year, month, day, hour, minute] = m.map(Number) as [number, number, number, number, number, number];
  return zonedWallTimeToUtc({ year, month, day, hour, minute }, timeZone).toISOString();
}

export function draftOf(e: EventDetail): EventDraft {
  return {
    eventType: e.eventType,
    title: e.title,
    description: e.description,
    start: toWall(e.startTime, e.timezone),
    end: toWall(e.endTime, e.timezone),
    timezone: e.timezone,
    capacity: e.capacity === null || e.capacity === undefined ? '' : String(e.capacity),
    locationText: e.location.text,
    locationLink: e.location.link,
    conferenceUrl: e.conferenceData?.url ?? '',
    hostIds: e.hosts.map((h) => h._id),
    topics: [...e.topics],
    tags: [...e.tags],
    links: e.links.map((l) => ({ title: l.title, url: l.url })),
    availabilityType: e.availability.type,
    availableFrom: toWall(e.availability.from, e.timezone),
    availableUntil: toWall(e.availability.until, e.timezone),
    noticePeriodValue: e.registrationNoticePeriod.periodValue,
    noticePeriodUnit: e.registrationNoticePeriod.periodUnit,
    rolesIs: [...e.visibility.userRoles.is],
    rolesIsNot: [...e.visibility.userRoles.isNot],
    programIds: [...e.visibility.startupPrograms],
    userTagIds: [...e.visibility.userTags],
    startupTagIds: [...e.visibility.startupTags],
    timeslotIncrement: e.timeslotIncrement ?? null,
    ignoreHourAllocation: e.ignoreHourAllocation,
    ignoreHostsLinkedCalendar: e.ignoreHostsLinkedCalendar,
    repeat: repeatOf(e),
  };
}

const capacityOf = (d: EventDraft) => (d.capacity.trim() === '' ? null : Number(d.capacity));

/** What the shared rules check. */
export function formValues(d: EventDraft): EventFormValues {
  return {
    title: d.title,
    description: d.description,
    startTime: fromWall(d.start, d.timezone),
    endTime: fromWall(d.end, d.timezone),
    timezone: d.timezone,
    capacity: capacityOf(d),
    locationLink: d.locationLink.trim(),
    conferenceUrl: d.conferenceUrl.trim(),
    locationText: d.locationText.trim(),
    noticePeriodValue: d.noticePeriodValue,
    availabilityType: d.availabilityType,
    availableFrom: fromWall(d.availableFrom, d.timezone),
    availableUntil: fromWall(d.availableUntil, d.timezone),
    topics: d.topics,
    tags: d.tags,
    links: d.links.map((l) => ({ title: l.title.trim(), url: l.url.trim() })),
    eventType: d.eventType,
  };
}

export function inputOf(d: EventDraft): IncubatorEventInput {
  const v = formValues(d);
  return {
    eventType: d.eventType,
    title: v.title,
    description: v.description,
    startTime: v.startTime,
    endTime: v.endTime,
    timezone: v.timezone,
    capacity: v.capacity,
    locationText: v.locationText,
    locationLink: v.locationLink,
    conferenceUrl: v.conferenceUrl,
    hostIds: d.hostIds,
    topics: d.topics,
    tags: d.tags,
    links: v.links ? [...v.links] : [],
    availabilityType: d.availabilityType,
    availableFrom: v.availableFrom || null,
    availableUntil: v.availableUntil || null,
    noticePeriodValue: d.noticePeriodValue,
    noticePeriodUnit: d.noticePeriodUnit,
    visibility: {
      userRolesIs: d.rolesIs,
      userRolesIsNot: d.rolesIsNot,
      startupPrograms: d.programIds,
      userTags: d.userTagIds,
      startupTags: d.startupTagIds,
    },
    ...(isOneOnOneEvent(d.eventType)
      ? {
          timeslotIncrement: d.timeslotIncrement ?? 30,
          ignoreHourAllocation: d.ignoreHourAllocation,
          ignoreHostsLinkedCalendar: d.ignoreHostsLinkedCalendar,
        }
      : {}),
    ...(d.repeat.locked ? {} : { recurrence: recurrenceInput(ruleOf(d)) }),
  };
}

/** A weekday's name in a language, Monday = 0 (2024-01-01 was a Monday). */
export const weekdayName = (language: string, index: number, width: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));

const recurrenceInput = (rule: RecurrenceRule | null) => (rule ? { ...rule, weekdays: [...rule.weekdays] } : null);

/** The time zones offered (the runtime's IANA list, or a short list where it has none). */
export { timeZones } from '../../ui/timeZones.ts';
