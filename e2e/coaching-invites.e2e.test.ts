// Coaching invites in real browsers with a real SMTP peer (issue 20 item 2): the mentor invites Tidepool's founders
// from /coaching with three times; the founder opens the emailed link signed out and books the second time; the
// cofounder's link then shows the booking and cancels it from the decline page; the invite is a post on the
// startup's timeline. The invite page passes axe in light, dark and Arabic at phone width; an expired link lands on
// /coaching/invitation/expired and a wrong one tells nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2E, type E2E } from './harness.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { axeViolations } from './axe.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const MENTOR = 'samuel.adeyemi@lakeside.example';
const FOUNDER = 'aisha.bello@lakeside.example';
const COFOUNDER = 'marco.rossi@lakeside.example';
const NAME = 'E2E board deck review';

let e: E2E;
let mail: MailCatcher;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  mail = await startMailCatcher();
  e = await startE2E({ seed: 'living', env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

/** A "YYYY-MM-DDTHH:mm" `days` ahead at `hour` (the browser runs in UTC), for a datetime-local field. */
function wall(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString().slice(0, 16);
}

/** The invitation link of the next email to `to`, as the recipient clicks it. */
async function mailedInvite(to: string): Promise<{ link: string; subject: string }> {
  const received = await mail.take(to);
  const link = /https?:\/\/\S+\/coaching\/invitation\/[0-9a-f-]{36}\?token=\S+/.exec(received.text)?.[0];
  if (!link) throw new Error(`no invitation link in the email to ${to}`);
  return { link, subject: received.subject };
}

describe('coaching invites', () => {
  let founderLink = '';
  let cofounderLink = '';

  it('the mentor invites the startup with three proposed times', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MENTOR);
    await page.goto(e.url('demo', '/coaching'));
    await page.getByRole('heading', { name: 'Coaching sessions' }).waitFor();
    await page.getByTestId('invite-open').click();
    const modal = page.getByRole('dialog', { name: 'Invite to a meeting' });
    await modal.getByRole('combobox', { name: 'Startup' }).click();
    await page.getByRole('option', { name: 'Tidepool Analytics' }).click();
    await modal.getByLabel(/^Name/).fill(NAME);
    const times = modal.getByTestId('invite-time');
    for (const [i, hour] of [9, 13, 16].entries()) await times.nth(i).fill(wall(40 + i, hour));
    await modal.getByRole('checkbox', { name: 'Aisha Bello' }).waitFor();
    expect(await modal.getByRole('checkbox', { name: 'Marco Rossi' }).isChecked()).toBe(true);
    await modal.getByLabel('Message (optional)').fill('Bring the latest board deck, please.');
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByTestId('invite-send').click();
    await page.getByText('Invitation sent.', { exact: false }).waitFor();
    await page.getByTestId('pending-invite').filter({ hasText: NAME }).waitFor();
    const mailed = await mailedInvite(FOUNDER);
    expect(mailed.subject).toBe(`Samuel Adeyemi invites you to “${NAME}”`);
    founderLink = mailed.link;
    cofounderLink = (await mailedInvite(COFOUNDER)).link;
  });

  it('the founder opens the link signed out and books the second time', async () => {
    const { page } = await e.page();
    await page.goto(founderLink);
    await page.getByTestId('invite-name').filter({ hasText: NAME }).waitFor();
    const radios = page.getByTestId('invite-times').getByRole('radio');
    expect(await radios.count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'coaching-invite.png'), fullPage: true });
    await radios.nth(1).check();
    await page.getByTestId('invite-accept').click();
    await page.getByTestId('invite-scheduled').waitFor();
    expect(await page.getByTestId('invite-scheduled').textContent()).toContain('Accepted by Aisha Bello');
  });

  it('the invite and its session are on the startup timeline', async () => {
    const { page } = await e.page();
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', '/coaching'));
    await page.getByTestId('coaching-session-card').filter({ hasText: NAME }).first().waitFor();
    await page.getByTestId('coaching-session-card').filter({ hasText: NAME }).first().getByRole('link').click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    const startupHref = await page.getByRole('link', { name: 'Tidepool Analytics' }).getAttribute('href');
    await page.goto(e.url('demo', `/startup/${startupHref!.split('/')[2]}/file/activities`));
    const post = page.getByTestId('timeline-coaching-invite').filter({ hasText: NAME });
    await post.waitFor();
    expect(await post.textContent()).toContain('Booked');
  });

  it("the cofounder's link shows the booking in Arabic, dark, on a phone, and cancels it", async () => {
    const { page, context } = await e.page({ colorScheme: 'dark', width: 375 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await page.goto(cofounderLink);
    await page.getByTestId('invite-scheduled').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
    const cancel = new URL(cofounderLink);
    cancel.pathname += '/cancel-meeting';
    await page.goto(cancel.toString());
    await page.getByTestId('invite-decline').click();
    await page.getByTestId('invite-cancelled').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a wrong link tells nothing; the expired page explains', async () => {
    const { page } = await e.page();
    const wrong = new URL(founderLink);
    wrong.searchParams.set('token', 'not-the-token');
    await page.goto(wrong.toString());
    await page.getByTestId('invite-invalid').waitFor();
    expect(await page.content()).not.toContain(NAME);
    await page.goto(e.url('demo', '/coaching/invitation/expired'));
    await page.getByTestId('invite-expired').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
