// Reviewing applications (issue 21 §4): the score of one evaluation, the balanced automatic assignment of
// evaluators, and the refusals of the review operations. The calibration of scores across evaluators is in
// application-calibration.ts; why each rule is what it is: docs/applications.md, "Review".
import type { ErrorReasonTable } from './errors.ts';
import { scaleBounds } from './form-answers.ts';
import { answerTypeOf, type FormQuestion } from './form-model.ts';

/** Every evaluation's score is on 0–5, whatever the scales of its form's questions. */
export const APPLICATION_SCORE_SCALE = 5;

export const REVIEW_LIMITS = {
  /** Evaluators one round's pool may hold. */
  maxPool: 200,
  maxPerApplication: 10,
  defaultPerApplication: 2,
  /** The highest cap an automatic assignment may be given (evaluations per evaluator in a round). */
  maxCap: 1000,
  commentMax: 4000,
} as const;

const SINGLE_CHOICE = ['select_radio', 'select_dropdown'];

function scaled(value: number, low: number, high: number): number | null {
  if (!(high > low) || value < low || value > high) return null;
  return ((value - low) / (high - low)) * APPLICATION_SCORE_SCALE;
}

/**
 * One question's contribution to an evaluation's score, on 0–5, or null when it does not score: a scale answer
 * (placed between the scale's ends) or a single choice whose options carry numerical values (placed between the
 * lowest and the highest value).
 */
export function questionScore(q: FormQuestion, value: unknown): number | null {
  const type = answerTypeOf(q);
  if (type === 'number_scale' && typeof value === 'number') {
    const { min, max } = scaleBounds(q);
    return scaled(value, min, max);
  }
  if (SINGLE_CHOICE.includes(type) && typeof value === 'string') {
    const numbers = (q.options ?? []).flatMap((o) =>
      typeof o.numericalValue === 'number' && Number.isFinite(o.numericalValue) ? [o.numericalValue] : [],
    );
    const chosen = q.options?.find((o) => o.value === value)?.numericalValue;
    if (typeof chosen !== 'number' || numbers.length < 2) return null;
    return scaled(chosen, Math.min(...numbers), Math.max(...numbers));
  }
  return null;
}

/** An evaluation's score: the mean of its scoring answers on 0–5, or null when none of its answers scores. */
export function evaluationScore(questions: readonly FormQuestion[], answers: Readonly<Record<string, unknown>>) {
  const scores = questions.flatMap((q) => {
    const score = questionScore(q, answers[q.id]);
    return score === null ? [] : [score];
  });
  if (scores.length === 0) return null;
  return scores.reduce((sum, s) => sum + s, 0) / scores.length;
}

/** Whether a form can score applications: at least one scale, or one single choice with numerical values. */
export function formCanScore(questions: readonly FormQuestion[]): boolean {
  return questions.some((q) => {
    const type = answerTypeOf(q);
    if (type === 'number_scale') return true;
    return (
      SINGLE_CHOICE.includes(type) && (q.options ?? []).filter((o) => typeof o.numericalValue === 'number').length > 1
    );
  });
}

export interface AssignmentCandidate {
  readonly applicationId: string;
  /** Evaluators it already has in the round (kept). */
  readonly evaluatorIds: readonly string[];
  /** People who may not review it: its members and declared conflicts of interest. */
  readonly excludedIds: readonly string[];
}

export interface AssignmentPlan {
  readonly pairs: readonly { applicationId: string; evaluatorId: string }[];
  /** Applications left with fewer evaluators than asked, and how many they miss. */
  readonly shortfalls: readonly { applicationId: string; missing: number }[];
}

/**
 * Fills every application up to `perApplication` evaluators from the pool, each time with the least loaded evaluator
 * who may review it (ties: the pool's order), never over `cap` evaluations per evaluator in the round (existing ones
 * included). The most constrained applications are served first (the fewest people who may review them beyond what
 * they need), so an application with a conflict of interest is not left to the evaluators nobody else took; then
 * those with the fewest evaluators. What that leaves short while someone has room, `fillShortfalls` fills by moving
 * planned pairs. The plan is the same for the same input.
 */
