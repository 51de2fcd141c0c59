// Organisations and programmes (issue 17): the operator creates an organisation (npm run org's service, on the
// server's database); its first administrator accepts the emailed invitation, creates a programme from the header's
// create menu and assigns two startups to it on the assignation screen. A suspended organisation shows its page.
// The programmes screens pass axe in light and dark, and in Arabic at phone width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, setSuspended } from '../packages/server/src/modules/incubators/organisations.service.ts';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from './mail-catcher.ts';

const PRIYA = 'priya.raman@lakeside.example'; // Staff
const PASSWORD = 'meridian-passphrase-2026';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let e: E2E;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  e = await startE2E({ env: { SMTP_URL: mail.url } });
}, 120_000);
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

async function pickOptions(page: Page, testId: string, options: string[]) {
  for (const option of options) {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option }).click();
  }
  await page.keyboard.press('Escape');
}

describe('organisations and programmes', () => {
  it('a new organisation’s first admin accepts the invitation, creates a programme and assigns two startups', async () => {
    const services = e.server.running.services;
    await createOrganisation(services.database, {
      slug: 'meridian',
      name: 'Meridian Labs',
      timezone: 'Europe/Lisbon',
      adminEmail: 'lea.costa@meridian.example',
      adminFirstName: 'Léa',
      adminLastName: 'Costa',
    });
    // What a running server's recovery pass does within a minute of the command.
    await services.events.recover({ olderThanSeconds: 0 });
    const received = await mail.take('lea.costa@meridian.example');
    const link = linkIn(received, '/acceptinvitation').toString();
    expect(link.startsWith(e.url('meridian', '/acceptinvitation?token='))).toBe(true);

    const { page } = await e.page();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join Meridian Labs' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Léa');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/welcome\?next=/);
    await page.getByTestId('welcome-skip').click();
    await page.waitForURL(e.url('meridian', '/'));

    // Two startups of the new portfolio (made through the API: this journey is about programmes).
    const token = (await page.evaluate(() => localStorage.getItem('accelerator-token')))!;
    for (const name of ['Harbor Labs', 'Quarry AI']) {
      const res = await e.server.gql(`mutation($n: String!) { createStartup(input: { name: $n }) { _id } }`, {
        token,
        host: 'meridian.localhost',
        variables: { n: name },
      });
      expect(res.body).not.toHaveProperty('errors');
    }

    await page.getByTestId('create-menu').click();
    await page.getByTestId('create-program').click();
    const dialog = page.getByRole('dialog', { name: 'New programme' });
    await dialog.waitFor();
    await dialog.getByTestId('program-name').fill('Autumn 2026 Cohort');
    await dialog.getByTestId('program-starts').fill('2026-09-07');
    await dialog.getByTestId('program-ends').fill('2026-11-27');
    await dialog.getByTestId('program-save').click();
    await page.waitForURL(e.url('meridian', '/startups/programs'));
    const card = page.getByTestId('program-card').filter({ hasText: 'Autumn 2026 Cohort' });
    await card.waitFor();
    // The creator administers it (spec 01 §6).
    expect(await card.textContent()).toContain('Administrators: Léa Costa');
    // A cover, uploaded from the edit dialog, shows on the card.
    await card.getByTestId('program-edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit programme' });
    await edit.getByTestId('program-cover').waitFor();
    await edit.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await edit.locator('[data-testid=program-cover-preview][data-has-cover=true]').waitFor();
    await page.keyboard.press('Escape');
    await card.getByTestId('program-card-cover').waitFor();

    await card.getByRole('link', { name: 'Assign startups and people to Autumn 2026 Cohort' }).click();
    await page.getByRole('heading', { name: 'Startup and people assignation', level: 1 }).waitFor();
    await pickOptions(page, 'assign-startups', ['Harbor Labs', 'Quarry AI']);
    await page.getByTestId('assign-submit').click();
    await page.getByText('Autumn 2026 Cohort: 2 startups and 0 people added.').waitFor();
    await page.getByTestId('members-startup').getByText('Quarry AI').waitFor();

    await page.goto(e.url('meridian', '/startups/programs'));
    await page.getByTestId('programs-view').getByText('Table').click();
    const row = page.getByTestId('programs-table').getByRole('row').filter({ hasText: 'Autumn 2026 Cohort' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('2');
    // The portfolio filtered by the programme.
    await page.goto(e.url('meridian', '/startups/programs'));
    await page.getByTestId('programs-view').getByText('Cards').click();
    await card.getByRole('link', { name: 'View startups' }).click();
    await page.getByTestId('startups-count').filter({ hasText: '2' }).waitFor();
  });

  it('shows a suspended organisation’s page at every address', async () => {
    await setSuspended(e.server.running.services.database, 'northstar', true);
    e.server.running.services.tenants.invalidate();
    try {
      const { page } = await e.page();
      await page.goto(e.url('northstar', '/login'));
      await page.getByTestId('organisation-suspended').waitFor();
      await page.getByRole('heading', { name: 'This organisation is suspended' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await setSuspended(e.server.running.services.database, 'northstar', false);
      e.server.running.services.tenants.invalidate();
    }
  });

  it('has no accessibility violations on the programmes screens, light and dark; Arabic fits 375 px', async () => {
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['dark', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await e.signInAs(page, PRIYA);
      const checks = async (what: string) => {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${what} ${lang} ${width}px`,
        ).toBe(true);
        expect(await axeViolations(page), `${what} ${colorScheme} ${lang}`).toEqual([]);
      };
      await page.goto(e.url('demo', '/startups/programs'));
      await page.getByTestId('program-card').first().waitFor();
      await checks('programmes');
      await page.getByTestId('program-new').click();
      await page.getByTestId('program-form').waitFor();
      await checks('programme form');
      await page.keyboard.press('Escape');
      await page.goto(e.url('demo', '/startups/programs/startup-assignations'));
      await page.getByTestId('assign-program').waitFor();
      await checks('assignation');
      // The /admin/programs alias lands on the programmes page.
      await page.goto(e.url('demo', '/admin/programs'));
      await page.waitForURL(e.url('demo', '/startups/programs'));
    }
  });
});
