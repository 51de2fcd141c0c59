// The SQL of bookings and the hour ledger, always through a TenantDb. A booking and its claims are written together:
// the claims' primary key (host, five-minute block) refuses a second booking of any part of a host's time.
import { BOOKING_BLOCK_MINUTES, ledgerBalance, type HourAllocation } from '@ascent/shared';
import { asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  bookingClaims,
  eventBookings,
  hourAccounts,
  hourLedgerEntries,
  type BookingRow,
  type LedgerRow,
} from './booking.schema.ts';

/** Statuses that hold a host's time. */
const HOLDING = ['BOOKED', 'ATTENDED'];

/** Busy ranges of each host between two instants. */
export async function busyOfHosts(
  tdb: TenantDb,
  hostIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, { start: number; end: number }[]>> {
  const out = new Map<string, { start: number; end: number }[]>();
  if (hostIds.length === 0) return out;
  const rows = await tdb
    .select({ hostId: eventBookings.hostId, start: eventBookings.startTime, end: eventBookings.endTime })
    .from(eventBookings)
    .where(
      tdb.where(
        eventBookings,
        inArray(eventBookings.hostId, [...hostIds]),
        inArray(eventBookings.status, HOLDING),
        lt(eventBookings.startTime, to),
        gt(eventBookings.endTime, from),
      ),
    );
  for (const r of rows)
    out.set(r.hostId, [...(out.get(r.hostId) ?? []), { start: r.start.getTime(), end: r.end.getTime() }]);
  return out;
}

/** Live bookings per host from `from` on (to pick the least booked host). */
export async function upcomingCounts(tdb: TenantDb, hostIds: readonly string[], from: Date) {
  const rows = await tdb
    .select({ hostId: eventBookings.hostId, n: sql<number>`count(*)::int` })
    .from(eventBookings)
    .where(
      tdb.where(
        eventBookings,
        inArray(eventBookings.hostId, [...hostIds]),
        eq(eventBookings.status, 'BOOKED'),
        gt(eventBookings.startTime, from),
      ),
    )
    .groupBy(eventBookings.hostId);
  return new Map(rows.map((r) => [r.hostId, r.n]));
}

/** Inserts a booking and claims its host's blocks; a unique violation means the time was just taken. */
export async function insertBooking(
  tdb: TenantDb,
  values: Omit<typeof eventBookings.$inferInsert, 'incubatorId' | 'id'>,
): Promise<BookingRow> {
  const [row] = await tdb.insert(eventBookings, values).returning();
  const block = BOOKING_BLOCK_MINUTES * 60_000;
  const claims = [];
  for (let t = values.startTime.getTime(); t < values.endTime.getTime(); t += block)
    claims.push({ hostId: values.hostId, blockStart: new Date(t), bookingId: row!.id });
  await tdb.insert(bookingClaims, claims);
  return row!;
}

/** Ends a booking: its status changes and its host's time is free again (NO_SHOW and CANCELLED). */
export async function setBookingStatus(tdb: TenantDb, id: string, status: string): Promise<void> {
  await tdb.update(
    eventBookings,
    { status, ...(status === 'CANCELLED' ? { cancelledAt: new Date() } : {}) },
    eq(eventBookings.id, id),
  );
  if (!HOLDING.includes(status)) await tdb.delete(bookingClaims, eq(bookingClaims.bookingId, id));
}

export async function bookingsOfEvent(tdb: TenantDb, eventId: string): Promise<BookingRow[]> {
  return tdb
    .select()
    .from(eventBookings)
    .where(tdb.where(eventBookings, eq(eventBookings.eventId, eventId)))
    .orderBy(asc(eventBookings.startTime));
}

/** The live (BOOKED) booking of each listed person for an event. */
export async function liveBookingsOf(
  tdb: TenantDb,
  eventIds: readonly string[],
  bookerIds: readonly string[],
): Promise<BookingRow[]> {
  if (eventIds.length === 0 || bookerIds.length === 0) return [];
  return tdb
    .select()
    .from(eventBookings)
    .where(
      tdb.where(
        eventBookings,
        inArray(eventBookings.eventId, [...eventIds]),
        inArray(eventBookings.bookerId, [...bookerIds]),
        eq(eventBookings.status, 'BOOKED'),
      ),
    );
}

/** Every live booking of an event (its cancellation releases them all). */
export async function liveBookingsOfEvent(tdb: TenantDb, eventId: string): Promise<BookingRow[]> {
  return tdb
    .select()
    .from(eventBookings)
    .where(tdb.where(eventBookings, eq(eventBookings.eventId, eventId), eq(eventBookings.status, 'BOOKED')));
}

/** Serialises changes of one startup's minutes within the transaction (two bookings of one startup queue). */
export async function lockStartupHours(tdb: TenantDb, startupId: string): Promise<void> {
  await tdb.insert(hourAccounts, { startupId }).onConflictDoNothing();
  await tdb
    .select({ id: hourAccounts.startupId })
    .from(hourAccounts)
    .where(tdb.where(hourAccounts, eq(hourAccounts.startupId, startupId)))
    .for('update');
}

export async function addLedgerEntry(
  tdb: TenantDb,
  values: Omit<typeof hourLedgerEntries.$inferInsert, 'incubatorId' | 'id'>,
): Promise<void> {
  if (values.minutes > 0) await tdb.insert(hourLedgerEntries, values);
}

export async function ledgerOf(tdb: TenantDb, startupId: string): Promise<LedgerRow[]> {
  return tdb
    .select()
    .from(hourLedgerEntries)
    .where(tdb.where(hourLedgerEntries, eq(hourLedgerEntries.startupId, startupId)))
    .orderBy(desc(hourLedgerEntries.createdAt), desc(hourLedgerEntries.id));
}

export async function balanceOf(tdb: TenantDb, startupId: string): Promise<HourAllocation> {
  const rows = await tdb
    .select({ kind: hourLedgerEntries.kind, minutes: sql<number>`sum(${hourLedgerEntries.minutes})::int` })
    .from(hourLedgerEntries)
    .where(tdb.where(hourLedgerEntries, eq(hourLedgerEntries.startupId, startupId)))
    .groupBy(hourLedgerEntries.kind);
  return ledgerBalance(rows);
}

/** The balances of every startup with entries. */
export async function balancesOfAll(tdb: TenantDb): Promise<Map<string, HourAllocation>> {
  const rows = await tdb
    .select({
      startupId: hourLedgerEntries.startupId,
      kind: hourLedgerEntries.kind,
      minutes: sql<number>`sum(${hourLedgerEntries.minutes})::int`,
    })
    .from(hourLedgerEntries)
    .where(tdb.where(hourLedgerEntries))
    .groupBy(hourLedgerEntries.startupId, hourLedgerEntries.kind);
  const byStartup = new Map<string, typeof rows>();
  for (const r of rows) byStartup.set(r.startupId, [...(byStartup.get(r.startupId) ?? []), r]);
  return new Map([...byStartup].map(([id, entries]) => [id, ledgerBalance(entries)]));
}
