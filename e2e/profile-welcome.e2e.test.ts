// The first sign-in and a person's timeline in real browsers (issue 17 §5): a newly invited founder accepts, lands
// on /welcome, chooses French, finishes, and never sees the onboarding again; a founder's profile timeline shows
// their posts (staff-only ones to staff only); both screens free of accessibility violations in dark mode and in
// Arabic at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { startups } from '../packages/server/src/modules/startups/startups.schema.ts';
import { users } from '../packages/server/src/modules/users/users.schema.ts';
import { startE2E, type E2E } from './harness.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  e = await startE2E({ env: { SMTP_URL: mail.url } });
}, 120_000);
afterAll(async () => {
  await e?.close();
  await mail?.close();
});

const db = () => e.server.running.services.database.db;

async function gqlAs(email: string, query: string, variables: Record<string, unknown>) {
  const token = await e.server.login(email);
  const res = await e.server.gql<Record<string, unknown>>(query, { token, variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('welcome', () => {
  it('leads a newly invited user through the onboarding once', async () => {
    const kinfolk = (
      await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Kinfolk Health'))
    )[0]!.id;
    await gqlAs(
      'priya.raman@lakeside.example',
      'mutation($input: InviteUserInput!) { inviteUser(input: $input) { _id } }',
      {
        input: { email: 'ines.welcome@example.com', roleType: 'Cofounder', startupId: kinfolk, firstName: 'Inès' },
      },
    );
    const received = await mail.take('ines.welcome@example.com');
    const link = /https?:\/\/\S+\/acceptinvitation\?token=\S+/.exec(received.text)![0];

    const { page, context } = await e.page({ colorScheme: 'dark', width: 375, height: 800 });
    await page.goto(link);
    await page.getByLabel('Last name').fill('Welcome');
    await page.getByLabel('Password', { exact: true }).fill('a-long-passphrase');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/welcome\?next=/);
    await page.getByTestId('welcome-page').waitFor();
    expect(await page.getByTestId('welcome-first-name').inputValue()).toBe('Inès');
    expect(await noOverflow(page), 'welcome at 375 px').toBe(true);
    expect(await axeViolations(page), 'welcome, dark, 375 px').toEqual([]);

    // Another page first: the onboarding still comes first.
    await page.goto(e.url('demo', '/tasks'));
    await page.waitForURL(/\/welcome\?next=%2Ftasks/);

    await page.getByTestId('welcome-headline').fill('Co-founder, Kinfolk Health');
    await page.getByTestId('welcome-language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // Mantine's switch: its input is visually hidden, the label takes the click.
    await page.getByTestId('email-preference-message').check({ force: true });
    await expect.poll(() => page.getByTestId('email-preference-message').isChecked()).toBe(true);
    await page.getByTestId('welcome-finish').click();
    await page.waitForURL(e.url('demo', '/tasks'));

    const [row] = await db()
      .select({ language: users.language, headline: users.headline, welcomedAt: users.welcomedAt })
      .from(users)
      .where(eq(users.email, 'ines.welcome@example.com'));
    expect(row).toMatchObject({ language: 'fr', headline: 'Co-founder, Kinfolk Health' });
    expect(row!.welcomedAt).not.toBeNull();

    // Never again: home stays home, and /welcome itself moves on.
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('home-greeting').waitFor();
    expect(page.url()).toBe(e.url('demo', '/'));
    await page.goto(e.url('demo', '/welcome'));
    await page.waitForURL(e.url('demo', '/'));
    await context.close();
  });
});

describe('profile timeline', () => {
  it("shows a founder's posts on their profile; staff-only ones to staff only", async () => {
    const tidepool = (
      await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Tidepool Analytics'))
    )[0]!.id;
    const aisha = (
      await db().select({ id: users.id }).from(users).where(eq(users.email, 'aisha.bello@lakeside.example'))
    )[0]!.id;
    const create = `mutation($startupId: ID!, $message: String!, $isPublic: Boolean) {
      createTimelinePost(startupId: $startupId, message: $message, isPublic: $isPublic) { _id } }`;
    await gqlAs('aisha.bello@lakeside.example', create, {
      startupId: tidepool,
      message: 'Our pilot with the harbour authority starts Monday.',
    });
    await gqlAs('priya.raman@lakeside.example', create, {
      startupId: tidepool,
      message: '@Aisha Bello asked for help with the pilot contract.',
      isPublic: false,
    });

    const staff = await e.page();
    await e.signInAs(staff.page, 'hannah.schultz@lakeside.example');
    await staff.page.goto(e.url('demo', `/profile/${aisha}`));
    await staff.page.getByTestId('profile-tab-timeline').click();
    await staff.page.waitForURL(e.url('demo', `/profile/${aisha}/timeline`));
    const feed = staff.page.getByTestId('profile-timeline');
    await feed.getByTestId('timeline-post').filter({ hasText: 'harbour authority' }).waitFor();
    const secret = feed.getByTestId('timeline-post').filter({ hasText: 'pilot contract' });
    await secret.waitFor();
    expect(await secret.getByTestId('timeline-staff-only').count()).toBe(1);
    expect(await feed.getByRole('link', { name: 'Tidepool Analytics' }).count()).toBeGreaterThan(0);
    expect(await axeViolations(staff.page), 'profile timeline, light').toEqual([]);

    // The founder herself, in Arabic, dark, on a phone: her post, not the staff-only note.
    const phone = await e.page({ colorScheme: 'dark', width: 375, height: 800 });
    await phone.context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(phone.page, 'aisha.bello@lakeside.example');
    await phone.page.goto(e.url('demo', `/profile/${aisha}/timeline`));
    const mine = phone.page.getByTestId('profile-timeline');
    await mine.getByTestId('timeline-post').filter({ hasText: 'harbour authority' }).waitFor();
    expect(await mine.getByTestId('timeline-post').filter({ hasText: 'pilot contract' }).count()).toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await noOverflow(phone.page), 'profile timeline at 375 px').toBe(true);
    expect(await axeViolations(phone.page), 'profile timeline, dark, Arabic, 375 px').toEqual([]);
  });
});
