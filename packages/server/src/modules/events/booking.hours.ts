// The hour-allocation ledger of a startup (issue 19, behind the hoursAllocation flag): staff allocate minutes,
// bookings hold and use them (booking.ledger.ts), everyone reads balances computed from the entries. A founder
// reads their own startup's; staff (EVENTS:EDIT on everything) read and allocate any startup's.
import { BOOKING_ERROR_MESSAGES, HOUR_LIMITS, remainingAllocationMinutes, type HourLedgerKind } from '@ascent/shared';
import type { HourAllocation, HourLedgerEntry } from '../../generated/graphql.ts';
import { reasonError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { findStartupById, findStartupsOfUser, listStartupNames } from '../startups/startups.public.ts';
import { viewerOf } from './events.access.ts';
import { balanceOf, balancesOfAll, ledgerOf, lockStartupHours } from './booking.repository.ts';
import { hourLedgerEntries } from './booking.schema.ts';

const notFound = () => reasonError('NOT_FOUND', BOOKING_ERROR_MESSAGES, 'startupNotFound');

async function summary(scope: SignedIn, startup: { id: string; name: string }): Promise<HourAllocation> {
  const balance = await balanceOf(scope.tdb, startup.id);
  return {
    startupId: startup.id,
    startupName: startup.name,
    ...balance,
    minutesRemaining: remainingAllocationMinutes(balance),
  };
}

/** The startup when the caller is staff or one of its people; a startup hidden from them answers as missing. */
async function readableStartup(scope: SignedIn, startupId: string, staffOnly = false) {
  const startup = isUuid(startupId) ? await findStartupById(scope.tdb, startupId) : null;
  if (!startup) throw notFound();
  if ((await viewerOf(scope)).editsAll) return startup;
  if (!staffOnly && (await findStartupsOfUser(scope.tdb, scope.user.id)).some((s) => s.id === startupId))
    return startup;
  throw notFound();
}

export async function hourAllocation(scope: SignedIn, startupId?: string | null): Promise<HourAllocation | null> {
  if (startupId) return summary(scope, await readableStartup(scope, startupId));
  const [own] = await findStartupsOfUser(scope.tdb, scope.user.id);
  return own ? summary(scope, own) : null;
}

export async function hourLedger(scope: SignedIn, startupId: string): Promise<HourLedgerEntry[]> {
  const startup = await readableStartup(scope, startupId, true);
  return (await ledgerOf(scope.tdb, startup.id)).map((e) => ({
    _id: e.id,
    kind: e.kind as HourLedgerKind,
    minutes: e.minutes,
    note: e.note,
    bookingId: e.bookingId,
    createdAt: e.createdAt.toISOString(),
  }));
}

export async function allocateHours(
  scope: SignedIn,
  args: { startupId: string; minutes: number; note?: string | null },
): Promise<HourAllocation> {
  const { minutes } = args;
  const note = (args.note ?? '').trim();
  if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > HOUR_LIMITS.allocation)
    throw reasonError('VALIDATION_FAILED', BOOKING_ERROR_MESSAGES, 'badMinutes', { max: HOUR_LIMITS.allocation });
  if (note.length > HOUR_LIMITS.note)
    throw reasonError('VALIDATION_FAILED', BOOKING_ERROR_MESSAGES, 'noteTooLong', { max: HOUR_LIMITS.note });
  const startup = await readableStartup(scope, args.startupId, true);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    await lockStartupHours(tdb, startup.id);
    const balance = await balanceOf(tdb, startup.id);
    if (minutes < 0 && -minutes > remainingAllocationMinutes(balance))
      throw reasonError('CONFLICT', BOOKING_ERROR_MESSAGES, 'overdrawn');
    // A take-back is an ALLOCATED entry of negative minutes, never an edit of an earlier entry.
    await tdb.insert(hourLedgerEntries, {
      startupId: startup.id,
      kind: 'ALLOCATED',
      minutes,
      note,
      createdById: scope.user.id,
    });
    return summary(tx, startup);
  });
}

/** Every startup's minutes (staff: the ledger page). */
export async function hourAllocations(scope: SignedIn): Promise<HourAllocation[]> {
  if (!(await viewerOf(scope)).editsAll) return [];
  const balances = await balancesOfAll(scope.tdb);
  return (await listStartupNames(scope.tdb)).map((s) => {
    const balance = balances.get(s.id) ?? { minutesAllocated: 0, minutesPending: 0, minutesUsed: 0 };
    return { startupId: s.id, startupName: s.name, ...balance, minutesRemaining: remainingAllocationMinutes(balance) };
  });
}
