// The SQL of an intake's round order (funnels.service.ts): how far its applications have reached, and the new
// positions.
import { APPLICATION_DECIDED_STATUSES } from '@ascent/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { applications, funnelRounds } from './applications.schema.ts';

/**
 * The furthest reach of each funnel's applications: the most rounds one has reached (submitted, and the next one
 * unless it is decided: roundsReached of @ascent/shared); absent: no application yet.
 */
export async function furthestReach(tdb: TenantDb, funnelIds: readonly string[]): Promise<Map<string, number>> {
  if (funnelIds.length === 0) return new Map();
  const decided = sql.join(
    APPLICATION_DECIDED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await tdb
    .select({
      funnelId: applications.funnelId,
      n: sql<number>`max(${applications.roundsSubmitted} + case when ${applications.status} in (${decided}) then 0 else 1 end)::int`,
    })
    .from(applications)
    .where(tdb.where(applications, inArray(applications.funnelId, [...funnelIds])))
    .groupBy(applications.funnelId);
  return new Map(rows.map((r) => [r.funnelId, r.n]));
}

/** Each round's position is its index in `orderedIds` (all of the funnel's rounds). */
export async function setRoundPositions(tdb: TenantDb, funnelId: string, orderedIds: readonly string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id}::uuid then ${i}`),
    sql` `,
  );
  await tdb.update(
    funnelRounds,
    { position: sql`case ${funnelRounds.id} ${cases} else ${funnelRounds.position} end`, updatedAt: new Date() },
    eq(funnelRounds.funnelId, funnelId),
    inArray(funnelRounds.id, [...orderedIds]),
  );
}
