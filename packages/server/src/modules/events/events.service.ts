// Programme events (issue 19): the lists of /events, one event, and the team's changes. Every change runs in a
// transaction holding the event's row (SELECT … FOR UPDATE), so two changes of one event queue instead of
// interleaving; registering counts the seats under that lock, so concurrent registrations never exceed capacity.
import {
  EVENT_LIMITS,
  EVENT_TABS,
  STAFF_EVENT_TABS,
  isOneOnOneEvent,
  type EventTab,
  type EventTimeframe,
} from '@ascent/shared';
import type { IncubatorEvent, IncubatorEventInput, IncubatorEventPage } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { isUuid } from '../../core/validation.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { mayEdit, requireVisible, viewerOf } from './events.access.ts';
import { eventAudience } from './events.audience.ts';
import { conflict, eventError, eventValuesFrom } from './events.input.ts';
import { presentEvents } from './events.presenter.ts';
import {
  cancelAttendees,
  findEvent,
  insertEvent,
  pageOfEvents,
  setHosts,
  updateEventRow,
} from './events.repository.ts';
import type { EventRow } from './events.schema.ts';
import { cancelBookings } from './booking.ledger.ts';
import { announceClosed, announceHosts } from './events.tasks.ts';
import { applyToFollowing, followingOccurrences, materialiseSeries } from './events.series.ts';
import { announceNewLabels } from './events.labels.ts';

export const eventUrl = (id: string) => `/events/${id}`;

export async function present(scope: SignedIn, row: EventRow, editable: boolean): Promise<IncubatorEvent> {
  const [event] = await presentEvents(scope.tdb, scope.user.id, [row], () => editable);
  return event!;
}

/** Whether one-on-one events are on, read before a transaction opens (the flag is read outside it). */
const oneOnOneOn = (scope: SignedIn) => isFeatureOn(scope.services, scope.tenant, 'oneOnOneEvents');

function requireOneOnOneFlag(on: boolean, eventType: string): void {
  if (isOneOnOneEvent(eventType) && !on) throw eventError('oneOnOneOff');
}

export async function listEvents(
  scope: SignedIn,
  args: {
    tab: EventTab;
    timeframe?: EventTimeframe | null;
    eventType?: string | null;
    search?: string | null;
    cursor?: string | null;
    from?: string | null;
    to?: string | null;
  },
): Promise<IncubatorEventPage> {
  if (!(EVENT_TABS as readonly string[]).includes(args.tab)) throw eventError('badCursor');
  const viewer = await viewerOf(scope);
  if (STAFF_EVENT_TABS.includes(args.tab) && !viewer.mayCreate) throw eventError('tabForbidden');
  let cursor = null;
  if (args.cursor) {
    const decoded = decodeCursor(args.cursor, ['instant', 'uuid'] as const);
    if (!decoded) throw eventError('badCursor', undefined, { fields: { cursor: 'badCursor' } });
    cursor = { startTime: decoded[0], id: decoded[1] };
  }
  const range = rangeOf(args);
  const limit = range ? EVENT_LIMITS.rangePageSize : EVENT_LIMITS.pageSize;
  const rows = await pageOfEvents(scope.tdb, viewer, {
    tab: args.tab,
    timeframe: range ? 'ALL' : (args.timeframe ?? 'UPCOMING'),
    range,
    eventType: args.eventType ?? null,
    search: args.search?.trim().slice(0, EVENT_LIMITS.title) || null,
    cursor,
    limit,
    now: new Date(),
  });
  const page = rows.slice(0, limit);
  const editable = new Set<string>();
  for (const row of page) if (await mayEdit(scope, viewer, row)) editable.add(row.id);
  const last = page.at(-1);
  return {
    results: await presentEvents(scope.tdb, scope.user.id, page, (r) => editable.has(r.id)),
    next: rows.length > limit && last ? encodeCursor([last.startTime.toISOString(), last.id]) : null,
  };
}

