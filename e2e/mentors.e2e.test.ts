// Mentor matching in real browsers (issue 20 item 4): the admin has mentors proposed by industry only; a founder of
// Kinfolk Health (health) sees the coach who chose health first, with the reason, and asks her; she accepts on her
// mentors page, which makes her Kinfolk's mentor; the programme manager sees the match in the mentors table, undoes
// it and matches her again from the staff's finder. Dark mode, Arabic (right to left) at phone width and axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const ADMIN = 'maya.chen@lakeside.example';
const STAFF = 'priya.raman@lakeside.example';
const FOUNDER = 'sofia.petrova@lakeside.example';
const COACH = 'hannah.schultz@lakeside.example';
const OTHERS = ['daniel.okafor@lakeside.example', 'samuel.adeyemi@lakeside.example', 'elena.garcia@lakeside.example'];

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  // The coaches' own preferences: Hannah chose health (Kinfolk's industry), the others education.
  const admin = await e.server.login(ADMIN);
  const found = await e.server.gql<{ industries: { _id: string; name: string }[] }>(
    'query { industries { _id name } }',
    {
      token: admin,
    },
  );
  const industry = (name: string) => found.body.data!.industries.find((i) => i.name === name)!._id;
  const prefer = async (email: string, name: string) => {
    const res = await e.server.gql(
      `mutation($input: CoachingPreferencesInput!) { updateCoachingPreferences(input: $input) { industryIds } }`,
      {
        token: await e.server.login(email),
        variables: {
          input: { topics: [], industryIds: [industry(name)], meetingDurations: [], videoLink: '' },
        },
      },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  };
  await prefer(COACH, 'Health');
  for (const other of OTHERS) await prefer(other, 'Education');
});
afterAll(() => e?.close());

describe('mentor matching', () => {
  it('goes from the admin’s settings to a founder’s request, the mentor’s answer and the staff’s table', async () => {
    // The admin proposes mentors by industry only.
    const admin = (await e.page()).page;
    await e.signInAs(admin, ADMIN);
    await admin.goto(e.url('demo', '/admin/configuration/mentormatching'));
    await admin.getByRole('heading', { level: 2, name: 'Mentor matching' }).waitFor();
    for (const criterion of ['SKILLS', 'TAGS', 'PROGRAM'])
      await admin.getByTestId(`matching-criterion-${criterion}`).uncheck();
    expect(await admin.getByTestId('matching-criterion-INDUSTRIES').isChecked()).toBe(true);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByTestId('matching-save').click();
    await admin.getByText('Mentor matching saved.').waitFor();
    await admin.reload();
    await admin.getByTestId('matching-criterion-SKILLS').waitFor();
    expect(await admin.getByTestId('matching-criterion-SKILLS').isChecked()).toBe(false);

    // The founder sees Hannah first, because she chose health, and asks her.
    const founder = (await e.page()).page;
    await e.signInAs(founder, FOUNDER);
    await founder.goto(e.url('demo', '/startups/mentors'));
    await founder.getByRole('heading', { level: 2, name: 'Find a mentor' }).waitFor();
    const first = founder.getByTestId('mentor-suggestion').first();
    await first.getByText('Hannah Schultz').waitFor();
    await first.getByText('Shared industries: Health').waitFor();
    // Elena already mentors Kinfolk: she is not proposed again.
    expect(await founder.getByTestId('mentor-suggestion').allTextContents()).not.toContainEqual(
      expect.stringContaining('Elena'),
    );
    expect(await axeViolations(founder)).toEqual([]);
    await first.getByRole('button', { name: 'Ask for mentoring: Hannah Schultz' }).click();
    await founder.getByRole('dialog').waitFor();
    await founder.getByTestId('request-mentor-message').fill('We are preparing our clinic pilots.');
    expect(await axeViolations(founder)).toEqual([]);
    await founder.getByTestId('request-mentor-send').click();
    await founder.getByText('Your request was sent to Hannah Schultz.').waitFor();
    await first.getByTestId('mentor-requested').waitFor();
    const ours = founder.getByTestId('mentor-requests-startup');
    await ours.getByText('Request to Hannah Schultz').waitFor();
    await ours.getByText('Waiting for an answer').waitFor();

    // Hannah accepts from her mentors page.
    const coach = (await e.page({ colorScheme: 'dark' })).page;
    await e.signInAs(coach, COACH);
    await coach.goto(e.url('demo', '/startups/mentors'));
    const toMe = coach.getByTestId('mentor-requests-mentor');
    await toMe.getByText('Kinfolk Health asks you to mentor them').waitFor();
    await toMe.getByText('We are preparing our clinic pilots.').waitFor();
    expect(await axeViolations(coach)).toEqual([]);
    await toMe.getByRole('button', { name: 'Accept: Kinfolk Health' }).click();
    await toMe.getByText('Accepted').waitFor();

    // The founder's request says so.
    await founder.reload();
    await founder.getByTestId('mentor-requests-startup').getByText('Accepted').waitFor();

    // The programme manager sees the match, undoes it, and matches her again from the finder.
    const staff = (await e.page()).page;
    await e.signInAs(staff, STAFF);
    await staff.goto(e.url('demo', '/startups/mentors'));
    const row = staff.getByTestId('mentors-row').filter({ hasText: 'Hannah Schultz' });
    await row.getByText('Kinfolk Health').waitFor();
    expect(await row.getByTestId('mentors-load').textContent()).toMatch(/^\d+ of 3$/);
    expect(await axeViolations(staff)).toEqual([]);
    await row.getByRole('button', { name: 'Stop Hannah Schultz mentoring Kinfolk Health' }).click();
    await row.getByText('Kinfolk Health').waitFor({ state: 'detached' });
    await staff.getByTestId('mentor-finder-startup-match').click();
    await staff.getByRole('option', { name: 'Kinfolk Health' }).click();
    const top = staff.getByTestId('mentor-suggestion').first();
    await top.getByText('Hannah Schultz').waitFor();
    await top.getByRole('button', { name: 'Match: Hannah Schultz' }).click();
    await staff.getByText('Hannah Schultz now mentors Kinfolk Health.').waitFor();
    await row.getByText('Kinfolk Health').waitFor();
  });

  it('reads right to left in Arabic, in dark mode at phone width', async () => {
    const { context, page } = await e.page({ colorScheme: 'dark', width: 375 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', '/startups/mentors'));
    await page.getByTestId('mentor-suggestion').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
