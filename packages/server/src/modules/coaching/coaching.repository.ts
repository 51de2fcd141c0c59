// The coaching module's SQL, always through a TenantDb. Lists page by keyset on (start_time, id) with the shared
// cursor codec; who sees a session is written once here (`visibleTo`): the startups the caller's COACHING:VIEW
// reaches, and every session they coach or attend.
import { and, asc, desc, eq, exists, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Reach } from '../permissions/permissions.service.ts';
import { startupMembers } from '../startups/startups.tables.ts';
import {
  coachingChangelogs,
  coachingPreferences,
  coachingSessionPeople,
  coachingSessions,
  type CoachingChangelogRow,
  type CoachingPreferencesRow,
  type CoachingSessionRow,
} from './coaching.schema.ts';

export type SessionValues = Omit<typeof coachingSessions.$inferInsert, 'incubatorId' | 'id'>;
export type ChangelogValues = Omit<typeof coachingChangelogs.$inferInsert, 'incubatorId' | 'id'>;
export type PreferencesValues = Omit<typeof coachingPreferences.$inferInsert, 'incubatorId' | 'userId'>;

export async function findSession(tdb: TenantDb, id: string, lock = false): Promise<CoachingSessionRow | null> {
  const query = tdb
    .select()
    .from(coachingSessions)
    .where(tdb.where(coachingSessions, eq(coachingSessions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertSession(tdb: TenantDb, values: SessionValues): Promise<CoachingSessionRow> {
  const [row] = await tdb.insert(coachingSessions, values).returning();
  return row!;
}

export async function updateSessionRow(
  tdb: TenantDb,
  id: string,
  values: Partial<SessionValues>,
): Promise<CoachingSessionRow> {
  const [row] = await tdb
    .update(coachingSessions, { ...values, updatedAt: new Date() }, eq(coachingSessions.id, id))
    .returning();
  return row!;
}

export interface SessionPeople {
  coachIds: string[];
  attendeeIds: string[];
}

export async function setPeople(tdb: TenantDb, sessionId: string, people: SessionPeople): Promise<void> {
  await tdb.delete(coachingSessionPeople, eq(coachingSessionPeople.sessionId, sessionId));
  const rows = [
    ...people.coachIds.map((userId, position) => ({ sessionId, userId, role: 'COACH', position })),
    ...people.attendeeIds
      .filter((id) => !people.coachIds.includes(id))
      .map((userId, position) => ({ sessionId, userId, role: 'ATTENDEE', position })),
  ];
  if (rows.length) await tdb.insert(coachingSessionPeople, rows);
}

export async function peopleOf(tdb: TenantDb, sessionIds: readonly string[]): Promise<Map<string, SessionPeople>> {
  const found = new Map<string, SessionPeople>();
  if (sessionIds.length === 0) return found;
  const rows = await tdb
    .select({
      sessionId: coachingSessionPeople.sessionId,
      userId: coachingSessionPeople.userId,
      role: coachingSessionPeople.role,
    })
    .from(coachingSessionPeople)
    .where(tdb.where(coachingSessionPeople, inArray(coachingSessionPeople.sessionId, [...sessionIds])))
    .orderBy(asc(coachingSessionPeople.position));
  for (const r of rows) {
    const entry = found.get(r.sessionId) ?? { coachIds: [], attendeeIds: [] };
    (r.role === 'COACH' ? entry.coachIds : entry.attendeeIds).push(r.userId);
    found.set(r.sessionId, entry);
  }
  return found;
}

/** The sessions a caller sees: their reach over startups, or any they coach or attend. */
function visibleTo(tdb: TenantDb, reach: Reach, userId: string): SQL | undefined {
  if (reach === 'all') return undefined;
  const theirs = exists(
    tdb
      .select({ one: coachingSessionPeople.userId })
      .from(coachingSessionPeople)
      .where(
        tdb.where(
          coachingSessionPeople,
          eq(coachingSessionPeople.sessionId, coachingSessions.id),
          eq(coachingSessionPeople.userId, userId),
        ),
      ),
  );
  return reach.size ? or(inArray(coachingSessions.startupId, [...reach]), theirs) : theirs;
}

export async function isVisible(tdb: TenantDb, reach: Reach, userId: string, sessionId: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .where(tdb.where(coachingSessions, eq(coachingSessions.id, sessionId), visibleTo(tdb, reach, userId)));
  return rows.length > 0;
}

export interface SessionFilter {
  reach: Reach;
  userId: string;
  startupId: string | null;
  timeframe: 'UPCOMING' | 'PAST' | 'ALL';
  meetingType: string | null;
  status: string | null;
  mine: boolean;
  cursor: { startTime: Date; id: string } | null;
  limit: number;
  now: Date;
}

/** One page (limit + 1 rows, to tell whether more follow). UPCOMING runs forward in time, PAST and ALL backward. */
export async function pageOfSessions(tdb: TenantDb, f: SessionFilter): Promise<CoachingSessionRow[]> {
  const forward = f.timeframe === 'UPCOMING';
  const s = coachingSessions;
  const conditions: (SQL | undefined)[] = [
    visibleTo(tdb, f.reach, f.userId),
    f.mine ? visibleTo(tdb, new Set(), f.userId) : undefined,
    f.startupId ? eq(s.startupId, f.startupId) : undefined,
    f.meetingType ? eq(s.meetingType, f.meetingType) : undefined,
    f.status ? eq(s.status, f.status) : undefined,
    f.timeframe === 'UPCOMING' ? gte(s.endTime, f.now) : f.timeframe === 'PAST' ? lt(s.endTime, f.now) : undefined,
  ];
  if (f.cursor) {
    const { startTime, id } = f.cursor;
    conditions.push(
      forward
        ? or(gt(s.startTime, startTime), and(eq(s.startTime, startTime), gt(s.id, id)))
        : or(lt(s.startTime, startTime), and(eq(s.startTime, startTime), lt(s.id, id))),
    );
  }
  return tdb
    .select()
    .from(s)
    .where(tdb.where(s, ...conditions))
    .orderBy(forward ? asc(s.startTime) : desc(s.startTime), forward ? asc(s.id) : desc(s.id))
    .limit(f.limit + 1);
}

/** The startup's sessions that ended before `before` (newest first): the brief reads the last one. */
export async function heldSessionsOf(
  tdb: TenantDb,
  startupId: string,
  before: Date,
  limit: number,
): Promise<CoachingSessionRow[]> {
  return tdb
    .select()
    .from(coachingSessions)
    .where(
      tdb.where(
        coachingSessions,
        eq(coachingSessions.startupId, startupId),
        eq(coachingSessions.status, 'meeting_scheduled'),
        lt(coachingSessions.startTime, before),
      ),
    )
    .orderBy(desc(coachingSessions.startTime), desc(coachingSessions.id))
    .limit(limit);
}

export async function insertChangelog(tdb: TenantDb, entries: readonly ChangelogValues[]): Promise<void> {
  if (entries.length) await tdb.insert(coachingChangelogs, [...entries]);
}

export async function changelogOf(tdb: TenantDb, sessionId: string): Promise<CoachingChangelogRow[]> {
  return tdb
    .select()
    .from(coachingChangelogs)
    .where(tdb.where(coachingChangelogs, eq(coachingChangelogs.sessionId, sessionId)))
    .orderBy(desc(coachingChangelogs.changeTime), desc(coachingChangelogs.id));
}

export async function findPreferences(tdb: TenantDb, userId: string): Promise<CoachingPreferencesRow | null> {
  const [row] = await tdb
    .select()
    .from(coachingPreferences)
    .where(tdb.where(coachingPreferences, eq(coachingPreferences.userId, userId)));
  return row ?? null;
}

export async function savePreferences(
  tdb: TenantDb,
  userId: string,
  values: PreferencesValues,
): Promise<CoachingPreferencesRow> {
  const [row] = await tdb
    .insert(coachingPreferences, { userId, ...values })
    .onConflictDoUpdate({
      target: [coachingPreferences.incubatorId, coachingPreferences.userId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The startup's people (its founders), as the startups module keeps them. */
export async function memberIdsOf(tdb: TenantDb, startupId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: startupMembers.userId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.startupId, startupId)));
  return rows.map((r) => r.id);
}

/** The sessions these one-on-one bookings planned (coaching.bookings.ts). */
export async function sessionsOfBookings(tdb: TenantDb, bookingIds: readonly string[]): Promise<CoachingSessionRow[]> {
  if (bookingIds.length === 0) return [];
  return tdb
    .select()
    .from(coachingSessions)
    .where(tdb.where(coachingSessions, inArray(coachingSessions.eventId, [...bookingIds])));
}
