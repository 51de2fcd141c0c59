// Staff organising reviews (issue 21 §4, /startups/programs/evaluation-assignation): a round's pool of evaluators and
// settings, evaluators assigned by hand or balanced automatically (conflicts of interest left out, a cap per
// evaluator), withdrawn, and conflicts declared. Each assignment gives the evaluator an `evaluation` task through the
// domain events; docs/applications.md, "Review", has the rules.
import {
  APPLICATION_LIMITS,
  groupBy,
  indexBy,
  parseCalendarDate,
  planAssignments,
  REVIEW_LIMITS,
  type ApplicationStatus,
} from '@ascent/shared';
import type { AutoAssignResult, ReviewBoard, RoundReviewInput } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { formSummary } from '../forms/forms.public.ts';
import { fullNamesById, peopleWithPermission } from '../users/users.public.ts';
import { accessTo, staffCan } from './applications.access.ts';
import { evaluationUrl } from './applications.domain-events.ts';
import { findApplications, findFunnel, listMembers } from './applications.repository.ts';
import type { ApplicationRow, FunnelRoundRow } from './applications.schema.ts';
import {
  anonymityOn,
  applicationReference,
  reviewable,
  reviewClosesAt,
  reviewError,
  staffRound,
} from './application-reviews.access.ts';
import { calibratedById, presentReview } from './application-reviews.presenter.ts';
import {
  applicationsOfRound,
  conflictsOf,
  deleteEvaluation,
  evaluationsOfApplication,
  evaluationsOfRound,
  findEvaluation,
  insertConflict,
  insertEvaluations,
  poolOf,
  setPool,
  updateRoundReview,
} from './application-reviews.repository.ts';
import type { ApplicationEvaluationRow } from './application-reviews.schema.ts';
import { funnelZone } from './funnels.service.ts';

const candidatesOf = (scope: Scope) => peopleWithPermission(scope.tdb, 'APPLICATIONS:EVALUATE');

export async function buildBoard(scope: SignedIn, round: FunnelRoundRow): Promise<ReviewBoard> {
  const { tdb } = scope;
  const funnel = (await findFunnel(tdb, round.funnelId))!;
  const [apps, evaluations, pool, candidates, form] = await Promise.all([
    applicationsOfRound(tdb, round),
    evaluationsOfRound(tdb, round.id),
    poolOf(tdb, round.id),
    candidatesOf(scope),
    round.evaluationFormId ? formSummary(tdb, round.evaluationFormId) : null,
  ]);
  const conflicts = await conflictsOf(
    tdb,
    apps.map((a) => a.id),
  );
  const names = await fullNamesById(tdb, [
    ...pool,
    ...evaluations.map((e) => e.evaluatorId),
    ...conflicts.map((c) => c.userId),
  ]);
  const person = (id: string) => ({ _id: id, fullName: names.get(id) ?? '' });
  const calibrated = calibratedById(evaluations);
  const evaluatorIds = [...new Set([...pool, ...evaluations.map((e) => e.evaluatorId)])];
  const reviewsOf = groupBy(evaluations, (e) => e.applicationId);
  const conflictsByApp = groupBy(conflicts, (c) => c.applicationId);
  const loadOf = groupBy(evaluations, (e) => e.evaluatorId);
  const inPool = new Set(pool);
  return {
    review: {
      roundId: round.id,
      funnelId: funnel.id,
      funnelName: funnel.name,
      roundName: round.name,
      evaluationFormId: round.evaluationFormId,
      evaluationFormTitle: form?.title ?? null,
      evaluatorsPerApplication: round.evaluatorsPerApplication,
      reviewClosesOn: round.reviewClosesOn,
      pool: pool.map(person),
    },
    rows: apps.map((a) => ({
      applicationId: a.id,
      name: a.name,
      status: a.status as ApplicationStatus,
      reviews: (reviewsOf.get(a.id) ?? []).map((e) => presentReview(e, person, calibrated, false)),
      conflicts: (conflictsByApp.get(a.id) ?? []).map((c) => person(c.userId)),
    })),
    loads: evaluatorIds.map((id) => {
      const mine = loadOf.get(id) ?? [];
      return {
        evaluator: person(id),
        assigned: mine.length,
        submitted: mine.filter((e) => e.submittedAt).length,
        inPool: inPool.has(id),
      };
    }),
    candidates: candidates.map((c) => ({ _id: c.id, fullName: `${c.firstName} ${c.lastName}`.trim() })),
  };
}

