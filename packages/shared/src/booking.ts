// One-on-one bookings and the hour-allocation ledger (issue 19, slice 2): statuses, ledger kinds and balances,
// and the messages of their refusals (shared by the server's errors and the web's catalogues).
import { SESSION_DURATIONS_MINUTES, type HourAllocation } from './events.ts';

/** BOOKED holds the host's time and pending minutes; ATTENDED uses them; NO_SHOW and CANCELLED release them. */
export const BOOKING_STATUSES = ['BOOKED', 'ATTENDED', 'NO_SHOW', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Ledger entries only ever move minutes: ALLOCATED adds to the allocation (negative to take some back), PENDING
 * holds minutes for a booking, USED turns held minutes into used ones, RELEASED gives held minutes back.
 */
export const HOUR_LEDGER_KINDS = ['ALLOCATED', 'PENDING', 'USED', 'RELEASED'] as const;
export type HourLedgerKind = (typeof HOUR_LEDGER_KINDS)[number];

/** The balances a list of entries adds up to. */
export function ledgerBalance(entries: readonly { readonly kind: string; readonly minutes: number }[]): HourAllocation {
  let allocated = 0;
  let held = 0;
  let used = 0;
  for (const e of entries) {
    if (e.kind === 'ALLOCATED') allocated += e.minutes;
    else if (e.kind === 'PENDING') held += e.minutes;
    else if (e.kind === 'USED') {
      held -= e.minutes;
      used += e.minutes;
    } else if (e.kind === 'RELEASED') held -= e.minutes;
  }
  return { minutesAllocated: allocated, minutesPending: held, minutesUsed: used };
}

export const HOUR_LIMITS = { allocation: 100_000, note: 300 } as const;

/** Session lengths a booker may choose. */
export const BOOKABLE_DURATIONS_MINUTES = SESSION_DURATIONS_MINUTES;

/** Blocks of host time a booking claims (bookings start and last on this grid). */
export const BOOKING_BLOCK_MINUTES = 5;

/** How far ahead timeslots are asked for at once. */
export const TIMESLOT_RANGE_DAYS = 62;

export const BOOKING_ERROR_MESSAGES = {
  notOneOnOne: {
    key: 'booking.errors.notOneOnOne',
    defaultMessage: 'Group events are joined by registration, not by timeslot.',
  },
  badDuration: { key: 'booking.errors.badDuration', defaultMessage: 'Choose a session length from the list.' },
  badRange: { key: 'booking.errors.badRange', defaultMessage: 'Ask for at most two months of timeslots at once.' },
  slotNotOffered: {
    key: 'booking.errors.slotNotOffered',
    defaultMessage: 'This timeslot is not offered: it is taken, past the notice period or outside the booking dates.',
  },
  slotTaken: {
    key: 'booking.errors.slotTaken',
    defaultMessage: 'Someone has just booked this timeslot. Choose another one from the refreshed list.',
  },
  alreadyBooked: {
    key: 'booking.errors.alreadyBooked',
    defaultMessage: 'You already have a session booked for this event. Cancel it to book another.',
  },
  insufficientHours: {
    key: 'booking.errors.insufficientHours',
    defaultMessage:
      'Insufficient hour allocation: your startup has {remaining} minutes left for a {minutes}-minute session.',
  },
  badMinutes: {
    key: 'booking.errors.badMinutes',
    defaultMessage: 'Enter a whole number of minutes, not zero, at most {max}.',
  },
  overdrawn: {
    key: 'booking.errors.overdrawn',
    defaultMessage: 'The allocation cannot go below the minutes already booked or used.',
  },
  startupNotFound: { key: 'booking.errors.startupNotFound', defaultMessage: 'This startup does not exist.' },
  noteTooLong: { key: 'booking.errors.noteTooLong', defaultMessage: 'The note is at most {max} characters.' },
} as const;
export type BookingErrorName = keyof typeof BOOKING_ERROR_MESSAGES;
