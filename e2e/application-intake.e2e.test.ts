// Issue 21's "Done when", one intake from start to finish, with a real SMTP peer. Staff build a two-round intake in
// the builder and publish it; a visitor registers interest before it opens and is sent the link, then applies through
// it once it opens; a second founder applies from the public page. Four more applications come in through the API,
// so that three evaluators — one harsh, one lenient — share the reviews that staff assign automatically (the scoring
// sheet has its own journey, so the reviews are submitted through the API, each evaluator with their own token).
// Staff see the calibrated ranking put the better application first where the raw ranking, swayed by the lenient
// reviewer, does not; they accept one and delay-reject the other in bulk with live progress; the accepted one joins
// the portfolio with its founder now a Cofounder; the rejection email leaves only once the delay has passed (the
// job's clock moved past it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { startE2E, type E2E } from './harness.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher.ts';
import { axeViolations } from './axe.ts';
import { sendAllDueRejections } from '../packages/server/src/modules/applications/applications.jobs.ts';
import { roles, users } from '../packages/server/src/modules/users/users.tables.ts';

const MAYA = 'maya.chen@lakeside.example';
const HARSH = 'tomas.novak@lakeside.example';
const LENIENT = 'hannah.schultz@lakeside.example';
const NEUTRAL = 'daniel.okafor@lakeside.example';
const INTAKE = 'Harbour intake';
const LEAD = { first: 'Lena', last: 'Fischer', email: 'lena.fischer@example.org', startup: 'Kelpwise' };
const FOUNDER = { first: 'Omar', last: 'Haddad', email: 'omar.haddad@example.org', startup: 'Tidewater Labs' };
const PASSWORD = 'a-long-password-2026';
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

let e: E2E;
let mail: MailCatcher;
const tokens: Record<string, string> = {};
const ids = { funnel: '', round1: '', round2: '', form1: '', form2: '', scoring: '', scale: '', answer1: '' };

async function gql<T>(who: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await e.server.gql<T>(query, { token: tokens[who] ?? null, variables });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!;
}

