// Evaluations as the API presents them, with their calibration within the round (application-calibration.ts).
import { calibrateReviews } from '@ascent/shared';
import type { ApplicationPerson, ApplicationReview } from '../../generated/graphql.ts';
import type { ApplicationEvaluationRow } from './application-reviews.schema.ts';

export interface Calibrated {
  z: number;
  outlier: boolean;
}

/** The z-score and outlier flag of every submitted, scored evaluation of one round, by evaluation id. */
export function calibratedById(rows: readonly ApplicationEvaluationRow[]): Map<string, Calibrated> {
  const scored = rows.filter((r) => r.submittedAt && r.score !== null);
  const reviews = calibrateReviews(
    scored.map((r) => ({ evaluatorId: r.evaluatorId, applicationId: r.applicationId, score: r.score! })),
  );
  return new Map(scored.map((r, i) => [r.id, { z: reviews[i]!.z, outlier: reviews[i]!.outlier }]));
}

export function presentReview(
  row: ApplicationEvaluationRow,
  person: (id: string) => ApplicationPerson,
  calibrated: ReadonlyMap<string, Calibrated>,
  withAnswers: boolean,
): ApplicationReview {
  const c = calibrated.get(row.id);
  return {
    _id: row.id,
    applicationId: row.applicationId,
    roundId: row.roundId,
    evaluator: person(row.evaluatorId),
    assignedAt: row.assignedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    score: row.submittedAt ? row.score : null,
    zScore: c?.z ?? null,
    outlier: c?.outlier ?? false,
    comment: row.submittedAt ? row.comment : null,
    answers: withAnswers && row.answers ? JSON.stringify(row.answers) : null,
  };
}
