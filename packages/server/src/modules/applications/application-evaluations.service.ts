// Evaluating applications (issue 21 §4): an evaluator's list and evaluation sheet, their submission (checked by the
// forms engine's shared rules against the round's evaluation form, scored on 0–5), and what staff read of the
// evaluations: each application's reviews and the round's ranking by raw or calibrated score.
import {
  checkSubmission,
  evaluationScore,
  evaluatorCalibrations,
  indexBy,
  rankApplications,
  REVIEW_LIMITS,
  type ApplicationStatus,
  type RankingSort,
} from '@ascent/shared';
import type { ApplicationRanking, ApplicationReview, EvaluationSheet, MyEvaluation } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { parseAnswers, publishedForm } from '../forms/forms.public.ts';
import { fullNamesById } from '../users/users.public.ts';
import { accessTo } from './applications.access.ts';
import {
  findApplication,
  findApplications,
  findFunnel,
  listFunnelRows,
  listMembers,
  listRoundAnswers,
  listRounds,
} from './applications.repository.ts';
import { presentPerson } from './applications.presenter.ts';
import { refused } from './application-rounds.service.ts';
import {
  anonymousFor,
  applicationReference,
  reviewable,
  reviewClosesAt,
  reviewError,
  staffRound,
} from './application-reviews.access.ts';
import { calibratedById, presentReview } from './application-reviews.presenter.ts';
import {
  evaluationsOfApplication,
  evaluationsOfRound,
  evaluationsOfUser,
  findEvaluationOf,
  findRound,
  saveSubmittedEvaluation,
} from './application-reviews.repository.ts';
import { funnelZone } from './funnels.service.ts';

const isOpen = (closesAt: Date | null, now = new Date()) => !closesAt || now <= closesAt;

export async function myEvaluations(scope: SignedIn): Promise<MyEvaluation[]> {
  const rows = await evaluationsOfUser(scope.tdb, scope.user.id);
  const apps = await findApplications(scope.tdb, [...new Set(rows.map((r) => r.applicationId))]);
  const funnelIds = [...new Set(apps.map((a) => a.funnelId))];
  const [funnels, rounds] = await Promise.all([listFunnelRows(scope.tdb, funnelIds), listRounds(scope.tdb, funnelIds)]);
  const perFunnel = new Map<string, { anonymous: boolean; timeZone: string }>();
  for (const funnel of funnels) {
    const [anonymous, zone] = await Promise.all([anonymousFor(scope, funnel.id), funnelZone(scope, funnel)]);
    perFunnel.set(funnel.id, { anonymous, timeZone: zone.timeZone });
  }
  const [appById, roundById, funnelById] = [
    indexBy(apps, (a) => a.id),
    indexBy(rounds, (r) => r.id),
    indexBy(funnels, (f) => f.id),
  ];
  return rows.flatMap((row) => {
    const app = appById.get(row.applicationId);
    const round = roundById.get(row.roundId);
    const funnel = app && funnelById.get(app.funnelId);
    if (!app || !round || !funnel) return [];
    const { anonymous, timeZone } = perFunnel.get(funnel.id)!;
    const closesAt = reviewClosesAt(round, timeZone);
    return [
      {
        _id: row.id,
        applicationId: app.id,
        roundId: round.id,
        applicationName: anonymous ? applicationReference(app.id) : app.name,
        anonymous,
        funnelName: funnel.name,
        roundName: round.name,
        assignedAt: row.assignedAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        score: row.submittedAt ? row.score : null,
        closesAt: closesAt?.toISOString() ?? null,
        open: !row.submittedAt && reviewable(app, round) && isOpen(closesAt),
      },
    ];
  });
}

/** The caller's own evaluation of an application in a round; anyone not assigned gets "not found". */
async function ownEvaluation(scope: SignedIn, applicationId: string, roundId: string, lock = false) {
  const row =
    isUuid(applicationId) && isUuid(roundId)
      ? await findEvaluationOf(scope.tdb, { applicationId, roundId, evaluatorId: scope.user.id }, lock)
      : null;
  if (!row) throw reviewError('notAssigned');
  const [app, round] = await Promise.all([
    findApplication(scope.tdb, applicationId, lock),
    findRound(scope.tdb, roundId),
  ]);
  const funnel = (await findFunnel(scope.tdb, app!.funnelId))!;
  const closesAt = reviewClosesAt(round!, (await funnelZone(scope, funnel)).timeZone);
  return { row, app: app!, round: round!, funnel, closesAt };
}

