// The startup activity timeline in real browsers (issue 7 §3): staff post a public and a staff-only message on the
// startup file's default tab and see both; a founder sees the public one only, comments on it and reacts; the
// kind filter restarts the list; the timeline is free of accessibility violations, in dark mode and in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { startups } from '../packages/server/src/modules/startups/startups.schema.ts';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
let tidepool: string;

beforeAll(async () => {
  e = await startE2E();
  const db = e.server.running.services.database.db;
  tidepool = (await db.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Tidepool Analytics')))[0]!
    .id;
}, 120_000);
afterAll(() => e?.close());

async function openFile(page: Page, email: string, path = `/startup/${tidepool}/file`) {
  await e.signInAs(page, email);
  await page.goto(e.url('demo', path));
  await page.getByTestId('startup-timeline').waitFor();
}

const postWith = (page: Page, text: string) => page.getByTestId('timeline-post').filter({ hasText: text });

describe('startup timeline', () => {
  it('staff post publicly and staff only; a founder sees only the public post, comments and reacts', async () => {
    const staff = await e.page();
    // The file opens on its default tab: the activities.
    await openFile(staff.page, 'priya.raman@lakeside.example');
    await expect.poll(() => staff.page.url()).toContain(`/startup/${tidepool}/file/activities`);
    await expect
      .poll(() => staff.page.getByTestId('startup-file-tab-activities').getAttribute('aria-selected'))
      .toBe('true');

    const composer = staff.page.getByTestId('timeline-composer');
    await composer.getByLabel('Write a post').fill('Welcome to the Spring cohort!');
    await composer.getByTestId('timeline-composer-submit').click();
    await postWith(staff.page, 'Welcome to the Spring cohort!').waitFor();

    await composer.getByLabel('Write a post').fill('Runway under six months: keep an eye on it.');
    await composer.getByRole('switch', { name: /Staff only/ }).check();
    await composer.getByTestId('timeline-composer-submit').click();
    const secret = postWith(staff.page, 'Runway under six months');
    await secret.waitFor();
    await expect.poll(() => secret.getByTestId('timeline-staff-only').count()).toBe(1);
    expect(await axeViolations(staff.page)).toEqual([]);

    // The founder: the public post, not the staff-only one, and no staff-only switch.
    const founder = await e.page({ colorScheme: 'dark' });
    await openFile(founder.page, 'aisha.bello@lakeside.example', `/startup/${tidepool}/file/activities`);
    const welcome = postWith(founder.page, 'Welcome to the Spring cohort!');
    await welcome.waitFor();
    expect(await postWith(founder.page, 'Runway under six months').count()).toBe(0);
    expect(await founder.page.getByTestId('timeline-composer-staff-only').count()).toBe(0);

    await welcome.getByLabel('Write a comment').fill('Thank you, glad to be here!');
    await welcome.getByTestId('timeline-comment-submit').click();
    await welcome.getByTestId('timeline-comment').filter({ hasText: 'Thank you, glad to be here!' }).waitFor();

    const rocket = welcome.getByTestId('timeline-reaction-ROCKET');
    expect(await rocket.getAttribute('aria-pressed')).toBe('false');
    await rocket.click();
    await expect.poll(() => rocket.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => rocket.textContent()).toContain('1');
    expect(await axeViolations(founder.page)).toEqual([]);

    // The staff member sees the comment after a reload; the filter restarts the list.
    await staff.page.reload();
    const seen = postWith(staff.page, 'Welcome to the Spring cohort!');
    await seen.getByTestId('timeline-comment').filter({ hasText: 'Thank you, glad to be here!' }).waitFor();
    await staff.page.getByTestId('timeline-filter').selectOption('DATA_DUE');
    await staff.page.getByTestId('timeline-empty').waitFor();
    await staff.page.getByTestId('timeline-filter').selectOption('');
    await postWith(staff.page, 'Welcome to the Spring cohort!').waitFor();
  }, 120_000);

  it('loads the next page when the end of the list comes into view', async () => {
    const db = e.server.running.services.database.db;
    const greenleaf = (
      await db.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Greenleaf Robotics'))
    )[0]!.id;
    const token = await e.server.login('priya.raman@lakeside.example');
    for (let i = 1; i <= 26; i++) {
      const res = await e.server.gql(
        'mutation($s: ID!, $m: String!) { createTimelinePost(startupId: $s, message: $m) { _id } }',
        { token, variables: { s: greenleaf, m: `Scroll post ${i}` } },
      );
      expect(res.body.errors).toBeUndefined();
    }
    const { page } = await e.page({ height: 700 });
    await openFile(page, 'hannah.schultz@lakeside.example', `/startup/${greenleaf}/file/activities`);
    await postWith(page, 'Scroll post 26').waitFor();
    expect(await page.getByTestId('timeline-post').count()).toBe(20);
    await page.getByTestId('timeline-sentinel').scrollIntoViewIfNeeded();
    await postWith(page, 'Scroll post 1').first().waitFor();
    await expect.poll(() => page.getByTestId('timeline-post').count()).toBe(26);
  }, 90_000);

  it('reads right to left in Arabic at phone width without accessibility violations', async () => {
    const { page, context } = await e.page({ width: 375, height: 800 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, 'hannah.schultz@lakeside.example');
    await page.goto(e.url('demo', `/startup/${tidepool}/file/activities`));
    await page.getByTestId('startup-timeline').waitFor();
    await page.getByTestId('timeline-post').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);
});
