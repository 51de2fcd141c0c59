// Metrics for staff (issue 7 §4): define two metrics and a third bounded by their sum, collect them from a startup,
// open its periods now; the screens pass axe in light, dark and Arabic at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const STAFF = 'priya.raman@lakeside.example';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** The first day of the month `n` months back (UTC). */
function monthsAgo(n: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
}

async function createMetric(page: Page, name: string, rule?: { metrics: string[] }) {
  await page.getByTestId('new-metric').click();
  const form = page.getByTestId('metric-form');
  await form.getByTestId('metric-name-en').waitFor();
  await form.getByTestId('metric-name-en').fill(name);
  await form.getByTestId('metric-unit').selectOption('MONETARY');
  await form.getByTestId('metric-category').fill('Finance');
  if (rule) {
    await form.getByTestId('add-rule').click();
    await form.getByTestId('rule-kind').selectOption('max');
    await form.getByText('Other metrics (sum)').click();
    for (const m of rule.metrics) {
      await form.getByTestId('rule-metrics').click();
      await page.getByRole('listbox').getByRole('option', { name: m, exact: true }).click();
    }
    await page.keyboard.press('Escape');
  }
  await form.getByTestId('metric-save').click();
  await page
    .getByTestId('metrics-status')
    .filter({ hasText: `${name} was saved.` })
    .waitFor();
}

describe('metrics for staff', () => {
  it('refuses a metric without its English name, inline', async () => {
    const { page } = await e.page();
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', '/startups/metrics'));
    await page.getByRole('heading', { name: 'Metrics', level: 1 }).waitFor();
    await page.getByTestId('new-metric').click();
    await page.getByTestId('metric-save').click();
    await page.getByText('The English name is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('metric-name-en');
  });

  it('defines two metrics and a third bounded by their sum, collects them and opens the periods', async () => {
    const { page } = await e.page();
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', '/startups/metrics'));
    await page.getByRole('heading', { name: 'Metrics', level: 1 }).waitFor();
    expect(await page.title()).toBe('Metrics | Lakeside Ventures Accelerator');
    await createMetric(page, 'Revenue');
    await createMetric(page, 'Grants');
    await createMetric(page, 'Spending', { metrics: ['Revenue', 'Grants'] });
    const spending = page.getByTestId('metric-row').filter({ hasText: 'Spending' });
    expect(await spending.getByTestId('metric-rule').textContent()).toBe('At most Revenue and Grants');

    await page.getByRole('link', { name: 'Data collection' }).first().click();
    await page.waitForURL(e.url('demo', '/startups/metrics/data-collection'));
    await page.getByRole('heading', { name: 'Data collection', level: 1 }).waitFor();
    for (const m of ['Revenue', 'Grants', 'Spending']) {
      await page.getByTestId('collect-metrics').click();
      await page.getByRole('listbox').getByRole('option', { name: m, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('collect-startups').click();
    await page.getByRole('listbox').getByRole('option', { name: 'Tidepool Analytics' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('collect-start').fill(monthsAgo(2));
    await page.getByTestId('collect-assign').click();
    await page.getByTestId('collection-status').filter({ hasText: 'The metrics will be collected.' }).waitFor();
    await expect.poll(() => page.getByTestId('collection-row').count()).toBe(3);
    // Dates are written as everywhere else ("Sep 01, 2026"), not as ISO keys.
    const start = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${monthsAgo(2)}T00:00:00Z`));
    for (const text of await page.getByTestId('collection-row').allTextContents()) {
      expect(text).toContain(start);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }

    await page.getByTestId('open-for').selectOption({ label: 'Tidepool Analytics' });
    await page.getByTestId('open-now').click();
    await page.getByTestId('collection-status').filter({ hasText: 'Periods opened: 2' }).waitFor();
    await expect.poll(() => page.getByTestId('period-row').count()).toBe(2);
    expect(await page.getByTestId('period-row').first().textContent()).toContain('Tidepool Analytics');
    for (const text of await page.getByTestId('period-row').allTextContents())
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Again: nothing more to open.
    await page.getByTestId('open-now').click();
    await page.getByTestId('collection-status').filter({ hasText: 'Periods opened: 0' }).waitFor();
  });

  it('has no accessibility violations, light, dark and Arabic at 375 px', async () => {
    for (const variant of [
      { colorScheme: 'light' as const },
      { colorScheme: 'dark' as const },
      { colorScheme: 'light' as const, width: 375, arabic: true },
    ]) {
      const { page, context } = await e.page({ colorScheme: variant.colorScheme, width: variant.width });
      if (variant.arabic) await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
      await e.signInAs(page, STAFF);
      for (const path of ['/startups/metrics', '/startups/metrics/data-collection']) {
        await page.goto(e.url('demo', path));
        await page.locator('main h1').waitFor();
        if (variant.arabic) expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await axeViolations(page), `${path} ${JSON.stringify(variant)}`).toEqual([]);
      }
      await page.goto(e.url('demo', '/startups/metrics'));
      await page.getByTestId('new-metric').click();
      await page.getByTestId('metric-name-en').waitFor();
      await page.getByTestId('add-rule').click();
      expect(await axeViolations(page), `form ${JSON.stringify(variant)}`).toEqual([]);
    }
  });
});
