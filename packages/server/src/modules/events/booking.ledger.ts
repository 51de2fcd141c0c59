// What bookings do to the hour ledger (issue 19): a booking holds its minutes as PENDING in its own transaction,
// attendance turns them into USED, and a cancellation, a no-show or the event's cancellation RELEASES them. Each
// is a new ledger entry; the balances are always sums (ledgerBalance of @ascent/shared).
import { BOOKING_ERROR_MESSAGES, remainingAllocationMinutes } from '@ascent/shared';
import { reasonError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  addLedgerEntry,
  balanceOf,
  liveBookingsOf,
  liveBookingsOfEvent,
  lockStartupHours,
  setBookingStatus,
} from './booking.repository.ts';
import type { BookingRow } from './booking.schema.ts';

/** Refuses (and stores nothing) when the startup's remaining minutes are fewer than the session's. */
export async function requireMinutes(tdb: TenantDb, startupId: string, minutes: number): Promise<void> {
  await lockStartupHours(tdb, startupId);
  const remaining = remainingAllocationMinutes(await balanceOf(tdb, startupId));
  if (remaining < minutes)
    throw reasonError(
      'CONFLICT',
      BOOKING_ERROR_MESSAGES,
      'insufficientHours',
      { remaining, minutes },
      {
        blocker: 'INSUFFICIENT_HOUR_ALLOCATION',
      },
    );
}

/** Holds a new booking's minutes (only bookings that charge a startup carry one). */
export async function holdMinutes(tdb: TenantDb, booking: BookingRow, actorId: string): Promise<void> {
  if (booking.startupId && booking.chargedMinutes > 0)
    await addLedgerEntry(tdb, {
      startupId: booking.startupId,
      kind: 'PENDING',
      minutes: booking.chargedMinutes,
      bookingId: booking.id,
      createdById: actorId,
    });
}

/** Ends live bookings with `status` and moves their held minutes: used when ATTENDED, released otherwise. */
export async function settle(
  tdb: TenantDb,
  bookings: readonly BookingRow[],
  status: 'ATTENDED' | 'NO_SHOW' | 'CANCELLED',
  actorId: string,
): Promise<void> {
  for (const b of bookings) {
    await setBookingStatus(tdb, b.id, status);
    if (b.startupId && b.chargedMinutes > 0)
      await addLedgerEntry(tdb, {
        startupId: b.startupId,
        kind: status === 'ATTENDED' ? 'USED' : 'RELEASED',
        minutes: b.chargedMinutes,
        bookingId: b.id,
        createdById: actorId,
      });
  }
}

/** Attendance marked on a one-on-one event settles the people's live bookings. */
export async function settleAttendance(
  tdb: TenantDb,
  eventId: string,
  userIds: readonly string[],
  status: string,
  actorId: string,
): Promise<void> {
  if (status !== 'ATTENDED' && status !== 'NO_SHOW') return;
  await settle(tdb, await liveBookingsOf(tdb, [eventId], userIds), status, actorId);
}

/** A registrant's cancellation or the event's: their live bookings end and their minutes come back. */
export async function cancelBookings(
  tdb: TenantDb,
  eventId: string,
  userId: string | null,
  actorId: string,
): Promise<BookingRow[]> {
  const live = userId ? await liveBookingsOf(tdb, [eventId], [userId]) : await liveBookingsOfEvent(tdb, eventId);
  await settle(tdb, live, 'CANCELLED', actorId);
  return live;
}
