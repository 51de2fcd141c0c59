// Repeating events in real browsers (issue 19): staff make a weekly event of three dates with a cover, see the preview, publish
// it and find the series' dates on its page; a founder in Arabic on a phone opens the second date and registers for
// it alone; staff cancel that date and the following one, and the series shows both cancelled. Axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations, axeViolationsWithin } from './axe.ts';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const TITLE = 'Weekly growth circle';
const STAFF = 'priya.raman@lakeside.example';
const FOUNDER = 'aisha.bello@lakeside.example';

let e: E2E;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

/** "YYYY-MM-DDTHH:mm", `days` from now at `hour`, for a datetime-local field. */
function wall(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(hour)}:00`;
}

describe('a repeating event', () => {
  let first = '';
  let dates: string[] = [];

  it('staff make a weekly event of three dates and publish it', async () => {
    const { page } = await e.page();
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', '/events/new'));
    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('button', { name: 'Create and continue' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}\/edit$/);
    await page.getByLabel('Starts').fill(wall(4, 9));
    await page.getByLabel('Ends').fill(wall(4, 10));
    await page.getByLabel('Capacity').fill('1');
    // A cover, saved at once, goes with the series' dates when published.
    const cover = page.getByTestId('event-cover');
    await cover.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await cover.locator('[data-testid=event-cover-preview][data-has-cover=true]').waitFor();
    await page.getByTestId('event-repeat').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    // Two dates only is fine; 60 is refused before anything is sent.
    await page.getByLabel('Occurrences').fill('60');
    await page.getByText('A series has at most 52 occurrences within two years.').waitFor();
    await page.getByLabel('Occurrences').fill('3');
    await expect
      .poll(() => page.getByTestId('event-repeat-preview').textContent(), { timeout: 5_000 })
      .toMatch(/^Occurrences: 3 · the last on /);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-series-edit.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    first = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('event-cover-banner').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The event is published').waitFor();
    const series = page.getByTestId('event-occurrences');
    await series.getByText('Date 1 of 3').waitFor();
    dates = [first, ...(await series.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
    dates = dates.map((d) => d.split('/').pop()!);
    expect(dates).toHaveLength(3);
    expect(await series.textContent()).toContain('Every 1 week(s)');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a founder in Arabic on a phone registers for the second date alone', async () => {
    const { page, context } = await e.page({ width: 375, height: 812 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', `/events/${dates[1]}`));
    const series = page.getByTestId('event-occurrences');
    await series.getByText('الموعد 2 من 3').waitFor();
    await page.getByTestId('event-cover-banner').waitFor();
    await page.getByRole('button', { name: 'سجّل', exact: true }).click();
    await expect
      .poll(() => series.locator('li[aria-current="true"]').textContent(), { timeout: 10_000 })
      .toContain('مسجل');
    // The first and third dates still have their seat.
    const items = series.locator('li');
    expect(await items.nth(0).textContent()).not.toContain('مسجل');
    expect(await items.nth(2).textContent()).not.toContain('مسجل');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-series-founder-ar-phone.png'), fullPage: true });
  });

  it('staff cancel the second date and the following one (dark)', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', `/events/${dates[1]}`));
    await page.getByRole('button', { name: 'Cancel event' }).click();
    await page.getByRole('radio', { name: 'This date and the 1 later ones' }).check();
    expect(await axeViolationsWithin(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('button', { name: 'Cancel the event' }).click();
    await page.getByText('The event is cancelled').first().waitFor();
    const items = page.getByTestId('event-occurrences').locator('li');
    await expect.poll(() => items.nth(2).textContent(), { timeout: 10_000 }).toContain('Cancelled');
    expect(await items.nth(1).textContent()).toContain('Cancelled');
    expect(await items.nth(0).textContent()).not.toContain('Cancelled');
    await page.screenshot({ path: join(ARTIFACTS, 'events-series-cancel-dark.png'), fullPage: true });
  });
});
