// Single sign-on journeys against a real OpenID Connect provider (oidc-provider) on 127.0.0.1: the login page
// goes straight to the only connection, the user signs in there and lands signed in where they were going;
// signing out goes through the provider; a refused sign-in shows the error screen, whose "Try again" starts
// over; several connections show one button each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../packages/server/test/identity-provider.ts';

const UPSERT = 'mutation($input: SsoConnectionInput!) { upsertSsoConnection(input: $input) { id } }';

let e: E2E;
let idp: TestIdentityProvider;
let admin: string;
let connectionId: string;

/** The provider's development login form: any password, the login is the account's email. */
async function signInAtProvider(page: Page, email: string) {
  await page.waitForURL((u) => u.origin === idp.issuer && u.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('whatever-the-provider-checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

beforeAll(async () => {
  // The provider runs on 127.0.0.1 (its port is chosen later): the operator allows that host for outbound requests.
  e = await startE2E({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  const origin = e.url('demo').replace(/\/$/, '');
  idp = await startIdentityProvider({ redirectUris: [`${origin}/auth/callback`], postLogoutRedirectUris: [origin] });
  const login = await e.server.http({
    method: 'POST',
    path: '/auth/local',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maya.chen@lakeside.example', password: 'ascent-demo-2026' }),
  });
  admin = (login.body as { token: string }).token;
  const res = await e.server.gql<{ upsertSsoConnection: { id: string } }>(UPSERT, {
    token: admin,
    variables: {
      input: {
        provider: 'generic',
        name: 'Lakeside ID',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
      },
    },
  });
  connectionId = res.body.data!.upsertSsoConnection.id;
});
afterAll(async () => {
  await e?.close();
  await idp?.close();
});

describe('single sign-on', () => {
  it('takes /login straight to the provider, signs in there and lands signed in where the visitor was going', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/?tab=startups'));
    await signInAtProvider(page, 'aisha.bello@lakeside.example');
    await page.waitForURL(e.url('demo', '/?tab=startups'));
    await expect(page.getByTestId('user-name').textContent()).resolves.toContain('Aisha Bello');
    expect(await page.textContent('main')).toContain('Tidepool Analytics');
    const stored = await page.evaluate(() => [
      localStorage.getItem('accelerator-token'),
      localStorage.getItem('accelerator-sid'),
      localStorage.getItem('accelerator-sso-connection'),
    ]);
    expect(stored[0]).toMatch(/^ey/);
    expect(stored[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored[2]).toBe(connectionId);

    // A signed-in visitor of /login goes to /.
    await page.goto(e.url('demo', '/login'));
    await page.waitForURL(e.url('demo', '/'));
    await page.getByTestId('user-name').waitFor();

    // Signing out goes through the provider (federated) and back to the site, which asks for a sign-in again.
    await page.getByTestId('sign-out').click();
    await page.waitForURL((u) => u.origin === idp.issuer);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((u) => u.origin === idp.issuer && u.pathname.startsWith('/interaction/'));
    await page.goto(e.url('demo', '/404'));
    expect(
      await page.evaluate(() => [
        localStorage.getItem('accelerator-token'),
        localStorage.getItem('accelerator-sso-connection'),
      ]),
    ).toEqual([null, null]);
  });

  it('shows the error screen for an email without an account, and "Try again" starts over at the provider', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await signInAtProvider(page, 'stranger@elsewhere.example');
    await page.waitForURL((u) => u.pathname === '/auth/callback');
    await page.getByText('There was a problem with your log in:').waitFor();
    await expect(page.getByTestId('sso-error-message').textContent()).resolves.toBe(
      'No account for this email (stranger@elsewhere.example) in Lakeside Ventures Accelerator.',
    );
    expect(await page.evaluate(() => localStorage.getItem('accelerator-token'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await signInAtProvider(page, 'aisha.bello@lakeside.example');
    await page.waitForURL(e.url('demo', '/'));
    await page.getByTestId('user-name').waitFor();
  });

  it('shows the error screen in Arabic, right to left, at phone width, in dark mode, without violations', async () => {
    const { page, context } = await e.page({ width: 375, height: 740, colorScheme: 'dark' });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await page.goto(
      e.url('demo', '/auth/callback?error=access_denied&error_description=End-User%20aborted%20interaction'),
    );
    await page.getByTestId('sso-error').waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);
    expect(await page.textContent('h1')).toBe('حدثت مشكلة أثناء تسجيل دخولك:');
    await expect(page.getByTestId('sso-error-message').textContent()).resolves.toBe('End-User aborted interaction');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('offers one button per connection beside the password form when there are several', async () => {
    const second = await e.server.gql<{ upsertSsoConnection: { id: string } }>(UPSERT, {
      token: admin,
      variables: {
        input: {
          provider: 'google',
          name: 'Google Workspace',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
      },
    });
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await e.page({ colorScheme });
        await page.goto(e.url('demo', '/login?redirect=%2F%3Ftab%3Dstartups'));
        await page.getByTestId('sso-connections').waitFor();
        const buttons = page.getByTestId('sso-connection');
        expect(await buttons.allTextContents()).toEqual([
          'Continue with Lakeside ID',
          'Continue with Google Workspace',
        ]);
        // Local sign-in is on for this organisation: the password form stays.
        await page.getByLabel('Password', { exact: true }).waitFor();
        expect(await axeViolations(page), colorScheme).toEqual([]);
        if (colorScheme === 'dark') {
          // By keyboard: the first button is reachable and opens the provider.
          await buttons.first().focus();
          await page.keyboard.press('Enter');
          await signInAtProvider(page, 'aisha.bello@lakeside.example');
          await page.waitForURL(e.url('demo', '/?tab=startups'));
          await page.getByTestId('user-name').waitFor();
        }
      }
    } finally {
      await e.server.gql('mutation($id: ID!) { deleteSsoConnection(id: $id) }', {
        token: admin,
        variables: { id: second.body.data!.upsertSsoConnection.id },
      });
    }
  });

  it('keeps the password form reachable at /login?local', async () => {
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login?local'));
    await page.getByTestId('sso-connections').waitFor();
    await page.getByLabel('Email').fill('priya.raman@lakeside.example');
    await page.getByLabel('Password', { exact: true }).fill('ascent-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(e.url('demo', '/'));
    await expect(page.getByTestId('user-name').textContent()).resolves.toContain('Priya Raman');
    expect(await page.evaluate(() => localStorage.getItem('accelerator-sso-connection'))).toBeNull();
  });

  it('keeps the other organisation on local sign-in', async () => {
    const { page } = await e.page();
    await page.goto(e.url('northstar', '/login'));
    await page.getByLabel('Password', { exact: true }).waitFor();
    expect(await page.getByTestId('sso-connections').count()).toBe(0);
  });
});
