// Calibrated review scores (issue 21 §4). Evaluators differ in how harshly they score: one gives 2/5 where another
// gives 4/5 to the same quality. Within one round, each evaluator's scores are turned into z-scores against that
// evaluator's own mean and spread, so a harsh and a lenient reviewer who order applications the same way give them the
// same calibrated scores. An application's calibrated score is the mean of its reviews' z-scores; its raw score the
// mean of its raw scores. A review is an outlier when its z-score is far from the other reviews of the same
// application (leave-one-out), judged on z-scores so that being a harsh reviewer is not in itself an outlier.

/** One evaluator's score for one application, in one round. */
export interface Review {
  readonly evaluatorId: string;
  readonly applicationId: string;
  readonly score: number;
}

export interface EvaluatorCalibration {
  readonly evaluatorId: string;
  readonly count: number;
  readonly mean: number;
  /** Population standard deviation of the evaluator's scores in the round; 0 with fewer than two distinct scores. */
  readonly spread: number;
}

export interface CalibratedReview extends Review {
  /** (score − evaluator mean) / evaluator spread; 0 when the evaluator's spread is 0 (nothing to tell apart). */
  readonly z: number;
  readonly outlier: boolean;
}

export interface RankedApplication {
  readonly applicationId: string;
  readonly reviewCount: number;
  readonly rawScore: number;
  readonly calibratedScore: number;
  /** Competition rank (1, 2, 2, 4) by the sort asked for. */
  readonly rank: number;
  readonly hasOutlier: boolean;
}

export const RANKING_SORTS = ['raw', 'calibrated'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];

/** A review whose z-score is this far (in evaluator standard deviations) from its peers' mean is flagged. */
export const OUTLIER_Z_DISTANCE = 1.5;
/** Peers needed besides the review itself before it can be called an outlier. */
export const OUTLIER_MIN_PEERS = 2;

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Spreads this small are rounding noise, not a scale. */
const EPSILON = 1e-9;

export function evaluatorCalibrations(reviews: readonly Review[]): Map<string, EvaluatorCalibration> {
  const scores = new Map<string, number[]>();
  for (const review of reviews) {
    const list = scores.get(review.evaluatorId) ?? [];
    list.push(review.score);
    scores.set(review.evaluatorId, list);
  }
  const out = new Map<string, EvaluatorCalibration>();
  for (const [evaluatorId, list] of scores) {
    const m = mean(list);
    const variance = mean(list.map((s) => (s - m) ** 2));
    const spread = Math.sqrt(variance);
    out.set(evaluatorId, { evaluatorId, count: list.length, mean: m, spread: spread < EPSILON ? 0 : spread });
  }
  return out;
}

export function zScore(score: number, calibration: Pick<EvaluatorCalibration, 'mean' | 'spread'>): number {
  return calibration.spread === 0 ? 0 : (score - calibration.mean) / calibration.spread;
}

/** Every review with its z-score and outlier flag, in the order given. */
export function calibrateReviews(reviews: readonly Review[]): CalibratedReview[] {
  const calibrations = evaluatorCalibrations(reviews);
  const withZ = reviews.map((review) => ({
    ...review,
    z: zScore(review.score, calibrations.get(review.evaluatorId)!),
  }));
  const byApplication = new Map<string, number[]>();
  for (const review of withZ) {
    const list = byApplication.get(review.applicationId) ?? [];
    list.push(review.z);
    byApplication.set(review.applicationId, list);
  }
  return withZ.map((review) => {
    const zs = byApplication.get(review.applicationId)!;
    if (zs.length - 1 < OUTLIER_MIN_PEERS) return { ...review, outlier: false };
    const peersMean = (zs.reduce((sum, z) => sum + z, 0) - review.z) / (zs.length - 1);
    return { ...review, outlier: Math.abs(review.z - peersMean) >= OUTLIER_Z_DISTANCE };
  });
}

/** Applications by raw or calibrated score, best first; ties share a rank and are listed by id. */
export function rankApplications(reviews: readonly Review[], sort: RankingSort): RankedApplication[] {
  const calibrated = calibrateReviews(reviews);
  const groups = new Map<string, CalibratedReview[]>();
  for (const review of calibrated) {
    const list = groups.get(review.applicationId) ?? [];
    list.push(review);
    groups.set(review.applicationId, list);
  }
  const rows = [...groups].map(([applicationId, list]) => ({
    applicationId,
    reviewCount: list.length,
    rawScore: mean(list.map((r) => r.score)),
    calibratedScore: mean(list.map((r) => r.z)),
    hasOutlier: list.some((r) => r.outlier),
  }));
  const key = (row: (typeof rows)[number]): number => (sort === 'raw' ? row.rawScore : row.calibratedScore);
  // Compare on rounded values so that float noise (2.9999999 vs 3) does not break a tie.
  const rounded = (value: number): number => Math.round(value * 1e9) / 1e9;
  rows.sort((a, b) => rounded(key(b)) - rounded(key(a)) || a.applicationId.localeCompare(b.applicationId));
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || rounded(key(rows[index - 1]!)) !== rounded(key(row))) rank = index + 1;
    return { ...row, rank };
  });
}
