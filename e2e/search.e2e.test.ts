// The header tools in a real browser (issue 5): the global search opened with Ctrl+K and with `/`, typed into, moved
// through with the arrow keys and opened with Enter; its empty state; Escape; the create menu per role; the account
// menu; and all of it without accessibility violations in light, dark and Arabic at phone width. Issue 14: every
// result is an option of one listbox; "tidep" + Enter opens Tidepool's file (also when Enter beats the results);
// the arrow keys cross kinds and Enter opens the highlighted one; a click opens a startup; malformed queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const PASSWORD = 'ascent-demo-2026';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** Signs in through the API (any interface language) and opens the home page. */
async function signIn(page: Page, email: string) {
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
  await page.goto(e.url('demo', '/'));
  await page.getByTestId('user-name').waitFor();
}

const searchBox = (page: Page) => page.getByTestId('search-input');

describe('global search', () => {
  it('opens with Ctrl+K, finds pages, moves with the arrow keys, opens with Enter', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.keyboard.press('Control+K');
    await searchBox(page).waitFor();
    await searchBox(page).fill('tasks');
    const pages = page.getByTestId('search-page');
    await expect.poll(() => pages.count()).toBeGreaterThanOrEqual(2);
    const labels = await pages.allTextContents();
    expect(labels[0]).toContain('Tasks');
    // The first result is selected; arrow down selects the second, Enter opens it.
    await searchBox(page).press('ArrowDown');
    const second = (await pages.nth(1).getAttribute('data-selected')) !== null;
    expect(second).toBe(true);
    const target = (labels[1] ?? '').includes('by person') ? '/tasks/users' : '/tasks/startups';
    await searchBox(page).press('Enter');
    await page.waitForURL(e.url('demo', target));
    await searchBox(page).waitFor({ state: 'hidden' });
  });

  it('opens with / outside text fields, lists people, says when nothing is found, closes with Escape', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await searchBox(page).waitFor();
    await searchBox(page).fill('garcia');
    await page.getByTestId('search-person').filter({ hasText: 'Elena García' }).waitFor();
    await searchBox(page).fill('qwxzzy');
    const empty = page.getByTestId('search-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('No results found!');
    expect(await empty.textContent()).toContain('We found no result for your query.');
    expect(await empty.textContent()).toContain('No results for "qwxzzy"');
    await page.keyboard.press('Escape');
    await searchBox(page).waitFor({ state: 'hidden' });
  });

  it('does not open with / while typing in a text field', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.goto(e.url('demo', '/account/settings/security'));
    const field = page.getByLabel('Current password');
    await field.fill('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await searchBox(page).count()).toBe(0);
  });

  it('a founder finds their own startup only', async () => {
    const { page } = await e.page();
    await signIn(page, 'aisha.bello@lakeside.example');
    await page.getByTestId('search-open').click();
    await searchBox(page).fill('tidepool');
    await page.getByTestId('search-startup').filter({ hasText: 'Tidepool Analytics' }).waitFor();
    // Kinfolk Health is not hers: its founder shows among the people (by her headline), the startup does not.
    await searchBox(page).fill('kinfolk');
    await page.getByTestId('search-person').filter({ hasText: 'Sofia Petrova' }).waitFor();
    expect(await page.getByTestId('search-startup').count()).toBe(0);
  });
});

/** The highlighted option: the one the combobox names as its active descendant (and marks data-selected). */
async function highlighted(page: Page) {
  const id = await searchBox(page).getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  const option = page.locator(`[id="${id}"]`);
  expect(await option.getAttribute('role')).toBe('option');
  expect(await option.getAttribute('aria-selected')).toBe('true');
  expect(await option.getAttribute('data-selected')).not.toBeNull();
  return { testId: await option.getAttribute('data-testid'), text: (await option.textContent()) ?? '' };
}

const tidepoolFile = /\/startup\/[0-9a-f-]{36}\/file/;

