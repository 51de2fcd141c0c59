// The coaching module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
import { inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { coachingPreferences } from './coaching.schema.ts';
export { coachingCalendarItems } from './coaching.calendar.ts';

/** What mentor matching reads of coaches' preferences: the industries and topics they chose. */
export async function coachingInterestsOf(
  tdb: TenantDb,
  userIds: readonly string[],
): Promise<Map<string, { topics: string[]; industryIds: string[] }>> {
  if (userIds.length === 0) return new Map();
  const rows = await tdb
    .select({
      userId: coachingPreferences.userId,
      topics: coachingPreferences.topics,
      industryIds: coachingPreferences.industryIds,
    })
    .from(coachingPreferences)
    .where(tdb.where(coachingPreferences, inArray(coachingPreferences.userId, [...userIds])));
  return new Map(rows.map((r) => [r.userId, { topics: r.topics, industryIds: r.industryIds }]));
}
