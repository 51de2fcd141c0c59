// Every query of the metrics module (definitions, rules, collections, periods, data). Module code reaches the
// tables only through TenantDb.
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programs } from '../programs/programs.schema.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  metricCollections,
  metricData,
  metricPeriods,
  metricRuleReferences,
  metricRules,
  metrics,
  type MetricCollectionRow,
  type MetricDataRow,
  type MetricPeriodRow,
  type MetricRow,
  type MetricRuleRow,
} from './metrics.schema.ts';
import { isUuid } from '../../core/validation.ts';

const ids = (list: readonly string[]) => [...new Set(list)].filter((id) => isUuid(id));

export interface RuleWithRefs extends MetricRuleRow {
  referenceMetricIds: string[];
}
export interface MetricWithRules extends MetricRow {
  rules: RuleWithRefs[];
}

// ---- Definitions ----

/**
 * The definitions' order, the same everywhere metrics are listed (the form's periods, the admin list, series):
 * by category — categories in the order their first metric was created, uncategorised metrics last — then by
 * creation, then by id. Categories compare trimmed (as the form groups them); two categories begun at the same
 * instant by their bytes (`collate "C"`), so PGlite and PostgreSQL, whatever their default collation, agree.
 */
export function definitionOrder(): SQL[] {
  const category = sql`nullif(btrim(${metrics.category}), '')`;
  const categoryBegan = sql`(select min(first.created_at) from ${metrics} as first where first.incubator_id = ${metrics.incubatorId} and nullif(btrim(first.category), '') is not distinct from ${category})`;
  return [
    sql`(${category} is null)`,
    sql`${categoryBegan}`,
    sql`${category} collate "C"`,
    asc(metrics.createdAt),
    asc(metrics.id),
  ];
}

export async function listMetrics(
  tdb: TenantDb,
  opts: { includeArchived?: boolean; ids?: readonly string[] } = {},
): Promise<MetricWithRules[]> {
  const conditions: SQL[] = [];
  if (!opts.includeArchived) conditions.push(eq(metrics.archived, false));
  if (opts.ids) {
    const wanted = ids(opts.ids);
    if (wanted.length === 0) return [];
    conditions.push(inArray(metrics.id, wanted));
  }
  const rows = await tdb
    .select()
    .from(metrics)
    .where(tdb.where(metrics, ...conditions))
    .orderBy(...definitionOrder());
  return withRules(tdb, rows);
}

export async function findMetric(tdb: TenantDb, id: string): Promise<MetricWithRules | null> {
  const [found] = await listMetrics(tdb, { includeArchived: true, ids: [id] });
  return found ?? null;
}

async function withRules(tdb: TenantDb, rows: MetricRow[]): Promise<MetricWithRules[]> {
  if (rows.length === 0) return [];
  const metricIds = rows.map((r) => r.id);
  const rules = await tdb
    .select()
    .from(metricRules)
    .where(tdb.where(metricRules, inArray(metricRules.metricId, metricIds)))
    .orderBy(asc(metricRules.position));
  const refs = rules.length
    ? await tdb
        .select()
        .from(metricRuleReferences)
        .where(
          tdb.where(
            metricRuleReferences,
            inArray(
              metricRuleReferences.ruleId,
              rules.map((r) => r.id),
            ),
          ),
        )
    : [];
  return rows.map((row) => ({
    ...row,
    rules: rules
      .filter((r) => r.metricId === row.id)
      .map((r) => ({
        ...r,
        referenceMetricIds: refs
          .filter((x) => x.ruleId === r.id)
          .sort((a, b) => a.position - b.position)
          .map((x) => x.metricId),
      })),
  }));
}

export type MetricValues = Omit<typeof metrics.$inferInsert, 'incubatorId' | 'id' | 'createdAt' | 'updatedAt'>;
export interface RuleValues {
  kind: string;
  value: number | null;
  customLabel: string | null;
  referenceMetricIds: string[];
}

export async function insertMetric(tdb: TenantDb, values: MetricValues): Promise<string> {
  const [row] = await tdb.insert(metrics, values).returning({ id: metrics.id });
  return row!.id;
}

