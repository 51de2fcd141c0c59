// Screenshots of the shell (the login page and the signed-in home page with its sidebar) in light and
// dark, left-to-right and Arabic right-to-left, desktop and phone, saved to e2e/artifacts/. Each one is
// checked for its text direction, its colour scheme and the absence of horizontal scrolling.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const PASSWORD = 'ascent-demo-2026';
const ADMIN = 'maya.chen@lakeside.example';

let e: E2E;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const schemes = ['light', 'dark'] as const;
const directions = [
  { dir: 'ltr', lang: 'en' },
  { dir: 'rtl', lang: 'ar' },
] as const;
const devices = [
  { device: 'desktop', width: 1280, height: 800 },
  { device: 'phone', width: 375, height: 800 },
] as const;
const combinations = schemes.flatMap((scheme) =>
  directions.flatMap((d) => devices.map((v) => ({ scheme, ...d, ...v }))),
);

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function shellState(page: Page) {
  return page.evaluate(() => ({
    dir: document.documentElement.dir,
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

describe('shell screenshots', () => {
  it.each(combinations)('$scheme, $dir, $device', async ({ scheme, dir, lang, device, width, height }) => {
    const name = `${scheme}-${dir}-${device}`;
    const { page, context } = await e.page({ colorScheme: scheme, width, height });
    await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);

    await page.goto(e.url('demo', '/login'));
    await page.locator('input[type="password"]').waitFor();
    await settle(page);
    expect(await shellState(page)).toEqual({ dir, scheme, overflow: 0 });
    await page.screenshot({ path: join(ARTIFACTS, `login-${name}.png`), fullPage: true });

    const res = await e.server.http({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD, endOldestSession: true }),
    });
    const { token, sessionId } = res.body as { token: string; sessionId: string };
    await page.evaluate(
      ([t, sid]) => {
        localStorage.setItem('accelerator-token', t!);
        localStorage.setItem('accelerator-sid', sid!);
      },
      [token, sessionId],
    );
    await page.goto(e.url('demo', '/'));
    await page.locator('main h1').waitFor();
    await page.getByTestId('user-name').waitFor({ state: 'attached' });
    await settle(page);
    expect(await shellState(page)).toEqual({ dir, scheme, overflow: 0 });
    await page.screenshot({ path: join(ARTIFACTS, `home-${name}.png`), fullPage: true });
  });
});
