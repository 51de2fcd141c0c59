// The operator console (issue 17 item 0): the instance operator signs in on the console's host, creates an
// organisation; its first administrator accepts the emailed invitation and signs in on the new host; the operator
// suspends it and the administrator sees the suspended page. A tenant's user cannot use the console. The console
// and the sign-up page pass axe in dark mode and in Arabic at phone width. Once the operator offers sign-up, a
// visitor creates an organisation on the sign-up host and signs in to it as its first administrator.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator } from '../packages/server/src/modules/incubators/operators.service.ts';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from './mail-catcher.ts';

const OPERATOR = 'ops@instance.example';
const OPERATOR_PASSWORD = 'operator-passphrase-2026';
const ADMIN = 'tomas.varga@pallas.example';
const ADMIN_PASSWORD = 'pallas-passphrase-2026';

let e: E2E;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  e = await startE2E({ env: { SMTP_URL: mail.url } });
  await addOperator(e.server.running.services.database, OPERATOR, OPERATOR_PASSWORD);
}, 120_000);
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

async function signInToConsole(page: Page, email = OPERATOR, password = OPERATOR_PASSWORD) {
  await page.goto(e.url('operator', '/'));
  const form = page.getByTestId('operator-sign-in');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const row = (page: Page, label: string) => page.locator(`[data-testid="organisation-row"][data-label="${label}"]`);

describe('the operator console', () => {
  it('refuses a tenant user’s credentials', async () => {
    const { page } = await e.page();
    await signInToConsole(page, 'maya.chen@lakeside.example', 'ascent-demo-2026');
    await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect' }).waitFor();
  });

  it('creates an organisation whose admin joins, signs in, then sees it suspended', { timeout: 240_000 }, async () => {
    const { page } = await e.page();
    await signInToConsole(page);
    await page.getByRole('heading', { name: 'Organisations of this instance' }).waitFor();
    await row(page, 'demo').waitFor();

    await page.getByTestId('organisation-new').click();
    const dialog = page.getByRole('dialog', { name: 'New organisation' });
    await dialog.getByTestId('organisation-name').fill('Pallas Works');
    // A reserved label first: a clear refusal, nothing created.
    await dialog.getByTestId('organisation-label').fill('operator');
    await dialog.getByTestId('organisation-admin-email').fill(ADMIN);
    await dialog.getByTestId('organisation-save').click();
    await dialog
      .getByTestId('organisation-form-error')
      .filter({ hasText: 'The label “operator” is reserved' })
      .waitFor();
    await dialog.getByTestId('organisation-label').fill('pallas');
    await dialog.getByRole('textbox', { name: 'Their first name' }).fill('Tomás');
    await dialog.getByRole('textbox', { name: 'Their last name' }).fill('Varga');
    await dialog.getByTestId('organisation-save').click();
    await page.getByTestId('operator-notice').filter({ hasText: 'Pallas Works is created' }).waitFor();
    await row(page, 'pallas').filter({ hasText: 'Active' }).waitFor();

    // The first administrator's invitation, and their first sign-in on the new host.
    const link = linkIn(await mail.take(ADMIN, 30_000), '/acceptinvitation').toString();
    expect(link.startsWith(e.url('pallas', '/acceptinvitation?token='))).toBe(true);
    const admin = (await e.page()).page;
    await admin.goto(link);
    await admin.getByRole('heading', { name: 'Join Pallas Works' }).waitFor();
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Create my account' }).click();
    // A new account's first stop is the onboarding (/welcome), once.
    await admin.waitForURL(/\/welcome\?next=/);
    await admin.getByTestId('welcome-skip').click();
    await admin.waitForURL(e.url('pallas', '/'));
    const again = (await e.page()).page;
    await again.goto(e.url('pallas', '/login'));
    await again.getByLabel('Email').fill(ADMIN);
    await again.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await again.waitForURL(e.url('pallas', '/'));

    // Suspended from the console (with a confirmation): the administrator's next page is the suspended one.
    await row(page, 'pallas').getByTestId('organisation-actions').click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await page
      .getByRole('dialog', { name: 'Suspend Pallas Works?' })
      .getByTestId('organisation-action-confirm')
      .click();
    await row(page, 'pallas').filter({ hasText: 'Suspended' }).waitFor();
    await again.reload();
    await again.getByTestId('organisation-suspended').waitFor();
  });

  it('lets a visitor create an organisation once the operator offers sign-up, and its admin signs in', async () => {
    const { page } = await e.page();
    await signInToConsole(page);
    await row(page, 'demo').waitFor();
    await page.getByRole('tab').nth(1).click();
    const offered = page.getByRole('switch', { name: 'Let new organisations sign up by themselves' });
    await offered.click();
    await page.getByText('The sign-up page:').waitFor();
    expect(await offered.isChecked()).toBe(true);

    const visitor = (await e.page({ width: 375, height: 800 })).page;
    await visitor.goto(e.url('www', '/'));
    const form = visitor.getByTestId('organisation-signup');
    await form.getByRole('textbox', { name: 'Organisation name' }).fill('Harbour Studio');
    await form.getByRole('textbox', { name: 'Host label' }).fill('harbour');
    await form.getByRole('textbox', { name: 'First name' }).fill('Iris');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Moreau');
    await form.getByRole('textbox', { name: 'Email' }).fill('iris@harbour.example');
    await form.locator('input[type="password"]').fill('harbour-passphrase-2026');
    await form.getByRole('button', { name: 'Create my organisation' }).click();
    await visitor.getByText('Your organisation is ready').waitFor();
    await visitor.getByRole('link', { name: 'Go to my organisation’s sign-in page' }).click();
    await visitor.waitForURL(new RegExp(`^${e.url('harbour', '/login')}`));
    await visitor.getByLabel('Email').fill('iris@harbour.example');
    await visitor.getByLabel('Password', { exact: true }).fill('harbour-passphrase-2026');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.waitForURL(/harbour\.localhost:\d+\/(welcome|validate|$)/);
    // The console lists it; the operator turns sign-up off again, and the page says it is not offered.
    await page.getByRole('tab').nth(0).click();
    await row(page, 'harbour').waitFor();
    await page.getByRole('tab').nth(1).click();
    await offered.click();
    await page.getByText('The sign-up page:').waitFor({ state: 'hidden' });
    await visitor.goto(e.url('www', '/'));
    await visitor.getByTestId('organisation-signup-not-offered').waitFor();
  });

  it('has no accessibility violations, in dark mode and in Arabic at 375 px', { timeout: 240_000 }, async () => {
    for (const [lang, width] of [
      ['en', 1280],
      ['ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme: 'dark', width, height: 800 });
      for (const host of ['operator', 'www'])
        await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url(host) }]);
      const checks = async (what: string) => {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${what} ${lang} ${width}px`,
        ).toBe(true);
        expect(await axeViolations(page), `${what} ${lang}`).toEqual([]);
      };
      await page.goto(e.url('operator', '/'));
      await page.getByTestId('operator-sign-in').waitFor();
      await checks('console sign-in');
      await page.getByTestId('operator-sign-in').locator('input[type="email"]').fill(OPERATOR);
      await page.getByTestId('operator-sign-in').locator('input[type="password"]').fill(OPERATOR_PASSWORD);
      await page.getByTestId('operator-sign-in').locator('button[type="submit"]').press('Enter');
      await row(page, 'demo').waitFor();
      await checks('organisations');
      await page.getByTestId('organisation-new').click();
      await page.getByTestId('organisation-form').waitFor();
      await checks('new organisation');
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(1).click();
      await page.getByTestId('setting-organisation-signup').waitFor();
      await checks('settings');
      // The sign-up page is "not offered" while the setting is off.
      await page.goto(e.url('www', '/'));
      await page.getByTestId('organisation-signup-not-offered').waitFor();
      await checks('sign-up not offered');
    }
  });
});
