// The mentoring module's storage: the settings row, mentors' own capacities and the requests. Reads of other modules'
// tables (assignments, users) are joins on their published tables.
import { count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  DEFAULT_MENTOR_MATCHING,
  isMentorMatchCriterion,
  type MentorMatchingValues,
  type MentorRequestStatus,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupAssignments } from '../assignments/assignments.tables.ts';
import { mentorCapacities, mentorMatchingSettings, mentorRequests, type MentorRequestRow } from './mentoring.schema.ts';

export async function readSettings(tdb: TenantDb): Promise<MentorMatchingValues> {
  const [row] = await tdb.select().from(mentorMatchingSettings).where(tdb.where(mentorMatchingSettings)).limit(1);
  if (!row) return DEFAULT_MENTOR_MATCHING;
  return {
    criteria: row.criteria.filter(isMentorMatchCriterion),
    capacityPerMentor: row.capacityPerMentor,
    startupsMayRequest: row.startupsMayRequest,
  };
}

export async function saveSettings(tdb: TenantDb, values: MentorMatchingValues): Promise<void> {
  const set = {
    criteria: [...values.criteria],
    capacityPerMentor: values.capacityPerMentor,
    startupsMayRequest: values.startupsMayRequest,
    updatedAt: new Date(),
  };
  await tdb
    .insert(mentorMatchingSettings, set)
    .onConflictDoUpdate({ target: [mentorMatchingSettings.incubatorId], set });
}

/** The capacities the staff set, by mentor. */
export async function ownCapacities(tdb: TenantDb): Promise<Map<string, number>> {
  const rows = await tdb
    .select({ userId: mentorCapacities.userId, capacity: mentorCapacities.capacity })
    .from(mentorCapacities)
    .where(tdb.where(mentorCapacities));
  return new Map(rows.map((r) => [r.userId, r.capacity]));
}

export async function setOwnCapacity(tdb: TenantDb, userId: string, capacity: number | null): Promise<void> {
  if (capacity === null) {
    await tdb.delete(mentorCapacities, eq(mentorCapacities.userId, userId));
    return;
  }
  const set = { capacity, updatedAt: new Date() };
  await tdb
    .insert(mentorCapacities, { userId, ...set })
    .onConflictDoUpdate({ target: [mentorCapacities.incubatorId, mentorCapacities.userId], set });
}

/** The startups each of these people is assigned to directly (a mentor's matches). */
export async function matchesOf(tdb: TenantDb, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return found;
  const rows = await tdb
    .select({ userId: startupAssignments.userId, startupId: startupAssignments.startupId })
    .from(startupAssignments)
    .where(tdb.where(startupAssignments, inArray(startupAssignments.userId, [...userIds])));
  for (const r of rows) found.get(r.userId)?.push(r.startupId);
  return found;
}

export async function insertRequest(
  tdb: TenantDb,
  values: { startupId: string; mentorId: string; requestedById: string; skillIds: string[]; message: string },
): Promise<MentorRequestRow> {
  const [row] = await tdb.insert(mentorRequests, values).returning();
  return row!;
}

export async function findRequest(tdb: TenantDb, id: string): Promise<MentorRequestRow | null> {
  const [row] = await tdb
    .select()
    .from(mentorRequests)
    .where(tdb.where(mentorRequests, eq(mentorRequests.id, id)));
  return row ?? null;
}

export interface RequestFilter {
  status?: MentorRequestStatus;
  /** Requests asked of this mentor, or of these startups (either matches). */
  mentorId?: string;
  startupIds?: readonly string[];
  /** Every request of the tenant (the staff over all startups). */
  all?: boolean;
}

export async function listRequests(tdb: TenantDb, filter: RequestFilter): Promise<MentorRequestRow[]> {
  const whose: SQL[] = [];
  if (filter.mentorId) whose.push(eq(mentorRequests.mentorId, filter.mentorId));
  if (filter.startupIds?.length) whose.push(inArray(mentorRequests.startupId, [...filter.startupIds]));
  if (!filter.all && whose.length === 0) return [];
  const reach = filter.all ? undefined : or(...whose);
  return tdb
    .select()
    .from(mentorRequests)
    .where(tdb.where(mentorRequests, reach, filter.status ? eq(mentorRequests.status, filter.status) : undefined))
    .orderBy(desc(mentorRequests.createdAt))
    .limit(200);
}

/** Waiting requests per mentor. */
export async function pendingPerMentor(tdb: TenantDb): Promise<Map<string, number>> {
  const rows = await tdb
    .select({ mentorId: mentorRequests.mentorId, n: count() })
    .from(mentorRequests)
    .where(tdb.where(mentorRequests, eq(mentorRequests.status, 'pending')))
    .groupBy(mentorRequests.mentorId);
  return new Map(rows.map((r) => [r.mentorId, Number(r.n)]));
}

/** The mentors a startup has asked and not heard from yet. */
export async function pendingMentorsOf(tdb: TenantDb, startupId: string): Promise<Set<string>> {
  const rows = await tdb
    .select({ mentorId: mentorRequests.mentorId })
    .from(mentorRequests)
    .where(tdb.where(mentorRequests, eq(mentorRequests.startupId, startupId), eq(mentorRequests.status, 'pending')));
  return new Set(rows.map((r) => r.mentorId));
}

/** Moves a waiting request to its answer; null when it was no longer waiting (answered meanwhile). */
export async function closeRequest(
  tdb: TenantDb,
  id: string,
  status: Exclude<MentorRequestStatus, 'pending'>,
): Promise<MentorRequestRow | null> {
  const [row] = await tdb
    .update(
      mentorRequests,
      { status, respondedAt: new Date() },
      eq(mentorRequests.id, id),
      eq(mentorRequests.status, 'pending'),
    )
    .returning();
  return row ?? null;
}
