// Every tag kind (issue 17, item 2): an admin creates a skill at /setup/tags/mentortag, tags a mentor with it on the
// mentor's profile and sees it there; merges two skills; the older /taxonomy/tags/* path lands on the same screen.
// The list passes axe in dark mode, and in Arabic at phone width.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../packages/server/src/modules/users/users.schema.ts';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const MAYA = 'maya.chen@lakeside.example'; // Admin
const SAMUEL = 'samuel.adeyemi@lakeside.example'; // Mentor

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
}, 120_000);
afterAll(async () => {
  await e?.close();
});

describe('setup tags', () => {
  it('creates a skill, tags a mentor with it, and merges two skills', async () => {
    const db = e.server.running.services.database.db;
    const samuel = (await db.select({ id: users.id }).from(users).where(eq(users.email, SAMUEL)))[0]!.id;
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', '/taxonomy/tags/mentortag'));
    await page.waitForURL(e.url('demo', '/setup/tags/mentortag'));
    await page.getByRole('heading', { name: 'Skills', level: 1 }).waitFor();
    await page.getByTestId('tag-name').fill('Climate finance');
    await page.getByTestId('tag-create').click();
    await page.getByTestId('tag-table').getByRole('row').filter({ hasText: 'Climate finance' }).waitFor();

    await page.goto(e.url('demo', `/profile/${samuel}`));
    await page.getByTestId('profile-tags-mentortag').waitFor();
    await page.getByTestId('user-tags-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('user-tags-mentortag').click();
    await page.getByRole('option', { name: 'Climate finance' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByTestId('user-tags-save').click();
    await page.getByTestId('profile-tags-mentortag').getByText('Climate finance').waitFor();

    // Merge "Pricing" into "Go-to-market": the row goes, the target counts its people.
    await page.goto(e.url('demo', '/setup/tags/mentortag'));
    const row = page.getByTestId('tag-table').getByRole('row').filter({ hasText: 'Pricing' });
    await row.getByTestId('tag-merge').click();
    await page.getByTestId('tag-merge-target').click();
    await page.getByRole('option', { name: 'Go-to-market' }).click();
    await page.getByTestId('taxonomy-confirm').click();
    await page.getByText('“Pricing” merged into “Go-to-market”.').waitFor();
    await row.waitFor({ state: 'detached' });
    const target = page.getByTestId('tag-table').getByRole('row').filter({ hasText: 'Go-to-market' });
    expect(await target.getByRole('cell').nth(1).textContent()).toBe('1');
  });

  it('has no accessibility violations in dark mode; Arabic fits 375 px', async () => {
    for (const [lang, width] of [
      ['en', 1280],
      ['ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme: 'dark', width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await e.signInAs(page, MAYA);
      const checks = async (what: string) => {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${what} ${lang} ${width}px`,
        ).toBe(true);
        expect(await axeViolations(page), `${what} ${lang}`).toEqual([]);
      };
      await page.goto(e.url('demo', '/setup/tags/mentortag'));
      await page.getByTestId('tag-table').waitFor();
      await checks('skills');
      await page.getByTestId('tag-table').getByTestId('tag-delete').first().click();
      await page.getByTestId('tag-delete-uses').waitFor();
      await checks('delete dialog');
      await page.keyboard.press('Escape');
      await page.goto(e.url('demo', '/setup/industries'));
      await page.getByTestId('industry-table').waitFor();
      await checks('industries');
    }
  });
});
