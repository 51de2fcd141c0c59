// The branding screen: the admin uploads a new logo, changes the sign-in text and the sidebar colour; a fresh,
// signed-out browser sees the new logo and text on the login page. The screen passes axe in light and dark, and in
// Arabic at 375 px; the "Powered by" footer follows the hidePoweredBy feature flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const ADMIN = 'maya.chen@lakeside.example';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#b91c1c"/><text x="10" y="27" fill="#ffffff" font-size="18">NEWLOGO</text></svg>';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const signInAs = (page: Page, email: string) => e.signInAs(page, email);

async function openBranding(page: Page) {
  await page.goto(e.url('demo', '/admin/configuration/branding'));
  await page.getByTestId('branding-save').waitFor();
}

describe('branding', () => {
  it('an upload, a new sign-in text and sidebar colour show on the login page of a signed-out visitor', async () => {
    const { page } = await e.page();
    await signInAs(page, ADMIN);
    await openBranding(page);
    expect(
      await page
        .getByRole('navigation', { name: 'Organisation settings sections' })
        .getByRole('link')
        .allTextContents(),
    ).toContain('Branding');

    await page
      .getByTestId('branding-logo-input')
      .setInputFiles({ name: 'new-logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
    const preview = page.getByTestId('branding-logo-preview');
    await expect
      .poll(() => preview.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\/file$/);
    const logoUrl = (await preview.getAttribute('src'))!;

    // A file that is not an image is refused with a message, and nothing changes.
    await page
      .getByTestId('branding-logoSquare-input')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await page.getByTestId('branding-logoSquare').getByRole('alert').waitFor();
    expect(await page.getByTestId('branding-logoSquare').getByRole('alert').textContent()).toBe(
      'This file is not a PNG, JPEG, GIF, WebP or SVG image.',
    );

    await page.getByTestId('branding-login-text').fill('Welcome, founders of the lake');
    const colour = page.getByTestId('branding-backgroundColor');
    await colour.click();
    await colour.press('ControlOrMeta+a');
    await colour.pressSequentially('#7c2d12');
    await colour.press('Escape');
    expect(await colour.inputValue()).toBe('#7c2d12');
    // The live preview follows the colour before saving.
    await expect
      .poll(() => page.getByTestId('branding-preview-sidebar').evaluate((el) => getComputedStyle(el).backgroundColor), {
        timeout: 10_000,
      })
      .toBe('rgb(124, 45, 18)');

    // A bad address is refused by the form, and focus goes to it.
    await page.getByTestId('branding-terms-url').fill('javascript:alert(1)');
    await page.getByTestId('branding-save').click();
    await page.getByText('Enter an address starting with http:// or https://').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('branding-terms-url');
    await page.getByTestId('branding-terms-url').fill('https://lakeside.example/terms-2026');

    await page.getByTestId('branding-save').click();
    await page.getByTestId('admin-feedback').getByText('Branding saved.').waitFor();
    // The app's branding reloads: its own sidebar takes the new colour without a page load.
    await expect
      .poll(() => page.getByTestId('sidebar').evaluate((el) => getComputedStyle(el).backgroundColor), {
        timeout: 10_000,
      })
      .toBe('rgb(124, 45, 18)');

    const visitor = await e.page();
    await visitor.page.goto(e.url('demo', '/login'));
    await visitor.page.getByTestId('tenant-logo').waitFor();
    expect(await visitor.page.getByTestId('tenant-logo').getAttribute('src')).toBe(logoUrl);
    expect(
      await visitor.page.getByTestId('tenant-logo').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await visitor.page.getByTestId('custom-login-link').textContent()).toBe('Welcome, founders of the lake');
    expect(await visitor.page.getByTestId('powered-by').isVisible()).toBe(true);
  });

  it('keeps "Powered by" hidden when the hidePoweredBy flag is on', async () => {
    const admin = await e.server.login('claire.dubois@northstar.example', 'northstar.localhost');
    const res = await e.server.gql('mutation { setFeatureFlag(name: "hidePoweredBy", activated: true) { name } }', {
      host: 'northstar.localhost',
      token: admin,
    });
    expect(res.body.errors).toBeUndefined();
    const { page } = await e.page();
    await page.goto(e.url('northstar', '/login'));
    await page.getByTestId('sign-in').waitFor();
    expect(await page.getByTestId('powered-by').count()).toBe(0);
    await page.goto(e.url('demo', '/login'));
    await page.getByTestId('powered-by').waitFor();
  });

  it('has no accessibility violations, light and dark; Arabic fits 375 px', async () => {
    for (const [colorScheme, lang, width] of [
      ['light', 'en', 1280],
      ['dark', 'en', 1280],
      ['dark', 'ar', 375],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width, height: 800 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await signInAs(page, ADMIN);
      await openBranding(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${lang} ${width}px`,
      ).toBe(true);
      expect(await axeViolations(page), `${colorScheme} ${lang}`).toEqual([]);
    }
  });
});
