// Sessions in the browser: the limit and its dialog, ending a session from another browser, the security page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';

const PASSWORD = 'ascent-demo-2026';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function signIn(page: Page, email: string, tenant = 'demo') {
  await page.goto(e.url(tenant, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sessions', () => {
  it('ends a session from another browser and the first browser is signed out', async () => {
    const first = await e.page();
    await signIn(first.page, 'elena.garcia@lakeside.example');
    await first.page.getByTestId('user-name').waitFor();
    const second = await e.page({ colorScheme: 'dark' });
    await signIn(second.page, 'elena.garcia@lakeside.example');
    await second.page.getByTestId('user-name').waitFor();
    await second.page.goto(e.url('demo', '/account/settings/security'));
    await second.page.getByRole('heading', { name: 'Sign-in and security' }).waitFor();
    await expect.poll(() => second.page.getByTestId('session-item').count()).toBe(2);
    await second.page
      .getByRole('button', { name: /^Sign out of /, exact: false })
      .first()
      .click();
    await first.page.waitForURL(/\/login/, { timeout: 15_000 });
    expect(await first.page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();
    await expect.poll(() => second.page.getByTestId('session-item').count()).toBe(1);
  });

  it('shows "Maximum number of sessions reached" at the limit; Continue signs in, ending the oldest', async () => {
    const email = 'tomas.novak@lakeside.example';
    for (let i = 0; i < 5; i++) {
      const res = await e.server.http({
        method: 'POST',
        path: '/auth/local',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
    }
    const { page } = await e.page();
    await signIn(page, email);
    const dialog = page.getByRole('dialog', { name: 'Maximum number of sessions reached' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('user-name').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accelerator-sid'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cancel at the limit stays signed out', async () => {
    const { page } = await e.page();
    await signIn(page, 'tomas.novak@lakeside.example');
    const dialog = page.getByRole('dialog', { name: 'Maximum number of sessions reached' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/login');
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();
  });

  it('changes the password from the security page', async () => {
    const { page } = await e.page({ width: 375, height: 800 });
    await signIn(page, 'grace.kim@lakeside.example');
    await page.getByTestId('user-name').waitFor();
    await page.getByTestId('user-badge').click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('grace-new-password-1');
    await page.getByLabel('Repeat the new password').fill('grace-new-password-1');
    await page.getByTestId('change-password').click();
    await page.getByText('Your password was changed.', { exact: false }).waitFor();
    const old = await e.server.http({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace.kim@lakeside.example', password: PASSWORD }),
    });
    expect(old.status).toBe(401);
  });
});
