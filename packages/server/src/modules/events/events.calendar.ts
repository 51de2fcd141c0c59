// The events module's part of the calendar (modules/calendar): the group events a person hosts or holds a seat at
// (drafts left out; a cancelled event, or a seat cancelled with it, stays as cancelled), and the one-on-one bookings
// they made or host (a cancelled booking as cancelled). One query each, bounded by the range and the limit.
import { and, asc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import { GROUP_EVENT_TYPES, plainText, type CalendarItem, type CalendarQuery } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { eventAttendees, eventHosts, incubatorEvents, type EventRow } from './events.schema.ts';
import { hostIdsOf } from './events.repository.ts';
import { eventBookings } from './booking.schema.ts';

/** The columns the calendar uses of an event (whole rows, with their arrays, cost far more to read). */
const EVENT_FIELDS = {
  id: incubatorEvents.id,
  title: incubatorEvents.title,
  description: incubatorEvents.description,
  locationText: incubatorEvents.locationText,
  locationLink: incubatorEvents.locationLink,
  conferenceUrl: incubatorEvents.conferenceUrl,
  startTime: incubatorEvents.startTime,
  endTime: incubatorEvents.endTime,
  timezone: incubatorEvents.timezone,
  status: incubatorEvents.status,
  cancelledAt: incubatorEvents.cancelledAt,
  createdAt: incubatorEvents.createdAt,
  updatedAt: incubatorEvents.updatedAt,
};
type CalendarEvent = Pick<EventRow, keyof typeof EVENT_FIELDS>;

const location = (e: CalendarEvent) => e.locationText || e.locationLink;

async function groupEvents(tdb: TenantDb, q: CalendarQuery): Promise<CalendarItem[]> {
  const overlapping = and(
    inArray(incubatorEvents.eventType, [...GROUP_EVENT_TYPES]),
    ne(incubatorEvents.status, 'draft'),
    lt(incubatorEvents.startTime, q.to),
    gt(incubatorEvents.endTime, q.from),
  );
  const [hosted, attended] = await Promise.all([
    tdb
      .select({ event: EVENT_FIELDS })
      .from(eventHosts)
      .innerJoin(
        incubatorEvents,
        and(eq(incubatorEvents.incubatorId, eventHosts.incubatorId), eq(incubatorEvents.id, eventHosts.eventId)),
      )
      .where(tdb.where(eventHosts, eq(eventHosts.userId, q.userId), overlapping))
      .orderBy(asc(incubatorEvents.startTime))
      .limit(q.limit),
    tdb
      .select({ event: EVENT_FIELDS, status: eventAttendees.status })
      .from(eventAttendees)
      .innerJoin(
        incubatorEvents,
        and(
          eq(incubatorEvents.incubatorId, eventAttendees.incubatorId),
          eq(incubatorEvents.id, eventAttendees.eventId),
        ),
      )
      .where(tdb.where(eventAttendees, eq(eventAttendees.userId, q.userId), overlapping))
      .orderBy(asc(incubatorEvents.startTime))
      .limit(q.limit),
  ]);
  const hosts = await hostIdsOf(tdb, [...new Set([...hosted, ...attended].map((r) => r.event.id))]);
  const byId = new Map<string, CalendarItem>();
  const item = (e: CalendarEvent, role: CalendarItem['role'], cancelled: boolean): CalendarItem => ({
    kind: 'EVENT',
    sourceId: e.id,
    role,
    title: e.title,
    description: plainText(e.description),
    location: location(e),
    conferenceUrl: e.conferenceUrl,
    startTime: e.startTime,
    endTime: e.endTime,
    timezone: e.timezone,
    cancelled,
    path: `/events/${e.id}`,
    withIds: (hosts.get(e.id) ?? []).filter((id) => id !== q.userId),
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  });
  for (const { event } of hosted) byId.set(event.id, item(event, 'HOST', event.status === 'cancelled'));
  for (const { event, status } of attended)
    if (!byId.has(event.id))
      byId.set(event.id, item(event, 'ATTENDEE', event.status === 'cancelled' || status === 'EVENT_CANCELLED'));
  return [...byId.values()];
}

async function bookings(tdb: TenantDb, q: CalendarQuery): Promise<CalendarItem[]> {
  const rows = await tdb
    .select({ booking: eventBookings, event: EVENT_FIELDS })
    .from(eventBookings)
    .innerJoin(
      incubatorEvents,
      and(eq(incubatorEvents.incubatorId, eventBookings.incubatorId), eq(incubatorEvents.id, eventBookings.eventId)),
    )
    .where(
      tdb.where(
        eventBookings,
        or(eq(eventBookings.bookerId, q.userId), eq(eventBookings.hostId, q.userId)),
        lt(eventBookings.startTime, q.to),
        gt(eventBookings.endTime, q.from),
      ),
    )
    .orderBy(asc(eventBookings.startTime))
    .limit(q.limit);
  return rows.map(({ booking: b, event: e }) => {
    const hosting = b.hostId === q.userId;
    return {
      kind: 'BOOKING',
      sourceId: b.id,
      role: hosting ? 'HOST' : 'ATTENDEE',
      title: e.title,
      description: plainText(e.description),
      location: location(e),
      conferenceUrl: e.conferenceUrl,
      startTime: b.startTime,
      endTime: b.endTime,
      timezone: e.timezone,
      cancelled: b.status === 'CANCELLED' || e.status === 'cancelled',
      path: `/events/${e.id}`,
      withIds: [hosting ? b.bookerId : b.hostId],
      createdAt: b.createdAt,
      updatedAt: new Date(
        Math.max(b.createdAt.getTime(), b.cancelledAt?.getTime() ?? 0, e.cancelledAt?.getTime() ?? 0),
      ),
    } satisfies CalendarItem;
  });
}

/** The person's group events and bookings overlapping the range. */
export async function eventCalendarItems(tdb: TenantDb, q: CalendarQuery): Promise<CalendarItem[]> {
  const [events, booked] = await Promise.all([groupEvents(tdb, q), bookings(tdb, q)]);
  return [...events, ...booked];
}
