// Notifications in two browsers: one user raises a notification for another (through the server's own `notify`,
// as the server's modules do), the recipient's bell rises live, the panel lists it under New, clicking marks it
// read and follows its link, and reopening lists it under Earlier. Also: "99+", further pages, the account
// settings page with its email choices, and an accessible panel in light, dark, Arabic and at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { notifyIn } from '../packages/server/test/factories/notifications.ts';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const PASSWORD = 'ascent-demo-2026';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

// One API sign-in per user for the whole file: each sign-in is a session, and sessions are limited per user.
const tokens = new Map<string, Promise<{ token: string; id: string }>>();
function apiUser(email: string): Promise<{ token: string; id: string }> {
  let found = tokens.get(email);
  if (!found) {
    found = (async () => {
      const token = await e.server.login(email);
      const me = await e.server.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token });
      return { token, id: me.body.data!.currentUser._id };
    })();
    tokens.set(email, found);
  }
  return found;
}
const userId = async (email: string) => (await apiUser(email)).id;

/** A page signed in as `email`, showing `path`. */
async function signedIn(
  email: string,
  opts: Parameters<E2E['page']>[0] & { lang?: string; path?: string } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await e.page(opts);
  if (opts.lang) await context.addCookies([{ name: 'lang_pref', value: opts.lang, url: e.url('demo') }]);
  const res = await e.server.http({
    method: 'POST',
    path: '/auth/local',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, endOldestSession: true }),
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
  await page.goto(e.url('demo', opts.path ?? '/'));
  await page.getByTestId('notification-bell').waitFor();
  return { page, context };
}

const badge = (page: Page) => page.getByTestId('notification-badge').locator('.mantine-Indicator-indicator');
const panel = (page: Page) => page.getByTestId('notification-panel');

