// Evaluations after a session (issue 20 item 3): the programme attaches a published evaluation form per meeting
// type; once a session has ended its coaches and attendees each answer it once (the forms engine's rules check the
// answers against the published version). Who sees whose answers: everyone their own; the programme team all; the
// session's people each other's when the evaluationVisibility flag is on.
import {
  checkSubmission,
  COACHING_EVALUATION_ERROR_MESSAGES,
  COACHING_MEETING_TYPES,
  FORM_ANSWER_MESSAGES,
  scaleBounds,
  scaledScore,
  type AnswerValue,
  type CoachingEvaluationErrorName,
  type FormQuestion,
} from '@ascent/shared';
import type { CoachingEvaluationSettings, CoachingEvaluationState } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { formSummary, parseAnswers, publishedForm, publishedFormOptions } from '../forms/forms.public.ts';
import { viewerOf } from './coaching.access.ts';
import { peopleByIds } from './coaching.presenter.ts';
import { visibleSession } from './coaching.service.ts';
import {
  evaluationForms,
  insertSubmission,
  setEvaluationForm,
  submissionsOf,
} from './coaching-evaluations.repository.ts';

const CODES: Partial<Record<CoachingEvaluationErrorName, 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT'>> = {
  notFound: 'NOT_FOUND',
  notAttended: 'FORBIDDEN',
  notEnded: 'CONFLICT',
  cancelled: 'CONFLICT',
  noForm: 'CONFLICT',
  alreadySubmitted: 'CONFLICT',
  staleForm: 'CONFLICT',
};

export const evaluationError = (name: CoachingEvaluationErrorName, extra: Record<string, unknown> = {}): AppError =>
  reasonError(CODES[name] ?? 'VALIDATION_FAILED', COACHING_EVALUATION_ERROR_MESSAGES, name, undefined, extra);

export async function evaluationSettings(scope: SignedIn): Promise<CoachingEvaluationSettings> {
  const [attached, options] = await Promise.all([
    evaluationForms(scope.tdb),
    publishedFormOptions(scope.tdb, 'evaluation'),
  ]);
  const forms = await Promise.all(
    COACHING_MEETING_TYPES.map(async (meetingType) => {
      const formId = attached.get(meetingType) ?? null;
      const summary = formId ? await formSummary(scope.tdb, formId) : null;
      return { meetingType, formId, formTitle: summary?.title ?? null };
    }),
  );
  return { forms, options: options.map((o) => ({ _id: o.id, title: o.title })) };
}

export async function attachEvaluationForm(
  scope: SignedIn,
  meetingType: string,
  formId: string | null | undefined,
): Promise<CoachingEvaluationSettings> {
  // An empty id detaches, as null does.
  const id = formId || null;
  if (id) {
    const form = await publishedForm(scope.tdb, id);
    if (!form || form.purpose !== 'evaluation') throw evaluationError('badForm', { fields: { formId: 'badForm' } });
  }
  await setEvaluationForm(scope.tdb, meetingType, id);
  return evaluationSettings(scope);
}

/** The stored row of one answer: text, number or list (other shapes, as a table's rows, go to arrayValue). */
function answerRow(q: FormQuestion | undefined, value: AnswerValue) {
  const row = { textValue: null as string | null, numberValue: null as number | null, arrayValue: null as unknown };
  if (typeof value === 'string') row.textValue = value;
  else if (typeof value === 'number') row.numberValue = value;
  else row.arrayValue = value;
  const bounds = q?.questionType === 'number_scale' ? scaleBounds(q) : null;
  const score = bounds && typeof value === 'number' ? scaledScore(value, bounds.min, bounds.max) : null;
  return { ...row, score, questionType: q?.questionType ?? 'text' };
}

