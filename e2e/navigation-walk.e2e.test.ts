// Issue 14 item 2: no navigation entry a role cannot use. Every demo role of the seed signs in and clicks every entry
// of the sidebar, the top navigation (and its "More" menu), the create menu and, at phone width, the bottom bar; each
// must land on its own page (not bounced home by the guard) and show no error screen: no "could not be loaded", no
// error, not-found, not-authorized or not-in-plan screen. One browser page per role keeps it fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';

/** The seed's Lakeside people, one per role type (packages/server/src/seed/demo-data.ts). */
const DEMO_ROLES = [
  ['Admin', 'maya.chen'],
  ['AdminCoach', 'daniel.okafor'],
  ['Staff', 'priya.raman'],
  ['SubAdmin', 'lucas.moreau'],
  ['Coach', 'hannah.schultz'],
  ['Mentor', 'samuel.adeyemi'],
  ['Expert', 'elena.garcia'],
  ['Evaluator', 'tomas.novak'],
  ['Cofounder', 'aisha.bello'],
  ['Applicant', 'noah.williams'],
  ['CommunityMember', 'grace.kim'],
] as const;

const ERROR_SCREENS = [
  'error-screen',
  'lost-in-cosmos',
  'not-found',
  'not-authorized',
  'feature-not-in-plan',
  'incubator-not-found',
];

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** Counts the page's GraphQL requests still on their way, so a screen is judged once its data has answered. */
function trackRequests(page: Page): { readonly inFlight: () => number } {
  let count = 0;
  page.on('request', (r) => {
    if (r.url().includes('/graphql')) count += 1;
  });
  const done = (r: { url(): string }) => {
    if (r.url().includes('/graphql')) count -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => count };
}

/** What error the page shows, if any: an error screen's test id, or the "could not be loaded" line. */
async function errorShown(page: Page): Promise<string | null> {
  for (const id of ERROR_SCREENS) if ((await page.getByTestId(id).count()) > 0) return id;
  const text = await page.locator('body').innerText();
  return text.match(/[^\n]*could not be loaded[^\n]*/i)?.[0] ?? null;
}

interface Walk {
  readonly page: Page;
  readonly requests: { readonly inFlight: () => number };
  readonly role: string;
  readonly visited: string[];
}

/** Waits until the data of the screen has answered and nothing is loading, then checks for an error. */
async function expectWorkingScreen(walk: Walk, what: string) {
  const { page, requests } = walk;
  await expect
    .poll(async () => requests.inFlight() + (await page.locator('main .mantine-Loader-root').count()), {
      timeout: 20_000,
      message: `${walk.role} ${what}: still loading`,
    })
    .toBe(0);
  expect(await errorShown(page), `${walk.role} ${what}`).toBeNull();
}

/** Where an entry's page sends the user on purpose (a founder's "my startup" is their startup's file). */
const LANDINGS: Record<string, RegExp> = { '/startup/file': /^\/startup\/[0-9a-f-]{36}\/file/ };

/** Clicks an entry that leads to `path` and checks the page it opens (not bounced home by the route guard). */
async function openEntry(walk: Walk, entry: Locator, path: string, what: string) {
  await entry.click();
  const landing = LANDINGS[path] ?? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect
    .poll(() => new URL(walk.page.url()).pathname, {
      timeout: 20_000,
      message: `${walk.role} ${what} should open ${path}`,
    })
    .toMatch(landing);
  await expectWorkingScreen(walk, `${what} (${path})`);
  walk.visited.push(`${what} ${path}`);
}

