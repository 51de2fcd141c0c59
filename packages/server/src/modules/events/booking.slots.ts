// Free timeslots of a one-on-one event: the hosts' stored availability and their bookings are read, and the pure
// computation of @ascent/shared (computeEventSlots) cuts them. The booking flow asks the same question for one
// instant, so what is offered and what may be booked never differ.
import {
  BOOKABLE_DURATIONS_MINUTES,
  BOOKING_ERROR_MESSAGES,
  TIMESLOT_RANGE_DAYS,
  computeEventSlots,
  isOneOnOneEvent,
  type AvailabilityType,
  type BookingErrorName,
  type NoticePeriodUnit,
  type SlotQuery,
} from '@ascent/shared';
import type { EventTimeslot } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { requireVisible, viewerOf } from './events.access.ts';
import { conflict } from './events.input.ts';
import { findEvent, hostIdsOf } from './events.repository.ts';
import type { EventRow } from './events.schema.ts';
import { loadAvailability } from './booking.availability.ts';
import { busyOfHosts } from './booking.repository.ts';
import { externalBusyOfHosts } from './linked-calendar.service.ts';

export const bookingError = (name: BookingErrorName, code: 'VALIDATION_FAILED' | 'CONFLICT' = 'VALIDATION_FAILED') =>
  reasonError(code, BOOKING_ERROR_MESSAGES, name);

/** Default increment when the event names none: the session length itself. */
const DEFAULT_INCREMENT = 30;

export function requireDuration(duration: number): void {
  if (!(BOOKABLE_DURATIONS_MINUTES as readonly number[]).includes(duration)) throw bookingError('badDuration');
}

/** A published, live one-on-one event, or the reason it cannot be booked. */
export function requireBookable(event: EventRow): void {
  if (!isOneOnOneEvent(event.eventType)) throw bookingError('notOneOnOne', 'CONFLICT');
  if (event.isArchived) throw conflict('archived');
  if (event.status === 'cancelled') throw conflict('cancelled');
  if (event.status !== 'published') throw conflict('notPublished');
}

/** The shared computation's input for an event between two instants. */
export async function slotQueryFor(
  tdb: TenantDb,
  event: EventRow,
  range: { from: number; to: number },
  duration: number,
  now: number,
): Promise<SlotQuery> {
  const hostIds = (await hostIdsOf(tdb, [event.id])).get(event.id) ?? [];
  const margin = 2 * 86_400_000;
  const [from, to] = [new Date(range.from - margin), new Date(range.to + margin)];
  const [availability, busy, external] = await Promise.all([
    loadAvailability(tdb, hostIds, from.toISOString().slice(0, 10)),
    busyOfHosts(tdb, hostIds, from, to),
    event.ignoreHostsLinkedCalendar ? new Map() : externalBusyOfHosts(tdb, hostIds, from, to),
  ]);
  return {
    hosts: hostIds.flatMap((id) => {
      const a = availability.get(id);
      const taken = [...(busy.get(id) ?? []), ...(external.get(id) ?? [])];
      return a ? [{ id, timezone: a.timezone, rules: a.rules, overrides: a.overrides, busy: taken }] : [];
    }),
    from: range.from,
    to: range.to,
    durationMinutes: duration,
    incrementMinutes: event.timeslotIncrement ?? DEFAULT_INCREMENT,
    now,
    notice: { periodValue: event.noticePeriodValue, periodUnit: event.noticePeriodUnit as NoticePeriodUnit },
    eventStart: event.startTime.getTime(),
    eventEnd: event.endTime.getTime(),
    window: {
      type: event.availabilityType as AvailabilityType,
      from: event.availableFrom?.getTime() ?? null,
      until: event.availableUntil?.getTime() ?? null,
    },
  };
}

function rangeOf(from: string, to: string): { from: number; to: number } | AppError {
  const f = Date.parse(from);
  const t = Date.parse(to);
  if (Number.isNaN(f) || Number.isNaN(t) || t <= f || t - f > TIMESLOT_RANGE_DAYS * 86_400_000)
    return bookingError('badRange');
  return { from: f, to: t };
}

export async function eventTimeslots(
  scope: SignedIn,
  args: { eventId: string; from: string; to: string; duration: number },
): Promise<EventTimeslot[]> {
  requireDuration(args.duration);
  const range = rangeOf(args.from, args.to);
  if (range instanceof Error) throw range;
  const viewer = await viewerOf(scope);
  const { event } = await requireVisible(
    scope,
    viewer,
    isUuid(args.eventId) ? await findEvent(scope.tdb, args.eventId) : null,
  );
  requireBookable(event);
  const query = await slotQueryFor(scope.tdb, event, range, args.duration, Date.now());
  return computeEventSlots(query).map((s) => ({
    start: new Date(s.start).toISOString(),
    end: new Date(s.end).toISOString(),
    hostIds: [...s.hostIds],
  }));
}
