// Accounts in the browser, with the mail really sent over SMTP to a catcher: a new account confirms its email from
// the link it received; a forgotten password is reset from the received link; staff read the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';
import { linkIn, startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { createAccount, tenantDbOf } from '../packages/server/test/factories/accounts.ts';
import { ssoConnections } from '../packages/server/src/modules/sso/sso.schema.ts';

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

async function signIn(page: Page, email: string, password: string, tenant = 'demo') {
  await page.goto(e.url(tenant, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('confirming an email', () => {
  it('gates an unconfirmed account, resends the email, and confirms from the received link', async () => {
    const account = await createAccount(e.server, { firstName: 'Imani' });
    const { page } = await e.page();
    await signIn(page, account.email, account.password);
    await page.getByText('You have not confirmed your email yet').waitFor();
    expect(await page.textContent('main')).toContain(account.email);
    // Every signed-in page shows the gate…
    await page.goto(e.url('demo', '/account/settings/security'));
    await page.getByText('You have not confirmed your email yet').waitFor();
    expect(await page.getByRole('heading', { name: 'Sign-in and security' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Resend the confirmation email' }).click();
    const sent = page.getByText('Email sent, please check your email');
    await sent.waitFor();
    const received = await mail.take(account.email);
    expect(received.subject).toBe('Confirm your email address');
    // …and the message goes away by itself after 5 s.
    await sent.waitFor({ state: 'detached', timeout: 8000 });

    await page.goto(linkIn(received, '/validate/').toString());
    await page.getByText('Your email address is confirmed').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.getByTestId('home-greeting').textContent()).toContain('Imani');
    expect(await page.getByText('You have not confirmed your email yet').count()).toBe(0);
  });

  it('leaves /account/confirmation open and does not gate applicants', async () => {
    const account = await createAccount(e.server);
    const { page } = await e.page();
    await signIn(page, account.email, account.password);
    await page.getByTestId('email-gate').waitFor();
    await page.goto(e.url('demo', '/account/confirmation'));
    await page.getByTestId('email-gate').waitFor();

    const applicant = await createAccount(e.server, { role: 'Applicant', firstName: 'Ola' });
    const second = await e.page();
    await signIn(second.page, applicant.email, applicant.password);
    await second.page.getByTestId('home-greeting').waitFor();
    expect(await second.page.getByTestId('email-gate').count()).toBe(0);
  });

  it('says so when the link was used already', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', `/validate/${'x'.repeat(43)}`));
    await page.getByText('We could not confirm your email address').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('This link is invalid or has expired');
  });
});

describe('resetting a password', () => {
  it('resets a forgotten password from the received link and signs in with the new one', async () => {
    const account = await createAccount(e.server, { status: 'active', validated: true, firstName: 'Kofi' });
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/forgotpassword$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await page.getByText('Check your email').waitFor();
    expect(await page.textContent('main')).toContain(account.email);

    const received = await mail.take(account.email);
    expect(received.subject).toBe('Reset your password');
    await page.goto(linkIn(received, '/reset/').toString());
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await page.textContent('main')).toContain('At least 10 characters (at most 1024).');

    await page.getByLabel('New password', { exact: true }).fill('too short');
    await page.getByLabel('Confirm the new password').fill('too short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('New password must have at least 10 characters').waitFor();

    const newPassword = 'correct horse battery staple';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login/);

    await signIn(page, account.email, account.password);
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .waitFor();
    await signIn(page, account.email, newPassword);
    await page.getByTestId('home-greeting').waitFor();

    // The link works once.
    const again = await e.page();
    await again.page.goto(linkIn(received, '/reset/').toString());
    await again.page.getByLabel('New password', { exact: true }).fill('another long password');
    await again.page.getByLabel('Confirm the new password').fill('another long password');
    await again.page.getByRole('button', { name: 'Save the new password' }).click();
    await again.page.getByText('This link is invalid or has expired').waitFor();
    expect(await again.page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });

  it('answers an unknown address like a known one', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/forgotpassword'));
    await page.getByLabel('Email').fill('nobody-here@lakeside.example');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await page.getByText('Check your email').waitFor();
  });
});

describe('under single sign-on', () => {
  it('has no password reset: no link on the login page and no /forgotpassword', async () => {
    // Two connections, so the login page offers buttons instead of going straight to the provider.
    const tdb = await tenantDbOf(e.server, 'northstar');
    await tdb.insert(ssoConnections, [
      { provider: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'a' },
      { provider: 'okta', name: 'Okta', issuer: 'https://example.okta.com', clientId: 'b' },
    ]);
    const { page } = await e.page();
    await page.goto(e.url('northstar', '/login'));
    await page
      .getByRole('link', { name: /Google/ })
      .or(page.getByRole('button', { name: /Google/ }))
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).count()).toBe(0);
    await page.goto(e.url('northstar', '/forgotpassword'));
    await page.getByText('Lost in the cosmos you are').waitFor();
    expect(await page.getByLabel('Email').count()).toBe(0);
    // The organisation without single sign-on still has it.
    await page.goto(e.url('demo', '/forgotpassword'));
    await page.getByRole('button', { name: 'Send me a reset link' }).waitFor();
  });
});

describe('the outbox', () => {
  it('shows an admin what was sent, newest first, with the text on expansion and its secret links redacted', async () => {
    await e.server.http({
      method: 'POST',
      path: '/api/users/sendresetpassword',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'priya.raman@lakeside.example' }),
    });
    const received = await mail.take('priya.raman@lakeside.example');
    const secret = linkIn(received, '/reset/').pathname.split('/').pop()!;
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example', 'ascent-demo-2026');
    await page.getByTestId('user-name').waitFor();
    await page.goto(e.url('demo', '/emails/outbox'));
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    const first = page.getByTestId('outbox-row').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/Sent/);
    await first.getByRole('button', { name: /^Show the text of/ }).click();
    const text = page.getByTestId('outbox-text').first();
    await text.waitFor();
    expect(await text.textContent()).toContain('Lakeside');
    // The newest is the reset link sent to Priya: the admin sees that it went, not the link itself.
    expect(await text.textContent()).toContain('/reset/[redacted]');
    expect(await page.content()).not.toContain(secret);
    expect(await page.getByTestId('outbox-redacted-note').textContent()).toContain(
      'only their recipient receives them',
    );
  });

  it('sends a staff member who opens it to the home page', async () => {
    const { page } = await e.page();
    await signIn(page, 'priya.raman@lakeside.example', 'ascent-demo-2026');
    await page.getByTestId('user-name').waitFor();
    await page.goto(e.url('demo', '/emails/outbox'));
    await page.waitForURL(e.url('demo', '/'));
    expect(await page.getByRole('heading', { name: 'Outbox' }).count()).toBe(0);
  });

  it('sends a founder who opens it to the home page', async () => {
    const { page } = await e.page();
    await signIn(page, 'aisha.bello@lakeside.example', 'ascent-demo-2026');
    await page.getByTestId('user-name').waitFor();
    await page.goto(e.url('demo', '/emails/outbox'));
    await page.waitForURL(e.url('demo', '/'));
    expect(await page.getByRole('heading', { name: 'Outbox' }).count()).toBe(0);
  });
});

