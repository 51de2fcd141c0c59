// The pipeline's answer filters, search over answers and saved views on the real server (issue 21 §5): a filter means
// what the same condition means in a form (the forms engine's operators on submitted answers), search reads the
// answers' text, and a saved view is one person's unless shared; strangers, other organisations and bad input are
// refused with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { PRIYA } from '../../../test/personas.ts';
import {
  AISHA,
  CLAIRE,
  CREATE_APPLICATION,
  CREATE_FUNNEL,
  MAYA,
  NORTH,
  PUBLISH_FUNNEL,
  ROUND_FORM,
  SUBMIT_ROUND,
  UPSERT_ROUND,
  ctx,
  errorOf,
  gql,
  newApplicant,
  ok,
  tokens,
  type Funnel,
} from '../../../test/applications-factory.ts';
import { savedViews } from './application-views.schema.ts';

const label = (value: string) => [{ language: 'en', value }];
const UPSERT = `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { editing { questions { _id } } } }`;
const LIST = `query($funnelId: ID, $search: String, $answers: [ApplicationAnswerFilterInput!], $group: ApplicationStatusGroup) {
  applications(funnelId: $funnelId, search: $search, answers: $answers, group: $group) { totalCount results { name } } }`;
const QUESTIONS = `query($f: ID!) { applicationFilterQuestions(funnelId: $f) { roundId roundName questions { _id questionType } } }`;
const VIEWS = `{ savedViews(list: APPLICATIONS) { _id name filters shared mine ownerName } }`;
const SAVE = `mutation($input: SaveViewInput!) { saveView(input: $input) { _id name filters shared mine } }`;
const DELETE = `mutation($id: ID!) { deleteSavedView(id: $id) }`;

let funnel: Funnel;
const q: Record<string, string> = {};

