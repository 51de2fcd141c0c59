// Every query of the exports module: the export rows, and the submitted metric values a report reads.
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { metricData, metricPeriods, metrics } from '../metrics/metrics.tables.ts';
import { programs } from '../programs/programs.tables.ts';
import { startupPrograms, startups } from '../startups/startups.tables.ts';
import { users } from '../users/users.tables.ts';
import { exportJobs, type ExportParams, type ExportRow } from './exports.schema.ts';

export async function insertExport(
  tdb: TenantDb,
  values: { requestedById: string; kind: string; format: string; params: ExportParams },
): Promise<ExportRow> {
  const [row] = await tdb.insert(exportJobs, values).returning();
  return row!;
}

export async function findExport(tdb: TenantDb, id: string): Promise<ExportRow | null> {
  const [row] = await tdb
    .select()
    .from(exportJobs)
    .where(tdb.where(exportJobs, eq(exportJobs.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listExportsOf(tdb: TenantDb, userId: string, limit = 100): Promise<ExportRow[]> {
  return tdb
    .select()
    .from(exportJobs)
    .where(tdb.where(exportJobs, eq(exportJobs.requestedById, userId)))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(limit);
}

export async function updateExport(
  tdb: TenantDb,
  id: string,
  set: Partial<Pick<ExportRow, 'status' | 'progress' | 'fileName' | 'size' | 'error' | 'finishedAt' | 'heartbeatAt'>>,
  /** A worker's own run only: still IN_PROGRESS under this attempt (not resumed by another meanwhile). */
  attempt?: number,
): Promise<ExportRow | null> {
  const own =
    attempt === undefined ? undefined : and(eq(exportJobs.status, 'IN_PROGRESS'), eq(exportJobs.attempts, attempt));
  const [row] = await tdb.update(exportJobs, set, eq(exportJobs.id, id), own).returning();
  return row ?? null;
}

/** Takes up a QUEUED export: IN_PROGRESS, one more attempt, heartbeat now; null when it is not QUEUED (any more). */
export async function claimExport(tdb: TenantDb, id: string): Promise<ExportRow | null> {
  const [row] = await tdb
    .update(
      exportJobs,
      { status: 'IN_PROGRESS', progress: 10, attempts: sql`${exportJobs.attempts} + 1`, heartbeatAt: new Date() },
      eq(exportJobs.id, id),
      eq(exportJobs.status, 'QUEUED'),
    )
    .returning();
  return row ?? null;
}

/**
 * The runs whose heartbeat stopped before `stale` (their process died): put back to QUEUED when they have had fewer
 * than `maxAttempts`, else set as `failed`. Returns both lists as updated.
 */
export async function takeBackInterruptedExports(
  tdb: TenantDb,
  stale: Date,
  maxAttempts: number,
  failed: Parameters<typeof updateExport>[2],
): Promise<{ requeued: ExportRow[]; failed: ExportRow[] }> {
  const stopped = and(
    eq(exportJobs.status, 'IN_PROGRESS'),
    lt(sql`coalesce(${exportJobs.heartbeatAt}, ${exportJobs.createdAt})`, stale),
  );
  const requeued = await tdb
    .update(exportJobs, { status: 'QUEUED', progress: 0 }, stopped, lt(exportJobs.attempts, maxAttempts))
    .returning();
  const given = await tdb.update(exportJobs, failed, stopped, gte(exportJobs.attempts, maxAttempts)).returning();
  return { requeued, failed: given };
}

/** Sets the exports still QUEUED or IN_PROGRESS that were requested before `before`; returns them as updated. */
export async function failUnfinishedExports(
  tdb: TenantDb,
  before: Date,
  set: Parameters<typeof updateExport>[2],
): Promise<ExportRow[]> {
  return tdb
    .update(exportJobs, set, inArray(exportJobs.status, ['QUEUED', 'IN_PROGRESS']), lt(exportJobs.createdAt, before))
    .returning();
}

export async function startupName(tdb: TenantDb, id: string): Promise<string | null> {
  const [row] = await tdb
    .select({ name: startups.name })
    .from(startups)
    .where(tdb.where(startups, eq(startups.id, id)))
    .limit(1);
  return row?.name ?? null;
}

export async function programName(tdb: TenantDb, id: string): Promise<string | null> {
  const [row] = await tdb
    .select({ name: programs.name })
    .from(programs)
    .where(tdb.where(programs, eq(programs.id, id)))
    .limit(1);
  return row?.name ?? null;
}

export async function startupsOfProgram(tdb: TenantDb, programId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: startupPrograms.startupId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, eq(startupPrograms.programId, programId)));
  return rows.map((r) => r.id);
}

/** One submitted value of a startup's period, with what the report shows of its metric. */
export interface SubmittedValue {
  startupName: string;
  metricName: ExportMetricName;
  unitType: string;
  customUnitName: string | null;
  from: string;
  to: string;
  value: string | null;
  dateValue: string | null;
  submittedAt: Date;
}
type ExportMetricName = (typeof metrics.$inferSelect)['name'];

/** The filled-in values of the submitted periods of these startups (none for an empty list). */
export async function submittedValues(tdb: TenantDb, startupIds: readonly string[]): Promise<SubmittedValue[]> {
  if (startupIds.length === 0) return [];
  const rows = await tdb
    .select({
      startupName: startups.name,
      metricName: metrics.name,
      unitType: metrics.unitType,
      customUnitName: metrics.customUnitName,
      from: metricPeriods.from,
      to: metricPeriods.to,
      value: metricData.value,
      dateValue: metricData.dateValue,
      submittedAt: metricPeriods.submittedAt,
    })
    .from(metricData)
    .innerJoin(
      metricPeriods,
      and(eq(metricPeriods.incubatorId, metricData.incubatorId), eq(metricPeriods.id, metricData.periodId)),
    )
    .innerJoin(
      startups,
      and(eq(startups.incubatorId, metricPeriods.incubatorId), eq(startups.id, metricPeriods.startupId)),
    )
    .innerJoin(metrics, and(eq(metrics.incubatorId, metricData.incubatorId), eq(metrics.id, metricData.metricId)))
    .where(
      tdb.where(
        [metricData, metricPeriods, startups, metrics],
        inArray(metricPeriods.startupId, [...startupIds]),
        isNotNull(metricPeriods.submittedAt),
        or(isNotNull(metricData.value), isNotNull(metricData.dateValue)),
      ),
    )
    .orderBy(asc(startups.name), asc(metricPeriods.from), asc(metricPeriods.to));
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt! }));
}

export async function userLanguage(tdb: TenantDb, userId: string): Promise<string | null> {
  const [row] = await tdb
    .select({ language: users.language })
    .from(users)
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return row?.language ?? null;
}
