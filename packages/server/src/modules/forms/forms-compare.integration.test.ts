// Comparing two versions of a form (issue 18 item 4): after publishing and editing, the comparison marks the
// reworded question as changed (its label), the added one, the removed one and the untouched ones; unknown
// versions, versions of two forms, another tenant's versions and a caller without FORMS:EDIT are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness.ts';
import {
  AISHA,
  CLAIRE,
  MAYA,
  NORTH,
  type Form,
  errorOf,
  forms,
  gql,
  label,
  publishedForm,
  tokens,
  upsert,
} from '../../../test/forms-factory.ts';

const COMPARE = `query($b: ID!, $c: ID!) { compareFormVersions(baseId: $b, compareId: $c) {
  formId title base { number status } compare { number status }
  rows { questionId change parts base { label { value } } compare { label { value } } } } }`;
type Side = { label: { value: string }[] } | null;
type Row = { questionId: string; change: string; parts: string[]; base: Side; compare: Side };

beforeAll(async () => {
  forms.server = await startTestServer();
  for (const email of [MAYA, AISHA]) tokens[email] = await forms.server.login(email);
  tokens[CLAIRE] = await forms.server.login(CLAIRE, NORTH);
});
afterAll(() => forms.server?.close());

describe('comparing versions', () => {
  it('marks what changed between the published version and the new draft', async () => {
    const { form, name, stage, mrr, total } = await publishedForm();
    const v1 = form.publishedVersion!._id;
    // Edit: reword the name, drop the calculated total, add a website question.
    await upsert(form._id, {
      _id: name,
      questionType: 'text',
      label: label('Company name'),
      validations: { required: true },
    });
    await gql(MAYA, 'mutation($f: ID!, $q: ID!) { deleteFormQuestion(formId: $f, questionId: $q) { _id } }', {
      f: form._id,
      q: total,
    });
    const edited: Form = await upsert(form._id, { questionType: 'text_link', label: label('Website') });
    const v2 = edited.editing._id;
    const website = edited.editing.questions.at(-1)!._id;
    const res = await gql<{
      compareFormVersions: { base: { number: number }; compare: { number: number }; rows: Row[] };
    }>(MAYA, COMPARE, { b: v1, c: v2 });
    expect(res.body.errors, res.text).toBeUndefined();
    const cmp = res.body.data!.compareFormVersions;
    expect([cmp.base.number, cmp.compare.number]).toEqual([1, 2]);
    // Each side as that version asks it.
    expect([cmp.rows[0]!.base!.label[0]!.value, cmp.rows[0]!.compare!.label[0]!.value]).toEqual([
      'Startup name',
      'Company name',
    ]);
    expect(cmp.rows.map((r) => [r.questionId, r.change, r.parts])).toEqual([
      [name, 'CHANGED', ['label']],
      [stage, 'UNCHANGED', []],
      [mrr, 'UNCHANGED', []],
      [total, 'REMOVED', []],
      [website, 'ADDED', []],
    ]);
  });

  it('refuses unknown versions, versions of two forms, another tenant and a caller without FORMS:EDIT', async () => {
    const a = await publishedForm();
    const b = await publishedForm();
    const [va, vb] = [a.form.publishedVersion!._id, b.form.publishedVersion!._id];
    expect(errorOf(await gql(MAYA, COMPARE, { b: va, c: vb })).reason).toBe('versionsOfTwoForms');
    expect(errorOf(await gql(MAYA, COMPARE, { b: va, c: '00000000-0000-4000-8000-000000000000' })).reason).toBe(
      'versionNotFound',
    );
    expect(errorOf(await gql(MAYA, COMPARE, { b: va, c: 'nope' })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, COMPARE, { b: va, c: va }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(AISHA, COMPARE, { b: va, c: va })).code).toBe('FORBIDDEN');
  });
});
