// The reviews tests' shared setup (application-reviews.integration.test.ts): the operations they call, a published
// scoring form, a funnel with three submitted applications, and the evaluation tasks as the tasks module stores them.
import { and, eq } from 'drizzle-orm';
import {
  CREATE_APPLICATION,
  MAYA,
  UPSERT_ROUND,
  ctx,
  gql,
  newApplicant,
  ok,
  publishedFunnel,
  submitRound,
  type Application,
} from './applications-factory.ts';
import { taskAssignees, tasks } from '../src/modules/tasks/tasks.schema.ts';

export const db = () => ctx.server.running.services.database.db;
export const ids: Record<string, string> = {};
export const label = (value: string) => [{ language: 'en', value }];

export const PERSON = '_id fullName';
export const REVIEW = `_id applicationId evaluator { ${PERSON} } submittedAt score zScore outlier`;
export const BOARD = `review { roundId evaluatorsPerApplication reviewClosesOn pool { ${PERSON} } }
  rows { applicationId name status reviews { ${REVIEW} } conflicts { ${PERSON} } }
  loads { evaluator { ${PERSON} } assigned submitted inPool } candidates { ${PERSON} }`;
export const SET_REVIEW = `mutation($r: ID!, $input: RoundReviewInput!) { setRoundReview(roundId: $r, input: $input) { ${BOARD} } }`;
export const BOARD_Q = `query($r: ID!) { reviewBoard(roundId: $r) { ${BOARD} } }`;
export const AUTO = `mutation($r: ID!, $cap: Int) { autoAssignEvaluators(roundId: $r, cap: $cap) {
  assigned shortfalls { applicationId missing } board { ${BOARD} } } }`;
export const ASSIGN = `mutation($r: ID!, $a: [ID!]!, $e: [ID!]!) { assignEvaluators(roundId: $r, applicationIds: $a, evaluatorIds: $e) { ${BOARD} } }`;
export const UNASSIGN = `mutation($id: ID!) { unassignEvaluation(id: $id) { ${BOARD} } }`;
export const CONFLICT = `mutation($a: ID!, $u: ID) { declareConflict(applicationId: $a, userId: $u) }`;
export const MINE = `{ myEvaluations { _id applicationId applicationName anonymous open submittedAt score } }`;
export const SHEET = `applicationName anonymous members { fullName } open submittedAt score comment applicationAnswers
  form { versionId questions { _id } }`;
export const SHEET_Q = `query($a: ID!, $r: ID!) { applicationEvaluation(applicationId: $a, roundId: $r) { ${SHEET} } }`;
export const SUBMIT = `mutation($a: ID!, $r: ID!, $v: ID!, $answers: String!, $c: String) {
  submitEvaluation(applicationId: $a, roundId: $r, versionId: $v, answers: $answers, comment: $c) { ${SHEET} } }`;
export const RANKING = `query($r: ID!, $s: RankingSort!) { applicationRanking(roundId: $r, sort: $s) {
  rows { rank applicationId name rawScore calibratedScore reviewCount } evaluators { evaluator { fullName } count mean spread } } }`;
export const FLAG = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';

export interface Board {
  review: { pool: { _id: string }[]; evaluatorsPerApplication: number };
  rows: { applicationId: string; name: string; reviews: { _id: string; evaluator: { _id: string } }[] }[];
  loads: { evaluator: { _id: string }; assigned: number; submitted: number }[];
  candidates: { _id: string }[];
}

/** A published evaluation form: a required 1–5 scale and a free text. */
export async function evaluationForm() {
  const formId = ok(
    await gql<{ createForm: { _id: string } }>(
      MAYA,
      `mutation($input: CreateFormInput!) { createForm(input: $input) { _id } }`,
      { input: { title: 'Intake scoring', purpose: 'evaluation' } },
    ),
  ).createForm._id;
  const upsert = `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { editing { questions { _id } } } }`;
  await gql(MAYA, upsert, {
    formId,
    question: {
      questionType: 'number_scale',
      label: label('Overall'),
      validations: { required: true, min: 1, max: 5 },
    },
  });
  const q = ok(
    await gql<{ upsertFormQuestion: { editing: { questions: { _id: string }[] } } }>(MAYA, upsert, {
      formId,
      question: { questionType: 'text_long', label: label('Why?') },
    }),
  ).upsertFormQuestion.editing.questions;
  ok(await gql(MAYA, `mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: formId }));
  return { formId, scale: q[0]!._id };
}

/** Tasks of the evaluation, polled (domain events are handled after commit). */
export async function taskOf(evaluationId: string, want: (rows: { done: boolean }[]) => boolean) {
  let rows: { userId: string; done: boolean }[] = [];
  for (let i = 0; i < 60; i++) {
    rows = await db()
      .select({ userId: taskAssignees.userId, done: taskAssignees.done })
      .from(tasks)
      .innerJoin(
        taskAssignees,
        and(eq(taskAssignees.incubatorId, tasks.incubatorId), eq(taskAssignees.taskId, tasks.id)),
      )
      .where(and(eq(tasks.taskType, 'evaluation'), eq(tasks.sourceId, evaluationId)));
    if (want(rows)) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return rows;
}

/** One funnel with an evaluation form and three submitted applications: Alpha, Beta, Gamma. */
export async function build() {
  const { funnel, forms } = await publishedFunnel(1);
  const round = funnel.rounds[0]!;
  const scoring = await evaluationForm();
  ok(
    await gql(MAYA, UPSERT_ROUND, {
      funnelId: funnel._id,
      round: { id: round._id, name: round.name, formId: forms[0]!.formId, evaluationFormId: scoring.formId },
    }),
  );
  const apps: Record<string, string> = {};
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    const who = await newApplicant();
    const created = ok(
      await gql<{ createApplication: Application }>(who, CREATE_APPLICATION, { slug: funnel.slug, name }),
    ).createApplication;
    ok(await submitRound(who, created._id, round._id, forms[0]!.questionId));
    apps[name] = created._id;
  }
  return { funnel, round, scoring, apps, withTomas: '', withHannah: '' };
}
