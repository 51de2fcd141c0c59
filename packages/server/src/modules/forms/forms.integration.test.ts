// Building forms end to end on the real server (issue 18): questions added, inserted, reordered and deleted in the
// draft; broken definitions refused with their reason and nothing stored; publishing refused for an empty form, a
// rule on a missing question or a cycle, then a frozen version and a new draft; listing, paging and archiving;
// refusals without FORMS:EDIT and for another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { forms as formsTable } from './forms.schema.ts';
import { startTestServer } from '../../../test/harness.ts';
import {
  AISHA,
  CLAIRE,
  CREATE,
  FORM,
  type Form,
  MAYA,
  NOAH,
  NORTH,
  PUBLISH,
  SHARED,
  UPSERT,
  db,
  errorOf,
  forms,
  gql,
  label,
  newForm,
  publishedForm,
  share,
  tokens,
  upsert,
} from '../../../test/forms-factory.ts';

beforeAll(async () => {
  forms.server = await startTestServer();
  for (const email of [MAYA, AISHA, NOAH]) tokens[email] = await forms.server.login(email);
  tokens[CLAIRE] = await forms.server.login(CLAIRE, NORTH);
});
afterAll(() => forms.server?.close());

describe('building forms', () => {
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
    const [row] = await db().select().from(formsTable).where(eq(formsTable.id, form._id));
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
