// The metrics module's queries of periods and their data, and of the people around a startup's metrics.
import { and, asc, desc, eq, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupMembers, startups } from '../startups/startups.tables.ts';
import { users } from '../users/users.tables.ts';
import { metricData, metricPeriods, metrics, type MetricDataRow, type MetricPeriodRow } from './metrics.schema.ts';
import { definitionOrder, ids } from './metrics.repository.ts';

// ---- Periods and data ----

/** Inserts the period unless it exists; answers its id and whether this call created it. */
export async function ensurePeriod(
  tdb: TenantDb,
  p: { startupId: string; from: string; to: string; dueDate: string; openedAt: Date },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tdb.insert(metricPeriods, p).onConflictDoNothing().returning({ id: metricPeriods.id });
  if (inserted) return { id: inserted.id, created: true };
  const [found] = await tdb
    .select({ id: metricPeriods.id })
    .from(metricPeriods)
    .where(
      tdb.where(
        metricPeriods,
        eq(metricPeriods.startupId, p.startupId),
        eq(metricPeriods.from, p.from),
        eq(metricPeriods.to, p.to),
      ),
    );
  return { id: found!.id, created: false };
}

export async function ensureData(tdb: TenantDb, periodId: string, metricIds: readonly string[]): Promise<void> {
  if (metricIds.length === 0) return;
  await tdb
    .insert(
      metricData,
      metricIds.map((metricId) => ({ periodId, metricId })),
    )
    .onConflictDoNothing();
}

export async function periodsOf(
  tdb: TenantDb,
  filter: { startupId?: string; ids?: readonly string[]; openedBy?: Date; submitted?: boolean; limit?: number },
): Promise<MetricPeriodRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.startupId) conditions.push(eq(metricPeriods.startupId, filter.startupId));
  if (filter.ids) {
    const wanted = ids(filter.ids);
    if (wanted.length === 0) return [];
    conditions.push(inArray(metricPeriods.id, wanted));
  }
  if (filter.openedBy) conditions.push(lte(metricPeriods.openedAt, filter.openedBy));
  if (filter.submitted === false) conditions.push(isNull(metricPeriods.submittedAt));
  const query = tdb
    .select()
    .from(metricPeriods)
    .where(tdb.where(metricPeriods, ...conditions))
    .orderBy(asc(metricPeriods.from), asc(metricPeriods.to), asc(metricPeriods.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function recentPeriods(
  tdb: TenantDb,
  startupId: string | null,
  limit: number,
): Promise<(MetricPeriodRow & { startupName: string })[]> {
  const rows = await tdb
    .select({ period: metricPeriods, startupName: startups.name })
    .from(metricPeriods)
    .innerJoin(
      startups,
      and(eq(startups.incubatorId, metricPeriods.incubatorId), eq(startups.id, metricPeriods.startupId)),
    )
    .where(tdb.where([metricPeriods, startups], startupId ? eq(metricPeriods.startupId, startupId) : undefined))
    .orderBy(desc(metricPeriods.openedAt), desc(metricPeriods.from), asc(metricPeriods.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.period, startupName: r.startupName }));
}

/** The data rows of the periods, each period's in the definitions' order (definitionOrder). */
export async function dataOfPeriods(tdb: TenantDb, periodIds: readonly string[]): Promise<MetricDataRow[]> {
  const wanted = ids(periodIds);
  if (wanted.length === 0) return [];
  const rows = await tdb
    .select({ data: metricData })
    .from(metricData)
    .innerJoin(metrics, and(eq(metrics.incubatorId, metricData.incubatorId), eq(metrics.id, metricData.metricId)))
    .where(tdb.where([metricData, metrics], inArray(metricData.periodId, wanted)))
    .orderBy(...definitionOrder(), asc(metricData.id));
  return rows.map((r) => r.data);
}

export async function dataByIds(
  tdb: TenantDb,
  dataIds: readonly string[],
): Promise<(MetricDataRow & { startupId: string })[]> {
  const wanted = ids(dataIds);
  if (wanted.length === 0) return [];
  const rows = await tdb
    .select({ data: metricData, startupId: metricPeriods.startupId })
    .from(metricData)
    .innerJoin(
      metricPeriods,
      and(eq(metricPeriods.incubatorId, metricData.incubatorId), eq(metricPeriods.id, metricData.periodId)),
    )
    .where(tdb.where([metricData, metricPeriods], inArray(metricData.id, wanted)));
  return rows.map((r) => ({ ...r.data, startupId: r.startupId }));
}

/** The value of each metric in the startup's latest period before `before` that has one (for the change arrows). */
export async function previousValues(
  tdb: TenantDb,
  startupId: string,
  before: string,
  metricIds: readonly string[],
): Promise<Map<string, string>> {
  const wanted = ids(metricIds);
  const out = new Map<string, string>();
  if (wanted.length === 0) return out;
  const rows = await tdb
    .select({ metricId: metricData.metricId, value: metricData.value })
    .from(metricData)
    .innerJoin(
      metricPeriods,
      and(eq(metricPeriods.incubatorId, metricData.incubatorId), eq(metricPeriods.id, metricData.periodId)),
    )
    .where(
      tdb.where(
        [metricData, metricPeriods],
        eq(metricPeriods.startupId, startupId),
        lt(metricPeriods.to, before),
        inArray(metricData.metricId, wanted),
      ),
    )
    .orderBy(desc(metricPeriods.to));
  for (const r of rows) if (r.value != null && !out.has(r.metricId)) out.set(r.metricId, r.value);
  return out;
}

export async function setDataValue(
  tdb: TenantDb,
  id: string,
  v: { value: string | null; dateValue: string | null; updatedById: string; updatedAt: Date },
): Promise<void> {
  await tdb.update(metricData, v, eq(metricData.id, id));
}

export async function markSubmitted(tdb: TenantDb, periodId: string, userId: string, at: Date): Promise<void> {
  await tdb.update(
    metricPeriods,
    { submittedAt: at, submittedById: userId },
    eq(metricPeriods.id, periodId),
    isNull(metricPeriods.submittedAt),
  );
}

// ---- People ----

export async function foundersOf(tdb: TenantDb, startupId: string): Promise<string[]> {
  const rows = await tdb
    .select({ userId: startupMembers.userId })
    .from(startupMembers)
    .innerJoin(users, and(eq(users.incubatorId, startupMembers.incubatorId), eq(users.id, startupMembers.userId)))
    .where(
      tdb.where(
        [startupMembers, users],
        eq(startupMembers.startupId, startupId),
        inArray(users.status, ['active', 'pending']),
      ),
    );
  return rows.map((r) => r.userId);
}

export async function userName(tdb: TenantDb, userId: string): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await tdb
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, eq(users.id, userId)));
  return row ?? null;
}
