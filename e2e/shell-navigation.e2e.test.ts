// The top navigation per role (1280 px), the bottom bar on phones (375 px), the "More" menu at a medium width
// (keyboard), the help search by keyboard with its empty state, the help pages, and axe in light and dark.
// Screenshots go to e2e/artifacts/ as the shell screenshot test's do.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const ADMIN = 'maya.chen@lakeside.example';
const MENTOR = 'samuel.adeyemi@lakeside.example';
const COFOUNDER = 'aisha.bello@lakeside.example';
const APPLICANT = 'noah.williams@lakeside.example';

let e: E2E;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

async function signedIn(email: string, opts: Parameters<E2E['page']>[0] = {}): Promise<Page> {
  const { page } = await e.page(opts);
  await e.signInAs(page, email);
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** The ids of the items shown in the top navigation, More included. */
async function topNavIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('top-nav')
    .locator('[data-testid^="topnav-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('topnav-'.length)));
}

/** Every item of the top navigation: those shown, then those in the More menu (opened and closed again). */
async function allTopNavIds(page: Page): Promise<string[]> {
  const shown = await topNavIds(page);
  if (shown.at(-1) !== 'more') return shown;
  await page.getByTestId('topnav-more').click();
  await page.getByTestId('topnav-more-menu').waitFor();
  const more = await page
    .getByTestId('topnav-more-menu')
    .locator('[data-testid^="topnav-more-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('topnav-more-'.length)));
  await page.keyboard.press('Escape');
  return [...shown.slice(0, -1), ...more];
}

async function bottomBarIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('bottom-bar')
    .locator('[data-testid^="bottombar-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('bottombar-'.length)));
}

describe('top navigation per role at 1280 px', () => {
  const cases = [
    { email: ADMIN, items: ['home', 'applications', 'startups', 'events', 'tasks', 'help'] },
    { email: MENTOR, items: ['home', 'startups', 'events', 'tasks', 'help'] },
    { email: COFOUNDER, items: ['home', 'events', 'tasks', 'help'] },
    { email: APPLICANT, items: ['home', 'events', 'help'] },
  ];
  it.each(cases)('$email sees $items', async ({ email, items }) => {
    const page = await signedIn(email, { width: 1280, height: 800 });
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('topnav-home').waitFor();
    await settle(page);
    expect(await allTopNavIds(page)).toEqual(items);
    expect(await page.getByTestId('bottom-bar').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, `shell-nav-top-${email.split('@')[0]}-desktop.png`) });
    await expect.poll(() => page.getByTestId('topnav-home').getAttribute('aria-current')).toBe('page');
    // By keyboard: Help is a link in the tab order, or an entry of the More menu.
    if ((await page.getByTestId('topnav-help').count()) > 0) {
      await page.getByTestId('topnav-help').focus();
      await page.keyboard.press('Enter');
    } else {
      await page.getByTestId('topnav-more').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('topnav-more-help').waitFor();
      await page.getByTestId('topnav-more-help').focus();
      await page.keyboard.press('Enter');
    }
    await page.waitForURL(e.url('demo', '/help'));
  });
});

