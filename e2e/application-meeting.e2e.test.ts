// An application's interview meeting in real browsers (docs/applications.md, "Meetings"), on the living demo: Noah
// submits Fernway (through the API); staff schedule its meeting from the application's page in the modal (dark mode);
// Noah, at phone width, follows the link to /application/{id}/meeting, finds the time, the video link and the
// add-to-calendar menu, and confirms by keyboard; staff see the confirmation. Axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ seed: 'living' });
});
afterAll(() => e?.close());

const MAYA = 'maya.chen@lakeside.example';
const NOAH = 'noah.williams@lakeside.example';
const LINK = 'https://meet.example.com/fernway-interview';
/** The living demo's application form (seed/living/applications.ts): its fixed question ids. */
const ANSWERS = {
  '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000001': 'Greenhouses that heat themselves with compost.',
  '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000002': { selected: ['prototype'] },
  '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000003': 'Energy prices doubled for our first customers.',
};
const ZONE = 'Europe/Paris';

describe('application meeting', () => {
  let path = '';

  it('staff schedule the meeting from the application page (dark)', async () => {
    const token = await e.server.login(NOAH);
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const res = await e.server.gql<T>(query, { token, variables });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return res.body.data!;
    };
    const mine = await gql<{ myApplications: { _id: string; name: string }[] }>('{ myApplications { _id name } }');
    const fernway = mine.myApplications.find((a) => a.name === 'Fernway')!;
    const app = await gql<{ application: { rounds: { round: { _id: string } }[] } }>(
      'query($id: ID!) { application(id: $id) { rounds { round { _id } } } }',
      { id: fernway._id },
    );
    const roundId = app.application.rounds[0]!.round._id;
    const form = await gql<{ applicationRoundForm: { versionId: string } }>(
      'query($a: ID!, $r: ID!) { applicationRoundForm(applicationId: $a, roundId: $r) { versionId } }',
      { a: fernway._id, r: roundId },
    );
    await gql(
      `mutation($a: ID!, $r: ID!, $v: ID!, $answers: String!) {
        submitApplicationRound(applicationId: $a, roundId: $r, versionId: $v, answers: $answers) { _id } }`,
      { a: fernway._id, r: roundId, v: form.applicationRoundForm.versionId, answers: JSON.stringify(ANSWERS) },
    );
    path = `/application/${fernway._id}`;

    const { page } = await e.page({ colorScheme: 'dark', timezoneId: ZONE });
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', path));
    const card = page.getByTestId('meeting-card');
    await card.getByTestId('meeting-open-form').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByTestId('meeting-date').fill(day);
    await dialog.getByTestId('meeting-time').fill('10:30');
    await dialog.getByTestId('meeting-link').fill(LINK);
    await dialog.getByTestId('meeting-note').fill('Bring a short demo of the greenhouse controller.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByTestId('meeting-save').click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('meeting-status').filter({ hasText: 'Scheduled' }).waitFor();
    await card.getByTestId('meeting-response').filter({ hasText: 'Awaiting an answer' }).waitFor();
    expect(await card.getByTestId('meeting-when').textContent()).toContain(`10:30`);
    // Scheduling moved the application to its meeting stage.
    await page.getByTestId('application-status').filter({ hasText: 'Ready for meeting' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the applicant finds the meeting and confirms it by keyboard (phone, another zone)', async () => {
    const { page } = await e.page({ width: 375, timezoneId: 'America/New_York' });
    await e.signInAs(page, NOAH);
    // From his home: "Your applications" lists Fernway at its meeting stage.
    await page.goto(e.url('demo', '/'));
    const fernway = page.getByTestId('home-application').filter({ hasText: 'Fernway' });
    await fernway.getByTestId('application-status').filter({ hasText: 'Ready for meeting' }).waitFor();
    await fernway.getByRole('link', { name: 'Fernway' }).click();
    await page.waitForURL(e.url('demo', path));
    await page.getByTestId('meeting-page-link').click();
    await page.waitForURL(/\/meeting$/);
    const details = page.getByTestId('meeting-details');
    await details.waitFor();
    expect(await details.getByTestId('meeting-when').textContent()).toContain(`(${ZONE})`);
    // Noah also reads the time in his own zone.
    expect(await details.getByTestId('meeting-your-time').textContent()).toContain('(America/New_York)');
    expect(await details.getByTestId('meeting-video-link').getAttribute('href')).toBe(LINK);
    await details.getByRole('button', { name: 'Add to calendar' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('meeting-confirm').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('meeting-answer').filter({ hasText: 'Attendance confirmed by' }).waitFor();
    await details.getByTestId('meeting-response').filter({ hasText: 'Confirmed' }).waitFor();
    expect(await page.getByTestId('meeting-open-form').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('staff see the confirmation on the meeting page', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', `${path}/meeting`));
    await page.getByTestId('meeting-answer').filter({ hasText: 'confirmed attendance' }).waitFor();
    await page.getByTestId('meeting-cancel').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