export async function evaluationSheet(
  scope: SignedIn,
  applicationId: string,
  roundId: string,
): Promise<EvaluationSheet> {
  const { row, app, round, funnel, closesAt } = await ownEvaluation(scope, applicationId, roundId);
  const [anonymous, applicationForm, form, answers, members] = await Promise.all([
    anonymousFor(scope, funnel.id),
    publishedForm(scope.tdb, round.formId),
    round.evaluationFormId ? publishedForm(scope.tdb, round.evaluationFormId) : null,
    listRoundAnswers(scope.tdb, app.id),
    listMembers(scope.tdb, [app.id]),
  ]);
  const ref = (f: typeof form) =>
    f ? { formId: f.formId, versionId: f.versionId, title: f.title, questions: f.questions } : null;
  const submitted = answers.find((a) => a.roundId === round.id && a.submittedAt);
  return {
    evaluationId: row.id,
    applicationId: app.id,
    roundId: round.id,
    applicationName: anonymous ? applicationReference(app.id) : app.name,
    anonymous,
    members: anonymous ? [] : members.map(presentPerson),
    funnelName: funnel.name,
    roundName: round.name,
    applicationForm: ref(applicationForm),
    applicationAnswers: submitted ? JSON.stringify(submitted.answers) : null,
    form: ref(form),
    open: !row.submittedAt && !!form && reviewable(app, round) && isOpen(closesAt),
    closesAt: closesAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    answers: row.answers ? JSON.stringify(row.answers) : null,
    score: row.submittedAt ? row.score : null,
    comment: row.comment,
  };
}

export async function submitEvaluation(
  scope: SignedIn,
  applicationId: string,
  roundId: string,
  versionId: string,
  rawAnswers: string,
  rawComment: string | null | undefined,
): Promise<EvaluationSheet> {
  const answers = parseAnswers(rawAnswers);
  const comment = (rawComment ?? '').trim() || null;
  if (comment && comment.length > REVIEW_LIMITS.commentMax)
    throw reviewError('commentLength', { max: REVIEW_LIMITS.commentMax }, { field: 'comment' });
  await scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const { row, app, round, closesAt } = await ownEvaluation(tx, applicationId, roundId, true);
    if (row.submittedAt) throw reviewError('alreadySubmitted');
    if (!reviewable(app, round)) throw reviewError('notReviewable');
    const now = new Date();
    if (!isOpen(closesAt, now)) throw reviewError('reviewClosed');
    const form = round.evaluationFormId ? await publishedForm(tdb, round.evaluationFormId) : null;
    if (!form) throw reviewError('noEvaluationForm');
    if (versionId !== form.versionId) throw reviewError('staleForm');
    const check = checkSubmission(form.rules, answers, 'submit');
    if (check.problems.length > 0) throw refused(check.problems);
    await saveSubmittedEvaluation(tdb, row.id, {
      versionId,
      answers: check.answers,
      score: evaluationScore(form.rules, check.answers),
      comment,
      submittedAt: now,
    });
    await scope.services.events.publish(tdb, 'application.evaluationSubmitted', {
      evaluationId: row.id,
      evaluatorId: scope.user.id,
    });
  });
  return evaluationSheet(scope, applicationId, roundId);
}

/** Staff who manage the application: every evaluation of it, calibrated within its round. */
export async function applicationReviews(scope: SignedIn, applicationId: string): Promise<ApplicationReview[]> {
  const access = await accessTo(scope, applicationId);
  if (!access.canManage) throw reviewError('notFound');
  const own = await evaluationsOfApplication(scope.tdb, access.row.id);
  const roundIds = [...new Set(own.map((e) => e.roundId))];
  const calibrated = new Map<string, { z: number; outlier: boolean }>();
  for (const roundId of roundIds)
    for (const [id, c] of calibratedById(await evaluationsOfRound(scope.tdb, roundId))) calibrated.set(id, c);
  const names = await fullNamesById(
    scope.tdb,
    own.map((e) => e.evaluatorId),
  );
  return own.map((e) => presentReview(e, (id) => ({ _id: id, fullName: names.get(id) ?? '' }), calibrated, true));
}

export async function applicationRanking(
  scope: SignedIn,
  roundId: string,
  sort: RankingSort,
): Promise<ApplicationRanking> {
  const round = await staffRound(scope, roundId, 'APPLICATIONS:EDIT');
  const evaluations = (await evaluationsOfRound(scope.tdb, round.id)).filter((e) => e.submittedAt && e.score !== null);
  const reviews = evaluations.map((e) => ({
    evaluatorId: e.evaluatorId,
    applicationId: e.applicationId,
    score: e.score!,
  }));
  const ranked = rankApplications(reviews, sort);
  const [apps, names] = await Promise.all([
    findApplications(
      scope.tdb,
      ranked.map((r) => r.applicationId),
    ),
    fullNamesById(
      scope.tdb,
      evaluations.map((e) => e.evaluatorId),
    ),
  ]);
  const person = (id: string) => ({ _id: id, fullName: names.get(id) ?? '' });
  const calibrated = calibratedById(evaluations);
  const appById = indexBy(apps, (a) => a.id);
  return {
    roundId: round.id,
    sort,
    rows: ranked.map((r) => {
      const app = appById.get(r.applicationId)!;
      return { ...r, name: app.name, status: app.status as ApplicationStatus };
    }),
    evaluators: [...evaluatorCalibrations(reviews).values()]
      .map((c) => ({ evaluator: person(c.evaluatorId), count: c.count, mean: c.mean, spread: c.spread }))
      .sort((a, b) => a.evaluator.fullName.localeCompare(b.evaluator.fullName)),
    outliers: evaluations
      .filter((e) => calibrated.get(e.id)?.outlier)
      .map((e) => presentReview(e, person, calibrated, false)),
  };
}
