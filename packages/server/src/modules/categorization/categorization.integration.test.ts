// Categorisation and pendingDataForm on the real server: the order of pending forms, who may answer, bad input
// refused with nothing stored, the timeline post, and the monthly categorisation of startups whose metrics are collected.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { jobScope, signedIn } from '../../core/scope.ts';
import { metricCollections, metricPeriods, metrics } from '../metrics/metrics.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { timelinePosts } from '../timeline/timeline.schema.ts';
import { findAuthUserById } from '../users/users.repository.ts';
import { categorizations } from './categorization.schema.ts';
import { monthStartUtc, pendingDataForm } from './categorization.service.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, NOAH } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';

const PENDING = `query($startupId: ID!) { pendingDataForm(startupId: $startupId) {
  startup { _id initialCategorizationComplete } pendingDataForm { id type date } } }`;
const QUESTIONS = `query($id: ID!) { categorizationQuestions(categorizationId: $id) {
  id date skip answered startup { _id initialCategorizationComplete } questions { key label value } } }`;
const UPDATE = `mutation($id: ID!, $data: [CategorizationValueInput!], $skip: Boolean!) {
  updateStartupCategorization(categorizationId: $id, data: $data, skip: $skip) { id startup { _id initialCategorizationComplete } } }`;

type Pending = {
  pendingDataForm: {
    startup: { _id: string; initialCategorizationComplete: boolean };
    pendingDataForm: { id: string; type: string; date: string } | null;
  };
};

let s: TestServer;
const tokens: Record<string, string> = {};
let tidepool: string;
let greenleaf: string;
let incubatorId: string;

const db = () => s.running.services.database.db;
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });
const all = (value: string | null) =>
  ['HasFreeUsers', 'IsGeneratingSales', 'RecurringRevenueModel', 'ServiceIsLive'].map((key) => ({ key, value }));