export async function reviewBoard(scope: SignedIn, roundId: string): Promise<ReviewBoard> {
  return buildBoard(scope, await staffRound(scope, roundId, 'APPLICATIONS:EDIT'));
}

/** Every id must be someone who may evaluate (their role grants APPLICATIONS:EVALUATE). */
export async function checkEvaluators(scope: Scope, ids: readonly string[]): Promise<void> {
  const allowed = new Set((await candidatesOf(scope)).map((c) => c.id));
  const wrong = ids.find((id) => !allowed.has(id));
  if (wrong !== undefined) throw reviewError('notEvaluator', undefined, { userId: wrong, field: 'evaluatorIds' });
}

export async function setRoundReview(scope: SignedIn, roundId: string, input: RoundReviewInput): Promise<ReviewBoard> {
  const ids = [...new Set(input.evaluatorIds)];
  if (ids.length > REVIEW_LIMITS.maxPool) throw reviewError('poolTooLarge', { max: REVIEW_LIMITS.maxPool });
  const per = input.evaluatorsPerApplication;
  if (!Number.isInteger(per) || per < 1 || per > REVIEW_LIMITS.maxPerApplication)
    throw reviewError(
      'badPerApplication',
      { max: REVIEW_LIMITS.maxPerApplication },
      { field: 'evaluatorsPerApplication' },
    );
  const closes = (input.reviewClosesOn ?? '').trim() || null;
  if (closes && !parseCalendarDate(closes)) throw reviewError('badDate', undefined, { field: 'reviewClosesOn' });
  await checkEvaluators(scope, ids);
  await scope.tdb.transaction(async (tdb) => {
    const round = await staffRound({ ...scope, tdb }, roundId, 'FUNNELS:EDIT', true);
    await updateRoundReview(tdb, round.id, { evaluatorsPerApplication: per, reviewClosesOn: closes });
    await setPool(tdb, round.id, ids);
  });
  return reviewBoard(scope, roundId);
}

/**
 * Announces new assignments: each evaluator gets a task (tasks module) leading to the evaluation page, named as the
 * evaluator will see the application (its reference when `anonymous`). Runs in the caller's transaction (`tx`).
 */
async function announceAssigned(
  tx: Scope,
  round: FunnelRoundRow,
  rows: ApplicationEvaluationRow[],
  anonymous: boolean,
) {
  if (rows.length === 0) return;
  const funnel = (await findFunnel(tx.tdb, round.funnelId))!;
  const [apps, zone] = await Promise.all([
    findApplications(
      tx.tdb,
      rows.map((r) => r.applicationId),
    ),
    funnelZone(tx, funnel),
  ]);
  const due = reviewClosesAt(round, zone.timeZone)?.toISOString() ?? null;
  const appById = indexBy(apps, (a) => a.id);
  for (const row of rows) {
    const app = appById.get(row.applicationId)!;
    await tx.services.events.publish(tx.tdb, 'application.evaluationAssigned', {
      evaluationId: row.id,
      evaluatorId: row.evaluatorId,
      name: anonymous ? applicationReference(app.id) : app.name,
      url: evaluationUrl(app.id, round.id),
      dueDate: due,
    });
  }
}