/** The calendar view's range, when one is asked: both ends, in order, at most 62 days apart. */
function rangeOf(args: { from?: string | null; to?: string | null }): { from: Date; to: Date } | null {
  if (args.from == null && args.to == null) return null;
  const from = Date.parse(args.from ?? '');
  const to = Date.parse(args.to ?? '');
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from || to - from > 62 * 86_400_000)
    throw eventError('badRange', undefined, { fields: { from: 'badRange' } });
  return { from: new Date(from), to: new Date(to) };
}

export async function getEvent(scope: SignedIn, id: string): Promise<IncubatorEvent> {
  const viewer = await viewerOf(scope);
  const { event, editable } = await requireVisible(scope, viewer, isUuid(id) ? await findEvent(scope.tdb, id) : null);
  return present(scope, event, editable);
}

/** A draft with sensible defaults: a group event tomorrow at 10:00 UTC for an hour, the caller hosting. */
export async function createEvent(scope: SignedIn, input: IncubatorEventInput | null | undefined) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(10, 0, 0, 0);
  const defaults = {
    incubatorId: scope.tenant.id,
    id: '00000000-0000-0000-0000-000000000000',
    eventType: 'GROUP_GENERAL',
    title: '',
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
    timezone: scope.user.timezone || scope.tenant.timezone || 'UTC',
  } as EventRow;
  const base = { ...emptyRow(), ...defaults };
  const { values, hostIds } = await eventValuesFrom(scope.tdb, base, { title: 'New event', ...(input ?? {}) });
  requireOneOnOneFlag(await oneOnOneOn(scope), values.eventType!);
  return scope.tdb.transaction(async (tx) => {
    const row = await insertEvent(tx, { ...(values as Required<typeof values>), createdById: scope.user.id });
    await setHosts(tx, row.id, hostIds ?? [scope.user.id]);
    return present({ ...scope, tdb: tx }, row, true);
  });
}

function emptyRow(): Omit<
  EventRow,
  'incubatorId' | 'id' | 'eventType' | 'title' | 'startTime' | 'endTime' | 'timezone'
> {
  return {
    description: '',
    capacity: null,
    locationText: '',
    locationLink: '',
    conferenceUrl: '',
    topics: [],
    tags: [],
    links: [],
    timeslotIncrement: null,
    availabilityType: 'UNRESTRICTED',
    availableFrom: null,
    availableUntil: null,
    noticePeriodValue: 0,
    noticePeriodUnit: 'HOUR',
    ignoreHourAllocation: false,
    ignoreHostsLinkedCalendar: false,
    visibleRolesIs: [],
    visibleRolesIsNot: [],
    visiblePrograms: [],
    visibleUserTags: [],
    visibleStartupTags: [],
    status: 'draft',
    isArchived: false,
    createdById: null,
    publishedAt: null,
    cancelledAt: null,
    cover: null,
    recurrence: null,
    seriesId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

/** Runs `change` on the locked event when the caller may edit it. */
export async function withEditableEvent<T>(
  scope: SignedIn,
  id: string,
  change: (tx: SignedIn, event: EventRow) => Promise<T>,
): Promise<T> {
  const viewer = await viewerOf(scope);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const event = isUuid(id) ? await findEvent(tdb, id, true) : null;
    const { editable } = await requireVisible(tx, viewer, event);
    if (!editable) throw eventError('notEditable');
    return change(tx, event!);
  });
}