export function planAssignments(
  candidates: readonly AssignmentCandidate[],
  pool: readonly string[],
  perApplication: number,
  cap: number,
): AssignmentPlan {
  const load = new Map(pool.map((id) => [id, 0]));
  for (const c of candidates) for (const id of c.evaluatorIds) if (load.has(id)) load.set(id, (load.get(id) ?? 0) + 1);
  const slack = (c: AssignmentCandidate) => {
    const taken = new Set([...c.evaluatorIds, ...c.excludedIds]);
    return pool.filter((id) => !taken.has(id)).length - (perApplication - c.evaluatorIds.length);
  };
  const order = [...candidates].sort(
    (a, b) =>
      slack(a) - slack(b) ||
      a.evaluatorIds.length - b.evaluatorIds.length ||
      a.applicationId.localeCompare(b.applicationId),
  );
  const pairs: { applicationId: string; evaluatorId: string }[] = [];
  const shortfalls: { applicationId: string; missing: number }[] = [];
  for (const c of order) {
    const need = perApplication - c.evaluatorIds.length;
    if (need <= 0) continue;
    const taken = new Set([...c.evaluatorIds, ...c.excludedIds]);
    const chosen = pool
      .filter((id) => !taken.has(id) && (load.get(id) ?? 0) < cap)
      .map((id, index) => ({ id, index, load: load.get(id) ?? 0 }))
      .sort((a, b) => a.load - b.load || a.index - b.index)
      .slice(0, need);
    for (const { id } of chosen) {
      pairs.push({ applicationId: c.applicationId, evaluatorId: id });
      load.set(id, (load.get(id) ?? 0) + 1);
    }
    if (chosen.length < need) shortfalls.push({ applicationId: c.applicationId, missing: need - chosen.length });
  }
  return { pairs, shortfalls: fillShortfalls(candidates, pool, cap, load, pairs, shortfalls) };
}

/**
 * Where the greedy plan left an application short while some evaluator still has room, looks for a chain of moves
 * that reaches that room (an augmenting path): the short application takes an evaluator from another application of
 * the plan, which takes another, … until one takes the evaluator with room. Only the plan's new pairs move; existing
 * evaluations stay. The applications a failed search went through are not searched again (no room is reachable from
 * them), so the work stays within applications × pool. Mutates `load` and `pairs`; answers the shortfalls left.
 */