export async function updateMetricRow(tdb: TenantDb, id: string, values: Partial<MetricValues>): Promise<void> {
  await tdb.update(metrics, { ...values, updatedAt: new Date() }, eq(metrics.id, id));
}

/** Replaces a metric's rules. */
export async function replaceRules(tdb: TenantDb, metricId: string, rules: readonly RuleValues[]): Promise<void> {
  await tdb.delete(metricRules, eq(metricRules.metricId, metricId));
  for (const [position, rule] of rules.entries()) {
    const [row] = await tdb
      .insert(metricRules, { metricId, position, kind: rule.kind, value: rule.value, customLabel: rule.customLabel })
      .returning({ id: metricRules.id });
    if (rule.referenceMetricIds.length)
      await tdb.insert(
        metricRuleReferences,
        rule.referenceMetricIds.map((ref, i) => ({ ruleId: row!.id, metricId: ref, position: i })),
      );
  }
}

// ---- Collections ----

export interface CollectionView extends MetricCollectionRow {
  startupName: string | null;
  programName: string | null;
}

export async function listCollections(tdb: TenantDb, filter: { id?: string } = {}): Promise<CollectionView[]> {
  const rows = await tdb
    .select()
    .from(metricCollections)
    .where(tdb.where(metricCollections, filter.id ? eq(metricCollections.id, filter.id) : undefined))
    .orderBy(desc(metricCollections.createdAt), asc(metricCollections.id));
  const startupIds = ids(rows.flatMap((r) => (r.startupId ? [r.startupId] : [])));
  const programIds = ids(rows.flatMap((r) => (r.programId ? [r.programId] : [])));
  const sNames = startupIds.length
    ? await tdb
        .select({ id: startups.id, name: startups.name })
        .from(startups)
        .where(tdb.where(startups, inArray(startups.id, startupIds)))
    : [];
  const pNames = programIds.length
    ? await tdb
        .select({ id: programs.id, name: programs.name })
        .from(programs)
        .where(tdb.where(programs, inArray(programs.id, programIds)))
    : [];
  return rows.map((r) => ({
    ...r,
    startupName: sNames.find((s) => s.id === r.startupId)?.name ?? null,
    programName: pNames.find((p) => p.id === r.programId)?.name ?? null,
  }));
}

export async function insertCollections(
  tdb: TenantDb,
  rows: {
    metricId: string;
    startupId: string | null;
    programId: string | null;
    startDate: string;
    createdById: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) {
    const target = row.startupId
      ? eq(metricCollections.startupId, row.startupId)
      : eq(metricCollections.programId, row.programId!);
    const updated = await tdb
      .update(metricCollections, { startDate: row.startDate }, eq(metricCollections.metricId, row.metricId), target)
      .returning({ id: metricCollections.id });
    if (updated.length === 0) await tdb.insert(metricCollections, row).onConflictDoNothing();
  }
}

export async function deleteCollection(tdb: TenantDb, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await tdb
    .delete(metricCollections, eq(metricCollections.id, id))
    .returning({ id: metricCollections.id });
  return rows.length > 0;
}

export async function existingStartups(
  tdb: TenantDb,
  list: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const wanted = ids(list);
  if (wanted.length === 0) return [];
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, inArray(startups.id, wanted)));
}

export async function existingPrograms(tdb: TenantDb, list: readonly string[]): Promise<{ id: string }[]> {
  const wanted = ids(list);
  if (wanted.length === 0) return [];
  return tdb
    .select({ id: programs.id })
    .from(programs)
    .where(tdb.where(programs, inArray(programs.id, wanted)));
}

/** startup → its programmes, for the startups of the given programmes (or of the given startups). */
export async function startupProgramLinks(
  tdb: TenantDb,
  by: { programIds?: readonly string[]; startupIds?: readonly string[] },
): Promise<{ startupId: string; programId: string }[]> {
  const p = ids(by.programIds ?? []);
  const s = ids(by.startupIds ?? []);
  if (p.length === 0 && s.length === 0) return [];
  const cond = or(
    p.length ? inArray(startupPrograms.programId, p) : undefined,
    s.length ? inArray(startupPrograms.startupId, s) : undefined,
  );
  return tdb
    .select({ startupId: startupPrograms.startupId, programId: startupPrograms.programId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, cond));
}

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
