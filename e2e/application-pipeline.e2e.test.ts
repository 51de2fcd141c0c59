// The applications pipeline in real browsers (docs/applications.md, "Filters and saved views"), on the living demo:
// the programme lead narrows the spring intake to its revenue-stage applications with an answer filter, searches the
// answers, switches to cards and saves the view; after a reload the view brings it all back. A colleague is offered
// the lead's shared view, not her private one, and opens it in Arabic at phone width. Axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ seed: 'living' });
});
afterAll(() => e?.close());

const MAYA = 'maya.chen@lakeside.example';
const PRIYA = 'priya.raman@lakeside.example';
const VIEW = 'Spring, first revenue';

const countOf = async (page: Page) => {
  const text = (await page.getByTestId('pipeline-count').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
};

/** Waits until the count shown differs from `before`, and answers it. */
async function countChange(page: Page, before: number): Promise<number> {
  await expect.poll(() => countOf(page), { timeout: 10_000 }).not.toBe(before);
  return countOf(page);
}

describe('the applications pipeline', () => {
  it('filters the spring intake by an answer, searches answers, shows cards and saves the view', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    await page.getByTestId('pipeline-count').waitFor();
    const pending = await countOf(page);
    await page.getByTestId('pipeline-group').getByText('All', { exact: true }).click();
    const all = await countChange(page, pending);
    expect(all).toBeGreaterThan(pending);
    await page.getByTestId('pipeline-intake').click();
    await page.getByRole('option', { name: 'Spring intake' }).click();
    await page.getByTestId('answer-filter-open').click();
    await page.getByTestId('answer-filter-question').click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await page.getByTestId('answer-filter-options').click({ force: true });
    await page.getByRole('option', { name: 'First revenue' }).click();
    // Closes the options' list: the dialog's title is outside it.
    await page.getByRole('dialog').getByText('Filter by an answer').click();
    await page.getByTestId('answer-filter-add').click();
    await page.getByTestId('answer-filter-chip').filter({ hasText: 'Stage is First revenue' }).waitFor();
    const revenue = await countChange(page, all);
    expect(revenue).toBeGreaterThan(0);
    expect(revenue).toBeLessThan(all);
    // Every application listed answered "First revenue": each one's answers say so.
    const names = await page.getByTestId('application-row').getByRole('link').allTextContents();
    expect(names).toHaveLength(Math.min(revenue, 25));

    await page.getByTestId('pipeline-layout').getByText('Cards').click();
    await expect.poll(() => page.getByTestId('application-card').count()).toBe(names.length);
    expect(await page.getByTestId('applications-table').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: 'Save as a new view' }).click();
    await page.getByTestId('saved-view-name').fill(VIEW);
    await page.getByTestId('saved-view-save').click();
    await page.getByText(`View “${VIEW}” saved.`).waitFor();
    await expect.poll(() => page.getByTestId('saved-views').textContent()).toContain(VIEW);

    await page.reload();
    await page.getByTestId('applications-table').waitFor();
    expect(await page.getByTestId('answer-filter-chip').count()).toBe(0);
    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: VIEW }).click();
    await page.getByTestId('answer-filter-chip').filter({ hasText: 'Stage is First revenue' }).waitFor();
    await expect.poll(() => page.getByTestId('application-card').count()).toBe(names.length);
    expect(await countOf(page)).toBe(revenue);
  });

  it('searches the text of submitted answers', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    await page.getByTestId('pipeline-count').waitFor();
    await page.getByTestId('pipeline-group').getByText('All', { exact: true }).click();
    await page.getByTestId('pipeline-search').fill('lived the problem');
    // The demo's submitted applications all say why now; drafts do not.
    await expect.poll(() => countOf(page)).toBeGreaterThan(0);
    await page.getByTestId('pipeline-search').fill('no answer says this zx');
    await page.getByText('No application matches.').waitFor();
  });

  it('offers a colleague the shared view but not the private one, in Arabic at phone width', async () => {
    const { page, context } = await e.page({ width: 375 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo', '/') }]);
    await e.signInAs(page, PRIYA);
    await page.goto(e.url('demo', '/applications'));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('saved-views').click();
    const shared = page.getByRole('menuitem').filter({ hasText: 'Revenue-stage startups' });
    await shared.waitFor();
    expect(await page.getByRole('menuitem').filter({ hasText: VIEW }).count()).toBe(0);
    await shared.click();
    await page.getByTestId('answer-filter-chip').waitFor();
    await page.getByTestId('application-card').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('emails the applicants of two applications in bulk, with live progress (dark)', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    const rows = page.getByTestId('application-row');
    await rows.nth(1).waitFor();
    await rows.nth(0).getByTestId('application-select').check();
    await rows.nth(1).getByTestId('application-select').check();
    await page.getByTestId('applications-bulk-action').selectOption('email');
    await page.getByTestId('applications-bulk-apply').click();
    const dialog = page.getByTestId('applications-bulk-email');
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('applications-bulk-subject').fill('Interview week');
    await page.getByTestId('applications-bulk-body').fill('We will invite shortlisted teams next week.');
    await page.getByTestId('applications-bulk-confirm').click();
    await page.locator('[data-testid="batch-toast"][data-kind="applications"][data-phase="succeeded"]').waitFor();
  });
});
