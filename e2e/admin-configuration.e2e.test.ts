// The organisation's configuration screens: an admin creates a custom role with ASSIGNED task permissions and
// gives it to a user on the users screen; that user signs in and the server answers only what the role allows.
// The admin switches a feature off on the plan page, renames the organisation on the general page (the login
// page shows the new name), deactivates someone, and every screen passes axe in light, dark and Arabic at 375 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const DEMO_PASSWORD = 'ascent-demo-2026';
const ADMIN = 'maya.chen@lakeside.example';
const SCREENS = ['general', 'roles', 'permissions', 'plan', 'users'] as const;

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const signInAs = (page: Page, email: string) => e.signInAs(page, email);

/** A GraphQL query sent by the page itself, with the token it holds. */
async function askFromPage<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (q) => {
    const token = localStorage.getItem('accelerator-token');
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: q }),
    });
    return (await res.json()) as T;
  }, query);
}

async function openScreen(page: Page, screen: (typeof SCREENS)[number]) {
  await page.goto(e.url('demo', `/admin/configuration/${screen}`));
  await page.locator('main h2').first().waitFor();
  await page.getByTestId(`admin-tab-${screen}`).and(page.locator('[aria-current="page"]')).waitFor();
}

describe('organisation configuration', () => {
  it('opens the general section for /admin/configuration, with a tab per section', async () => {
    const { page } = await e.page();
    await signInAs(page, ADMIN);
    await page.goto(e.url('demo', '/admin/configuration'));
    await page.waitForURL(e.url('demo', '/admin/configuration/general'));
    await page.getByRole('heading', { name: 'General', level: 2 }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Organisation settings sections' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual([
      'General',
      'Branding',
      'Roles',
      'Permissions',
      'Mentor matching',
      'Plan',
      'Users',
    ]);
    expect(await page.title()).toBe('General settings | Lakeside Ventures Accelerator');
  });

  it('a custom role with ASSIGNED task permission, given on the users screen, is all its holder may do', async () => {
    const { page } = await e.page();
    await signInAs(page, ADMIN);
    await openScreen(page, 'roles');
    // The twelve roles of the demo (the list loads after the heading).
    await expect.poll(() => page.getByTestId('role-row').count()).toBe(12);
    await page.getByLabel('Name of the role').fill('Task reviewer');
    await page.getByTestId('new-role-type').selectOption({ label: 'Community Member' });
    await page.getByRole('button', { name: 'Create the role' }).click();

    // The new role opens in the permissions editor, with the grants of its type.
    await page.waitForURL(/\/admin\/configuration\/permissions\?role=/);
    expect(await page.getByTestId('role-label').inputValue()).toBe('Task reviewer');
    const grant = (key: string) => page.getByRole('combobox', { name: `Access for: ${key}` });
    expect(await grant('View tasks').inputValue()).toBe('ASSIGNED');
    expect(await grant('Use the chat').inputValue()).toBe('ALL');
    // A key that allows only All and None offers nothing else; a startup key offers Selected too.
    expect(await grant('Manage roles and permissions').locator('option').allTextContents()).toEqual(['All', 'None']);
    expect(await grant('View tasks').locator('option').allTextContents()).toEqual([
      'All',
      'Assigned',
      'Selected',
      'None',
    ]);
    for (const name of ['Use the chat', 'Follow courses', 'View events']) await grant(name).selectOption('NONE');
    await page.getByTestId('user-visibility').selectOption('own');
    await page.getByRole('button', { name: 'Save the role' }).click();
    await page.getByTestId('admin-feedback').filter({ hasText: 'Role Task reviewer saved.' }).waitFor();

    // The roles list counts it, with nobody holding it yet.
    await openScreen(page, 'roles');
    const row = page.getByTestId('role-row').filter({ hasText: 'Task reviewer' });
    await row.waitFor();
    expect(await row.getByTestId('role-user-count').textContent()).toBe('0');

    // Give it to Marco Rossi, a cofounder of Tidepool Analytics.
    await openScreen(page, 'users');
    await page.getByLabel('Search').fill('marco');
    await page.getByTestId('users-count').filter({ hasText: 'Users found: 1' }).waitFor();
    await page.getByRole('combobox', { name: 'Role of Marco Rossi' }).selectOption({ label: 'Task reviewer (custom)' });
    await page
      .getByTestId('admin-feedback')
      .filter({ hasText: 'Marco Rossi now has the role Task reviewer.' })
      .waitFor();

    // Marco signs in on the login page: the server answers only what the role allows.
    const marco = (await e.page()).page;
    await marco.goto(e.url('demo', '/login'));
    await marco.getByLabel('Email').fill('marco.rossi@lakeside.example');
    await marco.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await marco.getByRole('button', { name: 'Sign in' }).click();
    await marco.waitForURL(e.url('demo', '/'));
    await marco.getByTestId('user-name').waitFor();
    expect(await marco.getByTestId('user-role').textContent()).toBe('Task reviewer');
    const permissions = await askFromPage<{
      data: { currentUserPermissions: { key: string; permissionCriteria: string }[] };
    }>(marco, '{ currentUserPermissions { key permissionCriteria } }');
    expect(permissions.data.currentUserPermissions).toEqual([
      { key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED' },
    ]);
    const menu = await askFromPage<{ data: { setUp: { sitemap: { id: string; children: { id: string }[] }[] } } }>(
      marco,
      '{ setUp { sitemap { id children { id } } } }',
    );
    const ids = menu.data.setUp.sitemap.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]);
    expect(ids).toContain('home');
    for (const hidden of ['settings', 'settings-users', 'events', 'courses', 'startups'])
      expect(ids, hidden).not.toContain(hidden);
    // The admin screens send him home.
    await marco.goto(e.url('demo', '/admin/configuration/users'));
    await marco.waitForURL(e.url('demo', '/'));

    await openScreen(page, 'roles');
    await page
      .getByTestId('role-row')
      .filter({ hasText: 'Task reviewer' })
      .getByTestId('role-user-count')
      .filter({ hasText: '1' })
      .waitFor();
  });

  it('switches a feature off on the plan page, and the flag reads off', async () => {
    const { page } = await e.page();
    await signInAs(page, ADMIN);
    await openScreen(page, 'plan');
    expect(await page.getByTestId('plan-name').textContent()).toBe('Growth');
    expect(await page.getByTestId('plan-usage').textContent()).toBe('5 of 50');
    // Only features the product has are listed with a switch; Courses and the like are listed apart, not as included.
    await page.getByTestId('plan-not-yet').waitFor();
    for (const name of ['course', 'assessment']) await page.getByTestId(`not-yet-${name}`).waitFor();
    expect(await page.getByTestId('flags-table').getByText('Courses').count()).toBe(0);
    const feed = page.getByRole('switch', { name: 'Switch on: Activity feed' });
    expect(await feed.isChecked()).toBe(true);
    await feed.click({ force: true });
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="flag-activityFeed"]') as HTMLInputElement | null)?.checked,
    );
    const flags = await askFromPage<{ data: { featureFlags: { featureFlags: { name: string; enabled: boolean }[] } } }>(
      page,
      '{ featureFlags { featureFlags { name enabled } } }',
    );
    expect(flags.data.featureFlags.featureFlags.find((f) => f.name === 'activityFeed')?.enabled).toBe(false);
    // Features outside the plan are locked, with the plan's explanation.
    const locked = page.getByRole('switch', { name: 'Switch on: Single sign-on' });
    expect(await locked.isDisabled()).toBe(true);
    await page.getByTestId('flag-locked-auth0').hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'This feature is not available in your selected plan' })
      .waitFor();
    // Put it back for the other journeys.
    await feed.click({ force: true });
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="flag-activityFeed"]') as HTMLInputElement | null)?.checked === true,
    );
  });

  it('counts on the plan page the same licensed users the users screen lists', async () => {
    const { page } = await e.page();
    await signInAs(page, ADMIN);
    await openScreen(page, 'plan');
    expect(await page.getByTestId('plan-usage').textContent()).toBe('5 of 50');
    await page.getByTestId('plan-licensed-link').click();
    await page.waitForURL(e.url('demo', '/admin/configuration/users?licensed=1'));
    expect(await page.getByTestId('users-licensed-filter').isChecked()).toBe(true);
    await page.getByTestId('users-count').filter({ hasText: 'Users found: 5' }).waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(5);
    // Without the filter, everyone in the organisation: more people than the plan counts.
    await page.getByTestId('users-licensed-filter').click();
    await page.getByTestId('users-count').filter({ hasNotText: 'Users found: 5' }).waitFor();
  });

  it('renames the organisation on the general page, and the login page shows the new name', async () => {
    // Wide: beside the logo, the header names the organisation from 1400 px on.
    const { page } = await e.page({ width: 1440 });
    await signInAs(page, ADMIN);
    await openScreen(page, 'general');
    const name = page.getByLabel('Organisation name');
    expect(await name.inputValue()).toBe('Lakeside Ventures Accelerator');
    await name.fill('');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('The organisation name is required').waitFor();
    await name.fill('Lakeside Launchpad');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByTestId('admin-feedback').filter({ hasText: 'Settings saved.' }).waitFor();
    // The header follows at once.
    await page.getByTestId('header-tenant-name').filter({ hasText: 'Lakeside Launchpad' }).waitFor();
    const visitor = (await e.page()).page;
    await visitor.goto(e.url('demo', '/login'));
    await visitor.getByTestId('tenant-name').filter({ hasText: 'Lakeside Launchpad' }).waitFor();
  });

  it('deactivates a user after confirming; they can no longer sign in', async () => {
    const { page } = await e.page();
    await signInAs(page, ADMIN);
    await openScreen(page, 'users');
    await page.getByTestId('users-status-filter').selectOption('ACTIVE');
    await page.getByLabel('Search').fill('grace');
    await page.getByTestId('users-count').filter({ hasText: 'Users found: 1' }).waitFor();
    const status = page.getByRole('combobox', { name: 'Status of Grace Kim' });
    await status.selectOption('INACTIVE');
    const dialog = page.getByRole('dialog', { name: 'Change the status?' });
    await dialog.getByText('Set the status of Grace Kim to Inactive?').waitFor();
    // Cancel leaves it as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await status.inputValue()).toBe('ACTIVE');
    await status.selectOption('INACTIVE');
    await page
      .getByRole('dialog', { name: 'Change the status?' })
      .getByRole('button', { name: 'Change the status' })
      .click();
    await page.getByTestId('admin-feedback').filter({ hasText: 'Grace Kim is now Inactive.' }).waitFor();
    const refused = await e.server.http({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace.kim@lakeside.example', password: DEMO_PASSWORD }),
    });
    expect(refused.status).toBe(401);
    // Nobody changes their own role or status: the admin's own row is read-only.
    await page.getByTestId('users-status-filter').selectOption('');
    await page.getByLabel('Search').fill('maya');
    await page.getByTestId('users-count').filter({ hasText: 'Users found: 1' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of Maya Chen' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Status of Maya Chen' }).isDisabled()).toBe(true);
  });

  it('has no accessibility violations on any section, light and dark; Arabic fits 375 px', async () => {
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['dark', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await signInAs(page, ADMIN);
      for (const screen of SCREENS) {
        await openScreen(page, screen);
        if (screen === 'users') await page.getByTestId('users-table').waitFor();
        if (screen === 'plan') await page.getByTestId('flags-table').waitFor();
        if (screen === 'roles') await page.getByTestId('roles-table').waitFor();
        if (screen === 'permissions') await page.getByTestId('role-label').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${screen} ${lang} ${width}px`,
        ).toBe(true);
        expect(await axeViolations(page), `${screen} ${colorScheme} ${lang}`).toEqual([]);
      }
    }
    // Seven sections in three looks, each checked by axe: about 50 s on a quiet 2-core machine.
  }, 150_000);
});