function fillShortfalls(
  candidates: readonly AssignmentCandidate[],
  pool: readonly string[],
  cap: number,
  load: Map<string, number>,
  pairs: { applicationId: string; evaluatorId: string }[],
  shortfalls: readonly { applicationId: string; missing: number }[],
): { applicationId: string; missing: number }[] {
  if (shortfalls.length === 0) return [];
  const room = (id: string) => (load.get(id) ?? 0) < cap;
  if (!pool.some(room)) return [...shortfalls];
  const byId = new Map(candidates.map((c) => [c.applicationId, c]));
  /** Who each application has or is planned (existing, planned and excluded: who it may not take). */
  const barred = new Map(candidates.map((c) => [c.applicationId, new Set([...c.evaluatorIds, ...c.excludedIds])]));
  /** The plan's new pairs by evaluator: the applications an evaluator could be moved from. */
  const plannedFor = new Map<string, Set<string>>();
  for (const p of pairs) {
    barred.get(p.applicationId)?.add(p.evaluatorId);
    const set = plannedFor.get(p.evaluatorId) ?? new Set<string>();
    plannedFor.set(p.evaluatorId, set.add(p.applicationId));
  }
  const dead = new Set<string>();
  const left: { applicationId: string; missing: number }[] = [];
  for (const short of shortfalls) {
    let missing = short.missing;
    while (missing > 0 && byId.has(short.applicationId) && augment(short.applicationId)) missing -= 1;
    if (missing > 0) left.push({ applicationId: short.applicationId, missing });
  }
  return left;

  /** One more evaluator for `start` through a breadth-first chain of moves; false when none reaches any room. */
  function augment(start: string): boolean {
    // For each application reached: the evaluator it gives up and the application that takes it (toward `start`).
    const via = new Map<string, { evaluatorId: string; to: string } | null>([[start, null]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const appId = queue[head]!;
      for (const evaluatorId of pool) {
        if (barred.get(appId)!.has(evaluatorId)) continue;
        if (room(evaluatorId)) {
          apply(appId, evaluatorId, via);
          return true;
        }
        for (const from of plannedFor.get(evaluatorId) ?? []) {
          if (via.has(from) || dead.has(from)) continue;
          via.set(from, { evaluatorId, to: appId });
          queue.push(from);
        }
      }
    }
    for (const appId of queue) dead.add(appId);
    return false;
  }

  /** `appId` takes `evaluatorId` (who has room); each application up the chain hands its evaluator on. */
  function apply(appId: string, evaluatorId: string, via: Map<string, { evaluatorId: string; to: string } | null>) {
    load.set(evaluatorId, (load.get(evaluatorId) ?? 0) + 1);
    let taker = appId;
    let taken = evaluatorId;
    for (let step = via.get(taker); step; step = via.get(taker)) {
      const given = pairs.findIndex((p) => p.applicationId === taker && p.evaluatorId === step!.evaluatorId);
      pairs[given] = { applicationId: taker, evaluatorId: taken };
      plannedFor.get(step.evaluatorId)!.delete(taker);
      take(taker, taken);
      taker = step.to;
      taken = step.evaluatorId;
    }
    pairs.push({ applicationId: taker, evaluatorId: taken });
    take(taker, taken);
  }

  function take(appId: string, evaluatorId: string) {
    barred.get(appId)!.add(evaluatorId);
    plannedFor.set(evaluatorId, (plannedFor.get(evaluatorId) ?? new Set<string>()).add(appId));
  }
}

/** What the review operations refuse and why (`extensions.reason`). */
export const REVIEW_ERROR_MESSAGES = {
  notFound: { key: 'reviews.errors.notFound', defaultMessage: 'This evaluation does not exist.' },
  roundNotFound: { key: 'reviews.errors.roundNotFound', defaultMessage: 'This round is not part of the intake.' },
  notEvaluator: {
    key: 'reviews.errors.notEvaluator',
    defaultMessage: 'Only people who may evaluate this intake can be its evaluators.',
  },
  conflictOfInterest: {
    key: 'reviews.errors.conflictOfInterest',
    defaultMessage: 'This evaluator has a conflict of interest with this application.',
  },
  notAssigned: {
    key: 'reviews.errors.notAssigned',
    defaultMessage: 'You are not assigned to evaluate this application.',
  },
  reviewClosed: {
    key: 'reviews.errors.reviewClosed',
    defaultMessage: 'Reviews of this round are closed.',
  },
  notReviewable: {
    key: 'reviews.errors.notReviewable',
    defaultMessage: 'Only submitted applications that are not decided can be evaluated.',
  },
  noEvaluationForm: {
    key: 'reviews.errors.noEvaluationForm',
    defaultMessage: 'This round has no published evaluation form.',
  },
  formCannotScore: {
    key: 'reviews.errors.formCannotScore',
    defaultMessage: 'An evaluation form needs a scale, or a single choice with numerical values, to score.',
  },
  staleForm: {
    key: 'reviews.errors.staleForm',
    defaultMessage: 'The evaluation form has changed. Reload the page to answer the current version.',
  },
  alreadySubmitted: {
    key: 'reviews.errors.alreadySubmitted',
    defaultMessage: 'This evaluation is already submitted.',
  },
  badPerApplication: {
    key: 'reviews.errors.badPerApplication',
    defaultMessage: 'Evaluators per application: 1 to {max}.',
  },
  badDate: { key: 'reviews.errors.badDate', defaultMessage: 'A date must be a real day (YYYY-MM-DD).' },
  badCap: { key: 'reviews.errors.badCap', defaultMessage: 'The cap per evaluator is 1 to {max}.' },
  poolTooLarge: { key: 'reviews.errors.poolTooLarge', defaultMessage: 'A round holds at most {max} evaluators.' },
  commentLength: { key: 'reviews.errors.commentLength', defaultMessage: 'A comment holds at most {max} characters.' },
  tooManyIds: { key: 'reviews.errors.tooManyIds', defaultMessage: 'Name at most {max} applications at once.' },
  notInPool: { key: 'reviews.errors.notInPool', defaultMessage: "Choose evaluators from the round's pool." },
  noEvaluators: { key: 'reviews.errors.noEvaluators', defaultMessage: 'Choose at least one evaluator.' },
} as const satisfies ErrorReasonTable;
export type ReviewErrorReason = keyof typeof REVIEW_ERROR_MESSAGES;