/** A round form asking what the startup builds, its stage (a radio) and its monthly revenue. */
async function roundForm() {
  const formId = ok(
    await gql<{ createForm: { _id: string } }>(
      MAYA,
      `mutation($i: CreateFormInput!) { createForm(input: $i) { _id } }`,
      {
        i: { title: 'Filterable intake form', purpose: 'application_round' },
      },
    ),
  ).createForm._id;
  await gql(MAYA, UPSERT, { formId, question: { questionType: 'text', label: label('What do you build?') } });
  await gql(MAYA, UPSERT, {
    formId,
    question: {
      questionType: 'select_radio',
      label: label('Stage'),
      options: JSON.stringify([
        { value: 'idea', labels: label('Idea') },
        { value: 'revenue', labels: label('Revenue') },
      ]),
    },
  });
  const qs = ok(
    await gql<{ upsertFormQuestion: { editing: { questions: { _id: string }[] } } }>(MAYA, UPSERT, {
      formId,
      question: { questionType: 'number', label: label('Monthly revenue') },
    }),
  ).upsertFormQuestion.editing.questions;
  [q.what, q.stage, q.mrr] = qs.map((x) => x._id) as [string, string, string];
  ok(await gql(MAYA, `mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: formId }));
  return formId;
}

async function apply(name: string, answers: Record<string, unknown> | null) {
  const who = await newApplicant();
  const app = ok(
    await gql<{ createApplication: { _id: string } }>(who, CREATE_APPLICATION, { slug: funnel.slug, name }),
  ).createApplication;
  if (!answers) return;
  const r = funnel.rounds[0]!._id;
  const form = ok(
    await gql<{ applicationRoundForm: { versionId: string } }>(who, ROUND_FORM, { a: app._id, r }),
  ).applicationRoundForm;
  ok(await gql(who, SUBMIT_ROUND, { a: app._id, r, v: form.versionId, answers: JSON.stringify(answers) }));
}

const names = (res: { body: { data?: unknown } }) =>
  (ok(res) as { applications: { results: { name: string }[] } }).applications.results.map((a) => a.name).sort();
const filter = (questionId: string, operator: string, values: string[] = []) => ({
  roundId: funnel.rounds[0]!._id,
  questionId,
  operator,
  values,
});

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA, PRIYA]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  const created = ok(await gql<{ createFunnel: Funnel }>(MAYA, CREATE_FUNNEL, { input: { name: 'Filter intake' } }));
  const closesOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const formId = await roundForm();
  funnel = ok(
    await gql<{ upsertFunnelStage: Funnel }>(MAYA, UPSERT_ROUND, {
      funnelId: created.createFunnel._id,
      round: { name: 'Application', formId, closesOn },
    }),
  ).upsertFunnelStage;
  funnel = {
    ...ok(await gql<{ publishFunnel: Funnel }>(MAYA, PUBLISH_FUNNEL, { id: funnel._id })).publishFunnel,
    rounds: funnel.rounds,
  };
  await apply('Kelp Farms', {
    [q.what!]: 'Seaweed farming robots',
    [q.stage!]: { selected: ['revenue'] },
    [q.mrr!]: 12000,
  });
  await apply('Ledgerly', {
    [q.what!]: 'Bookkeeping for bakeries',
    [q.stage!]: { selected: ['revenue'] },
    [q.mrr!]: 800,
  });
  await apply('Moonshot', { [q.what!]: 'Lunar regolith bricks', [q.stage!]: { selected: ['idea'] } });
  await apply('Draft Only', null);
});
afterAll(() => ctx.server?.close());

describe('filtering the pipeline by answers', () => {
  it('offers the questions of the intake that take an answer', async () => {
    const rounds = ok(
      await gql<{ applicationFilterQuestions: { questions: { _id: string }[] }[] }>(MAYA, QUESTIONS, { f: funnel._id }),
    ).applicationFilterQuestions;
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.questions.map((x) => x._id)).toEqual([q.what, q.stage, q.mrr]);
  });

  it('applies the forms engine operators to submitted answers, all filters together', async () => {
    const list = (answers: unknown[]) => gql(MAYA, LIST, { funnelId: funnel._id, answers, group: null });
    expect(names(await list([filter(q.stage!, 'IS', ['revenue'])]))).toEqual(['Kelp Farms', 'Ledgerly']);
    expect(names(await list([filter(q.mrr!, 'GTE', ['1000'])]))).toEqual(['Kelp Farms']);
    expect(names(await list([filter(q.mrr!, 'NOT_EXISTS')]))).toEqual(['Draft Only', 'Moonshot']);
    expect(names(await list([filter(q.what!, 'CONTAINS', ['ROBOTS'])]))).toEqual(['Kelp Farms']);
    expect(names(await list([filter(q.stage!, 'IS', ['revenue']), filter(q.mrr!, 'LT', ['1000'])]))).toEqual([
      'Ledgerly',
    ]);
  });

  it('searches the names and the text of submitted answers', async () => {
    const search = async (s: string) => names(await gql(MAYA, LIST, { funnelId: funnel._id, search: s, group: null }));
    expect(await search('regolith')).toEqual(['Moonshot']);
    expect(await search('ledger')).toEqual(['Ledgerly']);
    expect(await search('bakeries')).toEqual(['Ledgerly']);
    expect(await search('100%')).toEqual([]);
  });

  it('lists the intakes a caller sees, for staff of this organisation only', async () => {
    const INTAKES = '{ applicationIntakes { _id name } }';
    type Intakes = { applicationIntakes: { _id: string; name: string }[] };
    expect(ok(await gql<Intakes>(MAYA, INTAKES)).applicationIntakes.map((i) => i._id)).toContain(funnel._id);
    const theirs = ok(await gql<Intakes>(CLAIRE, INTAKES, {}, NORTH)).applicationIntakes;
    expect(theirs.map((i) => i._id)).not.toContain(funnel._id);
    expect(errorOf(await gql(AISHA, INTAKES))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a bad filter, and a round of another organisation as unknown', async () => {
    const list = (answers: unknown[]) => gql(MAYA, LIST, { funnelId: funnel._id, answers });
    expect(errorOf(await list([filter(q.mrr!, 'LIKE', ['1'])]))).toMatchObject({ reason: 'badOperator' });
    expect(errorOf(await list([filter(q.mrr!, 'GT', [])]))).toMatchObject({ reason: 'badValues' });
    expect(errorOf(await list(Array.from({ length: 6 }, () => filter(q.mrr!, 'EXISTS'))))).toMatchObject({
      reason: 'tooMany',
    });
    const theirs = await gql(CLAIRE, LIST, { answers: [filter(q.mrr!, 'EXISTS')] }, NORTH);
    expect(errorOf(theirs)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'badQuestion' });
    expect(errorOf(await gql(CLAIRE, QUESTIONS, { f: funnel._id }, NORTH))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await gql(AISHA, QUESTIONS, { f: funnel._id }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('saved views', () => {
  const filters = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({ funnelId: null, group: null, status: null, search: '', answers: [], layout: 'cards', ...extra });

  it('keeps a person’s views to themselves until shared, and lets only them change one', async () => {
    const mine = ok(
      await gql<{ saveView: { _id: string; filters: string; mine: boolean } }>(MAYA, SAVE, {
        input: {
          list: 'APPLICATIONS',
          name: 'Revenue stage',
          filters: filters({ answers: [filter(q.stage!, 'IS', ['revenue'])] }),
          shared: false,
        },
      }),
    ).saveView;
    expect(mine.mine).toBe(true);
    expect(JSON.parse(mine.filters)).toMatchObject({ layout: 'cards', answers: [{ operator: 'IS' }] });
    const seen = async (who: string) =>
      ok(await gql<{ savedViews: { name: string }[] }>(who, VIEWS)).savedViews.map((v) => v.name);
    expect(await seen(PRIYA)).not.toContain('Revenue stage');
    ok(
      await gql(MAYA, SAVE, {
        input: { id: mine._id, list: 'APPLICATIONS', name: 'Revenue stage', filters: filters(), shared: true },
      }),
    );
    expect(await seen(PRIYA)).toContain('Revenue stage');
    const hijack = await gql(PRIYA, SAVE, {
      input: { id: mine._id, list: 'APPLICATIONS', name: 'Mine now', filters: filters(), shared: true },
    });
    expect(errorOf(hijack)).toMatchObject({ code: 'NOT_FOUND', reason: 'viewNotFound' });
    expect(errorOf(await gql(PRIYA, DELETE, { id: mine._id }))).toMatchObject({ reason: 'viewNotFound' });
    expect(errorOf(await gql(CLAIRE, DELETE, { id: mine._id }, NORTH))).toMatchObject({ reason: 'viewNotFound' });
    expect(ok(await gql(MAYA, DELETE, { id: mine._id }))).toEqual({ deleteSavedView: true });
    expect(await seen(PRIYA)).not.toContain('Revenue stage');
  });

  it('refuses a bad name, a taken name and filters the pipeline cannot show, storing nothing', async () => {
    const db = ctx.server.running.services.database.db;
    const before = (await db.select().from(savedViews)).length;
    const save = (name: string, f: string) =>
      gql(MAYA, SAVE, { input: { list: 'APPLICATIONS', name, filters: f, shared: false } });
    expect(errorOf(await save('  ', filters()))).toMatchObject({ reason: 'badName' });
    expect(errorOf(await save('x'.repeat(61), filters()))).toMatchObject({ reason: 'badName' });
    expect(errorOf(await save('Broken', '{not json'))).toMatchObject({ reason: 'badFilters' });
    expect(errorOf(await save('Broken', filters({ status: 'maybe' })))).toMatchObject({ reason: 'badFilters' });
    ok(await save('Pending', filters()));
    expect(errorOf(await save('PENDING', filters()))).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'nameTaken' });
    expect((await db.select().from(savedViews)).length).toBe(before + 1);
    await db.delete(savedViews).where(eq(savedViews.name, 'Pending'));
  });

  it('is for staff who see applications, in their own organisation, while the feature is on', async () => {
    expect(errorOf(await gql(AISHA, VIEWS))).toMatchObject({ code: 'FORBIDDEN' });
    expect(ok(await gql<{ savedViews: unknown[] }>(CLAIRE, VIEWS, {}, NORTH)).savedViews).toEqual([]);
    const flag = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';
    ok(await gql(MAYA, flag, { n: 'savedViewsApplications', a: false }));
    expect(errorOf(await gql(MAYA, VIEWS))).toMatchObject({ code: 'FEATURE_DISABLED' });
    ok(await gql(MAYA, flag, { n: 'savedViewsApplications', a: true }));
  });
});
