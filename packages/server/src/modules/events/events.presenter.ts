// Rows → the API's IncubatorEvent and EventAttendee, with the people (hosts, registrants) and the counts in a few
// queries for a whole page.
import {
  registrationOpen,
  seatsLeft,
  isOneOnOneEvent,
  type AvailabilityType,
  type NoticePeriodUnit,
} from '@ascent/shared';
import type {
  EventBooking,
  EventBookingStatus,
  EventAttendee,
  EventAttendeeStatus,
  EventPerson,
  IncubatorEvent,
  IncubatorEventStatus,
  IncubatorEventType,
} from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { livePeople, type PersonRow } from '../assignments/assignments.public.ts';
import { hostIdsOf, seatCounts, statusesOf } from './events.repository.ts';
import type { AttendeeRow, EventRow } from './events.schema.ts';
import { liveBookingsOf } from './booking.repository.ts';
import type { BookingRow } from './booking.schema.ts';

export function person(p: PersonRow): EventPerson {
  return {
    _id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`.trim(),
    avatar: p.avatar,
    headline: null,
    role: { label: null, type: p.roleType },
  };
}

export async function presentEvents(
  tdb: TenantDb,
  viewerId: string,
  rows: readonly EventRow[],
  editable: (row: EventRow) => boolean,
  now = new Date(),
): Promise<IncubatorEvent[]> {
  const ids = rows.map((r) => r.id);
  const oneOnOnes = rows.filter((r) => isOneOnOneEvent(r.eventType)).map((r) => r.id);
  const [hosts, seats, mine, bookings] = await Promise.all([
    hostIdsOf(tdb, ids),
    seatCounts(tdb, ids),
    statusesOf(tdb, viewerId, ids),
    liveBookingsOf(tdb, oneOnOnes, [viewerId]),
  ]);
  const people = new Map(
    (await livePeople(tdb, [...new Set([...hosts.values()].flat())])).map((p) => [p.id, person(p)]),
  );
  const myBookings = new Map((await presentBookings(tdb, bookings)).map((b) => [b.eventId, b]));
  return rows.map((r) => {
    const taken = seats.get(r.id) ?? 0;
    const left = seatsLeft(r.capacity, taken);
    const myStatus = (mine.get(r.id) ?? null) as EventAttendeeStatus | null;
    const open = registrationOpen(
      {
        ...r,
        availabilityType: r.availabilityType as AvailabilityType,
        noticePeriodUnit: r.noticePeriodUnit as NoticePeriodUnit,
      },
      now,
    );
    return {
      _id: r.id,
      eventType: r.eventType as IncubatorEventType,
      title: r.title,
      description: r.description,
      capacity: r.capacity,
      location: { text: r.locationText, link: r.locationLink },
      conferenceData: r.conferenceUrl ? { url: r.conferenceUrl } : null,
      hosts: (hosts.get(r.id) ?? []).flatMap((id) => people.get(id) ?? []),
      status: r.status as IncubatorEventStatus,
      isArchived: r.isArchived,
      topics: r.topics,
      tags: r.tags,
      links: r.links.map((l) => ({ title: l.title, url: l.url })),
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      duration: Math.round((r.endTime.getTime() - r.startTime.getTime()) / 60_000),
      timezone: r.timezone,
      timeslotIncrement: r.timeslotIncrement,
      availability: {
        type: r.availabilityType as AvailabilityType,
        from: r.availableFrom?.toISOString() ?? null,
        until: r.availableUntil?.toISOString() ?? null,
      },
      registrationNoticePeriod: {
        meetingRegistrationHasNoticePeriod: r.noticePeriodValue > 0,
        periodValue: r.noticePeriodValue,
        periodUnit: r.noticePeriodUnit as NoticePeriodUnit,
      },
      visibility: {
        userRoles: { is: r.visibleRolesIs, isNot: r.visibleRolesIsNot },
        startupPrograms: r.visiblePrograms,
        userTags: r.visibleUserTags,
        startupTags: r.visibleStartupTags,
      },
      noOfBookings: taken,
      seatsLeft: left,
      myStatus,
      canRegister:
        r.status === 'published' &&
        !r.isArchived &&
        !isOneOnOneEvent(r.eventType) &&
        myStatus === null &&
        left !== 0 &&
        open,
      editPermission: editable(r),
      createdAt: r.createdAt.toISOString(),
      ignoreHourAllocation: r.ignoreHourAllocation,
      ignoreHostsLinkedCalendar: r.ignoreHostsLinkedCalendar,
      myBooking: myBookings.get(r.id) ?? null,
      cover: r.cover,
      recurrence: r.recurrence ? { ...r.recurrence, weekdays: [...r.recurrence.weekdays] } : null,
      seriesId: r.seriesId,
      // Answered by the field resolver IncubatorEvent.occurrences (events.resolvers.ts) when a query asks for it.
      occurrences: [],
    };
  });
}

export async function presentAttendees(tdb: TenantDb, rows: readonly AttendeeRow[]): Promise<EventAttendee[]> {
  const people = new Map(
    (
      await livePeople(
        tdb,
        rows.map((r) => r.userId),
      )
    ).map((p) => [p.id, person(p)]),
  );
  return rows.flatMap((r) => {
    const registrant = people.get(r.userId);
    return registrant
      ? [
          {
            // Unique per event and person (a person attends many events; caches key objects by _id).
            _id: `${r.eventId}:${r.userId}`,
            status: r.status as EventAttendeeStatus,
            registrationTime: r.registeredAt.toISOString(),
            registrant,
          },
        ]
      : [];
  });
}

export async function presentBookings(tdb: TenantDb, rows: readonly BookingRow[]): Promise<EventBooking[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.hostId, r.bookerId]))];
  const people = new Map((await livePeople(tdb, ids)).map((p) => [p.id, person(p)]));
  return rows.flatMap((r) => {
    const host = people.get(r.hostId);
    const booker = people.get(r.bookerId);
    return host && booker
      ? [
          {
            _id: r.id,
            eventId: r.eventId,
            start: r.startTime.toISOString(),
            end: r.endTime.toISOString(),
            minutes: r.minutes,
            status: r.status as EventBookingStatus,
            host,
            booker,
          },
        ]
      : [];
  });
}
