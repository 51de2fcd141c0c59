// The forms engine end to end on the real server (issue 18): building a form (questions, order, rules), publishing
// a version (refused with a cycle or a rule on a missing question), editing it into a new draft, sharing it (signed
// in or anyone; revoked and expired links refused), drafts and submissions checked by the shared rules (nothing
// stored on a refusal), the owner's list of submissions; refusals for another tenant and a role without FORMS:EDIT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { formResponses, forms, formShareLinks } from './forms.schema.ts';

const MAYA = 'maya.chen@lakeside.example'; // Admin
const AISHA = 'aisha.bello@lakeside.example'; // Cofounder of Tidepool
const NOAH = 'noah.williams@lakeside.example'; // Applicant
const CLAIRE = 'claire.dubois@northstar.example'; // Admin of Northstar
const NORTH = 'northstar.localhost';

const QUESTION = 'questionType label { language value } validations { required min max } options dependency formula';
const FORM = `_id title purpose status hasUnpublishedChanges submissionCount publishedVersion { _id number }
  editing { _id number status questions { _id ${QUESTION} } }`;
const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { ${FORM} } }`;
const UPSERT = `mutation($formId: ID!, $question: FormQuestionInput!, $position: Int) {
  upsertFormQuestion(formId: $formId, question: $question, position: $position) { ${FORM} } }`;
const PUBLISH = `mutation($id: ID!) { publishForm(id: $id) { ${FORM} } }`;
const SHARE = `mutation($formId: ID!, $requiresSignIn: Boolean!, $expiresAt: String) {
  createFormShareLink(formId: $formId, requiresSignIn: $requiresSignIn, expiresAt: $expiresAt) { _id token requiresSignIn expiresAt revokedAt } }`;
const SHARED = `query($token: ID!) { sharedForm(token: $token) { token title versionId requiresSignIn draftAnswers submitted questions { _id questionType } } }`;
const SUBMIT = `mutation($token: ID!, $versionId: ID!, $answers: String!) {
  submitFormAnswers(token: $token, versionId: $versionId, answers: $answers) { responseId submittedAt } }`;
const DRAFT = `mutation($token: ID!, $versionId: ID!, $answers: String!) {
  saveFormDraftAnswers(token: $token, versionId: $versionId, answers: $answers) }`;

interface Question {
  _id: string;
  questionType: string;
}
interface Form {
  _id: string;
  status: string;
  hasUnpublishedChanges: boolean;
  submissionCount: number;
  publishedVersion: { _id: string; number: number } | null;
  editing: { _id: string; number: number; status: string; questions: Question[] };
}
type Err = {
  message: string;
  extensions?: { code?: string; reason?: string; questionId?: string; problems?: unknown[] };
};

let s: TestServer;
const tokens: Record<string, string> = {};
const db = () => s.running.services.database.db;
const gql = <T>(who: string | null, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: who ? tokens[who] : null, variables, host });
const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};
const label = (value: string) => [{ language: 'en', value }];

async function newForm(title = 'Mid-programme survey'): Promise<Form> {
  const res = await gql<{ createForm: Form }>(MAYA, CREATE, { input: { title, purpose: 'survey' } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createForm;
}

async function upsert(formId: string, question: Record<string, unknown>, position?: number): Promise<Form> {
  const res = await gql<{ upsertFormQuestion: Form }>(MAYA, UPSERT, { formId, question, position });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.upsertFormQuestion;
}

/** A published form: a stage radio, a number shown only for "revenue", a required name, a calculated total. */
async function publishedForm() {
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

async function share(formId: string, requiresSignIn: boolean, expiresAt?: string) {
  const res = await gql<{ createFormShareLink: { _id: string; token: string } }>(MAYA, SHARE, {
    formId,
    requiresSignIn,
    expiresAt,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createFormShareLink;
}

const responseCount = async () => (await db().select({ n: count() }).from(formResponses))[0]!.n;

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, AISHA, NOAH]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
});
afterAll(() => s?.close());

describe('forms', () => {
  it('requires authentication and FORMS:EDIT to build', async () => {
    expect(errorOf(await gql(null, '{ forms { totalCount } }')).code).toBe('AUTHENTICATION_REQUIRED');
    expect(errorOf(await gql(NOAH, '{ forms { totalCount } }')).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(AISHA, CREATE, { input: { title: 'x', purpose: 'survey' } })).code).toBe('FORBIDDEN');
  });

  it('adds, inserts, reorders and deletes questions in the draft', async () => {
    const form = await newForm('Order test');
    await upsert(form._id, { questionType: 'text', label: label('A') });
    await upsert(form._id, { questionType: 'text', label: label('C') });
    const f = await upsert(form._id, { questionType: 'heading', label: label('B') }, 1);
    expect(f.editing.questions.map((q) => q.questionType)).toEqual(['text', 'heading', 'text']);
    const ids = f.editing.questions.map((q) => q._id);
    const reordered = await gql<{ reorderFormQuestions: Form }>(
      MAYA,
      `mutation($formId: ID!, $ids: [ID!]!) { reorderFormQuestions(formId: $formId, questionIds: $ids) { ${FORM} } }`,
      { formId: form._id, ids: [ids[2], ids[0], ids[1]] },
    );
    expect(reordered.body.data!.reorderFormQuestions.editing.questions.map((q) => q._id)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);
    const bad = await gql(
      MAYA,
      `mutation($formId: ID!, $ids: [ID!]!) { reorderFormQuestions(formId: $formId, questionIds: $ids) { _id } }`,
      { formId: form._id, ids: [ids[0], ids[0], ids[1]] },
    );
    expect(errorOf(bad).reason).toBe('reorderMismatch');
    const deleted = await gql<{ deleteFormQuestion: Form }>(
      MAYA,
      `mutation($formId: ID!, $q: ID!) { deleteFormQuestion(formId: $formId, questionId: $q) { ${FORM} } }`,
      { formId: form._id, q: ids[0] },
    );
    expect(deleted.body.data!.deleteFormQuestion.editing.questions.map((q) => q._id)).toEqual([ids[2], ids[1]]);
  });

  it('refuses a broken question definition with its reason, and stores nothing', async () => {
    const form = await newForm('Bad input');
    const tries: [Record<string, unknown>, string][] = [
      [{ questionType: 'nope', label: label('x') }, 'unknownType'],
      [{ questionType: 'select_radio', label: label('x'), options: '{not json' }, 'badJson'],
      [
        {
          questionType: 'select_radio',
          label: label('x'),
          options: JSON.stringify([
            { value: 'a', labels: [] },
            { value: 'a', labels: [] },
          ]),
        },
        'duplicateOption',
      ],
      [{ questionType: 'text', label: label('x'.repeat(5000)) }, 'labelTooLong'],
      [{ questionType: 'text', label: label('x'), validations: { pattern: '(' } }, 'badPattern'],
      [{ questionType: 'calculated', label: label('x'), formula: '{a} +' }, 'badFormula'],
      [{ questionType: 'table', label: label('x') }, 'badTable'],
      [
        {
          questionType: 'text',
          label: label('x'),
          dependency: '{"operator":"AND","statements":[{"action":"explode"}]}',
        },
        'badDependency',
      ],
    ];
    for (const [question, reason] of tries) {
      const res = await gql(MAYA, UPSERT, { formId: form._id, question });
      expect(errorOf(res).code, reason).toBe('VALIDATION_FAILED');
      expect(errorOf(res).reason, reason).toBe(reason);
    }
    const after = await gql<{ form: Form }>(MAYA, `query($id: ID!) { form(id: $id) { ${FORM} } }`, { id: form._id });
    expect(after.body.data!.form.editing.questions).toEqual([]);
  });

  it('publishes only a sound form: not empty, no rule on a missing question, no cycle', async () => {
    const form = await newForm('Publishing');
    expect(errorOf(await gql(MAYA, PUBLISH, { id: form._id })).reason).toBe('emptyForm');
    let f = await upsert(form._id, { questionType: 'text', label: label('A') });
    const a = f.editing.questions[0]!._id;
    f = await upsert(form._id, {
      questionType: 'text',
      label: label('B'),
      dependency: JSON.stringify({
        operator: 'AND',
        statements: [{ action: 'show', questionId: a, operator: 'EXISTS', values: [] }],
      }),
    });
    const b = f.editing.questions[1]!._id;
    await upsert(form._id, {
      _id: a,
      questionType: 'text',
      label: label('A'),
      dependency: JSON.stringify({
        operator: 'AND',
        statements: [{ action: 'show', questionId: b, operator: 'EXISTS', values: [] }],
      }),
    });
    expect(errorOf(await gql(MAYA, PUBLISH, { id: form._id })).reason).toBe('dependencyCycle');
    await upsert(form._id, {
      _id: a,
      questionType: 'text',
      label: label('A'),
      dependency: JSON.stringify({
        operator: 'AND',
        statements: [
          { action: 'show', questionId: '6b7e7c1e-0000-4000-8000-000000000000', operator: 'EXISTS', values: [] },
        ],
      }),
    });
    expect(errorOf(await gql(MAYA, PUBLISH, { id: form._id })).reason).toBe('unknownReference');
    await upsert(form._id, { _id: a, questionType: 'text', label: label('A') });
    const published = (await gql<{ publishForm: Form }>(MAYA, PUBLISH, { id: form._id })).body.data!.publishForm;
    expect(published.status).toBe('published');
    expect(published.publishedVersion!.number).toBe(1);
    expect(published.hasUnpublishedChanges).toBe(false);
    // Editing the published form starts version 2 as a copy; version 1 stays as it was.
    const edited = await upsert(form._id, { questionType: 'paragraph', label: label('New') });
    expect(edited.editing.number).toBe(2);
    expect(edited.editing.questions.map((q) => q._id).slice(0, 2)).toEqual([a, b]);
    expect(edited.hasUnpublishedChanges).toBe(true);
    const versions = await gql<{ formVersions: { number: number; status: string; questionCount: number }[] }>(
      MAYA,
      `query($id: ID!) { formVersions(formId: $id) { number status questionCount } }`,
      { id: form._id },
    );
    expect(versions.body.data!.formVersions).toEqual([
      { number: 1, status: 'published', questionCount: 2 },
      { number: 2, status: 'draft', questionCount: 3 },
    ]);
  });

  it('takes a valid submission through a share link, computes the calculated value, and lists it', async () => {
    const { form, name, stage, mrr, total } = await publishedForm();
    const link = await share(form._id, true);
    const shared = await gql<{ sharedForm: { versionId: string; questions: Question[] } }>(AISHA, SHARED, {
      token: link.token,
    });
    expect(shared.body.data!.sharedForm.questions).toHaveLength(4);
    const versionId = shared.body.data!.sharedForm.versionId;
    const answers = { [name]: 'Tidepool', [stage]: { selected: ['revenue'] }, [mrr]: 2500 };
    const res = await gql<{ submitFormAnswers: { responseId: string } }>(AISHA, SUBMIT, {
      token: link.token,
      versionId,
      answers: JSON.stringify(answers),
    });
    expect(res.body.errors).toBeUndefined();
    const list = await gql<{
      formSubmissions: { totalCount: number; results: { respondent: { fullName: string }; answers: string }[] };
    }>(
      MAYA,
      `query($id: ID!) { formSubmissions(formId: $id) { totalCount results { respondent { fullName } answers versionNumber } } }`,
      { id: form._id },
    );
    const page = list.body.data!.formSubmissions;
    expect(page.totalCount).toBe(1);
    expect(page.results[0]!.respondent.fullName).toBe('Aisha Bello');
    expect(JSON.parse(page.results[0]!.answers)).toEqual({ ...answers, [total]: 30000 });
  });

  it('refuses a submission that breaks a rule, answers a hidden question or makes up a calculated value; nothing stored', async () => {
    const { form, name, stage, mrr, total } = await publishedForm();
    const link = await share(form._id, false);
    const versionId = form.publishedVersion!._id;
    const before = await responseCount();
    const send = (answers: Record<string, unknown>, v = versionId) =>
      gql(null, SUBMIT, { token: link.token, versionId: v, answers: JSON.stringify(answers) });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ [stage]: { selected: ['idea'] } }, 'required', name],
      [{ [name]: 'X', [stage]: { selected: ['idea'] }, [mrr]: 5 }, 'hiddenAnswered', mrr],
      [{ [name]: 'X', [stage]: { selected: ['revenue'] }, [mrr]: -5 }, 'numberMin', mrr],
      [{ [name]: 'X', [stage]: { selected: ['revenue'] }, [mrr]: '5' }, 'notANumber', mrr],
      [{ [name]: 'X', [stage]: { selected: ['revenue'] }, [mrr]: 5, [total]: 1 }, 'calculatedMismatch', total],
      [{ [name]: 'X', [stage]: { selected: ['scale'] } }, 'unknownOption', stage],
      [{ [name]: 'X', nope: 1 }, 'unknownQuestion', 'nope'],
    ];
    for (const [answers, reason, questionId] of cases) {
      const e = errorOf(await send(answers));
      expect(e.code, reason).toBe('VALIDATION_FAILED');
      expect(e.reason, reason).toBe(reason);
      expect(e.questionId, reason).toBe(questionId);
    }
    expect(errorOf(await gql(null, SUBMIT, { token: link.token, versionId, answers: '[1,2' })).reason).toBe('badJson');
    expect(errorOf(await gql(null, SUBMIT, { token: link.token, versionId, answers: '{"a":"\\u0000"}' })).reason).toBe(
      'badJson',
    );
    // A stale version: the form moved on.
    await upsert(form._id, { questionType: 'paragraph', label: label('New') });
    await gql(MAYA, PUBLISH, { id: form._id });
    expect(errorOf(await send({ [name]: 'X', [stage]: { selected: ['idea'] } })).reason).toBe('staleVersion');
    expect(await responseCount()).toBe(before);
  });

  it('keeps a signed-in respondent’s draft, and an anonymous one needs a link that allows it', async () => {
    const { form, name, stage } = await publishedForm();
    const signedIn = await share(form._id, true);
    const versionId = form.publishedVersion!._id;
    expect(errorOf(await gql(null, SHARED, { token: signedIn.token })).code).toBe('AUTHENTICATION_REQUIRED');
    expect(errorOf(await gql(null, SUBMIT, { token: signedIn.token, versionId, answers: '{}' })).code).toBe(
      'AUTHENTICATION_REQUIRED',
    );
    const draft = { [name]: 'Half', [stage]: { selected: ['revenue'] } };
    const saved = await gql(AISHA, DRAFT, { token: signedIn.token, versionId, answers: JSON.stringify(draft) });
    expect(saved.body.errors).toBeUndefined();
    await gql(AISHA, DRAFT, {
      token: signedIn.token,
      versionId,
      answers: JSON.stringify({ ...draft, [name]: 'Halfway' }),
    });
    const again = await gql<{ sharedForm: { draftAnswers: string; submitted: boolean } }>(AISHA, SHARED, {
      token: signedIn.token,
    });
    expect(JSON.parse(again.body.data!.sharedForm.draftAnswers)).toEqual({ ...draft, [name]: 'Halfway' });
    expect(again.body.data!.sharedForm.submitted).toBe(false);
    expect(
      (await db().select({ n: count() }).from(formResponses).where(eq(formResponses.formId, form._id)))[0]!.n,
    ).toBe(1);
  });

  it('refuses revoked, expired and unknown links', async () => {
    const { form } = await publishedForm();
    const link = await share(form._id, false);
    expect((await gql(null, SHARED, { token: link.token })).body.errors).toBeUndefined();
    await gql(MAYA, `mutation($id: ID!) { revokeFormShareLink(id: $id) { revokedAt } }`, { id: link._id });
    expect(errorOf(await gql(null, SHARED, { token: link.token })).reason).toBe('linkUnavailable');
    const expiring = await share(form._id, false, new Date(Date.now() + 60_000).toISOString());
    await db()
      .update(formShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(formShareLinks.id, expiring._id));
    expect(errorOf(await gql(null, SHARED, { token: expiring.token })).reason).toBe('linkUnavailable');
    expect(errorOf(await gql(null, SHARED, { token: 'not-a-token' })).code).toBe('NOT_FOUND');
    expect(
      errorOf(await gql(MAYA, SHARE, { formId: form._id, requiresSignIn: false, expiresAt: '2001-01-01' })).reason,
    ).toBe('badExpiry');
  });

  it('keeps forms and links to their tenant', async () => {
    const { form } = await publishedForm();
    const link = await share(form._id, false);
    expect(
      errorOf(await gql(CLAIRE, `query($id: ID!) { form(id: $id) { _id } }`, { id: form._id }, NORTH)).reason,
    ).toBe('notFound');
    expect(errorOf(await gql(CLAIRE, PUBLISH, { id: form._id }, NORTH)).reason).toBe('notFound');
    expect(errorOf(await gql(null, SHARED, { token: link.token }, NORTH)).reason).toBe('linkUnavailable');
    const north = await gql<{ forms: { results: { _id: string }[] } }>(
      CLAIRE,
      '{ forms { results { _id } } }',
      {},
      NORTH,
    );
    expect(north.body.data!.forms.results.map((f) => f._id)).not.toContain(form._id);
    const [row] = await db().select().from(forms).where(eq(forms.id, form._id));
    expect(row!.status).toBe('published');
  });

  it('lists, searches, pages and archives forms', async () => {
    for (let i = 0; i < 26; i++) await newForm(`Paging ${String(i).padStart(2, '0')}`);
    const LIST = `query($search: String, $after: String, $archived: Boolean) { forms(search: $search, after: $after, archived: $archived) { totalCount next results { _id title } } }`;
    const first = (
      await gql<{ forms: { totalCount: number; next: string; results: { _id: string; title: string }[] } }>(
        MAYA,
        LIST,
        { search: 'paging' },
      )
    ).body.data!.forms;
    expect(first.totalCount).toBe(26);
    expect(first.results).toHaveLength(25);
    expect(first.results[0]!.title).toBe('Paging 25');
    const second = (
      await gql<{ forms: { next: string | null; results: { _id: string }[] } }>(MAYA, LIST, {
        search: 'paging',
        after: first.next,
      })
    ).body.data!.forms;
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(errorOf(await gql(MAYA, LIST, { after: 'junk' })).reason).toBe('badCursor');
    await gql(MAYA, `mutation($id: ID!) { archiveForm(id: $id, archived: true) { status } }`, {
      id: second.results[0]!._id,
    });
    const archived = (await gql<{ forms: { results: { _id: string }[] } }>(MAYA, LIST, { archived: true })).body.data!
      .forms;
    expect(archived.results.map((f) => f._id)).toContain(second.results[0]!._id);
    expect(
      errorOf(
        await gql(MAYA, UPSERT, {
          formId: second.results[0]!._id,
          question: { questionType: 'text', label: label('x') },
        }),
      ).reason,
    ).toBe('archived');
  });
});
