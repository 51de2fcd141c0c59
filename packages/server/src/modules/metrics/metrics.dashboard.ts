// The metrics module's reads for the home dashboard: each startup's latest period (did it come in on time?), its
// first period still to fill in, and the values of its last submitted period beside the one before (the arrows).
import { and, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { metricChange, translatedLabel, type MetricUnitType } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { definitionOrder } from './metrics.repository.ts';
import { metricData, metricPeriods, metrics } from './metrics.schema.ts';

export interface DashboardPeriod {
  startupId: string;
  from: string;
  to: string;
  dueDate: string;
  submittedAt: Date | null;
}

/** The most recent period (by its start) of each startup that has one. */
export async function latestPeriods(tdb: TenantDb, startupIds: readonly string[]): Promise<DashboardPeriod[]> {
  if (startupIds.length === 0) return [];
  // The latest per startup among the last year's periods (a monthly collection: twelve rows a startup).
  const since = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const rows = await tdb
    .select({
      startupId: metricPeriods.startupId,
      from: metricPeriods.from,
      to: metricPeriods.to,
      dueDate: metricPeriods.dueDate,
      submittedAt: metricPeriods.submittedAt,
    })
    .from(metricPeriods)
    .where(tdb.where(metricPeriods, inArray(metricPeriods.startupId, [...startupIds]), gte(metricPeriods.from, since)))
    .orderBy(desc(metricPeriods.from));
  const latest = new Map<string, DashboardPeriod>();
  for (const r of rows) if (!latest.has(r.startupId)) latest.set(r.startupId, r);
  return [...latest.values()];
}

/** The oldest period of the startup not yet submitted (what is due), or null. */
export async function firstOpenPeriod(tdb: TenantDb, startupId: string): Promise<DashboardPeriod | null> {
  const [row] = await tdb
    .select({
      startupId: metricPeriods.startupId,
      from: metricPeriods.from,
      to: metricPeriods.to,
      dueDate: metricPeriods.dueDate,
      submittedAt: metricPeriods.submittedAt,
    })
    .from(metricPeriods)
    .where(tdb.where(metricPeriods, and(eq(metricPeriods.startupId, startupId), isNull(metricPeriods.submittedAt))))
    .orderBy(metricPeriods.from)
    .limit(1);
  return row ?? null;
}

export interface DashboardMetricValue {
  metricId: string;
  name: string;
  unitType: MetricUnitType;
  value: string | null;
  previous: string | null;
  diff: number | null;
  change: number | null;
}

/** The last submitted period of the startup with each value beside the previous period's, in `language`. */
export async function latestValues(
  tdb: TenantDb,
  startupId: string,
  language: string,
): Promise<{ period: DashboardPeriod; values: DashboardMetricValue[] } | null> {
  const periods = await tdb
    .select({
      id: metricPeriods.id,
      startupId: metricPeriods.startupId,
      from: metricPeriods.from,
      to: metricPeriods.to,
      dueDate: metricPeriods.dueDate,
      submittedAt: metricPeriods.submittedAt,
    })
    .from(metricPeriods)
    .where(tdb.where(metricPeriods, and(eq(metricPeriods.startupId, startupId), isNotNull(metricPeriods.submittedAt))))
    .orderBy(desc(metricPeriods.from))
    .limit(2);
  const [last, before] = periods;
  if (!last) return null;
  const rows = await tdb
    .select({
      periodId: metricData.periodId,
      metricId: metricData.metricId,
      value: metricData.value,
      name: metrics.name,
      unitType: metrics.unitType,
      dataType: metrics.dataType,
    })
    .from(metricData)
    .innerJoin(metrics, eq(metrics.id, metricData.metricId))
    .where(
      tdb.where(
        [metricData, metrics],
        inArray(
          metricData.periodId,
          periods.map((p) => p.id),
        ),
      ),
    )
    .orderBy(...definitionOrder());
  const values = rows
    .filter((r) => r.periodId === last.id && r.dataType === 'numeric' && r.unitType !== 'DATE')
    .map((r) => {
      const previous = before
        ? (rows.find((p) => p.periodId === before.id && p.metricId === r.metricId)?.value ?? null)
        : null;
      const { diff, change } = metricChange(previous, r.value);
      return {
        metricId: r.metricId,
        name: translatedLabel(r.name, language),
        unitType: r.unitType as MetricUnitType,
        value: r.value,
        previous,
        diff,
        change,
      };
    });
  const { id: _id, ...period } = last;
  return { period, values };
}
