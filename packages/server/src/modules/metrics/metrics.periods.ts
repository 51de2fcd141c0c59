// Collections and the opening of periods (issue 7 §4). A collection names a metric and a startup (or a programme:
// every startup in it) and a start date; the metric's recurrence cuts time into periods from that date. When a
// period has ended it is opened for the startup: the period and one data row per metric collected for that
// range, and the event `metrics.periodOpened` in the same transaction: its subscribers write the DATA_DUE post on
// the timeline, the automated `metrics` task and the `metricsRequest` notification to the founders. The period's
// unique key (startup, from, to) makes a second run open nothing twice.
import {
  METRIC_ADMIN_ERROR_MESSAGES,
  calendarDayKey,
  endedMetricPeriods,
  isMetricDate,
  metricPeriodDueDate,
  type MetricAdminErrorReason,
  type RecurrenceFrequency,
} from '@ascent/shared';
import type { AssignMetricCollectionInput } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError, reasonError } from '../../core/errors.ts';
import type { Scope } from '../../core/scope.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { timeZoneOf } from '../tasks/tasks.validation.ts';
import { presentMetrics } from './metrics.presenter.ts';
import {
  deleteCollection,
  existingPrograms,
  existingStartups,
  insertCollections,
  listCollections,
  listMetrics,
  startupProgramLinks,
} from './metrics.repository.ts';
import { ensureData, ensurePeriod, foundersOf, recentPeriods, dataOfPeriods } from './metrics.periods.repository.ts';
import { isUuid } from '../../core/validation.ts';

/** Where founders fill in their metrics (their startup's file). */
export const METRICS_FORM_PATH = '/startup/file';

// ---- Collections ----

export async function listMetricCollections(tdb: TenantDb) {
  const rows = await listCollections(tdb);
  const all = await listMetrics(tdb, { includeArchived: true });
  const presented = new Map(presentMetrics(all).map((m) => [m.id, m]));
  return rows.flatMap((r) => {
    const metric = presented.get(r.metricId);
    if (!metric) return [];
    return [
      {
        id: r.id,
        metric,
        startup: r.startupId ? { id: r.startupId, name: r.startupName ?? '' } : null,
        program: r.programId ? { id: r.programId, name: r.programName ?? '' } : null,
        startDate: r.startDate,
        createdAt: r.createdAt.toISOString(),
      },
    ];
  });
}

export async function assignMetricCollections(tdb: TenantDb, userId: string, input: AssignMetricCollectionInput) {
  const invalid = (reason: MetricAdminErrorReason, field: string) =>
    reasonError('VALIDATION_FAILED', METRIC_ADMIN_ERROR_MESSAGES, reason, undefined, { fields: { [field]: reason } });
  if (!isMetricDate(input.startDate)) throw invalid('invalidStartDate', 'startDate');
  const metricIds = [...new Set(input.metricIds)];
  const startupIds = [...new Set(input.startupIds ?? [])];
  const programIds = [...new Set(input.programIds ?? [])];
  if (metricIds.length === 0) throw invalid('metricsRequired', 'metricIds');
  if (startupIds.length + programIds.length === 0) throw invalid('targetsRequired', 'targets');
  const metrics = await listMetrics(tdb, { ids: metricIds });
  if (metrics.length !== metricIds.length) throw new AppError('NOT_FOUND', 'There is no such metric.');
  if ((await existingStartups(tdb, startupIds)).length !== startupIds.length)
    throw new AppError('NOT_FOUND', 'There is no such startup.');
  if ((await existingPrograms(tdb, programIds)).length !== programIds.length)
    throw new AppError('NOT_FOUND', 'There is no such programme.');
  await tdb.transaction(async (tx) => {
    const rows = metricIds.flatMap((metricId) => [
      ...startupIds.map((startupId) => ({
        metricId,
        startupId,
        programId: null,
        startDate: input.startDate,
        createdById: userId,
      })),
      ...programIds.map((programId) => ({
        metricId,
        startupId: null,
        programId,
        startDate: input.startDate,
        createdById: userId,
      })),
    ]);
    await insertCollections(tx, rows);
  });
  const all = await listMetricCollections(tdb);
  return all.filter(
    (c) =>
      metricIds.includes(c.metric.id) &&
      ((c.startup && startupIds.includes(c.startup.id)) || (c.program && programIds.includes(c.program.id))),
  );
}

export async function removeMetricCollection(tdb: TenantDb, id: string): Promise<boolean> {
  if (!(await deleteCollection(tdb, id))) throw new AppError('NOT_FOUND', 'There is no such collection.');
  return true;
}

// ---- Opening periods ----

interface Wanted {
  startupId: string;
  from: string;
  to: string;
  metricIds: Set<string>;
}