/** Opens every closed group of the sidebar, so each of its links can be clicked. */
async function expandSidebar(page: Page) {
  const menu = page.getByTestId('sidebar-menu');
  for (let round = 0; round < 5; round++) {
    const closed = menu.locator('button[aria-expanded="false"]:not([data-locked])');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

async function links(
  scope: Locator,
  selector: string,
): Promise<{ testId: string; path: string; quickModal: boolean }[]> {
  return scope.locator(selector).evaluateAll((els) =>
    els.map((el) => ({
      testId: el.getAttribute('data-testid') ?? '',
      path: new URL((el as HTMLAnchorElement).href).pathname,
      quickModal: el.hasAttribute('data-quick-modal'),
    })),
  );
}

/** A quick-modal entry: its screen opens in a dialog over the same page, working; Escape closes it. */
async function openQuickModal(walk: Walk, entry: Locator, path: string, what: string) {
  const before = new URL(walk.page.url()).pathname;
  await entry.click();
  const dialog = walk.page.getByTestId('quick-modal');
  await dialog.waitFor();
  expect(await dialog.getByTestId('quick-modal-full-page').getAttribute('href'), what).toBe(path);
  expect(new URL(walk.page.url()).pathname, what).toBe(before);
  await expectWorkingScreen(walk, `${what} (quick modal ${path})`);
  await walk.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  walk.visited.push(`${what} quick modal ${path}`);
}

async function walkSidebar(walk: Walk) {
  const { page } = walk;
  await page.getByTestId('sidebar-menu').waitFor();
  await expandSidebar(page);
  const entries = await links(page.getByTestId('sidebar-menu'), 'a[data-testid^="sidebar-item-"]');
  expect(entries.length, `${walk.role}: sidebar entries`).toBeGreaterThan(0);
  for (const { testId, path, quickModal } of entries) {
    await expandSidebar(page);
    const entry = page.getByTestId('sidebar-menu').getByTestId(testId);
    if (quickModal) await openQuickModal(walk, entry, path, `sidebar ${testId}`);
    else await openEntry(walk, entry, path, `sidebar ${testId}`);
  }
}

async function walkTopNavigation(walk: Walk) {
  const { page } = walk;
  const nav = page.getByTestId('top-nav');
  await nav.waitFor();
  for (const { testId, path } of await links(nav, 'a[data-testid^="topnav-"]'))
    await openEntry(walk, nav.getByTestId(testId), path, `top navigation ${testId}`);
  if ((await page.getByTestId('topnav-more').count()) === 0) return;
  await page.getByTestId('topnav-more').click();
  const overflow = await links(page.getByTestId('topnav-more-menu'), 'a[data-testid^="topnav-more-"]');
  await page.keyboard.press('Escape');
  for (const { testId, path } of overflow) {
    await page.getByTestId('topnav-more').click();
    await openEntry(walk, page.getByTestId(testId), path, `top navigation ${testId}`);
  }
}

async function walkCreateMenu(walk: Walk) {
  const { page } = walk;
  if ((await page.getByTestId('create-menu').count()) === 0) return;
  await page.getByTestId('create-menu').click();
  const ids = await page
    .getByRole('menuitem')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  await page.keyboard.press('Escape');
  // The create menu's own entries only: the top navigation's "More" menu may still be closing when it opens.
  for (const id of ids.filter((x) => x.startsWith('create-'))) {
    const before = new URL(page.url()).pathname;
    await page.getByTestId('create-menu').click();
    await page.getByTestId(id).click();
    if (id === 'create-role') {
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/admin/configuration/roles');
      await expectWorkingScreen(walk, `create menu ${id}`);
    } else {
      // A flow in place: its dialog opens on the same page, with nothing failing in it.
      const dialog = page.getByRole('dialog');
      await dialog.first().waitFor();
      expect(new URL(page.url()).pathname).toBe(before);
      await expectWorkingScreen(walk, `create menu ${id}`);
      await page.keyboard.press('Escape');
      await dialog.first().waitFor({ state: 'hidden' });
    }
    walk.visited.push(`create menu ${id}`);
  }
}

async function walkBottomBar(walk: Walk) {
  const { page } = walk;
  await page.setViewportSize({ width: 375, height: 800 });
  const bar = page.getByTestId('bottom-bar');
  await bar.waitFor();
  const entries = await links(bar, 'a[data-testid^="bottombar-"]');
  expect(entries.length, `${walk.role}: bottom bar entries`).toBeGreaterThan(0);
  for (const { testId, path } of entries) await openEntry(walk, bar.getByTestId(testId), path, `bottom bar ${testId}`);
}

describe('every navigation entry of every demo role opens a working page', () => {
  for (const [role, name] of DEMO_ROLES) {
    it(`${role}: sidebar, top navigation, create menu, bottom bar`, { timeout: 240_000 }, async () => {
      const { page } = await e.page({ width: 1600, height: 900 });
      const walk: Walk = { page, requests: trackRequests(page), role, visited: [] };
      await e.signInAs(page, `${name}@lakeside.example`);
      await page.goto(e.url('demo', '/'));
      await page.getByTestId('user-name').waitFor();
      await expectWorkingScreen(walk, 'home');
      await walkSidebar(walk);
      await walkTopNavigation(walk);
      await walkCreateMenu(walk);
      await walkBottomBar(walk);
      // Every role has at least Home and Help to go to.
      expect(walk.visited.some((v) => v.startsWith('top navigation topnav-home'))).toBe(true);
      expect(walk.visited.some((v) => v.startsWith('bottom bar bottombar-help'))).toBe(true);
    });
  }
});
