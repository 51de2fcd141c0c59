// Shell states: the browser-support gate, the colour scheme kept across reloads, the offline banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const PASSWORD = 'ascent-demo-2026';
const ADMIN = 'maya.chen@lakeside.example';
const OLD_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function signIn(page: Page): Promise<void> {
  const res = await e.server.http({
    method: 'POST',
    path: '/auth/local',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: PASSWORD, endOldestSession: true }),
  });
  const { token, sessionId } = res.body as { token: string; sessionId: string };
  await page.goto(e.url('demo', '/404'));
  await page.evaluate(
    ([t, sid]) => {
      localStorage.setItem('accelerator-token', t!);
      localStorage.setItem('accelerator-sid', sid!);
    },
    [token, sessionId],
  );
  await page.goto(e.url('demo', '/'));
  await page.locator('main h1').waitFor();
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

describe('browser support', () => {
  it('shows an old Chrome "Browser not supported!" instead of the app', async () => {
    const context = await e.browser.newContext({ userAgent: OLD_CHROME, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(e.url('demo', '/login'));
      await page.getByRole('heading', { name: 'Browser not supported!' }).waitFor();
      expect(await page.textContent('main')).toContain(
        'Please try opening the application using the latest version of Chrome, FireFox, Safari or Edge.',
      );
      expect(await page.locator('input[type="password"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so in the chosen language, right to left in Arabic', async () => {
    const context = await e.browser.newContext({ userAgent: OLD_CHROME, viewport: { width: 375, height: 800 } });
    try {
      await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
      const page = await context.newPage();
      await page.goto(e.url('demo', '/login'));
      await page.getByRole('heading', { name: 'المتصفح غير مدعوم!' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a current browser in', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.locator('input[type="password"]').waitFor();
    expect(await page.getByText('Browser not supported!').count()).toBe(0);
  });
});

describe('colour scheme', () => {
  it('keeps dark mode across a reload, whatever the system says', async () => {
    const { page } = await e.page({ colorScheme: 'light' });
    await page.goto(e.url('demo', '/login'));
    await page.locator('input[type="password"]').waitFor();
    expect(await scheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await scheme(page)).toBe('dark');
    await page.reload();
    await page.locator('input[type="password"]').waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('dark');
  });

  it('ignores an invalid saved value and follows the system', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await page.goto(e.url('demo', '/404'));
    await page.evaluate(() => localStorage.setItem('dark-mode', 'purple'));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(e.url('demo', '/login'));
    await page.locator('input[type="password"]').waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(warnings.join('\n')).toContain('Ignoring the saved colour scheme');
  });
});

describe('connection', () => {
  it('shows the offline banner when a request cannot get through, and hides it once one gets an answer', async () => {
    const { page, context } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.locator('input[type="password"]').waitFor();
    const banner = page.getByTestId('offline-banner');
    expect(await banner.count()).toBe(0);
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are offline');
    await page.getByRole('alert').filter({ hasText: 'Network Error' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .waitFor();
    await banner.waitFor({ state: 'detached' });
  });

  it('shows the banner on a signed-in page too', async () => {
    const { page, context } = await e.page({ colorScheme: 'dark' });
    await signIn(page);
    // The banner adds no accessibility violation to whatever the page already has.
    const before = await axeViolations(page);
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    expect(await axeViolations(page)).toEqual(before);
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  });
});

describe('global loading indicator', () => {
  it('shows a progress bar at the top while a mutation is under way, and hides it after', async () => {
    const { page } = await e.page();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the session upsert the signed-in shell sends at start.
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('UpsertUserSession')) await held;
      await route.continue();
    });
    await signIn(page);
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await bar.waitFor();
    expect(await bar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    release();
    await bar.waitFor({ state: 'detached' });
  });
});

describe('service worker', () => {
  it('is registered, served with cache-control no-cache, and opens the app shell offline', async () => {
    const { page, context } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.locator('input[type="password"]').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(e.url('demo', '/'));
    const header = await page.evaluate(async () => (await fetch('/sw.js')).headers.get('cache-control'));
    expect(header).toBe('no-cache');
    // The worker cached index.html and its entry assets when it installed.
    await page.waitForFunction(async () => (await caches.keys()).includes('ascent-shell-v1'));
    await context.setOffline(true);
    await page.goto(e.url('demo', '/login'));
    expect(await page.evaluate(() => Boolean(document.getElementById('root')?.childElementCount))).toBe(true);
    await page.getByTestId('offline-banner').waitFor();
    await context.setOffline(false);
  });
});
