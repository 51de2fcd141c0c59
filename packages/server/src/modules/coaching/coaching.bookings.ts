// A one-on-one booking of the events module is a coaching meeting (issue 20 item 1): when a booker who belongs to a
// startup books a host, a ONE_ON_ONE session is planned with the host as coach and the booker as attendee — on the
// startup's timeline, with its notes and evaluation to come — and a cancelled booking cancels it. The session
// names its booking (`event_id`, unique), so a redelivered event plans nothing twice. The calendar shows the
// booking, not the session as well (coaching.calendar.ts).
import type { JobScope } from '../../core/scope.ts';
import { subscribe } from '../../core/events/types.ts';
import { bookingFacts, type BookingFacts } from '../events/events.public.ts';
import { singleEntry } from './coaching.changelog.ts';
import {
  insertChangelog,
  insertSession,
  peopleOf,
  sessionsOfBookings,
  setPeople,
  updateSessionRow,
} from './coaching.repository.ts';
import { eventOf } from './coaching.service.ts';

async function planFrom(scope: JobScope, booking: BookingFacts): Promise<void> {
  if (!booking.startupId || booking.status !== 'BOOKED') return;
  if ((await sessionsOfBookings(scope.tdb, [booking.id])).length) return; // planned by an earlier delivery
  const startupId = booking.startupId;
  await scope.tdb.transaction(async (tdb) => {
    const row = await insertSession(tdb, {
      name: booking.eventTitle,
      meetingType: 'ONE_ON_ONE',
      startTime: booking.startTime,
      endTime: booking.endTime,
      expectedDuration: booking.minutes,
      estimatedDuration: booking.minutes,
      topics: [],
      conferenceLink: booking.link,
      startupId,
      status: 'meeting_scheduled',
      eventId: booking.id,
      createdById: booking.bookerId,
    });
    const people = { coachIds: [booking.hostId], attendeeIds: [booking.bookerId] };
    await setPeople(tdb, row.id, people);
    await insertChangelog(tdb, [
      singleEntry(row.id, booking.bookerId, 'CREATED', null, {
        name: row.name,
        start: row.startTime.toISOString(),
        end: row.endTime.toISOString(),
      }),
    ]);
    await scope.services.events.publish(
      tdb,
      'coaching.sessionScheduled',
      await eventOf({ tdb }, row, people, booking.bookerId),
    );
  });
}

async function cancelFor(scope: JobScope, bookingIds: readonly string[]): Promise<void> {
  const open = (await sessionsOfBookings(scope.tdb, bookingIds)).filter((s) => s.status === 'meeting_scheduled');
  if (open.length === 0) return;
  const bookings = new Map((await bookingFacts(scope.tdb, bookingIds)).map((b) => [b.id, b]));
  const people = await peopleOf(
    scope.tdb,
    open.map((s) => s.id),
  );
  for (const session of open) {
    const actor = bookings.get(session.eventId!)?.bookerId ?? session.createdById;
    if (!actor) continue;
    await scope.tdb.transaction(async (tdb) => {
      const updated = await updateSessionRow(tdb, session.id, { status: 'meeting_canceled', cancelledAt: new Date() });
      await insertChangelog(tdb, [singleEntry(session.id, actor, 'CANCELLED', session.status, updated.status)]);
      const who = people.get(session.id) ?? { coachIds: [], attendeeIds: [] };
      await scope.services.events.publish(
        tdb,
        'coaching.sessionCancelled',
        await eventOf({ tdb }, updated, who, actor),
      );
    });
  }
}

/** Plans the session of a booking (nothing when it has one already, or no startup, or is no longer booked). */
export async function planSessionOfBooking(scope: JobScope, bookingId: string): Promise<void> {
  const [booking] = await bookingFacts(scope.tdb, [bookingId]);
  if (booking) await planFrom(scope, booking);
}

export const coachingSubscribers = subscribe({
  'booking.confirmed': async (scope, { payload }) => planSessionOfBooking(scope, payload.bookingId),
  'booking.cancelled': async (scope, { payload }) => cancelFor(scope, payload.bookingIds),
});
