import { describe, expect, it } from 'vitest';
import {
  calibrateReviews,
  evaluatorCalibrations,
  rankApplications,
  zScore,
  type Review,
} from './application-calibration.ts';

const review = (evaluatorId: string, applicationId: string, score: number): Review => ({
  evaluatorId,
  applicationId,
  score,
});

// A lenient reviewer (scores 3..5) and a harsh one (scores 1..3) who order A > B > C the same way.
const lenient = [review('lenient', 'A', 5), review('lenient', 'B', 4), review('lenient', 'C', 3)];
const harsh = [review('harsh', 'A', 3), review('harsh', 'B', 2), review('harsh', 'C', 1)];

describe('evaluator calibration', () => {
  it('gives each evaluator mean, spread (population standard deviation) and count', () => {
    const calibrations = evaluatorCalibrations([...lenient, ...harsh]);
    expect(calibrations.get('lenient')).toEqual({
      evaluatorId: 'lenient',
      count: 3,
      mean: 4,
      spread: Math.sqrt(2 / 3),
    });
    expect(calibrations.get('harsh')).toEqual({ evaluatorId: 'harsh', count: 3, mean: 2, spread: Math.sqrt(2 / 3) });
  });

  it('scores a harsh and a lenient reviewer of the same order the same once calibrated', () => {
    const reviews = calibrateReviews([...lenient, ...harsh]);
    const z = (evaluatorId: string, applicationId: string): number =>
      reviews.find((r) => r.evaluatorId === evaluatorId && r.applicationId === applicationId)!.z;
    for (const app of ['A', 'B', 'C']) expect(z('harsh', app)).toBeCloseTo(z('lenient', app), 12);
    expect(z('harsh', 'A')).toBeCloseTo(Math.sqrt(3 / 2), 12);
    expect(z('harsh', 'B')).toBe(0);
  });

  it('gives z = 0 to an evaluator who scores everything alike or once', () => {
    expect(zScore(4, { mean: 4, spread: 0 })).toBe(0);
    const [only] = calibrateReviews([review('once', 'A', 2)]);
    expect(only!.z).toBe(0);
  });
});

describe('ranking', () => {
  it('ranks the same applications the same way for a harsh and a lenient reviewer alone', () => {
    const order = (reviews: Review[], sort: 'raw' | 'calibrated'): string[] =>
      rankApplications(reviews, sort).map((row) => row.applicationId);
    expect(order(harsh, 'calibrated')).toEqual(['A', 'B', 'C']);
    expect(order(lenient, 'calibrated')).toEqual(['A', 'B', 'C']);
    expect(rankApplications(harsh, 'calibrated').map((r) => r.calibratedScore)).toEqual(
      rankApplications(lenient, 'calibrated').map((r) => r.calibratedScore),
    );
  });

  it('corrects for who reviewed what: raw favours the lenient reviewer’s pile, calibrated does not', () => {
    // The lenient reviewer sees D, E, F; the harsh one sees G, H, I. G is the harsh reviewer's best, D the lenient's
    // second: raw puts every lenient-pile application above every harsh-pile one; calibrated puts G beside D's peer.
    const reviews = [
      review('lenient', 'D', 5),
      review('lenient', 'E', 4),
      review('lenient', 'F', 3),
      review('harsh', 'G', 3),
      review('harsh', 'H', 2),
      review('harsh', 'I', 1),
    ];
    const raw = rankApplications(reviews, 'raw');
    expect(raw.map((r) => r.applicationId)).toEqual(['D', 'E', 'F', 'G', 'H', 'I']);
    expect(raw.map((r) => r.rank)).toEqual([1, 2, 3, 3, 5, 6]);
    const calibrated = rankApplications(reviews, 'calibrated');
    expect(calibrated.map((r) => r.applicationId)).toEqual(['D', 'G', 'E', 'H', 'F', 'I']);
    expect(calibrated.map((r) => r.rank)).toEqual([1, 1, 3, 3, 5, 5]);
    expect(calibrated[0]!.rawScore).toBe(5);
    expect(calibrated[1]!.rawScore).toBe(3);
  });

  it('averages raw and calibrated scores over an application’s reviews', () => {
    const [a] = rankApplications([...lenient, ...harsh], 'raw');
    expect(a).toMatchObject({ applicationId: 'A', reviewCount: 2, rawScore: 4, rank: 1, hasOutlier: false });
    expect(a!.calibratedScore).toBeCloseTo(Math.sqrt(3 / 2), 12);
  });
});

describe('outliers', () => {
  // Three evaluators over four applications; on X, evaluator c goes against the other two.
  const reviews = [
    review('a', 'W', 5),
    review('a', 'X', 5),
    review('a', 'Y', 2),
    review('a', 'Z', 1),
    review('b', 'W', 4),
    review('b', 'X', 4),
    review('b', 'Y', 2),
    review('b', 'Z', 1),
    review('c', 'W', 3),
    review('c', 'X', 1),
    review('c', 'Y', 2),
    review('c', 'Z', 1),
  ];

  it('flags the review far from its peers on one application, and only it', () => {
    const flagged = calibrateReviews(reviews).filter((r) => r.outlier);
    expect(flagged.map((r) => `${r.evaluatorId}:${r.applicationId}`)).toEqual(['c:X']);
    const ranking = rankApplications(reviews, 'calibrated');
    expect(ranking.filter((r) => r.hasOutlier).map((r) => r.applicationId)).toEqual(['X']);
  });

  it('does not flag a harsh reviewer for being harsh', () => {
    const harshThird = [...lenient, review('b', 'A', 5), review('b', 'B', 4), review('b', 'C', 3), ...harsh];
    expect(calibrateReviews(harshThird).some((r) => r.outlier)).toBe(false);
  });

  it('needs two peers before calling a review an outlier', () => {
    const two = [review('a', 'A', 5), review('a', 'B', 1), review('b', 'A', 1), review('b', 'B', 5)];
    expect(calibrateReviews(two).some((r) => r.outlier)).toBe(false);
  });
});