describe('notifications', () => {
  it('reaches the recipient live, lists it under New, marks it read on click and lists it under Earlier afterwards', async () => {
    const [maya, aisha] = await Promise.all([
      userId('maya.chen@lakeside.example'),
      userId('aisha.bello@lakeside.example'),
    ]);
    const sender = (await signedIn('maya.chen@lakeside.example')).page;
    const recipient = (await signedIn('aisha.bello@lakeside.example')).page;
    // Let both sockets subscribe before anything is raised.
    await recipient.waitForTimeout(1000);
    expect(await badge(recipient).count()).toBe(0);

    await notifyIn(e.server.running, 'demo', {
      type: 'meetingScheduled',
      senderId: maya,
      recipients: [aisha],
      url: '/account/settings',
      params: { title: 'Pitch rehearsal' },
    });

    // The count rises at once in the recipient's browser only.
    await badge(recipient).filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    await sender.waitForTimeout(500);
    expect(await badge(sender).count()).toBe(0);

    await recipient.getByTestId('notification-bell').click();
    const fresh = panel(recipient).getByTestId('notifications-new');
    await fresh.getByText('Maya Chen scheduled a meeting with you: Pitch rehearsal').waitFor();
    expect(await fresh.getByTestId('notification-unread').count()).toBe(1);
    expect(await panel(recipient).getByTestId('notifications-earlier').count()).toBe(0);
    // Opening set the count to 0.
    await badge(recipient).waitFor({ state: 'detached' });

    await fresh.getByTestId('notification-item').first().click();
    await recipient.waitForURL(e.url('demo', '/account/settings'));
    await recipient.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await panel(recipient).waitFor({ state: 'hidden' });

    await recipient.getByTestId('notification-bell').click();
    const earlier = panel(recipient).getByTestId('notifications-earlier');
    await earlier.getByText('Maya Chen scheduled a meeting with you: Pitch rehearsal').waitFor();
    expect(await panel(recipient).getByTestId('notifications-new').count()).toBe(0);
    expect(await earlier.getByTestId('notification-unread').count()).toBe(0);

    // A notification pushed while the panel is open shows there within a second or so.
    await notifyIn(e.server.running, 'demo', {
      type: 'taskAssigned',
      senderId: maya,
      recipients: [aisha],
      url: '/account/settings',
      params: { task: 'Send the deck' },
    });
    await panel(recipient)
      .getByTestId('notifications-new')
      .getByText('Maya Chen assigned you a task: Send the deck')
      .waitFor({ timeout: 5000 });
    // Labelled as what it is: a task, not a message; the meeting as an appointment.
    const labelOf = (text: string) =>
      panel(recipient)
        .getByTestId('notification-item')
        .filter({ hasText: text })
        .getByTestId('notification-label')
        .textContent();
    expect(await labelOf('Maya Chen assigned you a task: Send the deck')).toBe('Task');
    expect(await labelOf('Maya Chen scheduled a meeting with you: Pitch rehearsal')).toBe('Appointment');
  });

  it('shows 99+ above 99 unseen, loads further pages of 16, and marks all as read', async () => {
    const grace = await userId('grace.kim@lakeside.example');
    const maya = await userId('maya.chen@lakeside.example');
    for (let i = 1; i <= 101; i += 1)
      await notifyIn(e.server.running, 'demo', {
        type: 'taskAssigned',
        senderId: maya,
        recipients: [grace],
        url: '/',
        params: { task: `Task ${i}` },
      });
    const { page } = await signedIn('grace.kim@lakeside.example');
    await badge(page).filter({ hasText: '99+' }).waitFor();

    await page.getByTestId('notification-bell').click();
    const items = panel(page).getByTestId('notification-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(16);
    expect(await items.first().textContent()).toContain('Task 101');
    await panel(page).getByTestId('notifications-load-more').click();
    await expect.poll(() => items.count()).toBe(32);

    await panel(page).getByTestId('notifications-mark-all').click();
    await expect.poll(() => panel(page).getByTestId('notification-unread').count()).toBe(0);
    expect(await panel(page).getByTestId('notifications-mark-all').isDisabled()).toBe(true);
  });

  it('saves the language and the email choices on /account/settings, and mails in that language', async () => {
    const hannah = await userId('hannah.schultz@lakeside.example');
    const maya = await userId('maya.chen@lakeside.example');
    const { page } = await signedIn('hannah.schultz@lakeside.example', { path: '/account/settings' });
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();

    await page.getByTestId('email-preference-appointment').check();
    await page.getByText('Your email choice is saved.').waitFor();

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByTestId('account-settings-save').click();
    await page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' }).waitFor();
    await expect.poll(() => page.getByTestId('email-preference-appointment').isChecked()).toBe(true);
    expect(await page.getByTestId('email-preference-message').isChecked()).toBe(false);

    await notifyIn(e.server.running, 'demo', {
      type: 'meetingScheduled',
      senderId: maya,
      recipients: [hannah],
      url: '/calendar',
      params: { title: 'Demo day' },
    });
    const admin = (await apiUser('maya.chen@lakeside.example')).token;
    const outbox = await e.server.gql<{ mailOutbox: { results: { to: string; subject: string; textBody: string }[] } }>(
      '{ mailOutbox(first: 5) { results { to subject textBody } } }',
      { token: admin },
    );
    const mail = outbox.body.data!.mailOutbox.results.find((m) => m.to === 'hannah.schultz@lakeside.example');
    expect(mail?.subject).toBe('Neue Benachrichtigung von Lakeside Ventures Accelerator');
    expect(mail?.textBody).toContain('Maya Chen hat ein Treffen mit Ihnen geplant: Demo day');
  });

  it('has an accessible panel and settings page in light and dark, in Arabic and at phone width', async () => {
    const maya = await userId('maya.chen@lakeside.example');
    const priya = await userId('priya.raman@lakeside.example');
    await notifyIn(e.server.running, 'demo', {
      type: 'newCommentStartup',
      senderId: maya,
      recipients: [priya],
      url: '/',
      params: {
        startup: 'Tidepool Analytics',
        note: 'Great traction this month — keep the weekly numbers coming, they help the investment committee a lot.',
      },
    });
    for (const opts of [
      { colorScheme: 'light' },
      { colorScheme: 'dark' },
      { colorScheme: 'dark', lang: 'ar' },
      { colorScheme: 'light', width: 375, height: 740 },
    ] as const) {
      const { page } = await signedIn('priya.raman@lakeside.example', opts);
      await page.getByTestId('notification-bell').click();
      await panel(page).getByTestId('notification-item').first().waitFor();
      const label = JSON.stringify(opts);
      // Let the opening transition end: axe measures contrast on what is painted.
      await page.waitForTimeout(400);
      if ('lang' in opts) expect(await page.evaluate(() => document.documentElement.dir), label).toBe('rtl');
      if ('width' in opts) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(true);
        const box = await panel(page).boundingBox();
        expect(box?.width, label).toBeGreaterThan(360);
      }
      // The note is cut at 80 characters.
      const note = await panel(page)
        .getByText(/^“Great traction/)
        .textContent();
      expect(Array.from(note ?? '').length, label).toBeLessThanOrEqual(82);
      expect(await axeViolations(page), label).toEqual([]);
      // Escape closes the panel and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { message: label })
        .toBe('notification-bell');

      await page.goto(e.url('demo', '/account/settings'));
      await page.getByTestId('email-preference-programChange').waitFor();
      await expect.poll(() => page.getByTestId('account-settings-save').isEnabled(), { message: label }).toBe(true);
      if ('width' in opts)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(true);
      expect(await axeViolations(page), `/account/settings ${label}`).toEqual([]);
    }
  });
});