export async function evaluationState(scope: SignedIn, sessionId: string): Promise<CoachingEvaluationState> {
  const viewer = await viewerOf(scope);
  const { row, people } = await visibleSession(scope, viewer, sessionId);
  const formId = (await evaluationForms(scope.tdb)).get(row.meetingType) ?? null;
  const form = formId ? await publishedForm(scope.tdb, formId) : null;
  const submissions = await submissionsOf(scope.tdb, row.id);
  const mine = submissions.some((s) => s.evaluation.userId === scope.user.id);
  const involved = people.coachIds.includes(scope.user.id) || people.attendeeIds.includes(scope.user.id);
  const open = row.status === 'meeting_scheduled' && row.endTime.getTime() <= Date.now();
  const shared = involved && (await isFeatureOn(scope.services, scope.tenant, 'evaluationVisibility'));
  const shown = submissions.filter((s) => s.evaluation.userId === scope.user.id || viewer.staffTeam || shared);
  const names = await peopleByIds(
    scope.tdb,
    shown.map((s) => s.evaluation.userId),
  );
  return {
    sessionId: row.id,
    form: form
      ? { formId: form.formId, versionId: form.versionId, title: form.title, questions: form.questions }
      : null,
    open,
    canSubmit: open && involved && !mine && form !== null,
    submitted: mine,
    submissions: shown.map(({ evaluation, answers }) => ({
      person: names.get(evaluation.userId) ?? null,
      side: evaluation.side as 'COACH' | 'ATTENDEE',
      submittedAt: evaluation.submittedAt.toISOString(),
      answersJson: JSON.stringify(
        Object.fromEntries(answers.map((a) => [a.questionId, a.textValue ?? a.numberValue ?? a.arrayValue])),
      ),
      answers: answers.map((a) => ({
        questionId: a.questionId,
        textValue: a.textValue,
        numberValue: a.numberValue,
        arrayValue: a.arrayValue == null ? null : JSON.stringify(a.arrayValue),
        form: a.formId,
        createdBy: a.createdById,
      })),
    })),
  };
}

export async function submitEvaluation(
  scope: SignedIn,
  sessionId: string,
  versionId: string,
  rawAnswers: string,
): Promise<CoachingEvaluationState> {
  const answers = parseAnswers(rawAnswers);
  const viewer = await viewerOf(scope);
  if (!isUuid(sessionId)) throw evaluationError('notFound');
  await scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const { row, people } = await visibleSession(tx, viewer, sessionId, true);
    const isCoach = people.coachIds.includes(scope.user.id);
    if (!isCoach && !people.attendeeIds.includes(scope.user.id)) throw evaluationError('notAttended');
    if (row.status === 'meeting_canceled') throw evaluationError('cancelled');
    if (row.endTime.getTime() > Date.now()) throw evaluationError('notEnded');
    const formId = (await evaluationForms(tdb)).get(row.meetingType);
    const form = formId ? await publishedForm(tdb, formId) : null;
    if (!form) throw evaluationError('noForm');
    if (form.versionId !== versionId) throw evaluationError('staleForm');
    if ((await submissionsOf(tdb, row.id)).some((s) => s.evaluation.userId === scope.user.id))
      throw evaluationError('alreadySubmitted');
    const check = checkSubmission(form.rules, answers, 'submit');
    const first = check.problems[0];
    if (first)
      throw reasonError(
        'VALIDATION_FAILED',
        FORM_ANSWER_MESSAGES,
        first.reason,
        { field: first.questionId, ...first.params },
        { questionId: first.questionId },
      );
    const byId = new Map(form.rules.map((q) => [q.id, q]));
    await insertSubmission(
      tdb,
      {
        sessionId: row.id,
        userId: scope.user.id,
        side: isCoach ? 'COACH' : 'ATTENDEE',
        formId: form.formId,
        versionId: form.versionId,
      },
      Object.entries(check.answers).map(([questionId, value]) => ({
        sessionId: row.id,
        createdById: scope.user.id,
        questionId,
        formId: form.formId,
        ...answerRow(byId.get(questionId), value),
      })),
    );
    await scope.services.events.publish(tdb, 'coaching.evaluationSubmitted', {
      sessionId: row.id,
      userId: scope.user.id,
    });
  });
  return evaluationState(scope, sessionId);
}