/** The periods that should be open today for the chosen collections (all when no filter), per startup and range. */
async function duePeriods(
  tdb: TenantDb,
  today: string,
  filter: { startupId?: string | null; collectionId?: string | null },
): Promise<Wanted[]> {
  let collections = await listCollections(tdb, filter.collectionId ? { id: filter.collectionId } : {});
  if (filter.collectionId && collections.length === 0) throw new AppError('NOT_FOUND', 'There is no such collection.');
  const metrics = new Map((await listMetrics(tdb)).map((m) => [m.id, m]));
  const links = await startupProgramLinks(tdb, {
    programIds: collections.flatMap((c) => (c.programId ? [c.programId] : [])),
  });
  if (filter.startupId) {
    const mine = new Set(links.filter((l) => l.startupId === filter.startupId).map((l) => l.programId));
    collections = collections.filter((c) => c.startupId === filter.startupId || (c.programId && mine.has(c.programId)));
  }
  const wanted = new Map<string, Wanted>();
  for (const c of collections) {
    const metric = metrics.get(c.metricId);
    if (!metric) continue; // archived: no longer collected
    const targets = c.startupId
      ? [c.startupId]
      : links.filter((l) => l.programId === c.programId).map((l) => l.startupId);
    const recurrence = { amount: metric.recurrenceAmount, type: metric.recurrenceType as RecurrenceFrequency };
    for (const startupId of targets) {
      if (filter.startupId && startupId !== filter.startupId) continue;
      for (const p of endedMetricPeriods(c.startDate, recurrence, today)) {
        const key = `${startupId}/${p.from}/${p.to}`;
        const entry = wanted.get(key) ?? { startupId, from: p.from, to: p.to, metricIds: new Set<string>() };
        entry.metricIds.add(metric.id);
        wanted.set(key, entry);
      }
    }
  }
  return [...wanted.values()].sort((a, b) => a.from.localeCompare(b.from) || a.startupId.localeCompare(b.startupId));
}

export interface OpenedPeriods {
  opened: number;
  periodIds: string[];
}

/**
 * Opens every period due at `now` (for one startup, one collection, or all). Nothing happens when the
 * `dataCollection` feature is off. Idempotent: a period that exists gains only the data rows it lacks.
 */
export async function openDuePeriods(
  scope: Scope,
  filter: { startupId?: string | null; collectionId?: string | null } = {},
  now = new Date(),
): Promise<OpenedPeriods> {
  const { tdb, tenant, services } = scope;
  if (filter.startupId && !isUuid(filter.startupId)) throw new AppError('NOT_FOUND', 'There is no such startup.');
  if (filter.collectionId && !isUuid(filter.collectionId))
    throw new AppError('NOT_FOUND', 'There is no such collection.');
  if (filter.startupId && (await existingStartups(tdb, [filter.startupId])).length === 0)
    throw new AppError('NOT_FOUND', 'There is no such startup.');
  if (!(await isFeatureOn(services, tenant, 'dataCollection'))) return { opened: 0, periodIds: [] };
  const today = calendarDayKey(now, timeZoneOf(tenant));
  const result: OpenedPeriods = { opened: 0, periodIds: [] };
  for (const w of await duePeriods(tdb, today, filter)) {
    const dueDate = metricPeriodDueDate(w.to);
    const period = await tdb.transaction(async (tx) => {
      const p = await ensurePeriod(tx, { startupId: w.startupId, from: w.from, to: w.to, dueDate, openedAt: now });
      await ensureData(tx, p.id, [...w.metricIds]);
      if (p.created) {
        const founderIds = await foundersOf(tx, w.startupId);
        await services.events.publish(tx, 'metrics.periodOpened', {
          periodId: p.id,
          startupId: w.startupId,
          from: w.from,
          to: w.to,
          dueDate,
          founderIds,
          formUrl: METRICS_FORM_PATH,
        });
      }
      return p;
    });
    result.periodIds.push(period.id);
    if (period.created) result.opened++;
  }
  return result;
}

/** Opened periods as staff see them (newest first). */
export async function listOpenedPeriods(tdb: TenantDb, startupId: string | null, first: number) {
  if (startupId && !isUuid(startupId)) return [];
  const rows = await recentPeriods(tdb, startupId, Math.min(Math.max(first, 1), 200));
  const data = await dataOfPeriods(
    tdb,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    startup: { id: r.startupId, name: r.startupName },
    from: r.from,
    to: r.to,
    dueDate: r.dueDate,
    openedAt: r.openedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    metricCount: data.filter((d) => d.periodId === r.id).length,
  }));
}

/** The staff action "Open periods now": opens what is due and answers the periods it touched. */
export async function openDueMetricPeriodsNow(
  scope: Scope,
  filter: { startupId?: string | null; collectionId?: string | null },
) {
  const result = await openDuePeriods(scope, filter);
  const recent = await listOpenedPeriods(scope.tdb, filter.startupId ?? null, 200);
  return { opened: result.opened, periods: recent.filter((p) => result.periodIds.includes(p.id)) };
}