/** People who may not evaluate each application: its members and declared conflicts. */
async function exclusions(tdb: TenantDb, applicationIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const [members, conflicts] = await Promise.all([listMembers(tdb, applicationIds), conflictsOf(tdb, applicationIds)]);
  const out = new Map(applicationIds.map((id) => [id, new Set<string>()]));
  for (const m of [...members, ...conflicts]) out.get(m.applicationId)?.add(m.userId);
  return out;
}

export async function assignEvaluators(
  scope: SignedIn,
  roundId: string,
  applicationIds: readonly string[],
  evaluatorIds: readonly string[],
): Promise<ReviewBoard> {
  const appIds = [...new Set(applicationIds)];
  const people = [...new Set(evaluatorIds)];
  if (appIds.length > APPLICATION_LIMITS.maxBatch)
    throw reviewError('tooManyIds', { max: APPLICATION_LIMITS.maxBatch });
  if (people.length > REVIEW_LIMITS.maxPool) throw reviewError('poolTooLarge', { max: REVIEW_LIMITS.maxPool });
  await checkEvaluators(scope, people);
  // Read before the transaction: the flag comes through another connection.
  const anonymous = await anonymityOn(scope);
  await scope.tdb.transaction(async (tdb) => {
    const round = await staffRound({ ...scope, tdb }, roundId, 'APPLICATIONS:EDIT', true);
    const apps = await findApplications(
      tdb,
      appIds.filter((id) => isUuid(id)),
    );
    const appById = indexBy(apps, (a) => a.id);
    const found = appIds.map((id) => {
      const app = appById.get(id);
      if (!app || app.funnelId !== round.funnelId) throw reviewError('notFound', undefined, { applicationId: id });
      return app;
    });
    await assignInRound({ ...scope, tdb }, round, found, people, { actorId: scope.user.id, anonymous });
  });
  return reviewBoard(scope, roundId);
}

/**
 * Assigns `people` to each application of `round`, in the caller's transaction (`tx`): each application must be
 * reviewable and none of the people excluded from it (a member or a declared conflict), else the review error of the
 * first refusal is thrown and nothing is written. A pair already assigned is kept as it is. The new assignments are
 * announced (each evaluator's task); answers them. Shared by assignEvaluators and the bulk action `assign`.
 */
export async function assignInRound(
  tx: Scope,
  round: FunnelRoundRow,
  apps: readonly ApplicationRow[],
  people: readonly string[],
  by: { actorId: string; anonymous: boolean },
): Promise<ApplicationEvaluationRow[]> {
  for (const app of apps)
    if (!reviewable(app, round)) throw reviewError('notReviewable', undefined, { applicationId: app.id });
  const appIds = apps.map((a) => a.id);
  const excluded = await exclusions(tx.tdb, appIds);
  const pairs = appIds.flatMap((applicationId) => people.map((evaluatorId) => ({ applicationId, evaluatorId })));
  const clash = pairs.find((p) => excluded.get(p.applicationId)?.has(p.evaluatorId));
  if (clash) throw reviewError('conflictOfInterest', undefined, { ...clash });
  const added = await insertEvaluations(tx.tdb, round.id, pairs, by.actorId);
  await announceAssigned(tx, round, added, by.anonymous);
  return added;
}

