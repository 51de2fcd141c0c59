// Staff invite someone from the home page; the invitee opens the emailed link, chooses a name and a password
// and lands signed in on the home page. An applicant signs up at /apply/program/spring-2026. Used, withdrawn and
// unknown links say so; the screens pass axe in light, dark and Arabic at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { axeViolations } from './axe.ts';

const NEW_PASSWORD = 'my-own-passphrase';

let e: E2E;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  e = await startE2E({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

const signInAs = (page: Page, email: string) => e.signInAs(page, email);

/** The link of the next email sent to an address (over SMTP), as the recipient would click it. */
async function mailedLink(to: string, path: string): Promise<string> {
  const received = await mail.take(to);
  const link = new RegExp(`https?://\\S+${path.replace(/[?]/g, '\\?')}\\S+`).exec(received.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the email to ${to}`);
  return link;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function inviteFromHome(
  page: Page,
  fields: { email: string; firstName?: string; role: string; startup?: string; program?: string },
) {
  const modal = page.getByTestId('invite-modal');
  await modal.getByLabel('Email').fill(fields.email);
  if (fields.firstName) await modal.getByLabel('First name (optional)').fill(fields.firstName);
  await chooseOption(page, 'Role', fields.role);
  if (fields.startup) await chooseOption(page, 'Startup (optional)', fields.startup);
  if (fields.program) await chooseOption(page, 'Programme (optional)', fields.program);
  await modal.getByRole('button', { name: 'Send the invitation', exact: true }).click();
  await modal
    .getByTestId('invite-feedback')
    .filter({ hasText: `Invitation sent to ${fields.email}.` })
    .waitFor();
}

describe('invitations', () => {
  let staff: { page: Page; context: BrowserContext };

  it('staff invite a cofounder; the invitee sets a name and password and lands signed in on the home page', async () => {
    staff = await e.page();
    await signInAs(staff.page, 'priya.raman@lakeside.example');
    await staff.page.goto(e.url('demo', '/'));
    await staff.page.getByRole('button', { name: 'Invite someone' }).click();
    await inviteFromHome(staff.page, {
      email: 'zoe.park@example.com',
      firstName: 'Zoe',
      role: 'Co/Founder',
      startup: 'Kinfolk Health',
      program: 'Climate Tech Track',
    });
    const row = staff.page.getByTestId('pending-invitation').filter({ hasText: 'zoe.park@example.com' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Kinfolk Health');
    // Staff may not hand out admin roles: the role list stops below them.
    await staff.page.getByRole('combobox', { name: 'Role', exact: true }).click();
    await staff.page.getByRole('option', { name: 'Mentor' }).waitFor();
    expect(await staff.page.getByRole('option', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await staff.page.getByRole('option', { name: 'Admin & Coach' }).count()).toBe(0);
    await staff.page.keyboard.press('Escape');

    const link = await mailedLink('zoe.park@example.com', '/acceptinvitation?token=');
    expect(link.startsWith(e.url('demo', '/acceptinvitation?token='))).toBe(true);
    const { page } = await e.page();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join Lakeside Ventures Accelerator' }).waitFor();
    expect(await page.getByTestId('invitation-summary').textContent()).toBe(
      'Priya Raman invited you to join as Co/Founder.',
    );
    expect(await page.getByTestId('invitation-email').inputValue()).toBe('zoe.park@example.com');
    expect(await page.getByLabel('First name').inputValue()).toBe('Zoe');
    // The rules are told before anything is sent.
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('The password must have at least 10 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();

    // The first sign-in's onboarding comes first (e2e/profile-welcome covers it); skipped, the home page.
    await page.waitForURL(/\/welcome\?next=/);
    await page.getByTestId('welcome-skip').click();
    await page.waitForURL(e.url('demo', '/'));
    await page.getByTestId('home-greeting').filter({ hasText: 'Welcome, Zoe!' }).waitFor();
    expect(await page.getByTestId('user-name').textContent()).toBe('Zoe Park');
    expect(await page.textContent('main')).toContain('Kinfolk Health');
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toMatch(/^ey/);
    expect(await page.evaluate(() => localStorage.getItem('accelerator-sid'))).toMatch(/^[0-9a-f-]{36}$/);
    // A cofounder does not get the invite button.
    expect(await page.getByRole('button', { name: 'Invite someone' }).count()).toBe(0);

    // The staff's list no longer shows it as pending.
    await staff.page.reload();
    await staff.page.getByRole('button', { name: 'Invite someone' }).click();
    await staff.page.getByRole('heading', { name: 'Pending invitations' }).waitFor();
    await staff.page.getByTestId('pending-invitations').or(staff.page.getByTestId('no-pending-invitations')).waitFor();
    expect(await staff.page.getByTestId('pending-invitation').filter({ hasText: 'zoe.park@example.com' }).count()).toBe(
      0,
    );

    // The link has been used: opened again, it says so and offers the sign-in page.
    const other = await e.page();
    await other.page.goto(link);
    await other.page.getByRole('heading', { name: 'This invitation was already used' }).waitFor();
    await other.page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await other.page.waitForURL(/\/login$/);
    await other.page.getByLabel('Email').fill('zoe.park@example.com');
    await other.page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL(e.url('demo', '/'));
  });

  it('withdraws an invitation from the list; its link then says so', async () => {
    const { page } = staff;
    await inviteFromHome(page, { email: 'withdrawn@example.com', role: 'Mentor' });
    const link = await mailedLink('withdrawn@example.com', '/acceptinvitation?token=');
    await page.getByRole('button', { name: 'Revoke the invitation to withdrawn@example.com' }).click();
    await page
      .getByTestId('invite-feedback')
      .filter({ hasText: 'Invitation to withdrawn@example.com revoked.' })
      .waitFor();
    await page
      .getByTestId('pending-invitation')
      .filter({ hasText: 'withdrawn@example.com' })
      .waitFor({ state: 'detached' });
    const visitor = await e.page();
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { name: 'This invitation was withdrawn' }).waitFor();
  });

  it('says an unknown link is not valid', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/acceptinvitation?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    await page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();
    await page.goto(e.url('demo', '/acceptinvitation'));
    await page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();
  });

  it('has no accessibility violations: invite modal, invitation page, light, dark and Arabic at phone width', async () => {
    await inviteFromHome(staff.page, { email: 'axe.check@example.com', role: 'Expert' });
    expect(await axeViolations(staff.page), 'invite modal').toEqual([]);
    // The modal again, dark and in Arabic on a phone (full screen there).
    const phone = await e.page({ colorScheme: 'dark', width: 375, height: 800 });
    await phone.context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await signInAs(phone.page, 'lucas.moreau@lakeside.example');
    await phone.page.goto(e.url('demo', '/'));
    await phone.page.getByTestId('open-invite').click();
    await phone.page.getByTestId('pending-invitation').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(phone.page), 'invite modal, dark, Arabic, 375 px').toEqual([]);
    const link = await mailedLink('axe.check@example.com', '/acceptinvitation?token=');
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['dark', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await page.goto(link);
      await page.getByTestId('accept-invitation').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${lang} ${width}px`,
      ).toBe(true);
      expect(await axeViolations(page), `${colorScheme} ${lang}`).toEqual([]);
    }
  });
});

