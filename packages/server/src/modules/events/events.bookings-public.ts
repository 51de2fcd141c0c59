// What other modules may read of one-on-one bookings (coaching turns a booking into a one-on-one session): the
// booking with its event's title and meeting place, by id.
import { inArray, eq } from 'drizzle-orm';
import { remainingAllocationMinutes } from '@ascent/shared';
import { balanceOf } from './booking.repository.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { eventBookings } from './booking.schema.ts';
import { incubatorEvents } from './events.schema.ts';

export interface BookingFacts {
  id: string;
  eventId: string;
  eventTitle: string;
  hostId: string;
  bookerId: string;
  startupId: string | null;
  startTime: Date;
  endTime: Date;
  minutes: number;
  status: string;
  /** The event's conference address, else its location link. */
  link: string;
}

export async function bookingFacts(tdb: TenantDb, ids: readonly string[]): Promise<BookingFacts[]> {
  if (ids.length === 0) return [];
  const rows = await tdb
    .select({
      id: eventBookings.id,
      eventId: eventBookings.eventId,
      eventTitle: incubatorEvents.title,
      hostId: eventBookings.hostId,
      bookerId: eventBookings.bookerId,
      startupId: eventBookings.startupId,
      startTime: eventBookings.startTime,
      endTime: eventBookings.endTime,
      minutes: eventBookings.minutes,
      status: eventBookings.status,
      conferenceUrl: incubatorEvents.conferenceUrl,
      locationLink: incubatorEvents.locationLink,
    })
    .from(eventBookings)
    .innerJoin(incubatorEvents, tdb.where(incubatorEvents, eq(incubatorEvents.id, eventBookings.eventId)))
    .where(tdb.where(eventBookings, inArray(eventBookings.id, [...ids])));
  return rows.map(({ conferenceUrl, locationLink, ...r }) => ({ ...r, link: conferenceUrl || locationLink }));
}

/** The minutes a startup may still book (allocated less used and held), for coaching invites' hour blocker. */
export async function remainingMinutesOf(tdb: TenantDb, startupId: string): Promise<number> {
  return remainingAllocationMinutes(await balanceOf(tdb, startupId));
}
