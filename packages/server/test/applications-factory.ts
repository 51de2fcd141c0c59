// The applications tests' shared setup: the operations and helpers that build and publish a funnel, sign an
// applicant up and fill rounds through the API (applications.integration.test.ts).
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

export const MAYA = 'maya.chen@lakeside.example'; // Admin
export const AISHA = 'aisha.bello@lakeside.example'; // Cofounder of Tidepool
export const NOAH = 'noah.williams@lakeside.example'; // Applicant
export const CLAIRE = 'claire.dubois@northstar.example'; // Admin of Northstar
export const NORTH = 'northstar.localhost';

export const FUNNEL = `_id name slug timezone publishingState publishingError applicationCount
  rounds { _id position name formId formTitle opensOn closesOn deadline state }`;
export const APPLICATION = `_id name status roundsSubmitted submittedAt startupId canManage isMember
  funnel { _id slug } members { _id fullName } rounds { reached submittedAt round { _id name } }
  activities { kind fromStatus toStatus roundName actor { fullName } }`;
export const CREATE_FUNNEL = `mutation($input: FunnelInput!) { createFunnel(input: $input) { ${FUNNEL} } }`;
export const UPSERT_ROUND = `mutation($funnelId: ID!, $round: FunnelRoundInput!) {
  upsertFunnelStage(funnelId: $funnelId, round: $round) { ${FUNNEL} } }`;
export const PUBLISH_FUNNEL = `mutation($id: ID!) { publishFunnel(id: $id) { ${FUNNEL} } }`;
export const APPLY_PAGE = `query($slug: String!) { applyFunnel(slug: $slug) { name open deadline rounds { name } } }`;
export const CREATE_APPLICATION = `mutation($slug: String!, $name: String!) {
  createApplication(funnelSlug: $slug, name: $name) { ${APPLICATION} } }`;
export const ROUND_FORM = `query($a: ID!, $r: ID!) { applicationRoundForm(applicationId: $a, roundId: $r) {
  versionId answers submittedAt questions { _id questionType } } }`;
export const SAVE_DRAFT = `mutation($a: ID!, $r: ID!, $v: ID!, $answers: String!) {
  saveApplicationRoundDraft(applicationId: $a, roundId: $r, versionId: $v, answers: $answers) }`;
export const SUBMIT_ROUND = `mutation($a: ID!, $r: ID!, $v: ID!, $answers: String!) {
  submitApplicationRound(applicationId: $a, roundId: $r, versionId: $v, answers: $answers) { ${APPLICATION} } }`;
export const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!) {
  setApplicationStatus(id: $id, status: $status) { ${APPLICATION} } }`;
export const DECIDE = `mutation($ids: [ID!]!, $action: ApplicationDecisionAction!) {
  decideApplications(ids: $ids, action: $action) { _id status } }`;
export const GET = `query($id: ID!) { application(id: $id) { ${APPLICATION} } }`;
export const LIST = `query($status: ApplicationStatus, $group: ApplicationStatusGroup, $funnelId: ID, $after: String) {
  applications(status: $status, group: $group, funnelId: $funnelId, after: $after) {
    totalCount next results { _id name status } statusCounts { status count } } }`;

export interface Round {
  _id: string;
  name: string;
  state: string;
}
export interface Funnel {
  _id: string;
  slug: string;
  publishingState: string | null;
  publishingError: string | null;
  rounds: Round[];
}
export interface Application {
  _id: string;
  name: string;
  status: string;
  roundsSubmitted: number;
  startupId: string | null;
  canManage: boolean;
  isMember: boolean;
  members: { fullName: string }[];
  activities: { kind: string; fromStatus: string | null; toStatus: string | null }[];
}
export type Err = { message: string; extensions?: { code?: string; reason?: string } };

export const ctx = { server: null as unknown as TestServer };
export const tokens: Record<string, string> = {};
export const gql = <T>(who: string | null, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  ctx.server.gql<T>(query, { token: who ? tokens[who] : null, variables, host });
export const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};
export const ok = <T>(res: { body: { data?: T | null; errors?: Err[] } }): T => {
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!;
};

const label = (value: string) => [{ language: 'en', value }];

/** A published application-round form with one required text question; answers its question's id too. */
export async function roundForm(title: string): Promise<{ formId: string; questionId: string }> {
  const created = ok(
    await gql<{ createForm: { _id: string } }>(
      MAYA,
      `mutation($input: CreateFormInput!) { createForm(input: $input) { _id } }`,
      { input: { title, purpose: 'application_round' } },
    ),
  ).createForm;
  const upserted = ok(
    await gql<{ upsertFormQuestion: { editing: { questions: { _id: string }[] } } }>(
      MAYA,
      `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { editing { questions { _id } } } }`,
      {
        formId: created._id,
        question: { questionType: 'text', label: label('What do you build?'), validations: { required: true } },
      },
    ),
  ).upsertFormQuestion;
  ok(await gql(MAYA, `mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: created._id }));
  return { formId: created._id, questionId: upserted.editing.questions[0]!._id };
}

let funnelCount = 0;

/** A published funnel of `rounds` rounds, open now (closing in a month). */
export async function publishedFunnel(rounds = 1) {
  funnelCount++;
  const funnel = ok(
    await gql<{ createFunnel: Funnel }>(MAYA, CREATE_FUNNEL, { input: { name: `Spring intake ${funnelCount}` } }),
  ).createFunnel;
  const closesOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const forms = [];
  let latest = funnel;
  for (let i = 0; i < rounds; i++) {
    const form = await roundForm(`Round ${i + 1} form ${funnelCount}`);
    forms.push(form);
    latest = ok(
      await gql<{ upsertFunnelStage: Funnel }>(MAYA, UPSERT_ROUND, {
        funnelId: funnel._id,
        round: { name: `Round ${i + 1}`, formId: form.formId, closesOn },
      }),
    ).upsertFunnelStage;
  }
  const published = ok(await gql<{ publishFunnel: Funnel }>(MAYA, PUBLISH_FUNNEL, { id: funnel._id })).publishFunnel;
  expect(published.publishingState).toBe('success');
  return { funnel: { ...published, rounds: latest.rounds }, forms };
}

let applicantCount = 0;

/** A new applicant account (signed up through the API); answers its email, its token being in `tokens`. */
export async function newApplicant(): Promise<string> {
  applicantCount++;
  const email = `applicant${applicantCount}.${Date.now()}@example.org`;
  const res = ok(
    await gql<{ signUpApplicant: { token: string } }>(
      null,
      `mutation($input: SignUpApplicantInput!) { signUpApplicant(input: $input) { token } }`,
      { input: { email, firstName: 'Ada', lastName: `Applicant${applicantCount}`, password: 'a-long-password-2026' } },
    ),
  );
  tokens[email] = res.signUpApplicant.token;
  return email;
}

/** Fills and submits one round for `who`. */
export async function submitRound(who: string, applicationId: string, roundId: string, questionId: string) {
  const form = ok(
    await gql<{ applicationRoundForm: { versionId: string } }>(who, ROUND_FORM, { a: applicationId, r: roundId }),
  ).applicationRoundForm;
  return gql<{ submitApplicationRound: Application }>(who, SUBMIT_ROUND, {
    a: applicationId,
    r: roundId,
    v: form.versionId,
    answers: JSON.stringify({ [questionId]: 'Tide energy' }),
  });
}
