// The SQL of reviewing: rounds' pools of evaluators, evaluations, conflicts of interest.
import type { AnswerValue } from '@ascent/shared';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  applicationConflicts,
  applicationEvaluations,
  funnelRoundEvaluators,
  type ApplicationEvaluationRow,
} from './application-reviews.schema.ts';
import { applications, funnelRounds, type ApplicationRow, type FunnelRoundRow } from './applications.schema.ts';

export async function findRound(tdb: TenantDb, id: string, lock = false): Promise<FunnelRoundRow | null> {
  const query = tdb
    .select()
    .from(funnelRounds)
    .where(tdb.where(funnelRounds, eq(funnelRounds.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateRoundReview(
  tdb: TenantDb,
  id: string,
  values: { evaluatorsPerApplication: number; reviewClosesOn: string | null },
): Promise<void> {
  await tdb.update(funnelRounds, { ...values, updatedAt: new Date() }, eq(funnelRounds.id, id));
}

export async function poolOf(tdb: TenantDb, roundId: string): Promise<string[]> {
  const rows = await tdb
    .select({ userId: funnelRoundEvaluators.userId })
    .from(funnelRoundEvaluators)
    .where(tdb.where(funnelRoundEvaluators, eq(funnelRoundEvaluators.roundId, roundId)))
    .orderBy(asc(funnelRoundEvaluators.createdAt), asc(funnelRoundEvaluators.userId));
  return rows.map((r) => r.userId);
}

/** Replaces the round's pool, keeping the order of those who stay. */
export async function setPool(tdb: TenantDb, roundId: string, userIds: readonly string[]): Promise<void> {
  const current = await poolOf(tdb, roundId);
  const gone = current.filter((id) => !userIds.includes(id));
  const added = userIds.filter((id) => !current.includes(id));
  if (gone.length)
    await tdb.delete(
      funnelRoundEvaluators,
      and(eq(funnelRoundEvaluators.roundId, roundId), inArray(funnelRoundEvaluators.userId, gone)),
    );
  if (added.length)
    await tdb.insert(
      funnelRoundEvaluators,
      added.map((userId) => ({ roundId, userId })),
    );
}

/** The applications that submitted a round (its position is below their submitted count). */
export async function applicationsOfRound(tdb: TenantDb, round: FunnelRoundRow): Promise<ApplicationRow[]> {
  return tdb
    .select()
    .from(applications)
    .where(
      tdb.where(
        applications,
        and(eq(applications.funnelId, round.funnelId), gt(applications.roundsSubmitted, round.position)),
      ),
    )
    .orderBy(asc(applications.submittedAt), asc(applications.id));
}

/** An evaluation whose evaluator has since declared a conflict on the application: it no longer counts. */
const unconflicted = sql`not exists (select 1 from ${applicationConflicts} c
  where c.incubator_id = ${applicationEvaluations.incubatorId} and c.application_id = ${applicationEvaluations.applicationId}
    and c.user_id = ${applicationEvaluations.evaluatorId})`;

/** A round's evaluations that count (none by an evaluator with a declared conflict). */
export async function evaluationsOfRound(tdb: TenantDb, roundId: string): Promise<ApplicationEvaluationRow[]> {
  return tdb
    .select()
    .from(applicationEvaluations)
    .where(tdb.where(applicationEvaluations, eq(applicationEvaluations.roundId, roundId), unconflicted))
    .orderBy(asc(applicationEvaluations.assignedAt), asc(applicationEvaluations.id));
}

export async function evaluationsOfApplication(
  tdb: TenantDb,
  applicationId: string,
): Promise<ApplicationEvaluationRow[]> {
  return tdb
    .select()
    .from(applicationEvaluations)
    .where(tdb.where(applicationEvaluations, eq(applicationEvaluations.applicationId, applicationId), unconflicted))
    .orderBy(asc(applicationEvaluations.assignedAt), asc(applicationEvaluations.id));
}

/** A user's evaluations, unsubmitted first, then the latest submitted. */
export async function evaluationsOfUser(
  tdb: TenantDb,
  userId: string,
  limit = 200,
): Promise<ApplicationEvaluationRow[]> {
  const [open, done] = await Promise.all([
    tdb
      .select()
      .from(applicationEvaluations)
      .where(
        tdb.where(
          applicationEvaluations,
          and(eq(applicationEvaluations.evaluatorId, userId), isNull(applicationEvaluations.submittedAt)),
        ),
      )
      .orderBy(asc(applicationEvaluations.assignedAt))
      .limit(limit),
    tdb
      .select()
      .from(applicationEvaluations)
      .where(
        tdb.where(
          applicationEvaluations,
          and(eq(applicationEvaluations.evaluatorId, userId), gt(applicationEvaluations.submittedAt, new Date(0))),
        ),
      )
      .orderBy(desc(applicationEvaluations.submittedAt))
      .limit(limit),
  ]);
  return [...open, ...done];
}

export async function findEvaluation(
  tdb: TenantDb,
  id: string,
  lock = false,
): Promise<ApplicationEvaluationRow | null> {
  const query = tdb
    .select()
    .from(applicationEvaluations)
    .where(tdb.where(applicationEvaluations, eq(applicationEvaluations.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEvaluationOf(
  tdb: TenantDb,
  key: { applicationId: string; roundId: string; evaluatorId: string },
  lock = false,
): Promise<ApplicationEvaluationRow | null> {
  const query = tdb
    .select()
    .from(applicationEvaluations)
    .where(
      tdb.where(
        applicationEvaluations,
        and(
          eq(applicationEvaluations.applicationId, key.applicationId),
          eq(applicationEvaluations.roundId, key.roundId),
          eq(applicationEvaluations.evaluatorId, key.evaluatorId),
        ),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts the assignments that do not exist yet; answers the new rows. */
export async function insertEvaluations(
  tdb: TenantDb,
  roundId: string,
  pairs: readonly { applicationId: string; evaluatorId: string }[],
  assignedById: string,
): Promise<ApplicationEvaluationRow[]> {
  if (pairs.length === 0) return [];
  return tdb
    .insert(
      applicationEvaluations,
      pairs.map((p) => ({ ...p, roundId, assignedById })),
    )
    .onConflictDoNothing()
    .returning();
}

export async function deleteEvaluation(tdb: TenantDb, id: string): Promise<void> {
  await tdb.delete(applicationEvaluations, eq(applicationEvaluations.id, id));
}

export async function saveSubmittedEvaluation(
  tdb: TenantDb,
  id: string,
  values: {
    versionId: string;
    answers: Record<string, AnswerValue>;
    score: number | null;
    comment: string | null;
    submittedAt: Date;
  },
): Promise<void> {
  await tdb.update(applicationEvaluations, values, eq(applicationEvaluations.id, id));
}

export async function conflictsOf(
  tdb: TenantDb,
  applicationIds: readonly string[],
): Promise<{ applicationId: string; userId: string }[]> {
  if (applicationIds.length === 0) return [];
  return tdb
    .select({ applicationId: applicationConflicts.applicationId, userId: applicationConflicts.userId })
    .from(applicationConflicts)
    .where(tdb.where(applicationConflicts, inArray(applicationConflicts.applicationId, [...applicationIds])));
}

export async function insertConflict(
  tdb: TenantDb,
  values: { applicationId: string; userId: string; declaredById: string },
): Promise<void> {
  await tdb.insert(applicationConflicts, values).onConflictDoNothing();
}
