// Applications in real browsers (issue 21): staff build an intake with one round (its application form of the forms
// engine) and publish it (dark mode, header hidden on the builder); an applicant signs up from the public page on a
// phone-sized window, lands on the round's form, fills and submits it; staff find it under "All pending" and accept
// it, and the startup appears in the portfolio; staff then reorder the intake's later rounds by keyboard, the round
// the application reached keeping its place. Axe on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const MAYA = 'maya.chen@lakeside.example';
const GRACE = 'grace.kim@lakeside.example';
const INTAKE = 'Autumn intake';
const STARTUP = 'Glasshouse Robotics';

/** A published application-round form, made through the API (the forms journey covers the builder's screens). */
async function roundForm(): Promise<void> {
  const token = await e.server.login(MAYA);
  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await e.server.gql<T>(query, { token, variables });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  };
  const { createForm } = await gql<{ createForm: { _id: string } }>(
    `mutation($input: CreateFormInput!) { createForm(input: $input) { _id } }`,
    { input: { title: 'Autumn application', purpose: 'application_round' } },
  );
  await gql(
    `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { _id } }`,
    {
      formId: createForm._id,
      question: {
        questionType: 'text',
        label: [{ language: 'en', value: 'What do you build?' }],
        validations: { required: true },
      },
    },
  );
  await gql(`mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: createForm._id });
}

describe('applications', () => {
  let publicPath = '';

  it('staff build and publish an intake (dark, header hidden on the builder)', async () => {
    await roundForm();
    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications/funnels/management'));
    await page.getByTestId('funnel-name').fill(INTAKE);
    await page.getByTestId('funnel-create').click();
    await page.getByTestId('funnel-publish').waitFor();
    expect(await page.getByTestId('user-name').count()).toBe(0);
    await page.getByTestId('round-add').click();
    await page.getByTestId('round-name').fill('Application');
    await page.getByTestId('round-form').click();
    await page.getByRole('option', { name: 'Autumn application' }).click();
    await page.getByTestId('round-save').click();
    await page.getByTestId('round-row').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('funnel-publish').click();
    await page.getByTestId('funnel-state').filter({ hasText: 'Published' }).waitFor();
    publicPath = (await page.getByTestId('public-link').getAttribute('href'))!;
    expect(publicPath).toBe('/apply/program/autumn-intake');
  });

  it('an applicant applies from the public page on a phone and submits the round', async () => {
    const { page } = await e.page({ width: 375 });
    await page.goto(e.url('demo', publicPath));
    await page.getByTestId('funnel-intro').getByText(INTAKE).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('startup-name').fill(STARTUP);
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Duarte');
    await page.getByLabel('Email').fill('ines.duarte@example.org');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByTestId('sign-up').click();
    await page.getByTestId('round-submit').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('What do you build?').fill('Robots that tend greenhouse crops.');
    await page.getByTestId('round-submit').click();
    await page.getByTestId('application-status').filter({ hasText: 'Under review' }).waitFor();
    await page.getByTestId('what-next').getByText('Your application is being reviewed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a signed-in community member applies as herself (dark, RTL); staff are sent to the applications', async () => {
    const { page, context } = await e.page({ colorScheme: 'dark' });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, GRACE);
    await page.goto(e.url('demo', publicPath));
    const intake = page.getByTestId('apply-intake').filter({ hasText: INTAKE });
    await intake.waitFor();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await intake.getByTestId('startup-name').fill('Commons Kitchen');
    await intake.getByTestId('apply-start').click();
    await page.getByTestId('round-submit').waitFor();
    // Back on the public page, the intake now leads to her application.
    await page.goto(e.url('demo', '/application/new'));
    await page.getByTestId('apply-intake').filter({ hasText: INTAKE }).getByTestId('apply-continue').waitFor();

    const staff = (await e.page()).page;
    await e.signInAs(staff, MAYA);
    await staff.goto(e.url('demo', '/application/new'));
    await staff.waitForURL(/\/applications\/overview$/);
    // The spec's setup address of the intakes leads to their management.
    await staff.goto(e.url('demo', '/setup/funnels'));
    await staff.waitForURL(/\/applications\/funnels\/management$/);
  });

  it('staff accept it from the pipeline, and the startup joins the portfolio', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    await page.getByTestId('applications-table').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: STARTUP }).click();
    await page.getByTestId('decide-accept').click();
    await page.getByTestId('application-status').filter({ hasText: 'Accepted' }).waitFor();
    // The spec's /show address opens the page at its activities; its answers are on the page too.
    const applicationPath = new URL(page.url()).pathname;
    await page.goto(e.url('demo', `${applicationPath}/show`));
    await page.waitForURL(/\/activities$/);
    await page.getByTestId('activities').waitFor();
    await page.getByTestId('application-answers').getByText('What do you build?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('startup-link').click();
    await page.getByText(STARTUP).first().waitFor();
    // The startup file's application tab keeps what it answered.
    await page.getByTestId('startup-file-tab-applications').click();
    await page.getByTestId('startup-applications').getByText('What do you build?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(e.url('demo', '/startups'));
    await page.getByText(STARTUP).first().waitFor();
  });

  it('staff reorder the later rounds by keyboard; the round the application reached keeps its place', async () => {
    const token = await e.server.login(MAYA);
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const res = await e.server.gql<T>(query, { token, variables });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!;
    };
    const { funnels } = await gql<{ funnels: { _id: string; name: string; rounds: { formId: string }[] }[] }>(
      '{ funnels { _id name rounds { formId } } }',
    );
    const intake = funnels.find((f) => f.name === INTAKE)!;
    for (const name of ['Pitch deck', 'Interview'])
      await gql(
        `mutation($f: ID!, $round: FunnelRoundInput!) { upsertFunnelStage(funnelId: $f, round: $round) { _id } }`,
        { f: intake._id, round: { name, formId: intake.rounds[0]!.formId } },
      );
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', `/applications/funnels/${intake._id}/builder`));
    await page.getByTestId('rounds-locked').waitFor();
    expect(await page.getByRole('button', { name: 'Move Application down' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Pitch deck up' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Interview up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('round-row').nth(1).getByText('2. Interview').waitFor();
    const rows = page.getByTestId('round-row');
    expect(await rows.nth(0).textContent()).toContain('1. Application');
    expect(await rows.nth(2).textContent()).toContain('3. Pitch deck');
    // And back: the later rounds move freely.
    await page.getByRole('button', { name: 'Move Pitch deck up' }).focus();
    await page.keyboard.press('Enter');
    await rows.nth(1).getByText('2. Pitch deck').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
