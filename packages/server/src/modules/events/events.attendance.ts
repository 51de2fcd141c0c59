// Registration and attendance of group events. Registering locks the event's row and counts the held seats under
// that lock, so concurrent registrations queue and the count never goes over capacity; a registrant may cancel
// until the start; staff (whoever may edit the event) mark attendance for several people at once.
import {
  MARKABLE_ATTENDEE_STATUSES,
  isOneOnOneEvent,
  registrationOpen,
  type AvailabilityType,
  type NoticePeriodUnit,
} from '@ascent/shared';
import type { EventAttendee } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { requireVisible, viewerOf } from './events.access.ts';
import { conflict, eventError } from './events.input.ts';
import { presentAttendees } from './events.presenter.ts';
import {
  deleteAttendee,
  findAttendee,
  findEvent,
  insertAttendee,
  listAttendees,
  seatCounts,
  setAttendeeStatuses,
} from './events.repository.ts';
import { present, withEditableEvent } from './events.service.ts';
import { cancelBookings, settleAttendance } from './booking.ledger.ts';
import { liveBookingsOf } from './booking.repository.ts';

export async function registerForEvent(scope: SignedIn, eventId: string) {
  const viewer = await viewerOf(scope);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const { event, editable } = await requireVisible(
      tx,
      viewer,
      isUuid(eventId) ? await findEvent(tdb, eventId, true) : null,
    );
    if (isOneOnOneEvent(event.eventType)) throw conflict('notGroup');
    if (event.isArchived) throw conflict('archived');
    if (event.status === 'cancelled') throw conflict('cancelled');
    if (event.status !== 'published') throw conflict('notPublished');
    const now = new Date();
    if (event.startTime <= now) throw conflict('started');
    const open = registrationOpen(
      {
        ...event,
        availabilityType: event.availabilityType as AvailabilityType,
        noticePeriodUnit: event.noticePeriodUnit as NoticePeriodUnit,
      },
      now,
    );
    if (!open) throw conflict('registrationClosed');
    if (await findAttendee(tdb, eventId, scope.user.id)) throw conflict('alreadyRegistered');
    const taken = (await seatCounts(tdb, [eventId])).get(eventId) ?? 0;
    if (event.capacity !== null && taken >= event.capacity) throw conflict('full');
    await insertAttendee(tdb, eventId, scope.user.id);
    return present(tx, event, editable);
  });
}

export async function cancelRegistration(scope: SignedIn, eventId: string) {
  const viewer = await viewerOf(scope);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const { event, editable } = await requireVisible(
      tx,
      viewer,
      isUuid(eventId) ? await findEvent(tdb, eventId, true) : null,
    );
    const mine = await findAttendee(tdb, eventId, scope.user.id);
    if (!mine || mine.status !== 'REGISTERED') throw conflict('notRegistered');
    if (isOneOnOneEvent(event.eventType)) {
      // A one-on-one registration is a booked session: it may be cancelled until the session starts.
      const [booking] = await liveBookingsOf(tdb, [eventId], [scope.user.id]);
      if (booking && booking.startTime <= new Date()) throw conflict('started');
      const cancelled = await cancelBookings(tdb, eventId, scope.user.id, scope.user.id);
      if (cancelled.length)
        await tx.services.events.publish(tdb, 'booking.cancelled', { bookingIds: cancelled.map((b) => b.id) });
    } else if (event.startTime <= new Date()) throw conflict('started');
    await deleteAttendee(tdb, eventId, scope.user.id);
    return present(tx, event, editable);
  });
}

/** The attendee list: for whoever may edit the event. */
export async function eventAttendees(scope: SignedIn, eventId: string): Promise<EventAttendee[]> {
  return withEditableEvent(scope, eventId, async (tx) =>
    presentAttendees(tx.tdb, await listAttendees(tx.tdb, eventId)),
  );
}

export async function setAttendeeStatus(
  scope: SignedIn,
  eventId: string,
  userIds: readonly string[],
  status: string,
): Promise<EventAttendee[]> {
  if (!(MARKABLE_ATTENDEE_STATUSES as readonly string[]).includes(status))
    throw eventError('notAttendee', undefined, { fields: { status: 'notAttendee' } });
  const ids = [...new Set(userIds)];
  if (ids.length === 0 || ids.length > 500 || !ids.every(isUuid)) throw eventError('notAttendee');
  return withEditableEvent(scope, eventId, async (tx, event) => {
    if (event.status === 'cancelled') throw conflict('cancelled');
    const rows = await listAttendees(tx.tdb, eventId);
    const present = new Set(rows.filter((r) => r.status !== 'EVENT_CANCELLED').map((r) => r.userId));
    if (!ids.every((id) => present.has(id))) throw eventError('notAttendee');
    await setAttendeeStatuses(tx.tdb, eventId, ids, status, status === 'REGISTERED' ? null : scope.user.id);
    if (isOneOnOneEvent(event.eventType)) await settleAttendance(tx.tdb, eventId, ids, status, scope.user.id);
    return presentAttendees(tx.tdb, await listAttendees(tx.tdb, eventId));
  });
}
