// The events module's SQL, always through a TenantDb. Lists page by keyset on (start_time, id) with the shared
// cursor codec; the visibility rule of the feed is written once here (`visibleTo`).
import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { SEAT_HOLDING_STATUSES, type EventTab, type EventTimeframe } from '@ascent/shared';
import { eventAttendees, eventHosts, incubatorEvents, type AttendeeRow, type EventRow } from './events.schema.ts';

export type EventValues = Omit<typeof incubatorEvents.$inferInsert, 'incubatorId' | 'id'>;

export async function findEvent(tdb: TenantDb, id: string, lock = false): Promise<EventRow | null> {
  const query = tdb
    .select()
    .from(incubatorEvents)
    .where(tdb.where(incubatorEvents, eq(incubatorEvents.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEvent(tdb: TenantDb, values: EventValues): Promise<EventRow> {
  const [row] = await tdb.insert(incubatorEvents, values).returning();
  return row!;
}

export async function updateEventRow(tdb: TenantDb, id: string, values: Partial<EventValues>): Promise<EventRow> {
  const [row] = await tdb
    .update(incubatorEvents, { ...values, updatedAt: new Date() }, eq(incubatorEvents.id, id))
    .returning();
  return row!;
}

export async function setHosts(tdb: TenantDb, eventId: string, userIds: readonly string[]): Promise<void> {
  await tdb.delete(eventHosts, eq(eventHosts.eventId, eventId));
  if (userIds.length)
    await tdb.insert(
      eventHosts,
      userIds.map((userId, position) => ({ eventId, userId, position })),
    );
}

export async function hostIdsOf(tdb: TenantDb, eventIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (eventIds.length === 0) return found;
  const rows = await tdb
    .select({ eventId: eventHosts.eventId, userId: eventHosts.userId })
    .from(eventHosts)
    .where(tdb.where(eventHosts, inArray(eventHosts.eventId, [...eventIds])))
    .orderBy(asc(eventHosts.position));
  for (const r of rows) found.set(r.eventId, [...(found.get(r.eventId) ?? []), r.userId]);
  return found;
}

/** Seats held per event (registered, attended, no-show). */
export async function seatCounts(tdb: TenantDb, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tdb
    .select({ eventId: eventAttendees.eventId, n: count() })
    .from(eventAttendees)
    .where(
      tdb.where(
        eventAttendees,
        inArray(eventAttendees.eventId, [...eventIds]),
        inArray(eventAttendees.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .groupBy(eventAttendees.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

/** The caller's attendee status per event. */
export async function statusesOf(
  tdb: TenantDb,
  userId: string,
  eventIds: readonly string[],
): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tdb
    .select({ eventId: eventAttendees.eventId, status: eventAttendees.status })
    .from(eventAttendees)
    .where(
      tdb.where(eventAttendees, eq(eventAttendees.userId, userId), inArray(eventAttendees.eventId, [...eventIds])),
    );
  return new Map(rows.map((r) => [r.eventId, r.status]));
}

export async function listAttendees(tdb: TenantDb, eventId: string): Promise<AttendeeRow[]> {
  return tdb
    .select()
    .from(eventAttendees)
    .where(tdb.where(eventAttendees, eq(eventAttendees.eventId, eventId)))
    .orderBy(asc(eventAttendees.registeredAt), asc(eventAttendees.userId));
}

export async function findAttendee(tdb: TenantDb, eventId: string, userId: string): Promise<AttendeeRow | null> {
  const [row] = await tdb
    .select()
    .from(eventAttendees)
    .where(tdb.where(eventAttendees, eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return row ?? null;
}

export async function insertAttendee(tdb: TenantDb, eventId: string, userId: string): Promise<void> {
  await tdb.insert(eventAttendees, { eventId, userId, status: 'REGISTERED' });
}

export async function deleteAttendee(tdb: TenantDb, eventId: string, userId: string): Promise<void> {
  await tdb.delete(eventAttendees, eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId));
}

export async function setAttendeeStatuses(
  tdb: TenantDb,
  eventId: string,
  userIds: readonly string[],
  status: string,
  markedById: string | null,
): Promise<void> {
  await tdb.update(
    eventAttendees,
    { status, markedById, markedAt: markedById ? new Date() : null },
    eq(eventAttendees.eventId, eventId),
    inArray(eventAttendees.userId, [...userIds]),
  );
}

/** Every seat of a cancelled event: EVENT_CANCELLED; answers whose they were. */
export async function cancelAttendees(tdb: TenantDb, eventId: string): Promise<string[]> {
  const rows = await tdb
    .update(
      eventAttendees,
      { status: 'EVENT_CANCELLED' },
      eq(eventAttendees.eventId, eventId),
      inArray(eventAttendees.status, [...SEAT_HOLDING_STATUSES]),
    )
    .returning({ userId: eventAttendees.userId });
  return rows.map((r) => r.userId);
}

/** Who the caller is, for the lists. */
export interface Viewer {
  readonly id: string;
  readonly roleType: string;
  readonly programIds: readonly string[];
  /** The viewer's people tags, and the tags of the startups they belong to. */
  readonly userTagIds: readonly string[];
  readonly startupTagIds: readonly string[];
  /** May edit every event (EVENTS:EDIT); else only their own (created or hosted). */
  readonly editsAll: boolean;
}

const textArray = (values: readonly string[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;

/** Published events shown to the viewer: every list of the event's visibility is empty or matches them. */
export function visibleTo(v: Viewer): SQL {
  const e = incubatorEvents;
  return sql`(${e.status} <> 'draft'
    and (cardinality(${e.visibleRolesIs}) = 0 or ${v.roleType} = any(${e.visibleRolesIs}))
    and not (${v.roleType} = any(${e.visibleRolesIsNot}))
    and (cardinality(${e.visiblePrograms}) = 0 or ${e.visiblePrograms} && ${textArray(v.programIds)})
    and (cardinality(${e.visibleUserTags}) = 0 or ${e.visibleUserTags} && ${textArray(v.userTagIds)})
    and (cardinality(${e.visibleStartupTags}) = 0 or ${e.visibleStartupTags} && ${textArray(v.startupTagIds)}))`;
}

const hostedBy = (tdb: TenantDb, userId: string) =>
  exists(
    tdb
      .select({ one: sql`1` })
      .from(eventHosts)
      .where(tdb.where(eventHosts, eq(eventHosts.eventId, incubatorEvents.id), eq(eventHosts.userId, userId))),
  );

const attendedBy = (tdb: TenantDb, userId: string) =>
  exists(
    tdb
      .select({ one: sql`1` })
      .from(eventAttendees)
      .where(
        tdb.where(eventAttendees, eq(eventAttendees.eventId, incubatorEvents.id), eq(eventAttendees.userId, userId)),
      ),
  );

/** Events the viewer may edit: all with EVENTS:EDIT, else the ones they created or host. */
export const editableBy = (tdb: TenantDb, v: Viewer): SQL | undefined =>
  v.editsAll ? undefined : or(eq(incubatorEvents.createdById, v.id), hostedBy(tdb, v.id));

/** Events shown to the viewer: by their visibility, or because they attend, host or created them. */
export const visibleOrOwn = (tdb: TenantDb, v: Viewer): SQL =>
  or(visibleTo(v), attendedBy(tdb, v.id), hostedBy(tdb, v.id), eq(incubatorEvents.createdById, v.id))!;

/** Whether one event is shown to the viewer (the same rule as the lists). */
export async function isVisible(tdb: TenantDb, v: Viewer, eventId: string): Promise<boolean> {
  const [row] = await tdb
    .select({ id: incubatorEvents.id })
    .from(incubatorEvents)
    .where(tdb.where(incubatorEvents, eq(incubatorEvents.id, eventId), visibleOrOwn(tdb, v)));
  return Boolean(row);
}

export interface EventListQuery {
  readonly tab: EventTab;
  readonly timeframe: EventTimeframe;
  readonly eventType: string | null;
  readonly search: string | null;
  readonly cursor: { startTime: string; id: string } | null;
  /** Only the events overlapping [from, to) (the calendar view). */
  readonly range?: { from: Date; to: Date } | null;
  readonly limit: number;
  readonly now: Date;
}

export async function pageOfEvents(tdb: TenantDb, v: Viewer, q: EventListQuery): Promise<EventRow[]> {
  const e = incubatorEvents;
  const tabCondition: Record<EventTab, SQL | undefined> = {
    FEED: and(visibleTo(v), eq(e.status, 'published')),
    MINE: and(sql`${e.status} <> 'draft'`, or(attendedBy(tdb, v.id), hostedBy(tdb, v.id))),
    PLANNING: editableBy(tdb, v),
    UNPUBLISHED: and(eq(e.status, 'draft'), editableBy(tdb, v)),
  };
  const past = q.timeframe === 'PAST';
  const when =
    q.timeframe === 'UPCOMING' ? gte(e.endTime, q.now) : q.timeframe === 'PAST' ? lt(e.endTime, q.now) : undefined;
  const after = q.cursor
    ? past
      ? sql`(${e.startTime}, ${e.id}) < (${q.cursor.startTime}::timestamptz, ${q.cursor.id}::uuid)`
      : sql`(${e.startTime}, ${e.id}) > (${q.cursor.startTime}::timestamptz, ${q.cursor.id}::uuid)`
    : undefined;
  return tdb
    .select()
    .from(e)
    .where(
      tdb.where(
        e,
        eq(e.isArchived, false),
        tabCondition[q.tab],
        when,
        q.range ? and(lt(e.startTime, q.range.to), gt(e.endTime, q.range.from)) : undefined,
        q.eventType ? eq(e.eventType, q.eventType) : undefined,
        q.search ? ilike(e.title, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        after,
      ),
    )
    .orderBy(...(past ? [desc(e.startTime), desc(e.id)] : [asc(e.startTime), asc(e.id)]))
    .limit(q.limit + 1);
}
