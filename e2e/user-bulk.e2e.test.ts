// User bulk operations and the create menu's startup entry (issue 17, items 4 and 5): an admin selects two users on
// /admin/configuration/users, changes their role in bulk, sees the live progress toast and the table follow; the
// create menu's startup entry opens the create-startup flow over the home page and lands on the new file; axe in
// dark mode and Arabic at 375 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const MAYA = 'maya.chen@lakeside.example'; // Admin

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
}, 120_000);
afterAll(() => e?.close());

async function open(page: Page, email: string, path: string) {
  await e.signInAs(page, email);
  await page.goto(e.url('demo', path));
}

const userRow = (page: Page, email: string) => page.locator(`[data-testid="user-row"][data-email="${email}"]`);

describe('user bulk operations', () => {
  it('changes the role of two users in bulk with live progress, and the table follows', async () => {
    const { page } = await e.page();
    await open(page, MAYA, '/admin/configuration/users');
    await userRow(page, 'elena.garcia@lakeside.example').waitFor();
    await page.getByLabel('Select Elena García').check();
    await page.getByLabel('Select Tomás Novak').check();
    expect(await page.getByTestId('users-bulk-count').textContent()).toBe('Selected: 2');
    await page.getByTestId('users-bulk-action').selectOption('CHANGE_ROLE');
    await page.getByTestId('users-bulk-target').selectOption({ label: 'Mentor' });
    await page.getByTestId('users-bulk-apply').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the bulk action' });
    await dialog.getByText('Give the role Mentor to the selected users (2)?').waitFor();
    await page.getByTestId('users-bulk-confirm-button').click();
    const toast = page.locator('[data-testid="batch-toast"][data-kind="users"]');
    await toast.waitFor();
    await page.locator('[data-testid="batch-toast"][data-kind="users"][data-phase="succeeded"]').waitFor();
    expect(await toast.textContent()).toBe('Users done: 2.');
    // The table shows the new roles once the operation ends; the selection is cleared.
    for (const email of ['elena.garcia@lakeside.example', 'tomas.novak@lakeside.example']) {
      await expect
        .poll(async () => userRow(page, email).getByTestId('user-role').locator('option:checked').textContent())
        .toBe('Mentor');
    }
    expect(await page.getByTestId('users-bulk-bar').count()).toBe(0);
    await toast.waitFor({ state: 'detached', timeout: 8000 });

    // Deactivating oneself is refused as a whole, with the reason.
    await page.getByTestId('users-select-page').check();
    await page.getByTestId('users-bulk-action').selectOption('DEACTIVATE');
    await page.getByTestId('users-bulk-apply').click();
    await page.getByTestId('users-bulk-confirm-button').click();
    await page.getByText('You cannot deactivate yourself: leave yourself out of the selection.').waitFor();
  });

  it('opens user management as a quick modal over the home page, and the create menu’s startup flow', async () => {
    const { page } = await e.page();
    await open(page, MAYA, '/');
    await page.getByTestId('sidebar-item-settings').click();
    const entry = page.getByTestId('sidebar-item-settings-users');
    await entry.click();
    const modal = page.getByRole('dialog', { name: /Users/ });
    await modal.getByTestId('users-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await modal.getByTestId('quick-modal-full-page').getAttribute('href')).toBe('/admin/configuration/users');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await entry.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByTestId('create-menu').click();
    await page.getByTestId('create-startup').click();
    await page.getByRole('dialog', { name: 'New startup' }).waitFor();
    await page.getByTestId('company-name').fill('Quayside Robotics');
    await page.getByTestId('company-save').click();
    await page.waitForURL(/\/startup\/[0-9a-f-]{36}\/file/);
    await page.getByTestId('startup-file-header').getByRole('heading', { name: 'Quayside Robotics' }).waitFor();
  });

  it('has no accessibility violations in dark mode; Arabic fits 375 px', async () => {
    for (const [lang, width] of [
      ['en', 1280],
      ['ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme: 'dark', width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await open(page, MAYA, '/admin/configuration/users');
      await page.getByTestId('user-select').first().check();
      await page.getByTestId('users-bulk-bar').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), lang).toBe(true);
      expect(await axeViolations(page), `users ${lang}`).toEqual([]);
      await page.getByTestId('users-bulk-action').selectOption('DEACTIVATE');
      await page.getByTestId('users-bulk-apply').click();
      await page.getByRole('dialog').waitFor();
      expect(await axeViolations(page), `confirm ${lang}`).toEqual([]);
      // The quick modal: full screen at phone width.
      if (width === 1280) {
        await page.goto(e.url('demo', '/'));
        await page.getByTestId('sidebar-item-settings').click();
        await page.getByTestId('sidebar-item-settings-users').click();
        await page.getByTestId('quick-modal').getByTestId('users-table').waitFor();
        expect(await axeViolations(page), `quick modal ${lang}`).toEqual([]);
      }
      await context.close();
    }
  }, 180_000);
});
