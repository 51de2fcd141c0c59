// The applicants screen in real browsers (docs/applications.md, "Applicants"), on the living demo: staff open
// /applications-manager from the sidebar's address, search for Noah and open his Fernway application from his row;
// at phone width (dark) they filter the drafts and resend an unconfirmed applicant's confirmation email, the table
// scrolling inside its box rather than the page. Axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ seed: 'living' });
});
afterAll(() => e?.close());

const MAYA = 'maya.chen@lakeside.example';
const NOAH = 'noah.williams@lakeside.example';

describe('applicants manager', () => {
  it('staff search for an applicant and open their application', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications-manager'));
    await page.getByRole('heading', { level: 1, name: 'Applicants' }).waitFor();
    await page.getByTestId('applicant-row').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('applicants-search').fill('noah.williams');
    const row = page.getByTestId('applicant-row').filter({ hasText: NOAH });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(1);
    await row.getByTestId('application-status').filter({ hasText: 'Draft' }).waitFor();
    await row.getByRole('link', { name: 'Fernway' }).click();
    await page.waitForURL(/\/application\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Fernway' }).first().waitFor();
  });

  it('resends the confirmation email of an unconfirmed applicant at phone width (dark)', async () => {
    const { page } = await e.page({ width: 375, colorScheme: 'dark' });
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/applications-manager'));
    await page.getByTestId('applicant-row').first().waitFor();
    await page.getByTestId('applicants-status').click();
    await page.getByRole('option', { name: 'Draft' }).click();
    const pending = page.getByTestId('applicant-row').filter({ hasText: 'Awaiting confirmation' }).first();
    await pending.waitFor();
    const email = (await pending.locator('[dir="ltr"]').first().textContent())!.trim();
    await pending.getByTestId('applicant-resend').click();
    await page.getByTestId('applicant-resent').filter({ hasText: email }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
