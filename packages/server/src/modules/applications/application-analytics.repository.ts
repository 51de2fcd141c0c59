// The SQL of an intake's analytics: its applications, the statuses they entered, which were reviewed or came from a
// lead, and each evaluator's progress.
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { chunks } from '../../core/db/chunks.ts';
import { applicationEvaluations } from './application-reviews.schema.ts';
import { applicationActivities, applications, type ApplicationRow } from './applications.schema.ts';
import { applicationLeads } from './leads.schema.ts';

export async function applicationsOfFunnel(tdb: TenantDb, funnelId: string): Promise<ApplicationRow[]> {
  return tdb
    .select()
    .from(applications)
    .where(tdb.where(applications, eq(applications.funnelId, funnelId)));
}

/** The statuses each application entered, oldest first. */
export async function movesOf(
  tdb: TenantDb,
  applicationIds: readonly string[],
): Promise<{ applicationId: string; status: string; at: Date }[]> {
  const out: { applicationId: string; status: string; at: Date }[] = [];
  for (const part of chunks(applicationIds)) {
    const rows = await tdb
      .select({
        applicationId: applicationActivities.applicationId,
        status: applicationActivities.toStatus,
        at: applicationActivities.createdAt,
      })
      .from(applicationActivities)
      .where(
        tdb.where(
          applicationActivities,
          and(
            inArray(applicationActivities.applicationId, part),
            inArray(applicationActivities.kind, ['statusChanged', 'decided']),
            isNotNull(applicationActivities.toStatus),
          ),
        ),
      )
      .orderBy(asc(applicationActivities.createdAt), asc(applicationActivities.id));
    for (const r of rows) out.push({ applicationId: r.applicationId, status: r.status!, at: r.at });
  }
  return out;
}

/** The funnel's evaluations: who, and whether submitted. */
export async function evaluationsOfFunnel(
  tdb: TenantDb,
  funnelId: string,
): Promise<{ applicationId: string; evaluatorId: string; submitted: boolean }[]> {
  const rows = await tdb
    .select({
      applicationId: applicationEvaluations.applicationId,
      evaluatorId: applicationEvaluations.evaluatorId,
      submittedAt: applicationEvaluations.submittedAt,
    })
    .from(applicationEvaluations)
    .innerJoin(applications, tdb.where(applications, eq(applications.id, applicationEvaluations.applicationId)))
    .where(tdb.where(applicationEvaluations, eq(applications.funnelId, funnelId)));
  return rows.map((r) => ({ applicationId: r.applicationId, evaluatorId: r.evaluatorId, submitted: !!r.submittedAt }));
}

/** The applications of the funnel that came through a lead's link. */
export async function leadApplicationIds(tdb: TenantDb, funnelId: string): Promise<Set<string>> {
  const rows = await tdb
    .select({ id: applicationLeads.applicationId, n: count() })
    .from(applicationLeads)
    .where(
      tdb.where(
        applicationLeads,
        and(eq(applicationLeads.funnelId, funnelId), isNotNull(applicationLeads.applicationId)),
      ),
    )
    .groupBy(applicationLeads.applicationId);
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}
