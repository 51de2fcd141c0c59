// The event form's input, checked by the shared rules (eventFieldErrors of @ascent/shared) plus what only the server
// knows: hosts are live people of the organisation, programmes exist. One refusal names every failing field.
import {
  AVAILABILITY_TYPES,
  EVENT_ERROR_MESSAGES,
  EVENT_LIMITS,
  EVENT_TYPES,
  NOTICE_PERIOD_UNITS,
  ROLE_TYPES,
  TIMESLOT_INCREMENTS_MINUTES,
  WEEKDAYS,
  eventFieldErrors,
  isOneOnOneEvent,
  recurrenceProblem,
  type EventErrorName,
  type RecurrenceRule,
  type EventFormValues,
} from '@ascent/shared';
import type { IncubatorEventInput } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { livePeople } from '../assignments/assignments.public.ts';
import { findPeopleTags, findStartupTags } from '../taxonomy/taxonomy.public.ts';
import type { EventValues } from './events.repository.ts';
import type { EventRow } from './events.schema.ts';
import { sanitiseRichText } from './events.sanitise.ts';

export const eventError = (name: EventErrorName, params?: Record<string, string | number>, extra = {}): AppError =>
  reasonError(
    name === 'notFound' ? 'NOT_FOUND' : name === 'notEditable' ? 'FORBIDDEN' : 'VALIDATION_FAILED',
    EVENT_ERROR_MESSAGES,
    name,
    params,
    extra,
  );

export const conflict = (name: EventErrorName): AppError => reasonError('CONFLICT', EVENT_ERROR_MESSAGES, name);

const LIMIT_PARAMS: Partial<Record<EventErrorName, Record<string, number>>> = {
  titleTooLong: { max: EVENT_LIMITS.title },
  descriptionTooLong: { max: EVENT_LIMITS.description },
  badCapacity: { max: EVENT_LIMITS.capacity },
  textTooLong: { max: EVENT_LIMITS.locationText },
  tooManyLabels: { max: EVENT_LIMITS.labels },
  badLinks: { max: EVENT_LIMITS.links },
  badNotice: { max: EVENT_LIMITS.noticeValue },
};

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const labels = (list: readonly string[]) => [...new Set(list.map((l) => l.trim()))];

