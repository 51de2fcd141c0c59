// Booking a one-on-one session (issue 19). The offered slot is recomputed for the asked instant inside the
// transaction; the startup's minutes are checked under its account's row lock and held as PENDING in the same
// transaction; the booking then claims its host's five-minute blocks, and the claims' primary key settles a race:
// of two people booking the same time, the second insert fails and they are told to pick again.
import { hostsFreeAt } from '@ascent/shared';
import type { EventBooking } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { findStartupsOfUser } from '../startups/startups.public.ts';
import { eventAttendees } from './events.schema.ts';
import { requireVisible, viewerOf } from './events.access.ts';
import { findEvent } from './events.repository.ts';
import { presentBookings } from './events.presenter.ts';
import { withEditableEvent } from './events.service.ts';
import { holdMinutes, requireMinutes } from './booking.ledger.ts';
import { bookingsOfEvent, insertBooking, upcomingCounts } from './booking.repository.ts';
import { bookingError, requireBookable, requireDuration, slotQueryFor } from './booking.slots.ts';

export async function bookEventTimeslot(
  scope: SignedIn,
  args: { eventId: string; start: string; duration: number; hostId?: string | null },
): Promise<EventBooking> {
  requireDuration(args.duration);
  const start = Date.parse(args.start);
  if (Number.isNaN(start) || (args.hostId != null && !isUuid(args.hostId)))
    throw bookingError('slotNotOffered', 'CONFLICT');
  const viewer = await viewerOf(scope);
  const [startup] = await findStartupsOfUser(scope.tdb, scope.user.id);
  const hoursOn = await isFeatureOn(scope.services, scope.tenant, 'hoursAllocation');
  try {
    return await scope.tdb.transaction(async (tdb) => {
      const tx = { ...scope, tdb };
      const found = isUuid(args.eventId) ? await findEvent(tdb, args.eventId) : null;
      const { event } = await requireVisible(tx, viewer, found);
      requireBookable(event);
      const now = Date.now();
      const duration = args.duration * 60_000;
      const query = await slotQueryFor(
        tdb,
        event,
        { from: start - duration, to: start + 2 * duration },
        args.duration,
        now,
      );
      const free = hostsFreeAt(query, start);
      if (free.length === 0 || (args.hostId && !free.includes(args.hostId)))
        throw bookingError('slotNotOffered', 'CONFLICT');
      let hostId = args.hostId ?? free[0]!;
      if (!args.hostId && free.length > 1) {
        const counts = await upcomingCounts(tdb, free, new Date(now));
        hostId = [...free].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0))[0]!;
      }
      const charged = hoursOn && !event.ignoreHourAllocation && startup ? args.duration : 0;
      if (charged) await requireMinutes(tdb, startup!.id, charged);
      const row = await insertBooking(tdb, {
        eventId: event.id,
        hostId,
        bookerId: scope.user.id,
        startupId: startup?.id ?? null,
        startTime: new Date(start),
        endTime: new Date(start + duration),
        minutes: args.duration,
        chargedMinutes: charged,
      });
      await holdMinutes(tdb, row, scope.user.id);
      await tx.services.events.publish(tdb, 'booking.confirmed', { bookingId: row.id });
      await tdb
        .insert(eventAttendees, { eventId: event.id, userId: scope.user.id, status: 'REGISTERED' })
        .onConflictDoUpdate({
          target: [eventAttendees.incubatorId, eventAttendees.eventId, eventAttendees.userId],
          set: { status: 'REGISTERED', registeredAt: new Date(), markedById: null, markedAt: null },
        });
      const [booking] = await presentBookings(tdb, [row]);
      return booking!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'booking_claims_host_block')) throw bookingError('slotTaken', 'CONFLICT');
    if (isUniqueViolation(err, 'event_bookings_one_active_per_booker')) throw bookingError('alreadyBooked', 'CONFLICT');
    throw err;
  }
}

/** Every booking of a one-on-one event, for whoever may edit it. */
export async function eventBookings(scope: SignedIn, eventId: string): Promise<EventBooking[]> {
  return withEditableEvent(scope, eventId, async (tx) =>
    presentBookings(tx.tdb, await bookingsOfEvent(tx.tdb, eventId)),
  );
}
