// The SQL of session evaluations, always through a TenantDb: the forms per meeting type, the submissions and their
// answers, the claim of ended sessions whose tasks are due, and a coach's aggregates.
import { and, avg, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  coachingEvaluationAnswers,
  coachingEvaluationForms,
  coachingEvaluations,
  type CoachingEvaluationAnswerRow,
  type CoachingEvaluationRow,
} from './coaching-evaluations.schema.ts';
import { coachingSessionPeople, coachingSessions, type CoachingSessionRow } from './coaching.schema.ts';

export async function evaluationForms(tdb: TenantDb): Promise<Map<string, string>> {
  const rows = await tdb.select().from(coachingEvaluationForms).where(tdb.where(coachingEvaluationForms));
  return new Map(rows.map((r) => [r.meetingType, r.formId]));
}

export async function setEvaluationForm(tdb: TenantDb, meetingType: string, formId: string | null): Promise<void> {
  if (formId === null) {
    await tdb.delete(coachingEvaluationForms, eq(coachingEvaluationForms.meetingType, meetingType));
    return;
  }
  await tdb.insert(coachingEvaluationForms, { meetingType, formId }).onConflictDoUpdate({
    target: [coachingEvaluationForms.incubatorId, coachingEvaluationForms.meetingType],
    set: { formId, updatedAt: new Date() },
  });
}

export interface Submission {
  evaluation: CoachingEvaluationRow;
  answers: CoachingEvaluationAnswerRow[];
}

export async function submissionsOf(tdb: TenantDb, sessionId: string): Promise<Submission[]> {
  const [evaluations, answers] = await Promise.all([
    tdb
      .select()
      .from(coachingEvaluations)
      .where(tdb.where(coachingEvaluations, eq(coachingEvaluations.sessionId, sessionId)))
      .orderBy(coachingEvaluations.submittedAt),
    tdb
      .select()
      .from(coachingEvaluationAnswers)
      .where(tdb.where(coachingEvaluationAnswers, eq(coachingEvaluationAnswers.sessionId, sessionId))),
  ]);
  return evaluations.map((evaluation) => ({
    evaluation,
    answers: answers.filter((a) => a.createdById === evaluation.userId),
  }));
}

export async function insertSubmission(
  tdb: TenantDb,
  evaluation: Omit<typeof coachingEvaluations.$inferInsert, 'incubatorId'>,
  answers: Omit<typeof coachingEvaluationAnswers.$inferInsert, 'incubatorId'>[],
): Promise<void> {
  await tdb.insert(coachingEvaluations, evaluation);
  if (answers.length) await tdb.insert(coachingEvaluationAnswers, answers);
}

/** Marks the ended sessions of these types (ended after `since`) whose tasks were not raised, and answers them. */
export async function claimEndedSessions(
  tdb: TenantDb,
  meetingTypes: readonly string[],
  since: Date,
  now: Date,
): Promise<CoachingSessionRow[]> {
  if (meetingTypes.length === 0) return [];
  return tdb
    .update(
      coachingSessions,
      { evaluationsDueAt: now },
      and(
        isNull(coachingSessions.evaluationsDueAt),
        eq(coachingSessions.status, 'meeting_scheduled'),
        lte(coachingSessions.endTime, now),
        gt(coachingSessions.endTime, since),
        inArray(coachingSessions.meetingType, [...meetingTypes]),
      ),
    )
    .returning();
}

/** The sessions a person coached that took place (ended, not cancelled). */
export async function heldSessionsOf(
  tdb: TenantDb,
  userId: string,
  now: Date,
): Promise<{ id: string; name: string; eventId: string | null }[]> {
  return tdb
    .select({ id: coachingSessions.id, name: coachingSessions.name, eventId: coachingSessions.eventId })
    .from(coachingSessions)
    .innerJoin(
      coachingSessionPeople,
      tdb.where(coachingSessionPeople, eq(coachingSessionPeople.sessionId, coachingSessions.id)),
    )
    .where(
      tdb.where(
        coachingSessions,
        and(
          eq(coachingSessionPeople.userId, userId),
          eq(coachingSessionPeople.role, 'COACH'),
          eq(coachingSessions.status, 'meeting_scheduled'),
          lte(coachingSessions.endTime, now),
        ),
      ),
    );
}

/** An answer's submission (to read its side and time). */
const answerOfSubmission = (tdb: TenantDb) =>
  tdb.where(
    coachingEvaluations,
    and(
      eq(coachingEvaluations.sessionId, coachingEvaluationAnswers.sessionId),
      eq(coachingEvaluations.userId, coachingEvaluationAnswers.createdById),
    ),
  );

/** The startups' side's evaluations of these sessions: their count, the scale answers' average and count. */
export async function attendeeScores(
  tdb: TenantDb,
  sessionIds: readonly string[],
): Promise<{ evaluations: number; average: number | null; ratings: number }> {
  if (sessionIds.length === 0) return { evaluations: 0, average: null, ratings: 0 };
  const ids = [...sessionIds];
  const [evaluations] = await tdb
    .select({ n: count() })
    .from(coachingEvaluations)
    .where(
      tdb.where(
        coachingEvaluations,
        and(inArray(coachingEvaluations.sessionId, ids), eq(coachingEvaluations.side, 'ATTENDEE')),
      ),
    );
  const [scores] = await tdb
    .select({ average: avg(coachingEvaluationAnswers.score), n: count(coachingEvaluationAnswers.score) })
    .from(coachingEvaluationAnswers)
    .innerJoin(coachingEvaluations, answerOfSubmission(tdb))
    .where(
      tdb.where(
        coachingEvaluationAnswers,
        and(inArray(coachingEvaluationAnswers.sessionId, ids), eq(coachingEvaluations.side, 'ATTENDEE')),
      ),
    );
  return {
    evaluations: evaluations?.n ?? 0,
    average: scores?.average == null ? null : Number(scores.average),
    ratings: scores?.n ?? 0,
  };
}

/** The startups' side's latest written answers on these sessions. */
export async function attendeeComments(
  tdb: TenantDb,
  sessionIds: readonly string[],
  limit: number,
): Promise<{ sessionId: string; text: string; submittedAt: Date }[]> {
  if (sessionIds.length === 0) return [];
  return tdb
    .select({
      sessionId: coachingEvaluationAnswers.sessionId,
      text: sql<string>`${coachingEvaluationAnswers.textValue}`,
      submittedAt: coachingEvaluations.submittedAt,
    })
    .from(coachingEvaluationAnswers)
    .innerJoin(coachingEvaluations, answerOfSubmission(tdb))
    .where(
      tdb.where(
        coachingEvaluationAnswers,
        and(
          inArray(coachingEvaluationAnswers.sessionId, [...sessionIds]),
          eq(coachingEvaluations.side, 'ATTENDEE'),
          eq(coachingEvaluationAnswers.questionType, 'text_long'),
          isNotNull(coachingEvaluationAnswers.textValue),
        ),
      ),
    )
    .orderBy(desc(coachingEvaluations.submittedAt))
    .limit(limit);
}
