// The metrics module's queries of definitions, rules and collections (periods, data and the people around them:
// metrics.periods.repository.ts). Module code reaches the tables only through TenantDb.
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programs } from '../programs/programs.tables.ts';
import { startupPrograms, startups } from '../startups/startups.tables.ts';
import {
  metricCollections,
  metricRuleReferences,
  metricRules,
  metrics,
  type MetricCollectionRow,
  type MetricRow,
  type MetricRuleRow,
} from './metrics.schema.ts';
import { isUuid } from '../../core/validation.ts';

/** The distinct ids of a list that are ids at all (anything else could not match a row). */
export const ids = (list: readonly string[]) => [...new Set(list)].filter((id) => isUuid(id));

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
