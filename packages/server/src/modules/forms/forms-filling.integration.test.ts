// Filling forms end to end on the real server (issue 18): a share link's form, drafts kept for a signed-in
// respondent, submissions checked by the shared rules (a broken rule, a hidden or unknown question, a made-up
// calculated value, a stale version: refused, nothing stored), revoked and expired links, the owner's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { formResponses, formShareLinks } from './forms.schema.ts';
import { startTestServer } from '../../../test/harness.ts';
import {
  AISHA,
  CLAIRE,
  DRAFT,
  MAYA,
  NOAH,
  NORTH,
  PUBLISH,
  type Question,
  SHARE,
  SHARED,
  SUBMIT,
  db,
  errorOf,
  forms,
  gql,
  label,
  publishedForm,
  responseCount,
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

describe('filling forms', () => {
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
});
