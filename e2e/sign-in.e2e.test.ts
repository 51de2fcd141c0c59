// A founder signs in, sees their startup, signs out; a wrong password is told so; protected pages send to login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';

const PASSWORD = 'ascent-demo-2026';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

describe('signing in', () => {
  it('sends a signed-out visitor of / to the login page, remembering where they were going', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/?tab=startups'));
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/?tab=startups');
  });

  it('signs a cofounder in, shows their startup, and signs out', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.getByLabel('Email').fill('aisha.bello@lakeside.example');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(e.url('demo', '/'));
    await expect(page.getByTestId('user-name').textContent()).resolves.toContain('Aisha Bello');
    const body = await page.textContent('main');
    expect(body).toContain('Tidepool Analytics');
    expect(body).toContain('Spring 2026 Cohort');
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toMatch(/^ey/);
    await page.getByTestId('sign-out').click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();
  });

  it('says so when the password is wrong and stays signed out', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.getByLabel('Email').fill('maya.chen@lakeside.example');
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .waitFor();
    expect(page.url()).toContain('/login');
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();
  });

  it('does not accept a user of another organisation', async () => {
    const { page } = await e.page();
    await page.goto(e.url('northstar', '/login'));
    await page.getByLabel('Email').fill('aisha.bello@lakeside.example');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .waitFor();
  });
});
