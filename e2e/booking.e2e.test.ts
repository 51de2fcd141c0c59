// One-on-one booking and the hour ledger in real browsers (issue 19, slice 2): staff set up a one-on-one event with
// two hosts whose weekly availability differs and bring Tidepool's allocation to 120 minutes on /events/hours; a
// founder in Tokyo sees the free sessions in her own time and "120 minutes left", books 60; her cofounder's 90
// more are refused as an insufficient hour allocation. Axe on every screen, screenshots in e2e/artifacts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const STAFF = 'priya.raman@lakeside.example';
const FOUNDER = 'aisha.bello@lakeside.example';
const COFOUNDER = 'marco.rossi@lakeside.example';
const DAY = 86_400_000;

let e: E2E;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

/** A GraphQL call from the signed-in page, as the app makes it. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]: [string, Record<string, unknown>]) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          authorization: `Bearer ${localStorage.getItem('accelerator-token')}`,
        },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return res.json();
    },
    [query, variables] as [string, Record<string, unknown>],
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

describe('one-on-one booking', () => {
  let eventPath = '';
  const hostIds: string[] = [];
  const me = async (page: Page) =>
    (await gql<{ currentUser: { _id: string } }>(page, 'query { currentUser { _id } }')).currentUser._id;

  it('two hosts keep different weekly schedules: Hannah saves hers on /availability/weekly', async () => {
    const { page } = await e.page();
    await e.signInAs(page, 'hannah.schultz@lakeside.example');
    await page.goto(e.url('demo', '/availability/weekly'));
    await page.getByRole('heading', { name: 'Weekly availability' }).waitFor();
    await page.getByLabel('Monday: from').first().waitFor();
    // Two ranges that overlap are refused as they are typed, before anything is sent.
    const monday = page.locator('.mantine-Card-root').filter({ hasText: 'Monday' });
    await monday.getByRole('button', { name: 'Add a time range' }).click();
    await monday.getByLabel('Monday: from').nth(1).fill('10:00');
    await page.getByText('Two time ranges of the same day overlap. Merge or move them.').waitFor();
    await monday.getByRole('button', { name: 'Remove this time range' }).nth(1).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'availability-weekly.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Availability saved.').waitFor();
    hostIds.push(await me(page));
    // Samuel works from Lagos at any hour, every day.
    const mentor = (await e.page()).page;
    await e.signInAs(mentor, 'samuel.adeyemi@lakeside.example');
    await mentor.goto(e.url('demo', '/availability/weekly'));
    await gql(
      mentor,
      'mutation($r: [WeeklyAvailabilityRuleInput!]!) { setWeeklyAvailability(timezone: "Africa/Lagos", hoursMode: ALL_HOURS, rules: $r) { isSet } }',
      { r: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 })) },
    );
    hostIds.push(await me(mentor));
  });

  it('staff publish a one-on-one event with both and bring Tidepool to 120 minutes', async () => {
    const { page } = await e.page();
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', '/events/hours'));
    const row = page.getByTestId('hours-Tidepool Analytics');
    await row.waitFor();
    const made = await gql<{ createIncubatorEvent: { _id: string } }>(
      page,
      'mutation($input: IncubatorEventInput) { createIncubatorEvent(input: $input) { _id } }',
      {
        input: {
          title: 'Strategy sessions',
          eventType: 'ONE_ON_ONE_SPECIFIC',
          hostIds,
          startTime: new Date().toISOString(),
          endTime: new Date(Date.now() + 30 * DAY).toISOString(),
          timezone: 'Europe/London',
          timeslotIncrement: 30,
          noticePeriodValue: 12,
          noticePeriodUnit: 'HOUR',
        },
      },
    );
    const id = made.createIncubatorEvent._id;
    await gql(page, 'mutation($id: ID!) { publishIncubatorEvent(id: $id) { _id } }', { id });
    eventPath = `/events/${id}`;

    // Whatever the demo's sessions left, the allocation is brought to 120 minutes left.
    const left = Number((await row.locator('td').nth(4).textContent())!.replace(/\D/g, ''));
    await page
      .getByRole('textbox', { name: 'Startup', exact: true })
      .or(page.locator('input[aria-haspopup]').first())
      .first()
      .click();
    await page.getByRole('option', { name: 'Tidepool Analytics' }).click();
    await page.getByLabel('Minutes').fill(String(120 - left));
    await page.getByLabel('Note').fill('Strategy sprint');
    await page.getByRole('button', { name: 'Allocate' }).click();
    await page.getByText('Minutes allocated.').waitFor();
    await expect.poll(() => row.locator('td').nth(4).textContent()).toBe('120');
    await page.getByText('Ledger of Tidepool Analytics').waitFor();
    // The whole ledger downloads as CSV, the allocation just made on its last line.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('hours-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^hour-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.split('\r\n')[0]).toBe('\uFEFFDate,Startup,Entry,Minutes,Note,By');
    expect(file).toMatch(/,Tidepool Analytics,Allocated,-?\d+,Strategy sprint,Priya Raman\r\n$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'booking-hours.png'), fullPage: true });
  });

  it('a founder in Tokyo sees the slots in her own time and 120 minutes left, and books 60', async () => {
    const { page } = await e.page({ timezoneId: 'Asia/Tokyo', width: 375, height: 812 });
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', eventPath));
    const panel = page.getByTestId('booking-panel');
    await panel.getByText('Times are shown in your time zone: Asia/Tokyo.').waitFor();
    await expect
      .poll(() => panel.getByTestId('minutes-left').textContent())
      .toBe('120 minutes left for Tidepool Analytics');
    const { eventTimeslots } = await gql<{ eventTimeslots: { start: string }[] }>(
      page,
      'query($e: ID!, $f: String!, $t: String!) { eventTimeslots(eventId: $e, from: $f, to: $t, duration: 60) { start } }',
      { e: eventPath.split('/')[2], f: new Date().toISOString(), t: new Date(Date.now() + 14 * DAY).toISOString() },
    );
    const first = new Date(eventTimeslots[0]!.start);
    const tokyo = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' });
    const slotButton = panel.getByRole('button', { name: tokyo.format(first), exact: true }).first();
    await slotButton.click();
    const confirm = panel.getByTestId('booking-confirm');
    await confirm.getByText('After this booking: 60 minutes left.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'booking-founder-phone.png'), fullPage: true });
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Session booked.').waitFor();
    await panel.getByTestId('my-booking').waitFor();
    expect(await panel.getByTestId('my-booking').textContent()).toContain(tokyo.format(first));
    await expect
      .poll(() => panel.getByTestId('minutes-left').textContent())
      .toBe('60 minutes left for Tidepool Analytics');
  });

  it('her cofounder cannot book 90 more minutes: insufficient hour allocation (dark)', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, COFOUNDER);
    await page.goto(e.url('demo', eventPath));
    const panel = page.getByTestId('booking-panel');
    await expect
      .poll(() => panel.getByTestId('minutes-left').textContent())
      .toBe('60 minutes left for Tidepool Analytics');
    await panel.locator('input[aria-haspopup]').first().click();
    await page.getByRole('option', { name: '90 minutes' }).click();
    await panel.getByRole('group').getByRole('button').first().click();
    await panel.getByTestId('booking-confirm').getByRole('button', { name: 'Confirm booking' }).click();
    await page
      .getByText(/Insufficient hour allocation: your startup has 60 minutes left for a 90-minute session/)
      .waitFor();
    await expect
      .poll(() => panel.getByTestId('minutes-left').textContent())
      .toBe('60 minutes left for Tidepool Analytics');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'booking-refused-dark.png'), fullPage: true });
  });
});