describe('bottom bar at 375 px', () => {
  it('replaces the top navigation with the role’s items, and the drawer still has the sidebar', async () => {
    const page = await signedIn(APPLICANT, { width: 375, height: 800 });
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('bottom-bar').waitFor();
    expect(await bottomBarIds(page)).toEqual(['home', 'account', 'help']);
    expect(await page.getByTestId('top-nav').isVisible()).toBe(false);
    await page.getByTestId('bottombar-help').click();
    await page.waitForURL(e.url('demo', '/help'));
    await page.getByTestId('help-index-item').first().waitFor();
    await settle(page);
    await page.screenshot({ path: join(ARTIFACTS, 'shell-nav-bottom-bar-phone.png'), fullPage: true });
    await page.getByTestId('sidebar-burger').click();
    await page.getByTestId('sidebar-drawer').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('gives a cofounder home, events, tasks and help', async () => {
    const page = await signedIn(COFOUNDER, { width: 375, height: 800 });
    await page.goto(e.url('demo', '/tasks'));
    await page.getByTestId('bottom-bar').waitFor();
    // Their startup file joins when its screen exists (another module's).
    const ids = await bottomBarIds(page);
    expect(ids.filter((id) => id !== 'startupFile')).toEqual(['home', 'events', 'tasks', 'help']);
    expect(await page.getByTestId('bottombar-tasks').getAttribute('aria-current')).toBe('page');
  });
});

describe('"More" at a medium width', () => {
  it('moves what does not fit into a menu that works by keyboard, and lays out again after a resize', async () => {
    const page = await signedIn(ADMIN, { width: 860, height: 800 });
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('topnav-more').waitFor();
    const shown = await topNavIds(page);
    expect(shown.at(-1)).toBe('more');
    expect(shown.length).toBeLessThan(5);
    await settle(page);
    await page.screenshot({ path: join(ARTIFACTS, 'shell-nav-more-medium.png') });
    // Open with the keyboard, move to the last entry (Help) and follow it.
    await page.getByTestId('topnav-more').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('topnav-more-menu').waitFor();
    await expect.poll(() => page.getByTestId('topnav-more-help').count()).toBe(1);
    await page.getByTestId('topnav-more-help').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(e.url('demo', '/help'));
    // Wider: after the 500 ms debounce, everything fits.
    await page.setViewportSize({ width: 1920, height: 800 });
    await expect
      .poll(() => topNavIds(page), { timeout: 5000 })
      .toEqual(['home', 'applications', 'startups', 'events', 'tasks', 'help']);
  });
});

describe('help', () => {
  it('searches the help by keyboard, shows an empty state, and opens a page', async () => {
    const page = await signedIn(ADMIN, { width: 1280, height: 800 });
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('help-open').focus();
    await page.keyboard.press('Enter');
    const input = page.getByTestId('help-search-input');
    await input.waitFor();
    await input.fill('zzzz nothing');
    await page.getByTestId('help-search-empty').waitFor();
    await input.fill('white logo');
    await expect.poll(() => page.getByTestId('help-search-result').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(e.url('demo', '/help/branding'));
    await page.getByTestId('help-body').waitFor();
    expect(await page.getByTestId('help-body').getAttribute('lang')).toBe('en');
    await page.keyboard.press('Escape');
  });

  it('leaves staff-only pages out for a cofounder', async () => {
    const page = await signedIn(COFOUNDER, { width: 1280, height: 800 });
    await page.goto(e.url('demo', '/help'));
    await page.getByTestId('help-index-item').first().waitFor();
    const titles = await page.getByTestId('help-index-item').allTextContents();
    expect(titles.some((t) => t.includes('Branding'))).toBe(false);
    expect(titles.some((t) => t.includes('Tasks'))).toBe(true);
    await page.getByTestId('help-index-search').fill('xyzzy');
    await page.getByTestId('help-index-empty').waitFor();
    await page.goto(e.url('demo', '/help/branding'));
    await page.getByTestId('help-missing').waitFor();
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${colorScheme}: top navigation, More menu, help search, help page, bottom bar`, async () => {
      const page = await signedIn(ADMIN, { width: 1280, height: 800, colorScheme });
      await page.goto(e.url('demo', '/help/tasks'));
      await page.getByTestId('help-body').waitFor();
      // Six entries for an admin: at 1280 px Help is in "More" (the More check below widens to show them all).
      await page.getByTestId('topnav-more').waitFor();
      expect(await axeViolations(page), 'help page').toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS, `shell-nav-help-${colorScheme}-desktop.png`), fullPage: true });
      await page.getByTestId('help-open').click();
      await page.getByTestId('help-search-input').fill('password');
      await page.getByTestId('help-search-result').first().waitFor();
      expect(await axeViolations(page), 'help search').toEqual([]);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 860, height: 800 });
      await page.getByTestId('topnav-more').waitFor({ timeout: 5000 });
      await page.getByTestId('topnav-more').click();
      await page.getByTestId('topnav-more-help').waitFor();
      expect(await axeViolations(page), 'more menu').toEqual([]);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId('bottom-bar').waitFor();
      expect(await axeViolations(page), 'bottom bar').toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS, `shell-nav-help-${colorScheme}-phone.png`), fullPage: true });
    });
  }
});

describe('the organisation’s name for startups', () => {
  it('replaces "Startups" wherever the interface says it, at the organisation that set one', async () => {
    const { page } = await e.page({ width: 1600, height: 800 });
    await e.signInAs(page, 'claire.dubois@northstar.example', 'northstar');
    await page.goto(e.url('northstar', '/'));
    await page.getByTestId('topnav-startups').waitFor();
    expect(await page.getByTestId('topnav-startups').textContent()).toBe('Ventures');
    await page.getByTestId('topnav-startups').click();
    await page.waitForURL(e.url('northstar', '/startups'));
    await page.locator('main h1').filter({ hasText: 'Ventures' }).waitFor();
    // Lakeside keeps the product's word.
    const lakeside = await signedIn(ADMIN, { width: 1600, height: 800 });
    await lakeside.goto(e.url('demo', '/'));
    await lakeside.getByTestId('topnav-startups').waitFor();
    expect(await lakeside.getByTestId('topnav-startups').textContent()).toBe('Startups');
  });
});

describe('profile photo', () => {
  // A real 1×1 PNG, so the browser can draw it.
  const PNG_1X1 = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('uploads a photo on /profile, shown by <img> through a signed address in the page and the header', async () => {
    const page = await signedIn(COFOUNDER, { width: 1280, height: 800 });
    await page.goto(e.url('demo', '/profile'));
    await page.getByTestId('avatar-upload').waitFor();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('profile-images-message').waitFor();
    const preview = page.getByTestId('profile-avatar-preview').locator('img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\/file\?exp=\d+&sig=/);
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    const header = page.getByTestId('user-badge').locator('img');
    await expect
      .poll(() =>
        header.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'shell-profile-photo-desktop.png') });
  });
});
