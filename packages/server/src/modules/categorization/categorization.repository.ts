import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { metricCollections } from '../metrics/metrics.tables.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.tables.ts';
import { categorizations, type CategorizationRow, type StoredCategorizationAnswers } from './categorization.schema.ts';

export interface StartupCategorizationState {
  id: string;
  initialCategorizationComplete: boolean;
}

export async function findStartupState(tdb: TenantDb, startupId: string): Promise<StartupCategorizationState | null> {
  const rows = await tdb
    .select({ id: startups.id, initialCategorizationComplete: startups.initialCategorizationComplete })
    .from(startups)
    .where(tdb.where(startups, eq(startups.id, startupId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function isStartupMember(tdb: TenantDb, startupId: string, userId: string): Promise<boolean> {
  const rows = await tdb
    .select({ userId: startupMembers.userId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.startupId, startupId), eq(startupMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether any metric is collected from the startup, directly or through one of its programmes. */
export async function hasMetricCollections(tdb: TenantDb, startupId: string): Promise<boolean> {
  const programs = await tdb
    .select({ programId: startupPrograms.programId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, eq(startupPrograms.startupId, startupId)));
  const programIds = programs.map((p) => p.programId);
  const rows = await tdb
    .select({ id: metricCollections.id })
    .from(metricCollections)
    .where(
      tdb.where(
        metricCollections,
        programIds.length
          ? or(eq(metricCollections.startupId, startupId), inArray(metricCollections.programId, programIds))
          : eq(metricCollections.startupId, startupId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findCategorization(tdb: TenantDb, id: string): Promise<CategorizationRow | null> {
  const rows = await tdb
    .select()
    .from(categorizations)
    .where(tdb.where(categorizations, eq(categorizations.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest unanswered categorisation of the startup. */
export async function findPendingCategorization(tdb: TenantDb, startupId: string): Promise<CategorizationRow | null> {
  const rows = await tdb
    .select()
    .from(categorizations)
    .where(tdb.where(categorizations, eq(categorizations.startupId, startupId), isNull(categorizations.answeredAt)))
    .orderBy(desc(categorizations.periodDate))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCategorizationOfPeriod(
  tdb: TenantDb,
  startupId: string,
  periodDate: string,
): Promise<CategorizationRow | null> {
  const rows = await tdb
    .select()
    .from(categorizations)
    .where(
      tdb.where(categorizations, eq(categorizations.startupId, startupId), eq(categorizations.periodDate, periodDate)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Opens the startup's categorisation of a month; nothing happens when that month already has one. */
export async function openCategorization(tdb: TenantDb, startupId: string, periodDate: string): Promise<void> {
  await tdb.insert(categorizations, { startupId, periodDate }).onConflictDoNothing();
}

/** Records the answer when the row is still unanswered; false when someone answered it first. */
export async function answerCategorization(
  tdb: TenantDb,
  id: string,
  answer: { answers: StoredCategorizationAnswers; skip: boolean; answeredById: string; answeredAt: Date },
): Promise<boolean> {
  const rows = await tdb
    .update(categorizations, answer, and(eq(categorizations.id, id), isNull(categorizations.answeredAt)))
    .returning({ id: categorizations.id });
  return rows.length > 0;
}
