// Repeating group events (issue 19): a draft carries its rule; publishing it makes the series — one published event
// per occurrence (shared event-recurrence.ts), each with the first's details and hosts and `series_id` naming the
// first — so every occurrence is registered for, attended, cancelled and shown in calendars as an event of its own.
// Details edited "for the following occurrences" go to the later ones of the series; their times stay their own.
import { occurrencesOf, seatsLeft } from '@ascent/shared';
import { and, asc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { EventAttendeeStatus, EventOccurrence, IncubatorEventStatus } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { SignedIn } from '../../core/scope.ts';
import { viewerOf } from './events.access.ts';
import { editableBy, hostIdsOf, seatCounts, statusesOf, visibleOrOwn, type EventValues } from './events.repository.ts';
import { eventHosts, incubatorEvents, type EventRow } from './events.schema.ts';

/** Publishing a repeating event: its later occurrences as published events with its hosts; it heads the series. */
export async function materialiseSeries(tdb: TenantDb, head: EventRow): Promise<EventRow[]> {
  if (!head.recurrence) return [];
  const hostIds = (await hostIdsOf(tdb, [head.id])).get(head.id) ?? [];
  const [, ...later] = occurrencesOf(head.recurrence, head.startTime, head.endTime, head.timezone);
  await tdb.update(incubatorEvents, { seriesId: head.id }, eq(incubatorEvents.id, head.id));
  if (later.length === 0) return [];
  const { incubatorId: _t, id: _i, createdAt: _c, updatedAt: _u, ...details } = head;
  const rows = await tdb
    .insert(
      incubatorEvents,
      later.map((o) => ({ ...details, startTime: o.start, endTime: o.end, seriesId: head.id })),
    )
    .returning();
  const hosts = rows.flatMap((r) => hostIds.map((userId, position) => ({ eventId: r.id, userId, position })));
  if (hosts.length) await tdb.insert(eventHosts, hosts);
  return rows;
}

/** The later occurrences of the event's series that are not cancelled, locked for a change. */
export async function followingOccurrences(tdb: TenantDb, event: EventRow): Promise<EventRow[]> {
  if (!event.seriesId) return [];
  const e = incubatorEvents;
  return tdb
    .select()
    .from(e)
    .where(tdb.where(e, eq(e.seriesId, event.seriesId), gt(e.startTime, event.startTime), ne(e.status, 'cancelled')))
    .orderBy(asc(e.startTime))
    .for('update');
}

/** What "the following occurrences too" carries: the details, never the times or the status. */
export function seriesDetails(values: Partial<EventValues>): Partial<EventValues> {
  const keys = [
    'eventType',
    'title',
    'description',
    'capacity',
    'locationText',
    'locationLink',
    'conferenceUrl',
    'topics',
    'tags',
    'links',
    'noticePeriodValue',
    'noticePeriodUnit',
    'visibleRolesIs',
    'visibleRolesIsNot',
    'visiblePrograms',
    'visibleUserTags',
    'visibleStartupTags',
  ] as const;
  return Object.fromEntries(keys.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]));
}

/** Gives the later occurrences the details (and hosts, when given) of the one edited. */
export async function applyToFollowing(
  tdb: TenantDb,
  event: EventRow,
  values: Partial<EventValues>,
  hostIds: readonly string[] | null,
): Promise<number> {
  const ids = (await followingOccurrences(tdb, event)).map((r) => r.id);
  if (ids.length === 0) return 0;
  await tdb.update(
    incubatorEvents,
    { ...seriesDetails(values), updatedAt: new Date() },
    inArray(incubatorEvents.id, ids),
  );
  if (hostIds) {
    await tdb.delete(eventHosts, inArray(eventHosts.eventId, ids));
    const hosts = ids.flatMap((eventId) => hostIds.map((userId, position) => ({ eventId, userId, position })));
    if (hosts.length) await tdb.insert(eventHosts, hosts);
  }
  return ids.length;
}

/** The occurrences of a series the caller may see, in order, with their seats and the caller's registration. */
export async function seriesOccurrences(scope: SignedIn, seriesId: string): Promise<EventOccurrence[]> {
  const viewer = await viewerOf(scope);
  const e = incubatorEvents;
  const { tdb } = scope;
  const rows = await tdb
    .select()
    .from(e)
    .where(
      tdb.where(
        e,
        eq(e.seriesId, seriesId),
        eq(e.isArchived, false),
        viewer.editsAll
          ? undefined
          : or(and(ne(e.status, 'draft'), visibleOrOwn(tdb, viewer)), editableBy(tdb, viewer)),
      ),
    )
    .orderBy(asc(e.startTime), asc(e.id));
  const ids = rows.map((r) => r.id);
  const [seats, mine] = await Promise.all([seatCounts(tdb, ids), statusesOf(tdb, scope.user.id, ids)]);
  return rows.map((r) => ({
    _id: r.id,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    status: r.status as IncubatorEventStatus,
    seatsLeft: seatsLeft(r.capacity, seats.get(r.id) ?? 0),
    myStatus: (mine.get(r.id) ?? null) as EventAttendeeStatus | null,
  }));
}
