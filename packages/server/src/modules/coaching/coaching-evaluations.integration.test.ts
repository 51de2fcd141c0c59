// Evaluations after a session on the real server (issue 20 item 3): the admin attaches a published evaluation form
// to a meeting type; once a session ends the job raises one coachingEvaluation task for its coach and founders (once);
// each answers once, checked by the forms engine; a stranger, staff not in the session, a session not ended, a stale
// form and a second answer are refused with nothing stored; evaluationVisibility decides who sees whose answers;
// the coach's feedback averages the founders' scores and is shown to the coach and the team only.
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { AISHA, MARCO, MAYA, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';
import { jobScope } from '../../core/scope.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { taskAssignees, tasks } from '../tasks/tasks.schema.ts';
import { raiseDueEvaluations } from './coaching-evaluations.jobs.ts';
import { coachingEvaluationAnswers } from './coaching-evaluations.schema.ts';
import { db, errorOf, gql, hoursAgo, ids, loggedSession, s, tokens, useCoachingServer } from './coaching.fixture.ts';

useCoachingServer();

const FORM = `_id publishedVersion { _id } editing { questions { _id questionType } }`;
const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { ${FORM} } }`;
const UPSERT = `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { ${FORM} } }`;
const PUBLISH = `mutation($id: ID!) { publishForm(id: $id) { ${FORM} } }`;
const ATTACH = `mutation($t: CoachingMeetingType!, $f: ID) { setCoachingEvaluationForm(meetingType: $t, formId: $f) {
  forms { meetingType formId } options { _id } } }`;
const STATE = `canSubmit submitted open form { versionId } submissions { person { fullName } side answersJson }`;
const EVALUATION = `query($id: ID!) { coachingEvaluation(sessionId: $id) { ${STATE} } }`;
const SUBMIT = `mutation($id: ID!, $v: ID!, $a: String!) { submitCoachingEvaluation(sessionId: $id, versionId: $v, answers: $a) { ${STATE} } }`;
const FEEDBACK = `query($id: ID!) { coachFeedback(userId: $id) { sessionsHeld noShows averageScore ratings evaluations comments { text } } }`;
const FLAG = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';

interface State {
  canSubmit: boolean;
  submitted: boolean;
  open: boolean;
  form: { versionId: string } | null;
  submissions: { person: { fullName: string } | null; side: string; answersJson: string }[];
}
type FormOut = { _id: string; publishedVersion: { _id: string } | null; editing: { questions: { _id: string }[] } };

async function form(purpose: string) {
  const created = await gql<{ createForm: FormOut }>(MAYA, CREATE, {
    input: { title: `After a session (${purpose})`, purpose },
  });
  const formId = created.body.data!.createForm._id;
  const label = (value: string) => [{ language: 'en', value }];
  await gql(MAYA, UPSERT, {
    formId,
    question: {
      questionType: 'number_scale',
      label: label('How useful was it?'),
      validations: { required: true, min: 1, max: 5 },
    },
  });
  const last = await gql<{ upsertFormQuestion: FormOut }>(MAYA, UPSERT, {
    formId,
    question: { questionType: 'text_long', label: label('What should the coach know?') },
  });
  const [scale, text] = last.body.data!.upsertFormQuestion.editing.questions.map((q) => q._id);
  const published = await gql<{ publishForm: FormOut }>(MAYA, PUBLISH, { id: formId });
  return { formId, versionId: published.body.data!.publishForm.publishedVersion!._id, scale: scale!, text: text! };
}

async function raise() {
  const [demo] = await db().select().from(incubators).where(eq(incubators.slug, 'demo'));
  return raiseDueEvaluations(jobScope(s.running.services, demo!), new Date());
}

async function taskOf(sessionId: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await db()
      .select({ userId: taskAssignees.userId, done: taskAssignees.done })
      .from(tasks)
      .innerJoin(
        taskAssignees,
        and(eq(taskAssignees.incubatorId, tasks.incubatorId), eq(taskAssignees.taskId, tasks.id)),
      )
      .where(and(eq(tasks.taskType, 'coachingEvaluation'), eq(tasks.sourceId, sessionId)));
    if (rows.length) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

const answersCount = async () => (await db().select({ n: count() }).from(coachingEvaluationAnswers))[0]!.n;

describe('evaluations after a session', () => {
  it('only a published evaluation form is attached, by the admin', async () => {
    const survey = await form('survey');
    expect(errorOf(await gql(MAYA, ATTACH, { t: 'UNSCHEDULED_COACHING_SESSION', f: survey.formId })).reason).toBe(
      'badForm',
    );
    expect(errorOf(await gql(SAMUEL, ATTACH, { t: 'UNSCHEDULED_COACHING_SESSION', f: null })).code).toBe('FORBIDDEN');
  });

  it('raises one task for the coach and founders, takes each answer once, and hides others by default', async () => {
    const f = await form('evaluation');
    const attached = await gql<{
      setCoachingEvaluationForm: { forms: { meetingType: string; formId: string | null }[] };
    }>(MAYA, ATTACH, { t: 'UNSCHEDULED_COACHING_SESSION', f: f.formId });
    expect(attached.body.data!.setCoachingEvaluationForm.forms).toContainEqual({
      meetingType: 'UNSCHEDULED_COACHING_SESSION',
      formId: f.formId,
    });
    const session = await loggedSession({ name: 'Evaluated session' });
    const ahead = await loggedSession({ name: 'Not yet held', startTime: hoursAgo(-2), endTime: hoursAgo(-3) });
    expect(await raise()).toBeGreaterThanOrEqual(1);
    expect(await raise()).toBe(0);
    const assignees = await taskOf(session._id);
    expect(assignees.map((a) => a.userId).sort()).toEqual([ids[AISHA], ids[MARCO], ids[SAMUEL]].sort());
    expect(await taskOf(ahead._id)).toEqual([]);

    const before = await answersCount();
    const bad = await gql(AISHA, SUBMIT, { id: session._id, v: f.versionId, a: JSON.stringify({ [f.scale]: 9 }) });
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    const stale = await gql(AISHA, SUBMIT, { id: session._id, v: session._id, a: JSON.stringify({ [f.scale]: 4 }) });
    expect(errorOf(stale).reason).toBe('staleForm');
    expect(errorOf(await gql(PRIYA, SUBMIT, { id: session._id, v: f.versionId, a: '{}' })).reason).toBe('notAttended');
    expect(errorOf(await gql(SOFIA, SUBMIT, { id: session._id, v: f.versionId, a: '{}' })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(SAMUEL, SUBMIT, { id: ahead._id, v: f.versionId, a: '{}' })).reason).toBe('notEnded');
    expect(await answersCount()).toBe(before);

    const comment = 'Clear next steps on pricing, and a useful push on the investor list.';
    const ok = await gql<{ submitCoachingEvaluation: State }>(AISHA, SUBMIT, {
      id: session._id,
      v: f.versionId,
      a: JSON.stringify({ [f.scale]: 4, [f.text]: comment }),
    });
    expect(ok.body.errors, JSON.stringify(ok.body.errors)).toBeUndefined();
    expect(ok.body.data!.submitCoachingEvaluation).toMatchObject({ submitted: true, canSubmit: false });
    const again = await gql(AISHA, SUBMIT, { id: session._id, v: f.versionId, a: JSON.stringify({ [f.scale]: 5 }) });
    expect(errorOf(again).reason).toBe('alreadySubmitted');
    await gql(SAMUEL, SUBMIT, { id: session._id, v: f.versionId, a: JSON.stringify({ [f.scale]: 5 }) });
    for (let i = 0; i < 50 && !(await taskOf(session._id)).find((a) => a.userId === ids[AISHA])?.done; i++)
      await new Promise((r) => setTimeout(r, 50));
    const done = await taskOf(session._id);
    expect(done.find((a) => a.userId === ids[AISHA])?.done).toBe(true);
    expect(done.find((a) => a.userId === ids[MARCO])?.done).toBe(false);

    // Own answers only, unless the organisation shares them; the team sees all.
    const seen = async (who: string) =>
      (await gql<{ coachingEvaluation: State }>(who, EVALUATION, { id: session._id })).body
        .data!.coachingEvaluation.submissions.map((x) => x.side)
        .sort();
    await gql(MAYA, FLAG, { n: 'evaluationVisibility', a: false });
    expect(await seen(AISHA)).toEqual(['ATTENDEE']);
    expect(await seen(PRIYA)).toEqual(['ATTENDEE', 'COACH']);
    await gql(MAYA, FLAG, { n: 'evaluationVisibility', a: true });
    expect(await seen(AISHA)).toEqual(['ATTENDEE', 'COACH']);

    // The coach's feedback: the founder's 4 of 1–5 is 3.75 of 5; for the coach and the team only.
    const feedback = await gql<{
      coachFeedback: { averageScore: number; evaluations: number; sessionsHeld: number; comments: { text: string }[] };
    }>(SAMUEL, FEEDBACK, { id: ids[SAMUEL] });
    expect(feedback.body.data!.coachFeedback).toMatchObject({ averageScore: 3.8, evaluations: 1 });
    expect(feedback.body.data!.coachFeedback.sessionsHeld).toBeGreaterThanOrEqual(1);
    expect(feedback.body.data!.coachFeedback.comments).toEqual([{ text: comment }]);
    expect(
      (await gql<{ coachFeedback: null }>(AISHA, FEEDBACK, { id: ids[SAMUEL] })).body.data!.coachFeedback,
    ).toBeNull();
    expect(
      (await gql<{ coachFeedback: object }>(PRIYA, FEEDBACK, { id: ids[SAMUEL] })).body.data!.coachFeedback,
    ).not.toBeNull();
    expect(tokens[MAYA]).toBeDefined();
  });
});
