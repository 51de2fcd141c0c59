// The Indonesian and Japanese catalogues (id.json, ja_JP.json): not offered by the switcher, but shown to whoever asks
// for them — the lang_pref cookie, or the user's own language — with a valid `lang` for Intl and assistive technology.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

describe('languages beyond the switcher', () => {
  it('shows the sign-in page in Japanese for lang_pref=ja_JP, as `ja`, and offers the nine languages only', async () => {
    const { context, page } = await e.page({ width: 375 });
    await context.addCookies([{ name: 'lang_pref', value: 'ja_JP', url: e.url('demo') }]);
    await page.goto(e.url('demo', '/login'));
    await page.getByRole('button', { name: 'サインイン', exact: true }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ja',
      'ltr',
    ]);
    await page.getByTestId('language-menu').click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toHaveLength(9);
    expect(items).not.toContain('日本語');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the sign-in page in Indonesian for lang_pref=id', async () => {
    const { context, page } = await e.page();
    await context.addCookies([{ name: 'lang_pref', value: 'id', url: e.url('demo') }]);
    await page.goto(e.url('demo', '/login'));
    await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('follows a user whose account language is Japanese, and keeps it in the settings', async () => {
    const token = await e.server.login('grace.kim@lakeside.example');
    const set = await e.server.gql(
      'mutation { updateMyAccountSettings(language: "ja", timezone: "Asia/Tokyo") { language } }',
      { token },
    );
    expect(set.body.errors).toBeUndefined();
    try {
      const { page } = await e.page({ colorScheme: 'dark' });
      await e.signInAs(page, 'grace.kim@lakeside.example');
      await page.goto(e.url('demo', '/account/settings'));
      await page.getByRole('heading', { level: 1, name: 'アカウント設定' }).waitFor();
      // The heading is in Japanese as soon as the shell has the user; the form holds the account's own values once
      // its query has answered (the save button is enabled then).
      await page.locator('[data-testid="account-settings-save"]:enabled').waitFor();
      await expect.poll(() => page.getByTestId('account-language').inputValue()).toBe('日本語');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await e.server.gql('mutation { updateMyAccountSettings(language: "en", timezone: "UTC") { language } }', {
        token,
      });
    }
  });
});
