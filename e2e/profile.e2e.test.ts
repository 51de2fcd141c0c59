// People pieces and profile pages: the hover card opens on a person and hides 500 ms after the pointer leaves;
// a visible user's profile page; editing one's own profile shows on the profile page; axe-clean light, dark and
// Arabic at 375 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const PASSWORD = 'ascent-demo-2026';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function tokenOf(email: string): Promise<{ token: string; sessionId: string }> {
  const res = await e.server.http({
    method: 'POST',
    path: '/auth/local',
    host: 'demo.localhost',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, endOldestSession: true }),
  });
  return res.body as { token: string; sessionId: string };
}

async function signInAs(page: Page, email: string) {
  const { token, sessionId } = await tokenOf(email);
  await page.goto(e.url('demo', '/404'));
  await page.evaluate(
    ([t, sid]) => {
      localStorage.setItem('accelerator-token', t!);
      localStorage.setItem('accelerator-sid', sid!);
    },
    [token, sessionId],
  );
}

async function idOf(email: string): Promise<string> {
  const { token } = await tokenOf(email);
  const res = await e.server.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token });
  return res.body.data!.currentUser._id;
}

describe('people and profiles', () => {
  it('opens the hover card on a startup person and hides it 500 ms after the pointer leaves', async () => {
    const { page } = await e.page();
    await signInAs(page, 'aisha.bello@lakeside.example');
    await page.goto(e.url('demo', '/'));
    const marco = page.getByTestId('startup-people').getByRole('img', { name: 'Marco Rossi' });
    await marco.hover();
    const card = page.getByTestId('profile-hover-card');
    await card.waitFor();
    expect(await card.getByTestId('hover-card-name').textContent()).toBe('Marco Rossi');
    expect(await card.getByTestId('hover-card-role').textContent()).toBeTruthy();
    await page.mouse.move(2, 2);
    const left = Date.now();
    await page.waitForTimeout(250);
    expect(await card.isVisible()).toBe(true);
    await card.waitFor({ state: 'hidden' });
    expect(Date.now() - left).toBeGreaterThanOrEqual(450);
    // Keyboard focus opens it too, Escape closes it.
    await marco.focus();
    await card.waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
  });

  it('shows the profile page of a visible user, and nothing for an unknown one', async () => {
    const marcoId = await idOf('marco.rossi@lakeside.example');
    const { page } = await e.page();
    await signInAs(page, 'aisha.bello@lakeside.example');
    await page.goto(e.url('demo', `/profile/${marcoId}`));
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').textContent()).toBe('Marco Rossi');
    expect(await page.getByTestId('edit-profile').count()).toBe(0);
    expect(await page.textContent('main')).toContain('Tidepool Analytics');
    await page.goto(e.url('demo', '/profile/00000000-0000-4000-8000-000000000000'));
    await page.getByTestId('profile-unavailable').waitFor();
  });

  it("shows one's own edits on the profile page", async () => {
    const { page } = await e.page();
    await signInAs(page, 'ingrid.larsen@lakeside.example');
    await page.goto(e.url('demo', '/profile'));
    await page.getByTestId('profile-input-headline').fill('Robotics lead, Greenleaf');
    await page.getByTestId('profile-input-bio').fill('I build weeding robots.');
    await page.getByTestId('link-linkedin').fill('linkedin.com/in/ingrid-larsen');
    await page.getByTestId('save-profile').click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.getByTestId('view-profile').click();
    await page.getByTestId('profile-headline').waitFor();
    expect(await page.getByTestId('profile-headline').textContent()).toBe('Robotics lead, Greenleaf');
    expect(await page.getByTestId('profile-bio').textContent()).toBe('I build weeding robots.');
    expect(await page.getByTestId('profile-link-linkedin').getAttribute('href')).toBe(
      'http://linkedin.com/in/ingrid-larsen',
    );
    expect(await page.getByTestId('edit-profile').count()).toBe(1);
  });

  it('is axe-clean and fits 375 px in light, dark and Arabic', async () => {
    const marcoId = await idOf('marco.rossi@lakeside.example');
    for (const [colorScheme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const { page, context } = await e.page({ colorScheme, width: 375, height: 740 });
      await context.addCookies([{ name: 'lang_pref', value: lang, url: e.url('demo') }]);
      await signInAs(page, 'aisha.bello@lakeside.example');
      for (const [path, testId] of [
        ['/', 'startup-people'],
        [`/profile/${marcoId}`, 'profile-name'],
        ['/profile', 'save-profile'],
      ] as const) {
        await page.goto(e.url('demo', path));
        await page.getByTestId(testId).first().waitFor();
        await page.waitForLoadState('networkidle');
        if (path === '/') {
          await page.getByTestId('startup-people').getByTestId('hover-card-target').last().hover();
          await page.getByTestId('profile-hover-card').waitFor();
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${path} ${lang}`,
        ).toBe(true);
        expect(await axeViolations(page), `${path} ${colorScheme} ${lang}`).toEqual([]);
      }
    }
  });

  it('fits the home to the role: applicants get a welcome, staff their tasks and notifications', async () => {
    const { page } = await e.page();
    await signInAs(page, 'noah.williams@lakeside.example');
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('home-applicant').waitFor();
    // Where they stand: their applications (none yet in this demo), and where to apply.
    await page.getByTestId('home-applications').getByText('You have not started an application yet.').waitFor();
    expect(await page.getByTestId('home-tasks').count()).toBe(0);
    await signInAs(page, 'priya.raman@lakeside.example');
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('home-tasks').waitFor();
    await page.getByTestId('home-notifications').waitFor();
    await page.getByTestId('open-invite').waitFor();
    expect(await page.getByTestId('home-applicant').count()).toBe(0);
  });

  it("deletes one's own account only when the organisation allows it, confirmed by the password", async () => {
    const { page } = await e.page();
    await signInAs(page, 'jamal.harris@lakeside.example');
    await page.goto(e.url('demo', '/account/settings/delete'));
    await page.waitForURL(e.url('demo', '/account/settings'));
    expect(await page.getByTestId('delete-account-link').count()).toBe(0);

    const admin = (await tokenOf('maya.chen@lakeside.example')).token;
    const setting = async (allow: boolean) => {
      const input = {
        name: 'Lakeside Ventures',
        timezone: 'Europe/Paris',
        defaultLanguage: 'en',
        currency: 'USD',
        allowUserSelfDelete: allow,
        allowWriteInOptionInUserSkills: false,
      };
      const res = await e.server.gql(
        'mutation($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { allowUserSelfDelete } }',
        { token: admin, variables: { input } },
      );
      expect(res.body.errors, res.text).toBeUndefined();
    };
    await setting(true);
    try {
      await page.goto(e.url('demo', '/account/settings'));
      await page.getByTestId('delete-account-link').click();
      await page.getByTestId('delete-password').fill('not my password');
      await page.getByTestId('delete-account').click();
      expect(await page.getByTestId('delete-error').textContent()).toBe('The password is not correct.');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('delete-password').fill(PASSWORD);
      await page.getByTestId('delete-account').click();
      await page.waitForURL(/\/login/);
      const again = await e.server.http({
        method: 'POST',
        path: '/auth/local',
        host: 'demo.localhost',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jamal.harris@lakeside.example', password: PASSWORD }),
      });
      expect(again.status).toBe(401);
    } finally {
      await setting(false);
    }
  });
});
