// The forms tests' shared setup: the people, the operations and the helpers that build, publish and share a form
// through the API (forms.integration.test.ts, forms-filling.integration.test.ts).
import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { TestServer } from './harness.ts';
import { formResponses } from '../src/modules/forms/forms.schema.ts';

export const MAYA = 'maya.chen@lakeside.example'; // Admin
export const AISHA = 'aisha.bello@lakeside.example'; // Cofounder of Tidepool
export const NOAH = 'noah.williams@lakeside.example'; // Applicant
export const CLAIRE = 'claire.dubois@northstar.example'; // Admin of Northstar
export const NORTH = 'northstar.localhost';

export const QUESTION =
  'questionType label { language value } validations { required min max } options dependency formula';
export const FORM = `_id title purpose status hasUnpublishedChanges submissionCount publishedVersion { _id number }
  editing { _id number status questions { _id ${QUESTION} } }`;
export const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { ${FORM} } }`;
export const UPSERT = `mutation($formId: ID!, $question: FormQuestionInput!, $position: Int) {
  upsertFormQuestion(formId: $formId, question: $question, position: $position) { ${FORM} } }`;
export const PUBLISH = `mutation($id: ID!) { publishForm(id: $id) { ${FORM} } }`;
export const SHARE = `mutation($formId: ID!, $requiresSignIn: Boolean!, $expiresAt: String) {
  createFormShareLink(formId: $formId, requiresSignIn: $requiresSignIn, expiresAt: $expiresAt) { _id token requiresSignIn expiresAt revokedAt } }`;
export const SHARED = `query($token: ID!) { sharedForm(token: $token) { token title versionId requiresSignIn draftAnswers submitted questions { _id questionType } } }`;
export const SUBMIT = `mutation($token: ID!, $versionId: ID!, $answers: String!) {
  submitFormAnswers(token: $token, versionId: $versionId, answers: $answers) { responseId submittedAt } }`;
export const DRAFT = `mutation($token: ID!, $versionId: ID!, $answers: String!) {
  saveFormDraftAnswers(token: $token, versionId: $versionId, answers: $answers) }`;

export interface Question {
  _id: string;
  questionType: string;
}
export interface Form {
  _id: string;
  status: string;
  hasUnpublishedChanges: boolean;
  submissionCount: number;
  publishedVersion: { _id: string; number: number } | null;
  editing: { _id: string; number: number; status: string; questions: Question[] };
}
export type Err = {
  message: string;
  extensions?: { code?: string; reason?: string; questionId?: string; problems?: unknown[] };
};

export const forms = { server: null as unknown as TestServer };
export const tokens: Record<string, string> = {};
export const db = () => forms.server.running.services.database.db;
export const gql = <T>(who: string | null, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  forms.server.gql<T>(query, { token: who ? tokens[who] : null, variables, host });
export const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};
export const label = (value: string) => [{ language: 'en', value }];

export async function newForm(title = 'Mid-programme survey'): Promise<Form> {
  const res = await gql<{ createForm: Form }>(MAYA, CREATE, { input: { title, purpose: 'survey' } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createForm;
}

export async function upsert(formId: string, question: Record<string, unknown>, position?: number): Promise<Form> {
  const res = await gql<{ upsertFormQuestion: Form }>(MAYA, UPSERT, { formId, question, position });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.upsertFormQuestion;
}

/** A published form: a stage radio, a number shown only for "revenue", a required name, a calculated total. */
export async function publishedForm() {
  const form = await newForm();
  let f = await upsert(form._id, {
    questionType: 'text',
    label: label('Startup name'),
    validations: { required: true },
  });
  const name = f.editing.questions[0]!._id;
  f = await upsert(form._id, {
    questionType: 'select_radio',
    label: label('Stage'),
    options: JSON.stringify([
      { value: 'idea', labels: label('Idea') },
      { value: 'revenue', labels: label('Revenue') },
    ]),
  });
  const stage = f.editing.questions[1]!._id;
  f = await upsert(form._id, {
    questionType: 'number',
    label: label('Monthly revenue'),
    validations: { required: true, min: 0 },
    dependency: JSON.stringify({
      operator: 'AND',
      statements: [{ action: 'show', questionId: stage, operator: 'IS', values: ['revenue'] }],
    }),
  });
  const mrr = f.editing.questions[2]!._id;
  f = await upsert(form._id, { questionType: 'calculated', label: label('Yearly'), formula: `{${mrr}} * 12` });
  const total = f.editing.questions[3]!._id;
  const published = (await gql<{ publishForm: Form }>(MAYA, PUBLISH, { id: form._id })).body.data!.publishForm;
  return { form: published, name, stage, mrr, total };
}

export async function share(formId: string, requiresSignIn: boolean, expiresAt?: string) {
  const res = await gql<{ createFormShareLink: { _id: string; token: string } }>(MAYA, SHARE, {
    formId,
    requiresSignIn,
    expiresAt,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createFormShareLink;
}

export const responseCount = async () => (await db().select({ n: count() }).from(formResponses))[0]!.n;