describe('accessibility of the account screens', () => {
  it('has no violations in light, dark and Arabic at phone width, without horizontal scrolling', async () => {
    const unconfirmed = await createAccount(e.server);
    // At least one email in the outbox, whichever tests ran before.
    await e.server.http({
      method: 'POST',
      path: '/api/users/sendresetpassword',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lucas.moreau@lakeside.example' }),
    });
    await mail.take('lucas.moreau@lakeside.example');
    for (const [colorScheme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width: 375, height: 740 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      for (const path of ['/forgotpassword', `/reset/${'y'.repeat(43)}`]) {
        await page.goto(e.url('demo', path));
        await page.locator('main h1').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        expect(await axeViolations(page), `${path} ${colorScheme} ${lang}`).toEqual([]);
      }
      for (const [email, password, path, testId] of [
        [unconfirmed.email, unconfirmed.password, '/', 'email-gate'],
        ['maya.chen@lakeside.example', 'ascent-demo-2026', '/emails/outbox', 'outbox-row'],
      ] as const) {
        const res = await e.server.http({
          method: 'POST',
          path: '/auth/local',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, endOldestSession: true }),
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
        await page.goto(e.url('demo', path));
        await page.getByTestId(testId).first().waitFor();
        if (testId === 'outbox-row') await page.getByTestId('outbox-toggle').first().click();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        expect(await axeViolations(page), `${path} ${colorScheme} ${lang}`).toEqual([]);
        await page.evaluate(() => localStorage.clear());
      }
    }
  });
});