describe('applicant sign-up', () => {
  it('signs an applicant up at /apply/program/spring-2026 and lands them signed in on the home page', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/apply/program/spring-2026'));
    await page.getByRole('heading', { name: 'Apply to Spring 2026 Cohort' }).waitFor();
    expect(await page.getByTestId('program-description').textContent()).toBe(
      'Twelve weeks from problem to first revenue.',
    );
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada.lovelace@example.com');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    // An applicant comes to apply: no onboarding on the way (they meet it once accepted as a founder).
    await page.waitForURL(e.url('demo', '/'));
    await page.getByTestId('home-greeting').filter({ hasText: 'Welcome, Ada!' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accelerator-sid'))).toMatch(/^[0-9a-f-]{36}$/);
    // The confirmation email went out with its link.
    expect(await mailedLink('ada.lovelace@example.com', '/validate/')).toContain(e.url('demo', '/validate/'));
    // Signed in, the sign-up page lets her apply as herself: no second account.
    await page.goto(e.url('demo', '/application/new'));
    await page.getByRole('heading', { name: 'Apply to a programme' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
  });

  it('says an address is already registered and offers to sign in', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/application/new'));
    await page.getByRole('heading', { name: 'Create your applicant account' }).waitFor();
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill('Williams');
    await page.getByLabel('Email').fill('noah.williams@lakeside.example');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    const alert = page.getByTestId('sign-up-error');
    await alert.filter({ hasText: 'This email address is already registered.' }).waitFor();
    expect(page.url()).toBe(e.url('demo', '/application/new'));
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();
    await alert.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
  });

  it('signs up by keyboard alone', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/application/new'));
    await page.getByTestId('sign-up').waitFor();
    const focusedLabel = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
    for (let i = 0; i < 10 && !(await focusedLabel()).startsWith('First name'); i++) await page.keyboard.press('Tab');
    await page.keyboard.type('Key');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('key.board@example.com');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toContain('Password');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByTestId('home-greeting').filter({ hasText: 'Welcome, Key!' }).waitFor();
  });

  it('says an unknown programme does not exist', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/apply/program/fellowship-2026'));
    await page.getByRole('heading', { name: 'This programme does not exist' }).waitFor();
    await page.getByRole('link', { name: 'Apply without a programme' }).click();
    await page.getByRole('heading', { name: 'Create your applicant account' }).waitFor();
  });

  it('has no accessibility violations on the sign-up page, light, dark and Arabic at phone width', async () => {
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['light', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await page.goto(e.url('demo', '/apply/program/spring-2026'));
      await page.getByTestId('sign-up').waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${lang} ${width}px`,
      ).toBe(true);
      expect(await axeViolations(page), `${colorScheme} ${lang}`).toEqual([]);
    }
  });
});
