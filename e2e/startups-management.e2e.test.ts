// /startups/management and the startup file (issue 7): staff create a startup, put it in a programme, and archive
// two startups in bulk while the live toast counts them; a founder opens /startup/file, lands on their own file and
// edits the company tab; an unknown tab is not found; axe in light, dark and Arabic at phone width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const PRIYA = 'priya.raman@lakeside.example'; // Staff
const AISHA = 'aisha.bello@lakeside.example'; // Cofounder of Tidepool

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
}, 120_000);
afterAll(() => e?.close());

async function open(page: Page, email: string, path: string) {
  await e.signInAs(page, email);
  await page.goto(e.url('demo', path));
}

const row = (page: Page, name: string) => page.getByTestId('management-row').and(page.locator(`[data-name="${name}"]`));

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('startups management', () => {
  it('lets staff create a startup, assign a programme, and archive two in bulk with the progress toast', async () => {
    const { page } = await e.page();
    await open(page, PRIYA, '/startups/management');
    await page.getByRole('heading', { name: 'Startups management', level: 1 }).waitFor();
    await row(page, 'Tidepool Analytics').waitFor();

    await page.getByTestId('startup-new').click();
    await page.getByRole('dialog', { name: 'New startup' }).waitFor();
    await page.getByTestId('company-name').fill('Harbor Labs');
    await page.getByTestId('company-website').fill('harbor.example');
    await page.getByTestId('company-save').click();
    // The drawer turns to the new startup: programmes, founders and team.
    await page.getByRole('dialog', { name: 'Edit startup' }).waitFor();
    await pick(page, 'drawer-programs', 'Spring 2026 Cohort');
    await page.getByRole('heading', { name: 'Programmes', level: 3 }).click();
    await page.getByTestId('drawer-programs-save').click();
    await page.getByText('The programmes were saved.').waitFor();
    await page.getByRole('dialog', { name: 'Edit startup' }).getByRole('button', { name: 'Close' }).click();
    await row(page, 'Harbor Labs').filter({ hasText: 'Spring 2026 Cohort' }).waitFor();

    await page.getByLabel('Select Harbor Labs').check();
    await page.getByLabel('Select Brightpath Learning').check();
    expect(await page.getByTestId('bulk-count').textContent()).toBe('Selected: 2');
    await page.getByTestId('bulk-archive').click();
    const toast = page.getByTestId('batch-toast');
    await toast.waitFor();
    await page.locator('[data-testid="batch-toast"][data-phase="succeeded"]').waitFor();
    expect(await toast.textContent()).toBe('Startups done: 2.');
    // The list follows: both leave the active list, and show under "Archived".
    await row(page, 'Harbor Labs').waitFor({ state: 'detached' });
    expect(await row(page, 'Brightpath Learning').count()).toBe(0);
    await page.getByTestId('management-status').getByText('Archived').click();
    await row(page, 'Harbor Labs').waitFor();
    await row(page, 'Brightpath Learning').waitFor();
    // A full success closes by itself (3 s).
    await toast.waitFor({ state: 'detached', timeout: 8000 });
  });

  it('lets a founder open /startup/file, land on their file and edit the company tab; an unknown tab is not found', async () => {
    const { page } = await e.page();
    await open(page, AISHA, '/startup/file');
    await page.waitForURL(/\/startup\/[0-9a-f-]{36}\/file\/[a-z-]+$/);
    await page.getByTestId('startup-file-header').getByRole('heading', { name: 'Tidepool Analytics' }).waitFor();
    const header = await page.getByTestId('startup-file-header').textContent();
    expect(header).toContain('Climate Tech Track');
    expect(header).toContain('Hardware');
    const id = /\/startup\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

    await page.getByTestId('startup-file-tab-company').click();
    await page.waitForURL(e.url('demo', `/startup/${id}/file/company`));
    await page.getByTestId('company-edit').click();
    await page.getByTestId('company-city').fill('Akron');
    await page.getByTestId('company-website').fill('not a link');
    await page.getByTestId('company-save').click();
    await page.getByText('This is not a valid url').waitFor();
    await page.getByTestId('company-website').fill('tidepool.example');
    await page.getByTestId('company-save').click();
    await page.getByText('The company profile was saved.').waitFor();
    const tab = await page.getByTestId('company-tab').textContent();
    expect(tab).toContain('Akron');
    expect(tab).toContain('tidepool.example');
    // Tags and industries are the team's: the founder's form does not offer them.
    await page.getByTestId('company-edit').click();
    expect(await page.getByTestId('company-tags').count()).toBe(0);

    await page.goto(e.url('demo', `/startup/${id}/file/nope`));
    await page.getByTestId('lost-in-cosmos').waitFor();
    // The legacy timeline path lands on the file (its default tab).
    await page.goto(e.url('demo', `/startup/timeline/${id}`));
    await page.waitForURL(new RegExp(`/startup/${id}/file/[a-z-]+$`));
    await page.getByTestId('startup-file-header').waitFor();
  });

  it('has no accessibility violations, light and dark; Arabic fits 375 px', async () => {
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['dark', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await open(page, PRIYA, '/startups/management');
      await page.getByTestId('management-row').first().waitFor();
      const checks = async (what: string) => {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${what} ${lang} ${width}px`,
        ).toBe(true);
        expect(await axeViolations(page), `${what} ${colorScheme} ${lang}`).toEqual([]);
      };
      await checks('management');
      await page.getByTestId('management-row').first().getByRole('checkbox').check();
      await page.getByTestId('bulk-bar').waitFor();
      await checks('bulk bar');
      await page.getByTestId('management-tab-tags').click();
      await page.getByTestId('tag-table').waitFor();
      await checks('tags');
      await page.getByTestId('management-tab-startups').click();
      await page.getByTestId('management-row').first().getByRole('link').click();
      await page.getByTestId('startup-file-header').waitFor();
      await page.getByTestId('startup-file-tab-company').click();
      await page.getByTestId('company-tab').waitFor();
      await checks('file');
      await page.getByTestId('company-edit').click();
      await page.getByTestId('company-form').waitFor();
      await checks('company form');
      await context.close();
    }
  });

  // Issue 14 item 7: the status badge once read "ACT…", the role "Staff" stayed English in Arabic and the second
  // letter of overlapping initials hid under the next avatar ("AB" read "AE").
  it('shows whole status labels, translated role names and whole initials, at desktop and phone width', async () => {
    for (const [lang, width, active, staff] of [
      ['en', 1280, 'Active', 'Staff'],
      ['ar', 1280, 'نشطة', 'فريق العمل'],
      ['ar', 375, 'نشطة', null],
    ] as const) {
      const { page, context } = await e.page({ width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await open(page, PRIYA, '/startups/management');
      await page.getByTestId('startup-status').first().waitFor();
      const badges = await page.getByTestId('startup-status').evaluateAll((els) =>
        els.map((el) => {
          const label = el.querySelector('.mantine-Badge-label') ?? el;
          return {
            text: (el as HTMLElement).innerText.trim(),
            clipped: el.scrollWidth > el.clientWidth + 1 || label.scrollWidth > label.clientWidth + 1,
          };
        }),
      );
      expect(badges.length, `${lang} ${width}px`).toBeGreaterThan(0);
      expect(badges.filter((b) => b.text === active).length, `${lang} ${width}px`).toBeGreaterThan(0);
      expect(
        badges.filter((b) => b.clipped),
        `${lang} ${width}px`,
      ).toEqual([]);
      // The role under the user's name (shown from 768 px) is the catalogue's, not the stored English label.
      if (staff) expect(await page.getByTestId('user-role').textContent()).toBe(staff);

      await page.goto(e.url('demo', '/startups'));
      await page.getByTestId('avatar-list').first().waitFor();
      // Each avatar's initials end before the next avatar of the row begins (either direction).
      const hidden = await page.getByTestId('avatar-list').evaluateAll((lists) =>
        lists.flatMap((list) => {
          const avatars = Array.from(
            list.querySelectorAll('[data-testid="user-avatar"], [data-testid="avatar-overflow"]'),
          );
          return avatars.slice(0, -1).flatMap((avatar, i) => {
            const text = [...Array.from(avatar.querySelectorAll('*')), avatar]
              .map((n) => Array.from(n.childNodes).find((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim()))
              .find(Boolean);
            if (!text) return [];
            const range = document.createRange();
            range.selectNodeContents(text);
            const glyphs = range.getBoundingClientRect();
            const next = avatars[i + 1]!.getBoundingClientRect();
            const covered =
              document.documentElement.dir === 'rtl' ? glyphs.left < next.right : glyphs.right > next.left;
            return covered ? [text.textContent] : [];
          });
        }),
      );
      expect(hidden, `${lang} ${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('opens a startup file from a portfolio card and filters the portfolio by tag', async () => {
    const { page } = await e.page({ width: 375, height: 740 });
    await open(page, PRIYA, '/startups');
    await page.getByTestId('startup-card').first().waitFor();
    await pick(page, 'startups-tag', 'Hardware');
    await page.getByTestId('startups-count').filter({ hasText: 'Showing 2 of 2' }).waitFor();
    await page.getByTestId('startup-card').filter({ hasText: 'Greenleaf Robotics' }).click();
    await page.waitForURL(/\/startup\/[0-9a-f-]{36}\/file\/[a-z-]+$/);
    await page.getByTestId('startup-file-header').getByRole('heading', { name: 'Greenleaf Robotics' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('tells a cofounder without a startup so on /startup/file', async () => {
    // Remove Sofia (Kinfolk's only founder) from her startup through the API first.
    const { page } = await e.page();
    const token = await e.server.login('maya.chen@lakeside.example');
    const q = (query: string, variables: Record<string, unknown> = {}) =>
      e.server.gql<Record<string, never>>(query, { token, variables });
    const list = (
      await e.server.gql<{
        startups: { results: { _id: string; name: string; people: { _id: string; fullName: string }[] }[] };
      }>(`{ startups { results { _id name people { _id fullName } } } }`, { token })
    ).body.data!.startups.results;
    const kinfolk = list.find((s) => s.name === 'Kinfolk Health')!;
    const sofia = kinfolk.people.find((p) => p.fullName === 'Sofia Petrova')!;
    expect(
      (
        await q(`mutation($s: ID!, $u: ID!) { removeStartupFounder(startupId: $s, userId: $u) { _id } }`, {
          s: kinfolk._id,
          u: sofia._id,
        })
      ).body.errors,
    ).toBeUndefined();
    await open(page, 'sofia.petrova@lakeside.example', '/startup/file');
    await page.getByTestId('no-startup').waitFor();
    expect(await page.getByTestId('no-startup').textContent()).toContain('does not belong to a startup yet');
  });
});
