// Reviewing applications in real browsers (issue 21 §4), on the living demo: the evaluator finds their evaluations on
// /applications, opens one, answers the scoring form and submits it; staff open the evaluations page, read the round's
// board (evaluators, loads), switch the ranking between calibrated and raw scores and see the order change, and read
// the reviews on an application's page. Axe on every screen; the board in Arabic, dark, at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ seed: 'living' });
});
afterAll(() => e?.close());

const MAYA = 'maya.chen@lakeside.example';
const TOMAS = 'tomas.novak@lakeside.example';

describe('reviewing applications', () => {
  it('the evaluator answers an evaluation from their list, once', async () => {
    const { page } = await e.page();
    await e.signInAs(page, TOMAS);
    await page.goto(e.url('demo', '/applications'));
    const todo = page.getByTestId('my-evaluation').filter({ hasText: 'To do' }).first();
    await todo.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const name = (await todo.getByRole('link').innerText()).trim();
    await todo.getByRole('link').click();
    await page.getByTestId('evaluation-title').filter({ hasText: name }).waitFor();
    // The application's answers are there to read.
    await page.getByText('What does your startup do, in one sentence?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Submitting without the required scales is stopped in the browser.
    await page.getByTestId('evaluation-submit').click();
    expect(await page.getByTestId('evaluation-done').count()).toBe(0);
    for (const label of ['Team', 'Market', 'Traction']) {
      const question = page.locator('[id^="question-"]').filter({ hasText: label }).first();
      await question.getByRole('radio', { name: '4', exact: true }).check();
    }
    await page.getByTestId('evaluation-comment').fill('A credible pilot; the team needs a technical lead.');
    await page.getByTestId('evaluation-submit').click();
    await page.getByTestId('evaluation-done').waitFor();
    // 4 on every 1–5 scale is 3.75 on the 0–5 score.
    await page.getByTestId('evaluation-score').filter({ hasText: '3.75' }).waitFor();
    expect(await page.getByTestId('evaluation-submit').count()).toBe(0);
    await page.goto(e.url('demo', '/applications'));
    const done = page.getByTestId('my-evaluation').filter({ hasText: name });
    await done.filter({ hasText: '3.75' }).waitFor();
  });

  it('staff read the board and rank by calibrated and raw scores', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/startups/programs/evaluation-assignation'));
    await page.getByTestId('review-row').first().waitFor();
    for (const person of ['Tomás Novak', 'Hannah Schultz', 'Daniel Okafor'])
      await page.getByTestId('review-loads').getByText(person).waitFor();
    expect(await page.getByTestId('review-loads').getByRole('row').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('tab-ranking').click();
    const names = async () => page.getByTestId('ranking-row').locator('td:nth-child(2) a').allInnerTexts();
    await page.getByTestId('ranking-row').first().waitFor();
    const calibrated = await names();
    expect(calibrated.length).toBeGreaterThan(10);
    await page.getByTestId('ranking-evaluators').getByText('Tomás Novak').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('ranking-sort').getByText('Raw').click();
    await expect.poll(names).not.toEqual(calibrated);
    const raw = await names();
    expect([...raw].sort()).toEqual([...calibrated].sort());

    // An application's page shows its reviews, with their calibration.
    await page.getByTestId('ranking-row').first().locator('td:nth-child(2) a').click();
    await page.getByTestId('application-reviews').waitFor();
    await page.getByTestId('application-reviews').getByText('calibrated', { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('staff delay-reject two applications in bulk, with live progress', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    const rows = page.getByTestId('application-row');
    await rows.first().waitFor();
    const names = [await rows.nth(0).getByRole('link').innerText(), await rows.nth(1).getByRole('link').innerText()];
    await rows.nth(0).getByTestId('application-select').check();
    await rows.nth(1).getByTestId('application-select').check();
    await page.getByTestId('applications-bulk-count').filter({ hasText: '2' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('applications-bulk-action').selectOption('delay_reject');
    await page.getByTestId('applications-bulk-apply').click();
    await page.getByTestId('applications-bulk-confirm').click();
    await page.locator('[data-testid="batch-toast"][data-kind="applications"][data-phase="succeeded"]').waitFor();
    // Decided, they leave "All pending".
    for (const name of names)
      await expect.poll(() => page.getByTestId('applications-table').getByText(name, { exact: true }).count()).toBe(0);
  });

  it("staff read the intake's analytics", async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications'));
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByTestId('applications-analytics').waitFor();
    const stats = await page.getByTestId('analytics-stat').allInnerTexts();
    expect(Number(stats[0])).toBeGreaterThanOrEqual(30);
    await page.getByRole('img', { name: /How far applications got: Started: \d+/ }).waitFor();
    await page.getByTestId('analytics-evaluators').getByText('Tomás Novak').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the board works in Arabic, dark, at phone width', async () => {
    const { page, context } = await e.page({ colorScheme: 'dark', width: 375 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/startups/programs/evaluation-assignation'));
    await page.getByTestId('review-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