describe('global search opens what it finds (issue 14)', () => {
  it('"tidep" and Enter opens Tidepool\'s file, the startup being the highlighted first option', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.keyboard.press('Control+K');
    await searchBox(page).fill('tidep');
    await page.getByTestId('search-startup').filter({ hasText: 'Tidepool Analytics' }).waitFor();
    expect(await searchBox(page).getAttribute('role')).toBe('combobox');
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('true');
    // Every kind sits in the one listbox the combobox controls.
    const listbox = page.locator(`[id="${await searchBox(page).getAttribute('aria-controls')}"]`);
    expect(await listbox.getAttribute('role')).toBe('listbox');
    expect(await listbox.locator('[data-testid="search-startup"][role="option"]').count()).toBe(1);
    expect(await listbox.locator('[data-testid="search-person"][role="option"]').count()).toBeGreaterThanOrEqual(1);
    expect(await highlighted(page)).toMatchObject({
      testId: 'search-startup',
      text: expect.stringContaining('Tidepool Analytics'),
    });
    await searchBox(page).press('Enter');
    await page.waitForURL(tidepoolFile);
    await searchBox(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Tidepool Analytics' }).first().waitFor();
  });

  it('an Enter pressed before the results arrive opens the first result of what was typed, not an earlier one', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.keyboard.press('Control+K');
    // "marco" first: its results (Marco Rossi) are shown when "tidep" is typed and Enter pressed at once.
    await searchBox(page).fill('marco');
    await page.getByTestId('search-person').filter({ hasText: 'Marco Rossi' }).waitFor();
    await searchBox(page).fill('tidep');
    await searchBox(page).press('Enter');
    await page.waitForURL(tidepoolFile);
    await page.getByRole('heading', { name: 'Tidepool Analytics' }).first().waitFor();
  });

  it('moves the highlight across kinds with the arrow keys, wrapping, and Enter opens the highlighted person', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await signIn(page, 'maya.chen@lakeside.example');
    await page.keyboard.press('Control+K');
    await searchBox(page).fill('tidep');
    await page.getByTestId('search-person').first().waitFor();
    const count = await page.getByRole('option').count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page), 'search listbox').toEqual([]);
    // Up from the first wraps to the last; down from there comes back to the first.
    await searchBox(page).press('ArrowUp');
    const last = await highlighted(page);
    expect(last.text).toBe(
      (await page
        .getByRole('option')
        .nth(count - 1)
        .textContent()) ?? '',
    );
    await searchBox(page).press('ArrowDown');
    expect((await highlighted(page)).testId).toBe('search-startup');
    // Down until a person is highlighted, crossing from the startups into another kind.
    let current = await highlighted(page);
    for (let i = 0; i < count && current.testId !== 'search-person'; i++) {
      await searchBox(page).press('ArrowDown');
      current = await highlighted(page);
    }
    expect(current.testId).toBe('search-person');
    const name = current.text.includes('Aisha Bello')
      ? 'Aisha Bello'
      : current.text.includes('Marco Rossi')
        ? 'Marco Rossi'
        : null;
    expect(name).not.toBeNull();
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/profile\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { name: name! }).first().waitFor();
  });

  it('a click opens a startup', async () => {
    const { page } = await e.page({ width: 375, height: 800 });
    await signIn(page, 'aisha.bello@lakeside.example');
    await page.getByTestId('search-open').click();
    await searchBox(page).fill('tidepool');
    await page.getByTestId('search-startup').filter({ hasText: 'Tidepool Analytics' }).click();
    await page.waitForURL(tidepoolFile);
    await page.getByRole('heading', { name: 'Tidepool Analytics' }).first().waitFor();
  });

  it('answers malformed queries with a message, never an error screen', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.keyboard.press('Control+K');
    await searchBox(page).fill('x'.repeat(101));
    expect(await page.getByTestId('search-problem').textContent()).toBe(
      'The search can hold at most 100 characters. Shorten it to search.',
    );
    expect(await searchBox(page).getAttribute('aria-invalid')).toBe('true');
    await searchBox(page).fill('tide\tpool');
    expect(await page.getByTestId('search-problem').textContent()).toBe(
      'The search cannot contain tabs, line breaks or other control characters. Remove them to search.',
    );
    await searchBox(page).press('Enter');
    await searchBox(page).fill('     ');
    expect(await page.getByTestId('search-hint').textContent()).toBe('Type at least two characters to search.');
    await searchBox(page).press('Enter');
    expect(await page.getByRole('option').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('error-screen').count()).toBe(0);
    // The box still searches afterwards.
    await searchBox(page).fill('tidep');
    await page.getByTestId('search-startup').waitFor();
  });
});

describe('create menu and account menu', () => {
  it('shows an admin the task, startup, programme, invitation and role entries, each opening its flow', async () => {
    const { page } = await e.page();
    await signIn(page, 'maya.chen@lakeside.example');
    await page.getByTestId('create-menu').click();
    const items = page.getByRole('menuitem');
    await page.getByTestId('create-task').waitFor();
    expect(await items.allTextContents()).toEqual(['Task', 'Startup', 'Programme', 'Invite people', 'Role']);
    await page.getByTestId('create-task').click();
    await page.getByRole('dialog', { name: 'New task' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New task' }).waitFor({ state: 'hidden' });
    await page.getByTestId('create-menu').click();
    await page.getByTestId('create-role').click();
    await page.waitForURL(e.url('demo', '/admin/configuration/roles'));
  });

  it('shows a cofounder no create menu', async () => {
    const { page } = await e.page();
    await signIn(page, 'aisha.bello@lakeside.example');
    await page.getByTestId('tasks-button').waitFor();
    expect(await page.getByTestId('create-menu').count()).toBe(0);
  });

  it('the account menu leads to the settings and signs out', async () => {
    const { page } = await e.page({ width: 375, height: 800 });
    await signIn(page, 'priya.raman@lakeside.example');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-settings').click();
    await page.waitForURL(e.url('demo', '/account/settings'));
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-sign-out').click();
    await page.waitForURL(/\/login/);
  });

  // Four sign-ins and sixteen axe runs: more than the default minute on a loaded machine.
  it('has no accessibility violations in light, dark and Arabic at phone width', { timeout: 150_000 }, async () => {
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['dark', 'ar', 375],
      ['light', 'ar', 375],
    ] as const) {
      const { context, page } = await e.page({ colorScheme, width });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await signIn(page, 'maya.chen@lakeside.example');
      expect(await axeViolations(page), `${colorScheme} ${lang} ${width} header`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Every header tool is on screen, whole.
      for (const id of ['search-open', 'create-menu', 'account-menu']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${id} at ${width}`).toBe(true);
      }
      await page.getByTestId('search-open').click();
      await searchBox(page).fill('ta');
      await page.getByTestId('search-page').first().waitFor();
      expect(await axeViolations(page), `${colorScheme} ${lang} ${width} search`).toEqual([]);
      await page.keyboard.press('Escape');
      await searchBox(page).waitFor({ state: 'hidden' });
      await page.getByTestId('create-menu').click();
      await page.getByTestId('create-task').waitFor();
      expect(await axeViolations(page), `${colorScheme} ${lang} ${width} create`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId('account-menu').click();
      await page.getByTestId('account-menu-settings').waitFor();
      expect(await axeViolations(page), `${colorScheme} ${lang} ${width} account`).toEqual([]);
      await context.close();
    }
  });
});
