// Leads in real browsers with a real SMTP peer (issue 21 item 6): a visitor registers their interest on the public
// page of an intake whose round opens in three weeks; staff see the lead in the intake's leads panel, add another by
// hand and send the first the link; once the round is open, the lead opens the emailed link, creates an account,
// starts the application and lands on the round's form with their startup's name. Axe on every screen; the transfer
// page also in Arabic, dark, at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { axeViolations } from './axe.ts';

const MAYA = 'maya.chen@lakeside.example';
const INTAKE = 'Winter intake';
const LEAD = { name: 'Lena Fischer', email: 'lena.fischer@example.org', startup: 'Kelpwise' };

let e: E2E;
let mail: MailCatcher;
let token = '';
const ids = { funnel: '', round: '', form: '' };
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await e.server.gql<T>(query, { token, variables });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!;
}

/** The round's dates, through the API as the builder saves them. */
const setRound = (opensOn: string) =>
  gql(
    `mutation($funnelId: ID!, $round: FunnelRoundInput!) { upsertFunnelStage(funnelId: $funnelId, round: $round) { _id } }`,
    {
      funnelId: ids.funnel,
      round: {
        ...(ids.round ? { id: ids.round } : {}),
        name: 'Application',
        formId: ids.form,
        opensOn,
        closesOn: day(60),
      },
    },
  );

beforeAll(async () => {
  mail = await startMailCatcher();
  e = await startE2E({ env: { SMTP_URL: mail.url } });
  token = await e.server.login(MAYA);
  // A published intake whose only round opens in three weeks (the applications journey covers the builder).
  const { createForm } = await gql<{ createForm: { _id: string } }>(
    `mutation($input: CreateFormInput!) { createForm(input: $input) { _id } }`,
    { input: { title: 'Winter application', purpose: 'application_round' } },
  );
  ids.form = createForm._id;
  await gql(
    `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { _id } }`,
    {
      formId: ids.form,
      question: { questionType: 'text', label: [{ language: 'en', value: 'What do you build?' }] },
    },
  );
  await gql(`mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: ids.form });
  const { createFunnel } = await gql<{ createFunnel: { _id: string } }>(
    `mutation($input: FunnelInput!) { createFunnel(input: $input) { _id } }`,
    { input: { name: INTAKE } },
  );
  ids.funnel = createFunnel._id;
  await setRound(day(21));
  const { funnel } = await gql<{ funnel: { rounds: { _id: string }[] } }>(
    `query($id: ID!) { funnel(id: $id) { rounds { _id } } }`,
    { id: ids.funnel },
  );
  ids.round = funnel.rounds[0]!._id;
  await gql(`mutation($id: ID!) { publishFunnel(id: $id) { _id } }`, { id: ids.funnel });
});
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

describe('leads', () => {
  let link = '';

  it('a visitor registers their interest on the public page before applications open', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/apply/program/winter-intake'));
    await page.getByTestId('funnel-opens').waitFor();
    expect(await page.getByTestId('sign-up').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Register your interest' });
    await form.getByLabel('Name', { exact: true }).fill(LEAD.name);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Startup name').fill(LEAD.startup);
    await form.getByLabel('Startup name').press('Enter');
    await form.getByText('Enter a valid email address.').waitFor();
    await form.getByLabel('Email').fill(LEAD.email);
    await form.getByLabel('Email').press('Enter');
    const done = page.getByTestId('lead-registered');
    await done.waitFor();
    expect(await done.textContent()).toContain(LEAD.email);
  });

  it('staff see the lead, add one by hand and send the first the application link', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications/funnels/management'));
    await page.getByTestId('funnel-row').filter({ hasText: INTAKE }).getByTestId('funnel-leads').click();
    const panel = page.getByRole('dialog', { name: `Leads of ${INTAKE}` });
    const lena = panel.getByTestId('lead-row').filter({ hasText: LEAD.email });
    await lena.waitFor();
    expect(await lena.getByTestId('lead-status').textContent()).toBe('New');
    expect(await lena.textContent()).toContain('Public page');
    await panel.getByTestId('lead-add').click();
    const add = panel.getByRole('form', { name: 'Add a lead' });
    await add.getByLabel('Name', { exact: true }).fill('Ravi Patel');
    await add.getByLabel('Email').fill('ravi.patel@example.org');
    await add.getByTestId('lead-submit').click();
    const ravi = panel.getByTestId('lead-row').filter({ hasText: 'ravi.patel@example.org' });
    await ravi.waitFor();
    expect(await ravi.textContent()).toContain('Added by staff');
    expect(await axeViolations(page)).toEqual([]);
    await lena.getByTestId('lead-invite').click();
    await panel.getByTestId('lead-sent').filter({ hasText: LEAD.email }).waitFor();
    await lena.getByTestId('lead-status').filter({ hasText: 'Link sent' }).waitFor();
    const received = await mail.take(LEAD.email);
    expect(received.subject).toBe(`Applications to ${INTAKE} are ready for you`);
    link = /https?:\/\/\S+\/leads\/transfer\/[0-9a-f-]{36}\?token=\S+/.exec(received.text)?.[0] ?? '';
    expect(link).not.toBe('');
  });

  it('the link says the round is not open yet, in Arabic, dark, on a phone', async () => {
    const { page, context } = await e.page({ colorScheme: 'dark', width: 375 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await page.goto(link);
    await page.getByTestId('lead-not-open').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByTestId('lead-startup-name').textContent()).toContain(LEAD.startup);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('once the round is open, the lead creates an account and starts the application', async () => {
    await setRound(day(-1));
    const { page } = await e.page({ width: 390 });
    await page.goto(link);
    await page.getByTestId('lead-funnel').filter({ hasText: INTAKE }).waitFor();
    expect(await page.getByTestId('lead-not-open').count()).toBe(0);
    expect(await page.getByLabel('First name').inputValue()).toBe('Lena');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Fischer');
    expect(await page.getByLabel('Email').inputValue()).toBe(LEAD.email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const start = page.getByTestId('lead-start');
    await start.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await start.click();
    await page.waitForURL(/\/application\/[0-9a-f-]{36}\/forms\/[0-9a-f-]{36}\/fill$/);
    await page.getByText(`${LEAD.startup} · Application`).waitFor();
    await page.getByLabel('What do you build?').waitFor();
  });

  it('a wrong link tells nothing of the lead', async () => {
    const { page } = await e.page();
    await page.goto(link.replace(/token=\S+/, 'token=wrong'));
    await page.getByTestId('lead-invalid').waitFor();
    expect(await page.content()).not.toContain(LEAD.email);
  });
});
