// The not-found screens, and the login page in dark mode, in Arabic right to left, at phone width, by keyboard,
// and without accessibility violations (axe-core).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

describe('screens', () => {
  it('shows "Lost in the cosmos you are" for an unknown link', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/no/such/page'));
    await page.getByText('Lost in the cosmos you are').waitFor();
    expect(await page.textContent('body')).toContain('This link does not exist');
  });

  it('shows the 404 screen with a Go Back button to /', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/404'));
    await page.getByText("Oops. The page you're looking for doesn't exist").waitFor();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/404'));
  });

  it('has no accessibility violations on the login page, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await e.page({ colorScheme });
      await page.goto(e.url('demo', '/login'));
      await page.getByTestId('tenant-name').waitFor();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
        colorScheme,
      );
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });

  it('lays the login page out right to left in Arabic at phone width, without horizontal scrolling', async () => {
    const { page, context } = await e.page({ width: 375, height: 740 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await page.goto(e.url('demo', '/login'));
    await page.getByTestId('tenant-name').waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no accessibility violations on the signed-in home and security pages, light and dark, and in Arabic', async () => {
    for (const [colorScheme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const { page, context } = await e.page({ colorScheme });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      const res = await e.server.http({
        method: 'POST',
        path: '/auth/local',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'daniel.okafor@lakeside.example',
          password: 'ascent-demo-2026',
          endOldestSession: true,
        }),
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
      for (const path of ['/', '/account/settings/security']) {
        await page.goto(e.url('demo', path));
        await page.getByTestId('user-name').waitFor();
        await page.locator('main h1').waitFor();
        if (path !== '/') await page.getByTestId('session-item').first().waitFor();
        expect(await axeViolations(page), `${path} ${colorScheme} ${lang}`).toEqual([]);
      }
    }
  });

  it('signs in by keyboard alone', async () => {
    const { page } = await e.page();
    await page.goto(e.url('northstar', '/login'));
    await page.getByLabel('Email').focus();
    await page.keyboard.type('claire.dubois@northstar.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ascent-demo-2026');
    await page.keyboard.press('Enter');
    await page.waitForURL(e.url('northstar', '/'));
    await expect(page.getByTestId('user-name').textContent()).resolves.toContain('Claire Dubois');
  });
});
