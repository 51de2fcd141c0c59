// Filling an application's rounds: its members share one draft per round (saved as they go), and submit the rounds in
// order before the round's deadline, in the programme's time zone. Answers are checked by the forms engine's shared
// rules (checkSubmission) against the round form's published version.
import {
  FORM_ANSWER_MESSAGES,
  FORM_ERROR_MESSAGES,
  APPLICATION_SUBMITTED_STATUS,
  checkSubmission,
  reasonText,
  roundWindowState,
  type AnswerProblem,
} from '@ascent/shared';
import type { Application, ApplicationRoundForm } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { parseAnswers, publishedForm, type PublishedForm } from '../forms/forms.public.ts';
import { accessTo, memberAccess } from './applications.access.ts';
import { applicationError } from './applications.input.ts';
import { iso, presentRound, windowOf } from './applications.presenter.ts';
import {
  findFunnel,
  insertActivities,
  listRoundAnswers,
  listRounds,
  saveRoundAnswers,
  updateApplicationRow,
} from './applications.repository.ts';
import type { ApplicationRow, FunnelRoundRow } from './applications.schema.ts';
import { getApplication } from './applications.service.ts';
import { funnelZone } from './funnels.service.ts';

export function refused(problems: readonly AnswerProblem[]): AppError {
  const first = problems[0]!;
  return reasonError(
    'VALIDATION_FAILED',
    FORM_ANSWER_MESSAGES,
    first.reason,
    { field: first.questionId, ...first.params },
    {
      questionId: first.questionId,
      problems: problems.map((p) => ({
        questionId: p.questionId,
        reason: p.reason,
        params: p.params ?? {},
        message: reasonText(FORM_ANSWER_MESSAGES[p.reason], { field: p.questionId, ...p.params }),
      })),
    },
  );
}

async function roundOf(scope: SignedIn, row: ApplicationRow, roundId: string) {
  const funnel = (await findFunnel(scope.tdb, row.funnelId))!;
  const rounds = await listRounds(scope.tdb, [funnel.id]);
  const round = isUuid(roundId) ? rounds.find((r) => r.id === roundId) : undefined;
  if (!round) throw applicationError('roundNotFound');
  const form = await publishedForm(scope.tdb, round.formId);
  if (!form) throw applicationError('notPublished');
  return { funnel, rounds, round, form, zone: await funnelZone(scope, funnel) };
}

export async function applicationRoundForm(
  scope: SignedIn,
  applicationId: string,
  roundId: string,
): Promise<ApplicationRoundForm> {
  const { row } = await accessTo(scope, applicationId);
  const { round, form, zone } = await roundOf(scope, row, roundId);
  const saved = (await listRoundAnswers(scope.tdb, row.id)).find((a) => a.roundId === round.id);
  return {
    applicationId: row.id,
    applicationName: row.name,
    round: presentRound(round, zone.timeZone, new Map([[form.formId, form.title]])),
    title: form.title,
    versionId: form.versionId,
    questions: form.questions,
    // A draft given on an older version keeps only the questions this version still has.
    answers: saved
      ? JSON.stringify(
          Object.fromEntries(Object.entries(saved.answers).filter(([id]) => form.rules.some((q) => q.id === id))),
        )
      : null,
    submittedAt: iso(saved?.submittedAt),
  };
}

/** Refuses a round the application may not fill now: not reached, already submitted, not open, past its deadline. */
function checkFillable(row: ApplicationRow, round: FunnelRoundRow, timeZone: string, now: Date): void {
  if (round.position > row.roundsSubmitted) throw applicationError('roundNotReached');
  if (round.position < row.roundsSubmitted) throw applicationError('roundAlreadySubmitted');
  const state = roundWindowState(windowOf(round), now, timeZone);
  if (state === 'notOpen') throw applicationError('roundNotOpen');
  if (state === 'closed') throw applicationError('deadlinePassed');
}

function checkVersion(form: PublishedForm, versionId: string): void {
  if (versionId !== form.versionId) throw reasonError('CONFLICT', FORM_ERROR_MESSAGES, 'staleVersion');
}

export async function saveApplicationRoundDraft(
  scope: SignedIn,
  applicationId: string,
  roundId: string,
  versionId: string,
  rawAnswers: string,
): Promise<boolean> {
  const answers = parseAnswers(rawAnswers);
  const { row } = await memberAccess(scope, applicationId);
  const { round, form, zone } = await roundOf(scope, row, roundId);
  checkFillable(row, round, zone.timeZone, new Date());
  checkVersion(form, versionId);
  const check = checkSubmission(form.rules, answers, 'draft');
  if (check.problems.length > 0) throw refused(check.problems);
  await saveRoundAnswers(scope.tdb, { applicationId: row.id, roundId: round.id, versionId, answers: check.answers });
  return true;
}

export async function submitApplicationRound(
  scope: SignedIn,
  applicationId: string,
  roundId: string,
  versionId: string,
  rawAnswers: string,
): Promise<Application> {
  const answers = parseAnswers(rawAnswers);
  await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    const { row } = await memberAccess(txScope, applicationId, true);
    const { rounds, round, form, zone } = await roundOf(txScope, row, roundId);
    const now = new Date();
    checkFillable(row, round, zone.timeZone, now);
    checkVersion(form, versionId);
    const check = checkSubmission(form.rules, answers, 'submit');
    if (check.problems.length > 0) throw refused(check.problems);
    await saveRoundAnswers(tx, {
      applicationId: row.id,
      roundId: round.id,
      versionId,
      answers: check.answers,
      submittedAt: now,
      submittedById: scope.user.id,
    });
    const last = round.position === rounds.length - 1;
    await updateApplicationRow(tx, row.id, {
      roundsSubmitted: row.roundsSubmitted + 1,
      ...(last && row.status === 'draft' ? { status: APPLICATION_SUBMITTED_STATUS, submittedAt: now } : {}),
    });
    await insertActivities(tx, [
      { applicationId: row.id, kind: 'roundSubmitted', actorId: scope.user.id, roundId: round.id },
      ...(last && row.status === 'draft'
        ? [
            {
              applicationId: row.id,
              kind: 'statusChanged',
              actorId: scope.user.id,
              fromStatus: 'draft',
              toStatus: APPLICATION_SUBMITTED_STATUS,
            },
          ]
        : []),
    ]);
  });
  return getApplication(scope, applicationId);
}