/** A published form of `purpose` with one question; answers the form's and the question's ids. */
async function form(title: string, purpose: string, question: Record<string, unknown>) {
  const { createForm } = await gql<{ createForm: { _id: string } }>(
    MAYA,
    `mutation($input: CreateFormInput!) { createForm(input: $input) { _id } }`,
    { input: { title, purpose } },
  );
  const { upsertFormQuestion } = await gql<{ upsertFormQuestion: { editing: { questions: { _id: string }[] } } }>(
    MAYA,
    `mutation($f: ID!, $q: FormQuestionInput!) { upsertFormQuestion(formId: $f, question: $q) { editing { questions { _id } } } }`,
    { f: createForm._id, q: question },
  );
  await gql(MAYA, `mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: createForm._id });
  return { formId: createForm._id, questionId: upsertFormQuestion.editing.questions[0]!._id };
}

const label = (value: string) => [{ language: 'en', value }];
const setFirstRound = (opensOn: string) =>
  gql(MAYA, `mutation($f: ID!, $r: FunnelRoundInput!) { upsertFunnelStage(funnelId: $f, round: $r) { _id } }`, {
    f: ids.funnel,
    r: {
      id: ids.round1,
      name: 'Application',
      formId: ids.form1,
      evaluationFormId: ids.scoring,
      opensOn,
      closesOn: day(60),
    },
  });

beforeAll(async () => {
  mail = await startMailCatcher();
  e = await startE2E({ env: { SMTP_URL: mail.url } });
  for (const who of [MAYA, HARSH, LENIENT, NEUTRAL]) tokens[who] = await e.server.login(who);
  const first = await form('Harbour application', 'application_round', {
    questionType: 'text',
    label: label('What do you build?'),
    validations: { required: true },
  });
  ids.form1 = first.formId;
  ids.answer1 = first.questionId;
  ids.form2 = (
    await form('Harbour interview', 'application_round', { questionType: 'text', label: label('What did you learn?') })
  ).formId;
  const scoring = await form('Harbour scoring', 'evaluation', {
    questionType: 'number_scale',
    label: label('Overall'),
    validations: { required: true, min: 1, max: 5 },
  });
  ids.scoring = scoring.formId;
  ids.scale = scoring.questionId;
});
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

describe('an intake from start to finish', () => {
  it('staff build a two-round intake and publish it', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications/funnels/management'));
    await page.getByTestId('funnel-name').fill(INTAKE);
    await page.getByTestId('funnel-create').click();
    await page.getByTestId('funnel-publish').waitFor();
    for (const [name, formTitle, scoring] of [
      ['Application', 'Harbour application', true],
      ['Interview', 'Harbour interview', false],
    ] as const) {
      await page.getByTestId('round-add').click();
      await page.getByTestId('round-name').fill(name);
      await page.getByTestId('round-form').click();
      await page.getByRole('option', { name: formTitle }).click();
      if (scoring) {
        await page.getByTestId('round-evaluation-form').click();
        await page.getByRole('option', { name: 'Harbour scoring' }).click();
      }
      await page.getByTestId('round-save').click();
      await page.getByTestId('round-row').filter({ hasText: name }).waitFor();
    }
    // The rounds move by keyboard-reachable buttons: down, then back up.
    const firstRows = async () => (await page.getByTestId('round-row').allInnerTexts()).map((r) => r.split('\n')[0]);
    await page.getByRole('button', { name: 'Move Application down' }).click();
    await expect.poll(firstRows).toEqual(['1. Interview', '2. Application']);
    await page.getByRole('button', { name: 'Move Application up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(firstRows).toEqual(['1. Application', '2. Interview']);
    await page.getByTestId('funnel-publish').click();
    await page.getByTestId('funnel-state').filter({ hasText: 'Published' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const { funnels } = await gql<{ funnels: { _id: string; name: string; rounds: { _id: string }[] }[] }>(
      MAYA,
      '{ funnels { _id name rounds { _id } } }',
    );
    const intake = funnels.find((f) => f.name === INTAKE)!;
    expect(intake.rounds).toHaveLength(2);
    ids.funnel = intake._id;
    ids.round1 = intake.rounds[0]!._id;
    ids.round2 = intake.rounds[1]!._id;
  });

  it('a visitor registers interest before it opens, and applies through the emailed link once it does', async () => {
    // The first round opens in two weeks (its dates, through the API as the builder saves them).
    await setFirstRound(day(14));
    const { page } = await e.page();
    await page.goto(e.url('demo', '/apply/program/harbour-intake'));
    const interest = page.getByRole('form', { name: 'Register your interest' });
    await interest.getByLabel('Name', { exact: true }).fill(`${LEAD.first} ${LEAD.last}`);
    await interest.getByLabel('Email').fill(LEAD.email);
    await interest.getByLabel('Startup name').fill(LEAD.startup);
    await interest.getByLabel('Startup name').press('Enter');
    await page.getByTestId('lead-registered').waitFor();

    await setFirstRound(day(-1));
    const { leads } = await gql<{ leads: { _id: string; email: string }[] }>(
      MAYA,
      'query($f: ID!) { leads(funnelId: $f) { _id email } }',
      { f: ids.funnel },
    );
    await gql(MAYA, 'mutation($id: ID!) { inviteLead(id: $id) { _id } }', {
      id: leads.find((l) => l.email === LEAD.email)!._id,
    });
    const link = /https?:\/\/\S+\/leads\/transfer\/[0-9a-f-]{36}\?token=\S+/.exec(
      (await mail.take(LEAD.email)).text,
    )?.[0];
    await page.goto(link!);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByTestId('lead-start').click();
    await page.getByText(`${LEAD.startup} · Application`).waitFor();
    await fillBothRounds(page, 'Kelp farms that feed fish hatcheries.');
  });

  it('a second founder applies from the public page', async () => {
    const { page } = await e.page({ width: 390 });
    await page.goto(e.url('demo', '/apply/program/harbour-intake'));
    await page.getByTestId('startup-name').fill(FOUNDER.startup);
    await page.getByLabel('First name').fill(FOUNDER.first);
    await page.getByLabel('Last name').fill(FOUNDER.last);
    await page.getByLabel('Email').fill(FOUNDER.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-up').click();
    await fillBothRounds(page, 'Tide gauges for small harbours.');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('three evaluators are assigned automatically; calibration corrects the lenient one', async () => {
    for (const [i, startup] of ['Saltline', 'Beacon Buoys', 'Driftwood AI', 'Quay Robotics'].entries())
      await applyThroughApi(`founder${i}.harbour@example.org`, startup);
    const evaluatorIds = await Promise.all([HARSH, LENIENT, NEUTRAL].map(userId));
    const [harsh, lenient, neutral] = evaluatorIds as [string, string, string];
    await gql(
      MAYA,
      `mutation($r: ID!, $i: RoundReviewInput!) { setRoundReview(roundId: $r, input: $i) { review { roundId } } }`,
      {
        r: ids.round1,
        i: { evaluatorIds, evaluatorsPerApplication: 2 },
      },
    );
    const { autoAssignEvaluators: auto } = await gql<{
      autoAssignEvaluators: { assigned: number; shortfalls: unknown[]; board: Board };
    }>(
      MAYA,
      `mutation($r: ID!) { autoAssignEvaluators(roundId: $r, cap: 4) { assigned shortfalls { applicationId }
        board { rows { applicationId name reviews { evaluator { _id } } } } } }`,
      { r: ids.round1 },
    );
    expect(auto.assigned).toBe(12);
    expect(auto.shortfalls).toEqual([]);
    // Six applications, two reviews each, four per evaluator: two applications per pair of evaluators.
    const pair = (a: string, b: string) =>
      auto.board.rows.filter((r) => [a, b].every((id) => r.reviews.some((v) => v.evaluator._id === id)));
    const [hn, hl, ln] = [pair(harsh, neutral), pair(harsh, lenient), pair(lenient, neutral)];
    expect([hn.length, hl.length, ln.length]).toEqual([2, 2, 2]);
    // Each application's quality; the harsh evaluator scores two below it, the lenient one above it.
    const quality = new Map([
      [hn[0]!.applicationId, 4],
      [hn[1]!.applicationId, 2],
      [hl[0]!.applicationId, 3],
      [hl[1]!.applicationId, 2],
      [ln[0]!.applicationId, 3],
      [ln[1]!.applicationId, 1],
    ]);
    const scoreOf = {
      [harsh]: (q: number) => Math.max(1, q - 2),
      [lenient]: (q: number) => Math.min(5, q + 1),
      [neutral]: (q: number) => q,
    };
    for (const [who, id] of [
      [HARSH, harsh],
      [LENIENT, lenient],
      [NEUTRAL, neutral],
    ] as const)
      for (const row of auto.board.rows.filter((r) => r.reviews.some((v) => v.evaluator._id === id)))
        await evaluate(who, row.applicationId, scoreOf[id]!(quality.get(row.applicationId)!));

    // The better application (4, seen by the harsh evaluator) against a weaker one (3, seen by the lenient one).
    const better = hn[0]!.name;
    const weaker = ln[0]!.name;
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(
      e.url('demo', `/startups/programs/evaluation-assignation?funnel=${ids.funnel}&round=${ids.round1}&tab=ranking`),
    );
    await page.getByTestId('ranking-row').first().waitFor();
    const names = () => page.getByTestId('ranking-row').locator('td:nth-child(2) a').allInnerTexts();
    await expect.poll(async () => (await names()).length).toBe(6);
    const calibrated = await names();
    expect(calibrated.indexOf(better)).toBeLessThan(calibrated.indexOf(weaker));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('ranking-sort').getByText('Raw').click();
    await expect.poll(names).not.toEqual(calibrated);
    const raw = await names();
    expect(raw.indexOf(weaker)).toBeLessThan(raw.indexOf(better));
  });

  it('staff accept one and delay-reject the other in bulk, with live progress', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    const done = page.locator('[data-testid="batch-toast"][data-kind="applications"][data-phase="succeeded"]');
    for (const [i, [startup, action]] of (
      [
        [LEAD.startup, 'accept'],
        [FOUNDER.startup, 'delay_reject'],
      ] as const
    ).entries()) {
      const row = page.getByTestId('application-row').filter({ hasText: startup });
      await row.getByTestId('application-select').check();
      await page.getByTestId('applications-bulk-action').selectOption(action);
      await page.getByTestId('applications-bulk-apply').click();
      await page.getByTestId('applications-bulk-confirm').click();
      // Its progress toast says it is done.
      await expect.poll(() => done.count(), { timeout: 15_000 }).toBeGreaterThan(i);
      // Decided, it leaves "All pending".
      await expect
        .poll(() => page.getByTestId('applications-table').getByText(startup, { exact: true }).count(), {
          timeout: 10_000,
        })
        .toBe(0);
    }
  });

  it('the accepted one joins the portfolio, its founder now a Cofounder', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/startups'));
    await page.getByText(LEAD.startup).first().waitFor();
    expect(await roleOf(LEAD.email)).toBe('Cofounder');
    expect(await roleOf(FOUNDER.email)).toBe('Applicant');
  });

  it('the rejection email leaves only after the delay', async () => {
    const services = e.server.running.services;
    const subject = `Your application to ${INTAKE}`;
    const rejection = (m: CaughtMail) => m.envelopeTo.includes(FOUNDER.email) && m.subject === subject;
    await sendAllDueRejections(services, new Date());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mail.messages.filter(rejection)).toEqual([]);
    // The intake's delay is three days: the job's clock moves past it.
    await sendAllDueRejections(services, new Date(Date.now() + 3 * 86_400_000 + 60_000));
    const sent = await mail.waitFor(rejection);
    expect(sent.text).toContain(FOUNDER.startup);
  });
});

/** Submits the first round's form, then the interview round from the application's page: submitted, under review. */
async function fillBothRounds(page: Page, answer: string) {
  await page.getByLabel('What do you build?').fill(answer);
  await page.getByTestId('round-submit').click();
  await page.getByTestId('fill-round').click();
  await page.getByLabel('What did you learn?').fill('That harbours buy through their port authority.');
  await page.getByTestId('round-submit').click();
  await page.getByTestId('application-status').filter({ hasText: 'Under review' }).waitFor();
}

interface Board {
  rows: { applicationId: string; name: string; reviews: { evaluator: { _id: string } }[] }[];
}

async function userId(email: string): Promise<string> {
  const db = e.server.running.services.database.db;
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

async function roleOf(email: string): Promise<string> {
  const db = e.server.running.services.database.db;
  const [row] = await db
    .select({ type: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, email));
  return row!.type;
}

/** An applicant signs up, starts an application and submits its first round, all through the API. */
async function applyThroughApi(email: string, startup: string) {
  const { signUpApplicant } = await gql<{ signUpApplicant: { token: string } }>(
    email,
    `mutation($input: SignUpApplicantInput!) { signUpApplicant(input: $input) { token } }`,
    { input: { email, firstName: startup.split(' ')[0], lastName: 'Founder', password: PASSWORD } },
  );
  tokens[email] = signUpApplicant.token;
  const { createApplication } = await gql<{ createApplication: { _id: string } }>(
    email,
    `mutation($s: String!, $n: String!) { createApplication(funnelSlug: $s, name: $n) { _id } }`,
    { s: 'harbour-intake', n: startup },
  );
  const a = createApplication._id;
  const { applicationRoundForm: f } = await gql<{ applicationRoundForm: { versionId: string } }>(
    email,
    `query($a: ID!, $r: ID!) { applicationRoundForm(applicationId: $a, roundId: $r) { versionId } }`,
    { a, r: ids.round1 },
  );
  await gql(
    email,
    `mutation($a: ID!, $r: ID!, $v: ID!, $x: String!) { submitApplicationRound(applicationId: $a, roundId: $r, versionId: $v, answers: $x) { _id } }`,
    { a, r: ids.round1, v: f.versionId, x: JSON.stringify({ [ids.answer1]: `${startup} for harbours.` }) },
  );
  const { applicationRoundForm: second } = await gql<{ applicationRoundForm: { versionId: string } }>(
    email,
    `query($a: ID!, $r: ID!) { applicationRoundForm(applicationId: $a, roundId: $r) { versionId } }`,
    { a, r: ids.round2 },
  );
  await gql(
    email,
    `mutation($a: ID!, $r: ID!, $v: ID!, $x: String!) { submitApplicationRound(applicationId: $a, roundId: $r, versionId: $v, answers: $x) { _id } }`,
    { a, r: ids.round2, v: second.versionId, x: '{}' },
  );
}

/** One evaluator scores one application on the round's 1–5 scale. */
async function evaluate(who: string, applicationId: string, value: number) {
  const { applicationEvaluation: sheet } = await gql<{ applicationEvaluation: { form: { versionId: string } } }>(
    who,
    `query($a: ID!, $r: ID!) { applicationEvaluation(applicationId: $a, roundId: $r) { form { versionId } } }`,
    { a: applicationId, r: ids.round1 },
  );
  await gql(
    who,
    `mutation($a: ID!, $r: ID!, $v: ID!, $x: String!) { submitEvaluation(applicationId: $a, roundId: $r, versionId: $v, answers: $x) { submittedAt } }`,
    { a: applicationId, r: ids.round1, v: sheet.form.versionId, x: JSON.stringify({ [ids.scale]: value }) },
  );
}