/** The row's values merged with the input (absent fields keep theirs), checked; the hosts apart. */
export async function eventValuesFrom(
  tdb: TenantDb,
  current: EventRow,
  input: IncubatorEventInput,
): Promise<{ values: Partial<EventValues>; hostIds: string[] | null }> {
  const form: EventFormValues = {
    title: input.title ?? current.title,
    description: input.description ?? current.description,
    startTime: input.startTime ?? iso(current.startTime),
    endTime: input.endTime ?? iso(current.endTime),
    timezone: input.timezone ?? current.timezone,
    capacity: input.capacity === undefined ? current.capacity : input.capacity,
    locationLink: (input.locationLink ?? current.locationLink).trim(),
    conferenceUrl: (input.conferenceUrl ?? current.conferenceUrl).trim(),
    locationText: (input.locationText ?? current.locationText).trim(),
    noticePeriodValue: input.noticePeriodValue ?? current.noticePeriodValue,
    availabilityType: input.availabilityType ?? (current.availabilityType as EventFormValues['availabilityType']),
    availableFrom: input.availableFrom === undefined ? iso(current.availableFrom) : (input.availableFrom ?? ''),
    availableUntil: input.availableUntil === undefined ? iso(current.availableUntil) : (input.availableUntil ?? ''),
    topics: input.topics ? labels(input.topics) : current.topics,
    tags: input.tags ? labels(input.tags) : current.tags,
    links: input.links ? input.links.map((l) => ({ title: l.title.trim(), url: l.url.trim() })) : current.links,
    eventType: input.eventType ?? current.eventType,
  };
  const errors: Partial<Record<string, EventErrorName>> = { ...eventFieldErrors(form) };
  const eventType = input.eventType ?? current.eventType;
  if (!(EVENT_TYPES as readonly string[]).includes(eventType)) errors.eventType = 'badVisibility';
  const unit = input.noticePeriodUnit ?? current.noticePeriodUnit;
  if (!(NOTICE_PERIOD_UNITS as readonly string[]).includes(unit)) errors.noticePeriodUnit = 'badNotice';
  if (!(AVAILABILITY_TYPES as readonly string[]).includes(form.availabilityType))
    errors.availabilityType = 'badAvailability';
  const increment = input.timeslotIncrement === undefined ? current.timeslotIncrement : input.timeslotIncrement;
  if (increment !== null && !(TIMESLOT_INCREMENTS_MINUTES as readonly number[]).includes(increment))
    errors.timeslotIncrement = 'badIncrement';
  const vis = input.visibility;
  const rolesIs = vis?.userRolesIs ?? current.visibleRolesIs;
  const rolesIsNot = vis?.userRolesIsNot ?? current.visibleRolesIsNot;
  const programs = vis?.startupPrograms ?? current.visiblePrograms;
  const userTags = [...new Set(vis?.userTags ?? current.visibleUserTags)];
  const startupTags = [...new Set(vis?.startupTags ?? current.visibleStartupTags)];
  const tagsOk = async () =>
    [...userTags, ...startupTags].every(isUuid) &&
    userTags.length + startupTags.length <= 100 &&
    (await findPeopleTags(tdb, userTags)).length === userTags.length &&
    (await findStartupTags(tdb, startupTags)).length === startupTags.length;
  if (
    ![...rolesIs, ...rolesIsNot].every((r) => (ROLE_TYPES as readonly string[]).includes(r)) ||
    !programs.every(isUuid) ||
    programs.length > 100 ||
    !(await tagsOk())
  )
    errors.visibility = 'badVisibility';
  let hostIds: string[] | null = null;
  if (input.hostIds) {
    hostIds = [...new Set(input.hostIds)];
    const ok =
      hostIds.length <= EVENT_LIMITS.hosts &&
      hostIds.every(isUuid) &&
      (await livePeople(tdb, hostIds)).length === hostIds.length;
    if (!ok) errors.hostIds = 'badHosts';
  }
  const recurrence = input.recurrence === undefined ? current.recurrence : ruleOf(input.recurrence);
  if (recurrence && current.status === 'draft') {
    const problem = isOneOnOneEvent(eventType)
      ? 'recurrenceOneOnOne'
      : recurrenceProblem(recurrence, new Date(form.startTime), form.timezone);
    if (problem && !errors.startTime && !errors.timezone) errors.recurrence = problem;
  }
  const failing = Object.entries(errors) as [string, EventErrorName][];
  if (failing.length) {
    const [, first] = failing[0]!;
    throw eventError(first, LIMIT_PARAMS[first], { fields: Object.fromEntries(failing) });
  }
  const description = sanitiseRichText(form.description);
  return {
    hostIds,
    values: {
      eventType,
      title: form.title.trim(),
      description,
      capacity: form.capacity,
      locationText: form.locationText,
      locationLink: form.locationLink,
      conferenceUrl: form.conferenceUrl,
      topics: [...form.topics],
      tags: [...form.tags],
      links: (form.links ?? []).map((l) => ({ title: l.title, url: l.url })),
      startTime: new Date(form.startTime),
      endTime: new Date(form.endTime),
      timezone: form.timezone,
      timeslotIncrement: increment,
      availabilityType: form.availabilityType,
      availableFrom: form.availabilityType === 'UNRESTRICTED' ? null : new Date(form.availableFrom),
      availableUntil: form.availabilityType === 'BETWEEN_DATES' ? new Date(form.availableUntil) : null,
      noticePeriodValue: form.noticePeriodValue,
      noticePeriodUnit: unit,
      ignoreHourAllocation: input.ignoreHourAllocation ?? current.ignoreHourAllocation,
      ignoreHostsLinkedCalendar: input.ignoreHostsLinkedCalendar ?? current.ignoreHostsLinkedCalendar,
      visibleRolesIs: [...new Set(rolesIs)],
      visibleRolesIsNot: [...new Set(rolesIsNot)],
      visiblePrograms: [...new Set(programs)],
      visibleUserTags: userTags,
      visibleStartupTags: startupTags,
      recurrence,
    },
  };
}

/** The input's rule, its weekdays in week order (none but for weekly rules). */
function ruleOf(input: IncubatorEventInput['recurrence']): RecurrenceRule | null {
  if (!input) return null;
  const weekdays = input.frequency === 'WEEKLY' ? WEEKDAYS.filter((d) => input.weekdays?.includes(d)) : [];
  return {
    frequency: input.frequency,
    interval: input.interval,
    weekdays,
    count: input.count ?? null,
    until: input.until ?? null,
  };
}
