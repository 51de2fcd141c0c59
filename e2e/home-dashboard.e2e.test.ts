// The home dashboard on the living demo (issue 14 §8, §9): the director's portfolio cards with the seed's data and
// their links to the filtered lists, a founder's and a coach's cards, phone width, axe; and a screenshot of every
// demo role's home in light, dark and Arabic, saved to e2e/artifacts/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_TENANTS, demoEmail } from '../packages/server/src/seed/demo-data.ts';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const ADMIN = 'maya.chen@lakeside.example';
const FOUNDER = 'aisha.bello@lakeside.example';
const COACH = 'hannah.schultz@lakeside.example';

let e: E2E;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  e = await startE2E({ seed: 'living' });
}, 180_000);
afterAll(() => e?.close());

async function home(email: string, opts: Parameters<E2E['page']>[0] & { lang?: string } = {}) {
  const { page, context } = await e.page(opts);
  if (opts.lang) await context.addCookies([{ name: 'lang_pref', value: opts.lang, url: e.url('demo') }]);
  await e.signInAs(page, email);
  await page.goto(e.url('demo', '/'));
  await page.getByTestId('home-greeting').waitFor();
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the director’s home', () => {
  it('shows the portfolio cards with the seed’s data, axe clean', async () => {
    const page = await home(ADMIN);
    await page.getByTestId('home-portfolio').waitFor();
    expect(await page.getByTestId('stat-startups-value').textContent()).toBe('12');
    expect(Number(await page.getByTestId('stat-overdue-value').textContent())).toBeGreaterThan(0);
    expect(Number(await page.getByTestId('stat-silent-value').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('stat-on-time-value').textContent()).toMatch(/^\d+ of \d+$/);
    expect(await page.getByTestId('home-program-link').count()).toBe(4);
    await page.getByTestId('home-submissions').locator('svg').first().waitFor();
    expect(await page.getByTestId('home-silent').getByTestId('home-startup').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('home-activity-item').count()).toBeGreaterThan(0);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('links a programme to the portfolio filtered by it, and overdue tasks to the filtered task list', async () => {
    const page = await home(ADMIN);
    const link = page.getByTestId('home-program-link').filter({ hasText: 'Applied AI Studio' });
    await link.click();
    await page.waitForURL(/\/startups\?program=/);
    // The home also names these startups: wait for the portfolio's own filtered list.
    await expect.poll(() => page.getByText('Kinfolk Health').count(), { timeout: 10_000 }).toBe(0);
    await page.getByText('Quill Tutor').first().waitFor();
    await page.getByText('Ferrous AI').first().waitFor();

    await page.goto(e.url('demo', '/'));
    await page.getByTestId('stat-overdue').locator('a').click();
    await page.waitForURL(/\/tasks\/users\?status=PENDING&to=\d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('team-tasks-count').waitFor();
    expect(await page.getByTestId('task-filter-status').inputValue()).toBe('Pending');
  });

  it('works at phone width', async () => {
    const page = await home(ADMIN, { width: 375, height: 800 });
    await page.getByTestId('home-activity').waitFor();
    await settle(page);
    expect(await overflow(page)).toBe(0);
  });
});

describe('a founder’s and a coach’s home', () => {
  it('shows the founder what is due, the latest metrics with arrows and the coach’s last post', async () => {
    const page = await home(FOUNDER);
    await page.getByTestId('home-founder').waitFor();
    await page.getByTestId('home-due').waitFor();
    expect(await page.getByTestId('home-metric').count()).toBe(4);
    expect(await page.locator('[data-testid^="home-metric-"]').count()).toBeGreaterThan(0);
    // The startup's team: Hannah (its coach) or Samuel (mentor of its Climate Tech Track), whoever posted last.
    expect(await page.getByTestId('home-coach-post').textContent()).toMatch(/Hannah Schultz|Samuel Adeyemi/);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits the founder’s home at phone width', async () => {
    const page = await home(FOUNDER, { width: 375, height: 800 });
    await page.getByTestId('home-coach-post').waitFor();
    await settle(page);
    expect(await overflow(page)).toBe(0);
  });

  it('shows the coach their startups with their last update', async () => {
    const page = await home(COACH);
    const mine = page.getByTestId('home-my-startups');
    await mine.waitFor();
    expect(await mine.getByTestId('home-startup').count()).toBe(5);
    expect(await mine.textContent()).toContain('Tidepool Analytics');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

const VARIANTS = [
  { name: 'light', colorScheme: 'light', lang: 'en' },
  { name: 'dark', colorScheme: 'dark', lang: 'en' },
  { name: 'arabic', colorScheme: 'light', lang: 'ar' },
] as const;

describe('every demo role’s home', () => {
  const lakeside = DEMO_TENANTS[0]!;
  // One signed-in page per role: the system's colour scheme switches in place, the language by its cookie and a reload.
  it.each(lakeside.people.map((p) => ({ role: p.role, email: demoEmail(lakeside, p) })))(
    '$role: light, dark and Arabic, no error screen',
    async ({ role, email }) => {
      const page = await home(email);
      for (const v of VARIANTS) {
        await page.emulateMedia({ colorScheme: v.colorScheme });
        if (v.lang !== 'en') {
          await page.context().addCookies([{ name: 'lang_pref', value: v.lang, url: e.url('demo') }]);
          await page.reload();
          await page.getByTestId('home-greeting').waitFor();
        }
        await page.waitForLoadState('networkidle');
        await settle(page);
        expect(await page.getByRole('alert').count(), `${role} ${v.name}`).toBe(0);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(v.lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
          `${role} ${v.name}`,
        ).toBe(v.colorScheme);
        await page.screenshot({ path: join(ARTIFACTS, `home-dashboard-${role}-${v.name}.png`), fullPage: true });
      }
      await page.close();
    },
  );
});