export async function autoAssignEvaluators(
  scope: SignedIn,
  roundId: string,
  cap: number | null | undefined,
): Promise<AutoAssignResult> {
  const limit = cap ?? REVIEW_LIMITS.maxCap;
  if (!Number.isInteger(limit) || limit < 1 || limit > REVIEW_LIMITS.maxCap)
    throw reviewError('badCap', { max: REVIEW_LIMITS.maxCap }, { field: 'cap' });
  const allowed = new Set((await candidatesOf(scope)).map((c) => c.id));
  const anonymous = await anonymityOn(scope);
  const outcome = await scope.tdb.transaction(async (tdb) => {
    // The round's row lock makes two automatic assignments of one round wait for each other.
    const round = await staffRound({ ...scope, tdb }, roundId, 'APPLICATIONS:EDIT', true);
    const [apps, evaluations, pool] = await Promise.all([
      applicationsOfRound(tdb, round),
      evaluationsOfRound(tdb, round.id),
      poolOf(tdb, round.id),
    ]);
    const open = apps.filter((a) => reviewable(a, round));
    const assignedTo = groupBy(evaluations, (e) => e.applicationId);
    const openById = indexBy(open, (a) => a.id);
    const excluded = await exclusions(
      tdb,
      open.map((a) => a.id),
    );
    const plan = planAssignments(
      open.map((a) => ({
        applicationId: a.id,
        evaluatorIds: (assignedTo.get(a.id) ?? []).map((e) => e.evaluatorId),
        excludedIds: [...(excluded.get(a.id) ?? [])],
      })),
      pool.filter((id) => allowed.has(id)),
      round.evaluatorsPerApplication,
      limit,
    );
    const added = await insertEvaluations(tdb, round.id, plan.pairs, scope.user.id);
    await announceAssigned({ ...scope, tdb }, round, added, anonymous);
    return {
      round,
      assigned: plan.pairs.length,
      shortfalls: plan.shortfalls.map((s) => ({ ...s, name: openById.get(s.applicationId)!.name })),
    };
  });
  return { assigned: outcome.assigned, shortfalls: outcome.shortfalls, board: await buildBoard(scope, outcome.round) };
}

async function withdraw(scope: SignedIn, tdb: TenantDb, row: ApplicationEvaluationRow): Promise<void> {
  await deleteEvaluation(tdb, row.id);
  await scope.services.events.publish(tdb, 'application.evaluationWithdrawn', {
    evaluationId: row.id,
    evaluatorId: row.evaluatorId,
  });
}

export async function unassignEvaluation(scope: SignedIn, id: string): Promise<ReviewBoard> {
  const roundId = await scope.tdb.transaction(async (tdb) => {
    const row = isUuid(id) ? await findEvaluation(tdb, id, true) : null;
    if (!row) throw reviewError('notFound');
    await staffRound({ ...scope, tdb }, row.roundId, 'APPLICATIONS:EDIT');
    if (row.submittedAt) throw reviewError('alreadySubmitted');
    await withdraw(scope, tdb, row);
    return row.roundId;
  });
  return reviewBoard(scope, roundId);
}

/**
 * The caller declares they may not evaluate an application (or staff declare it for `userId`): they are left out of
 * its evaluators from now on, and their evaluations of it not yet submitted are withdrawn. Submitted ones stay, for
 * staff to weigh.
 */
async function mayDeclareFor(tx: SignedIn, applicationId: string, target: string): Promise<boolean> {
  const access = await accessTo(tx, applicationId).catch(() => null);
  if (!access) return false;
  return target === tx.user.id ? staffCan(tx, 'APPLICATIONS:EVALUATE', access.row.funnelId) : access.canManage;
}

export async function declareConflict(
  scope: SignedIn,
  applicationId: string,
  userId?: string | null,
): Promise<boolean> {
  const target = userId || scope.user.id;
  if (!isUuid(target)) throw reviewError('notFound', undefined, { field: 'userId' });
  await scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const own = (isUuid(applicationId) ? await evaluationsOfApplication(tdb, applicationId) : []).filter(
      (e) => e.evaluatorId === target,
    );
    // An assigned evaluator may always step back; anyone else needs to evaluate the intake (for themselves) or to
    // manage the application (for someone else).
    const stepsBack = target === scope.user.id && own.length > 0;
    if (!stepsBack && !(await mayDeclareFor(tx, applicationId, target))) throw reviewError('notFound');
    await insertConflict(tdb, { applicationId, userId: target, declaredById: scope.user.id });
    for (const row of own) if (!row.submittedAt) await withdraw(scope, tdb, row);
  });
  return true;
}
