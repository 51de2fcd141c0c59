// Profile fields (issue 17 item 3): an administrator makes the birthday required for mentors on
// /setup/profile-fields and is told one person will be asked; the mentor is asked at sign-in, may answer later
// (not locked out, not asked again in that session), and in a new session fills it in and goes on; his profile
// then shows it. A field locked for founders is read-only in their form. Axe-clean in dark mode and in Arabic at
// phone width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const MAYA = 'maya.chen@lakeside.example';
const SAMUEL = 'samuel.adeyemi@lakeside.example';
const AISHA = 'aisha.bello@lakeside.example';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function chooseRole(page: Page, role: string) {
  await page.getByTestId('profile-fields-role').click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

describe('profile fields', () => {
  it('makes the birthday required for mentors, who are asked at sign-in and may answer later', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/setup/profile-fields'));
    await page.getByTestId('profile-fields-table').waitFor();
    await chooseRole(page, 'Mentor');
    await page.getByRole('checkbox', { name: 'Birthday: required' }).check();
    // Required turns "shown" and "editable" on with it.
    expect(await page.getByRole('checkbox', { name: 'Birthday: editable by the person' }).isChecked()).toBe(true);
    await page.getByTestId('profile-fields-save').click();
    await page.getByText('Saved. People to be asked at their next sign-in: 1.').waitFor();

    const mentor = await e.page();
    await e.signInAs(mentor.page, SAMUEL);
    await mentor.page.goto(e.url('demo', '/tasks'));
    await mentor.page.waitForURL(/\/profile\/complete\?next=%2Ftasks$/);
    await mentor.page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    // Only what is missing is asked.
    await mentor.page.getByTestId('profile-input-birthday').waitFor();
    expect(await mentor.page.getByTestId(/^profile-input-/).count()).toBe(1);
    expect(await axeViolations(mentor.page)).toEqual([]);
    await mentor.page.getByTestId('profile-complete-later').click();
    await mentor.page.waitForURL(e.url('demo', '/tasks'));
    // Not asked again in this session: the shell's account menu, not the question, on the next page.
    await mentor.page.goto(e.url('demo', '/'));
    await mentor.page.getByTestId('account-menu').waitFor();
    expect(mentor.page.url()).toBe(e.url('demo', '/'));
    await mentor.context.close();

    // A new session asks again; filling it in goes on to where he was heading.
    const again = await e.page();
    await e.signInAs(again.page, SAMUEL);
    await again.page.goto(e.url('demo', '/'));
    await again.page.waitForURL(/\/profile\/complete/);
    await again.page.getByTestId('profile-complete-save').click();
    await again.page.getByText('Birthday is a required field').waitFor();
    await again.page.getByTestId('profile-input-birthday').fill('1984-06-02');
    await again.page.getByTestId('profile-complete-save').click();
    await again.page.waitForURL(e.url('demo', '/'));
    await again.page.getByTestId('account-menu').waitFor();
    await again.page.goto(e.url('demo', '/profile'));
    await again.page.getByTestId('view-profile').click();
    await again.page.getByTestId('profile-detail-birthday').waitFor();
    expect(await again.page.getByTestId('profile-detail-birthday').textContent()).toContain('June 2, 1984');
    expect(await again.page.getByTestId('profile-detail-workStatus').textContent()).toContain('Part time');
  });

  it('shows a field locked for founders read-only in their form, and skills not at all', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/setup/profile-fields'));
    await page.getByTestId('profile-fields-table').waitFor();
    await chooseRole(page, 'Co/Founder');
    await page.getByRole('checkbox', { name: 'Headline: editable by the person' }).uncheck();
    await page.getByTestId('profile-fields-save').click();
    await page.getByText('The profile fields of this role have been saved.').waitFor();

    const founder = await e.page();
    await e.signInAs(founder.page, AISHA);
    await founder.page.goto(e.url('demo', '/profile'));
    const headline = founder.page.getByTestId('profile-input-headline');
    await headline.waitFor();
    expect(await headline.isDisabled()).toBe(true);
    await founder.page.getByText('Set by your organisation.').first().waitFor();
    expect(await founder.page.getByTestId('profile-input-skills').count()).toBe(0);
    await founder.page.getByTestId('profile-input-workStatus').click();
    await founder.page.getByRole('option', { name: 'Part time' }).click();
    await founder.page.getByTestId('save-profile').click();
    await founder.page.getByText('Your profile has been saved.').waitFor();
  });

  it('has no accessibility violations in dark mode, and fits 375 px in Arabic', async () => {
    for (const [colorScheme, lang, width] of [
      ['dark', 'en', 1280],
      ['light', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await e.signInAs(page, MAYA);
      await page.goto(e.url('demo', '/setup/profile-fields'));
      await page.getByTestId('profile-fields-table').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page), `setup ${colorScheme} ${lang}`).toEqual([]);
      await page.goto(e.url('demo', '/profile'));
      await page.getByTestId('save-profile').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page), `profile form ${colorScheme} ${lang}`).toEqual([]);
      await context.close();
    }
  });
});
