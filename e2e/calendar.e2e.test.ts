// The calendar in real browsers (issue 19 item 5): a founder in Tokyo opens /calendar on the living demo and sees
// their month — events, one-on-ones and coaching sessions — in their own time; the view and date live in the
// address; a day opens from the month; "Subscribe" makes a private address whose ICS feed, read by a real
// iCalendar parser, holds every entry the page shows at the same instant; revoking it closes the feed. The events
// list's calendar view shows a month of the tab's events; a coach links their own calendar (a local stand-in).
// Dark mode,
// Arabic (right to left) and phone width are checked with axe, and screenshots go to e2e/artifacts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';
import { parseIcs } from '../packages/server/test/ics.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const FOUNDER = 'aisha.bello@lakeside.example';
const COACH = 'hannah.schultz@lakeside.example';

let e: E2E;
// A stand-in for the coach's own calendar service: one busy hour tomorrow.
let calendarServer: Server;
let calendarUrl = '';
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  calendarServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stand-in//EN', 'BEGIN:VEVENT', 'UID:busy@stand-in']
        .concat([`DTSTART:${tomorrow}T100000Z`, `DTEND:${tomorrow}T110000Z`, 'END:VEVENT', 'END:VCALENDAR'])
        .join('\r\n'),
    );
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/coach.ics`;
  e = await startE2E({ seed: 'living', env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
});
afterAll(async () => {
  await e?.close();
  calendarServer?.close();
});

type Entry = { _id: string; title: string; startTime: string; endTime: string; cancelled: boolean };

/** The person's entries through the API, as the page asks for them. */
async function entriesOf(email: string, from: Date, to: Date): Promise<Entry[]> {
  const token = await e.server.login(email);
  const res = await e.server.gql<{ calendarEntries: Entry[] }>(
    `query($from: String!, $to: String!) { calendarEntries(from: $from, to: $to) { _id title startTime endTime cancelled } }`,
    { token, variables: { from: from.toISOString(), to: to.toISOString() } },
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.calendarEntries;
}

describe('calendar', () => {
  let feedUrl = '';

  it('shows the founder’s month in their own zone, and moves by week and day', async () => {
    const { page } = await e.page({ timezoneId: 'Asia/Tokyo' });
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', '/calendar'));
    await page.getByRole('heading', { name: 'Calendar' }).waitFor();
    await page.getByText('Times are shown in Asia/Tokyo.').waitFor();
    const month = page.getByTestId('calendar-month');
    await month.waitFor();
    await month.getByTestId('calendar-chip').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'calendar-month.png'), fullPage: true });

    // Each chip of today's month is an entry of the API at the time Tokyo shows.
    const [first] = await month.getByTestId('calendar-chip').all();
    const chipText = (await first!.innerText()).trim();
    const now = new Date();
    const around = await entriesOf(
      FOUNDER,
      new Date(now.getTime() - 40 * 86_400_000),
      new Date(now.getTime() + 20 * 86_400_000),
    );
    const tokyo = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' });
    expect(
      around.some((x) => chipText === `${tokyo.format(new Date(x.startTime))} ${x.title}`),
      chipText,
    ).toBe(true);

    // The week view, then the next week, are in the address; a day opens from the month.
    await page.locator('label', { hasText: 'Week' }).click();
    await page.waitForURL(/view=week/);
    await page.getByTestId('calendar-week').waitFor();
    const label = await page.getByTestId('calendar-period').innerText();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => page.getByTestId('calendar-period').innerText()).not.toBe(label);
    await page.goBack();
    await expect.poll(() => page.getByTestId('calendar-period').innerText()).toBe(label);
    await page.locator('label', { hasText: 'Month' }).click();
    const busyDay = month
      .getByTestId('calendar-day')
      .filter({ has: page.getByTestId('calendar-chip') })
      .first();
    const date = await busyDay.getAttribute('data-date');
    await busyDay.getByRole('button').first().click();
    await page.waitForURL(new RegExp(`view=day&date=${date}`));
    const card = page.getByTestId('calendar-dayview').getByTestId('calendar-entry').first();
    await card.waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('subscribes: the ICS feed holds what the page shows, at the same instants, until revoked', async () => {
    const { page } = await e.page();
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', '/calendar'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
    await dialog.getByText('You have no private address yet.').waitFor();
    await dialog.getByRole('button', { name: 'Create my private address' }).click();
    const address = dialog.getByRole('textbox', { name: 'Your private address' });
    await address.waitFor();
    feedUrl = await address.inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'calendar-subscribe.png') });

    const res = await e.server.http({ path: new URL(feedUrl).pathname, host: 'demo.localhost' });
    expect(res.status).toBe(200);
    const feed = parseIcs(res.text);
    const now = Date.now();
    const shown = await entriesOf(FOUNDER, new Date(now - 30 * 86_400_000), new Date(now + 30 * 86_400_000));
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) {
      const found = feed.entries.find((f) => f.uid.startsWith(`${entry._id}@`));
      expect(found, entry.title).toBeDefined();
      expect(found!.start.toISOString()).toBe(entry.startTime);
      expect(found!.end.toISOString()).toBe(entry.endTime);
      expect(found!.status).toBe(entry.cancelled ? 'CANCELLED' : 'CONFIRMED');
    }

    // Closed and reopened, the dialog tells the address is live; stopping the sharing closes the feed.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await dialog
      .getByTestId('calendar-feed-status')
      .getByText(/A private address has been live since/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await dialog.getByText('You have no private address yet.').waitFor();
    expect((await e.server.http({ path: new URL(feedUrl).pathname, host: 'demo.localhost' })).status).toBe(404);
  });

  it('shows the events feed as a month, a chip opening its event', async () => {
    const { page } = await e.page();
    await e.signInAs(page, 'priya.raman@lakeside.example');
    await page.goto(e.url('demo', '/events/planning'));
    await page.locator('label', { hasText: 'Calendar' }).click();
    const grid = page.getByTestId('events-calendar');
    const chip = grid.getByTestId('calendar-chip').first();
    await chip.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-calendar-view.png'), fullPage: true });
    // The month is in the address; the next month is asked of the server with its own range.
    const label = await grid.getByTestId('calendar-period').innerText();
    await grid.getByRole('button', { name: 'Next month' }).click();
    await page.waitForURL(/month=\d{4}-\d{2}/);
    await expect.poll(() => grid.getByTestId('calendar-period').innerText()).not.toBe(label);
    await grid.getByRole('button', { name: 'Today' }).click();
    await grid.getByTestId('calendar-chip').first().click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  });

  it('a coach links their own calendar on the integrations page, and unlinks it', async () => {
    const { page } = await e.page();
    await e.signInAs(page, COACH);
    await page.goto(e.url('demo', '/account/settings/integrations'));
    await page.getByRole('heading', { name: 'Linked calendar' }).waitFor();
    const address = page.getByRole('textbox', { name: 'Secret address in iCal format' });
    await address.fill('ftp://example.org/calendar.ics');
    await page.getByRole('button', { name: 'Link this calendar' }).click();
    await page.getByText('Enter the https address of a calendar').waitFor();
    await address.fill(calendarUrl);
    await page.getByRole('button', { name: 'Link this calendar' }).click();
    const status = page.getByTestId('linked-calendar-status');
    await status.getByText('Busy periods ahead: 1').waitFor();
    await status.getByText(new URL(calendarUrl).host).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'calendar-integrations.png'), fullPage: true });
    await page.getByRole('button', { name: 'Unlink' }).click();
    await address.waitFor();
    expect(await status.count()).toBe(0);
  });

  it('works in Arabic, dark, at phone width', async () => {
    const { page, context } = await e.page({ colorScheme: 'dark', width: 390, height: 844 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, COACH);
    await page.goto(e.url('demo', '/calendar?view=week'));
    await page.getByRole('heading', { name: 'التقويم' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('calendar-week').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'calendar-week-ar-dark-phone.png'), fullPage: true });
    await page.goto(e.url('demo', '/calendar'));
    await page.getByTestId('calendar-month').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'calendar-month-ar-dark-phone.png'), fullPage: true });
    // The events' calendar view cannot open a day: on a phone it lists the month's busy days, titles whole.
    await page.evaluate(() => localStorage.setItem('ascent.events.view', 'calendar'));
    await page.goto(e.url('demo', '/events'));
    const list = page.getByTestId('events-calendar').getByTestId('calendar-month-list');
    await list.getByTestId('calendar-chip').first().waitFor();
    expect(await page.getByTestId('events-calendar').getByTestId('calendar-month').count()).toBe(0);
    expect(await list.locator('section h2').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-calendar-ar-dark-phone.png'), fullPage: true });
  });
});