/** With `following`, the details (not the times) go to the later occurrences of the event's series too. */
export async function updateEvent(scope: SignedIn, id: string, input: IncubatorEventInput, following = false) {
  const on = await oneOnOneOn(scope);
  return withEditableEvent(scope, id, async (tx, event) => {
    if (event.isArchived) throw conflict('archived');
    if (event.status === 'cancelled') throw conflict('cancelled');
    if (event.status !== 'draft' && input.recurrence !== undefined && !sameRule(event, input)) {
      throw conflict('recurrenceLocked');
    }
    const { values, hostIds } = await eventValuesFrom(tx.tdb, event, input);
    if (values.eventType !== event.eventType) requireOneOnOneFlag(on, values.eventType!);
    const row = await updateEventRow(tx.tdb, id, values);
    if (hostIds) await setHosts(tx.tdb, id, hostIds);
    if (following) await applyToFollowing(tx.tdb, row, values, hostIds);
    await announceHosts(tx, row);
    await announceNewLabels(tx, event, row);
    return present(tx, row, true);
  });
}

/** Whether the input's rule is the one a published event already has (sending it back unchanged is fine). */
function sameRule(event: EventRow, input: IncubatorEventInput): boolean {
  const given = input.recurrence;
  const held = event.recurrence;
  if (!given || !held) return !given && !held;
  return (
    given.frequency === held.frequency &&
    given.interval === held.interval &&
    (given.count ?? null) === held.count &&
    (given.until ?? null) === held.until &&
    (held.frequency !== 'WEEKLY' || [...(given.weekdays ?? [])].sort().join() === [...held.weekdays].sort().join())
  );
}

export async function publishEvent(scope: SignedIn, id: string) {
  const on = await oneOnOneOn(scope);
  return withEditableEvent(scope, id, async (tx, event) => {
    if (event.isArchived) throw conflict('archived');
    if (event.status !== 'draft') throw conflict(event.status === 'cancelled' ? 'cancelled' : 'alreadyPublished');
    requireOneOnOneFlag(on, event.eventType);
    const row = await updateEventRow(tx.tdb, id, { status: 'published', publishedAt: new Date() });
    await materialiseSeries(tx.tdb, row);
    const audienceIds = (await eventAudience(tx, row)).filter((u) => u !== scope.user.id);
    await tx.services.events.publish(tx.tdb, 'event.published', {
      eventId: id,
      title: row.title,
      url: eventUrl(id),
      audienceIds,
      publishedById: scope.user.id,
    });
    await announceHosts(tx, row);
    return present(tx, (await findEvent(tx.tdb, id))!, true);
  });
}

/**
 * Cancels the event; with `following`, also the later occurrences of its series that have not started. Each
 * attendee is told once, whatever the number of their occurrences cancelled.
 */
export async function cancelEvent(scope: SignedIn, id: string, following = false) {
  return withEditableEvent(scope, id, async (tx, event) => {
    if (event.status === 'cancelled') throw conflict('cancelled');
    const now = new Date();
    const later = following ? (await followingOccurrences(tx.tdb, event)).filter((o) => o.startTime > now) : [];
    const told = new Set<string>();
    let row = event;
    for (const target of [event, ...later]) {
      const cancelled = await updateEventRow(tx.tdb, target.id, { status: 'cancelled', cancelledAt: now });
      if (target.id === id) row = cancelled;
      const attendeeIds = await cancelAttendees(tx.tdb, target.id);
      if (target.status === 'published') for (const a of attendeeIds) told.add(a);
      const bookings = await cancelBookings(tx.tdb, target.id, null, scope.user.id);
      if (bookings.length)
        await tx.services.events.publish(tx.tdb, 'booking.cancelled', { bookingIds: bookings.map((b) => b.id) });
      await announceClosed(tx, cancelled);
    }
    if (told.size)
      await tx.services.events.publish(tx.tdb, 'event.cancelled', {
        eventId: id,
        title: row.title,
        url: eventUrl(id),
        attendeeIds: [...told],
        cancelledById: scope.user.id,
      });
    return present(tx, row, true);
  });
}

export async function archiveEvent(scope: SignedIn, id: string, archived: boolean) {
  return withEditableEvent(scope, id, async (tx) => {
    const row = await updateEventRow(tx.tdb, id, { isArchived: archived });
    if (archived) await announceClosed(tx, row);
    else await announceHosts(tx, row);
    return present(tx, row, true);
  });
}