async function stored(startupId: string) {
  const [answered] = await db()
    .select({ n: count() })
    .from(categorizations)
    .where(and(eq(categorizations.startupId, startupId)));
  const [posts] = await db().select({ n: count() }).from(timelinePosts).where(eq(timelinePosts.startupId, startupId));
  const [startup] = await db()
    .select({ done: startups.initialCategorizationComplete })
    .from(startups)
    .where(eq(startups.id, startupId));
  return { categorizations: answered!.n, posts: posts!.n, done: startup!.done };
}

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, HANNAH, AISHA, NOAH]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  const rows = await db()
    .select({ id: startups.id, name: startups.name, incubatorId: startups.incubatorId })
    .from(startups);
  const byName = (n: string) => rows.find((r) => r.name === n)!;
  tidepool = byName('Tidepool Analytics').id;
  greenleaf = byName('Greenleaf Robotics').id;
  incubatorId = byName('Tidepool Analytics').incubatorId;
  // The demo marks every startup categorised; these two start over.
  await db()
    .update(startups)
    .set({ initialCategorizationComplete: false })
    .where(inArray(startups.id, [tidepool, greenleaf]));
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('pendingDataForm and categorisation', () => {
  it('requires authentication', async () => {
    expect(codeOf(await s.gql(PENDING, { variables: { startupId: tidepool } }))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await s.gql(UPDATE, { variables: { id: tidepool, skip: true } }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('refuses another organisation, another startup, an applicant and a coach without STARTUPS:EDIT; nothing is opened', async () => {
    expect(codeOf(await gql(CLAIRE, PENDING, { startupId: tidepool }, NORTH))).toBe('NOT_FOUND');
    expect(codeOf(await gql(CLAIRE, PENDING, { startupId: tidepool }))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await gql(AISHA, PENDING, { startupId: greenleaf }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(NOAH, PENDING, { startupId: tidepool }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(HANNAH, PENDING, { startupId: tidepool }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, PENDING, { startupId: 'not-an-id' }))).toBe('NOT_FOUND');
    expect((await stored(tidepool)).categorizations).toBe(0);
    expect((await stored(greenleaf)).categorizations).toBe(0);
  });

  it('asks the categorisation first, before a due metrics period, and opens it once', async () => {
    // A due, unsubmitted period of Tidepool.
    await db()
      .insert(metricPeriods)
      .values({ incubatorId, startupId: tidepool, from: '2020-01-01', to: '2020-01-31', dueDate: '2020-02-10' });
    const first = await gql<Pending>(AISHA, PENDING, { startupId: tidepool });
    expect(first.body.errors).toBeUndefined();
    const form = first.body.data!.pendingDataForm;
    expect(form.startup).toEqual({ _id: tidepool, initialCategorizationComplete: false });
    expect(form.pendingDataForm).toMatchObject({ type: 'CATEGORIZATION', date: monthStartUtc(new Date()) });
    const again = await gql<Pending>(AISHA, PENDING, { startupId: tidepool });
    expect(again.body.data!.pendingDataForm.pendingDataForm!.id).toBe(form.pendingDataForm!.id);
    expect((await stored(tidepool)).categorizations).toBe(1);
  });

  it("lists the four questions in the caller's language, for founders and staff of the startup only", async () => {
    const id = (await gql<Pending>(AISHA, PENDING, { startupId: tidepool })).body.data!.pendingDataForm.pendingDataForm!
      .id;
    const res = await gql<{
      categorizationQuestions: { questions: { key: string; label: string; value: string | null }[]; answered: boolean };
    }>(AISHA, QUESTIONS, { id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.categorizationQuestions.answered).toBe(false);
    expect(res.body.data!.categorizationQuestions.questions.map((q) => q.key)).toEqual([
      'HasFreeUsers',
      'IsGeneratingSales',
      'RecurringRevenueModel',
      'ServiceIsLive',
    ]);
    expect(res.body.data!.categorizationQuestions.questions[0]).toEqual({
      key: 'HasFreeUsers',
      label: 'Do you have free users?',
      value: null,
    });
    expect(codeOf(await gql(MAYA, QUESTIONS, { id }))).toBeUndefined();
    expect(codeOf(await gql(HANNAH, QUESTIONS, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(CLAIRE, QUESTIONS, { id }, NORTH))).toBe('NOT_FOUND');
  });

  it('refuses bad answers and stores nothing', async () => {
    const id = (await gql<Pending>(AISHA, PENDING, { startupId: tidepool })).body.data!.pendingDataForm.pendingDataForm!
      .id;
    const before = await stored(tidepool);
    const bad = [
      { data: [...all('yes'), { key: 'IsUnicorn', value: 'yes' }], skip: false },
      { data: [...all('yes').slice(1), { key: 'HasFreeUsers', value: 'maybe' }], skip: false },
      { data: all('yes').slice(1), skip: false },
      { data: [...all('no').slice(1), { key: 'HasFreeUsers', value: null }], skip: false },
      { data: [...all('no'), { key: 'HasFreeUsers', value: 'yes' }], skip: false },
      { skip: false },
    ];
    for (const vars of bad) expect(codeOf(await gql(AISHA, UPDATE, { id, ...vars }))).toBe('VALIDATION_FAILED');
    // Another startup's founder, a coach without STARTUPS:EDIT, another organisation.
    expect(codeOf(await gql(HANNAH, UPDATE, { id, data: all('yes'), skip: false }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(NOAH, UPDATE, { id, skip: true }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(CLAIRE, UPDATE, { id, skip: true }, NORTH))).toBe('NOT_FOUND');
    expect(await stored(tidepool)).toEqual(before);
    const [row] = await db().select().from(categorizations).where(eq(categorizations.id, id));
    expect(row!.answeredAt).toBeNull();
  });

  it('saves the answers, completes the initial categorisation, posts on the timeline, then asks for the metrics', async () => {
    const id = (await gql<Pending>(AISHA, PENDING, { startupId: tidepool })).body.data!.pendingDataForm.pendingDataForm!
      .id;
    const answers = all('no').map((a) => (a.key === 'ServiceIsLive' ? { ...a, value: 'yes' } : a));
    const res = await gql<{
      updateStartupCategorization: { id: string; startup: { _id: string; initialCategorizationComplete: boolean } };
    }>(AISHA, UPDATE, { id, data: answers, skip: false });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateStartupCategorization).toEqual({
      id,
      startup: { _id: tidepool, initialCategorizationComplete: true },
    });
    const [post] = await db().select().from(timelinePosts).where(eq(timelinePosts.startupId, tidepool));
    expect(post).toMatchObject({
      kind: 'CATEGORIZATION_UPDATE',
      payload: { categorizationId: id, skip: false, values: answers },
    });
    // Answered once only.
    expect(codeOf(await gql(AISHA, UPDATE, { id, skip: true }))).toBe('CONFLICT');
    const next = (await gql<Pending>(AISHA, PENDING, { startupId: tidepool })).body.data!.pendingDataForm;
    expect(next.startup.initialCategorizationComplete).toBe(true);
    expect(next.pendingDataForm).toMatchObject({ type: 'METRICS', date: '2020-02-10' });
    // With dataCollection off no metrics are asked for (the form says they are up to date).
    const FLAG = 'mutation($on: Boolean!) { setFeatureFlag(name: "dataCollection", activated: $on) { name } }';
    expect(codeOf(await gql(MAYA, FLAG, { on: false }))).toBeUndefined();
    expect(
      (await gql<Pending>(AISHA, PENDING, { startupId: tidepool })).body.data!.pendingDataForm.pendingDataForm,
    ).toBeNull();
    expect(codeOf(await gql(MAYA, FLAG, { on: true }))).toBeUndefined();
  });

  it('saves a skip with a CATEGORIZATION_SKIP post (staff with STARTUPS:EDIT may answer)', async () => {
    const id = (await gql<Pending>(MAYA, PENDING, { startupId: greenleaf })).body.data!.pendingDataForm.pendingDataForm!
      .id;
    const res = await gql<{ updateStartupCategorization: { startup: { initialCategorizationComplete: boolean } } }>(
      MAYA,
      UPDATE,
      { id, skip: true },
    );
    expect(res.body.data!.updateStartupCategorization.startup.initialCategorizationComplete).toBe(true);
    const [post] = await db()
      .select()
      .from(timelinePosts)
      .where(and(eq(timelinePosts.startupId, greenleaf), eq(timelinePosts.kind, 'CATEGORIZATION_SKIP')));
    expect(post?.payload).toMatchObject({ categorizationId: id, skip: true });
    // Nothing pending any more: no metrics collected from Greenleaf, no period.
    expect(
      (await gql<Pending>(MAYA, PENDING, { startupId: greenleaf })).body.data!.pendingDataForm.pendingDataForm,
    ).toBeNull();
  });

  it('opens a new categorisation each month for a startup whose metrics are collected', async () => {
    const [tenant] = await db().select().from(incubators).where(eq(incubators.id, incubatorId));
    const scope = signedIn(
      jobScope(s.running.services, tenant!),
      await findAuthUserByEmail(new TenantDb(db(), incubatorId)),
    );
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 3));
    // Greenleaf (no collection) is not asked again next month.
    expect((await pendingDataForm(scope, greenleaf, nextMonth)).pendingDataForm).toBeNull();
    const [metric] = await db()
      .insert(metrics)
      .values({
        incubatorId,
        name: [{ language: 'en', value: 'Users' }],
        unitType: 'USER',
        dataType: 'numeric',
        recurrenceAmount: 1,
        recurrenceType: 'MONTHLY',
      })
      .returning({ id: metrics.id });
    await db()
      .insert(metricCollections)
      .values({ incubatorId, metricId: metric!.id, startupId: greenleaf, startDate: '2020-01-01' });
    const asked = await pendingDataForm(scope, greenleaf, nextMonth);
    expect(asked.pendingDataForm).toMatchObject({ type: 'CATEGORIZATION', date: monthStartUtc(nextMonth) });
  });
});

async function findAuthUserByEmail(tdb: TenantDb) {
  const { users } = await import('../users/users.schema.ts');
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, MAYA));
  const user = await findAuthUserById(tdb, row!.id);
  return { ...user!, sessionId: 'test' };
}
