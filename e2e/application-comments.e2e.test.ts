// Comments on an application in real browsers (docs/applications.md, "Comments"), on the living demo: staff ask
// Noah a question on Fernway's page and leave an internal note (dark mode); Noah, at phone width, sees the question
// but not the note and answers by keyboard; staff read the answer. Axe on each screen.
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
const QUESTION = 'Who builds the product today?';
const NOTE = 'Internal: compare with last year’s greenhouse startup.';
const ANSWER = 'My cofounder and I; we hire a designer in June.';

describe('application comments', () => {
  let path = '';

  it('staff ask a question and leave an internal note (dark)', async () => {
    const token = await e.server.login(NOAH);
    const res = await e.server.gql<{ myApplications: { _id: string; name: string }[] }>(
      '{ myApplications { _id name } }',
      { token },
    );
    const fernway = res.body.data!.myApplications.find((a) => a.name === 'Fernway')!;
    path = `/application/${fernway._id}`;

    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', path));
    const panel = page.getByTestId('application-comments');
    await panel.waitFor();
    await page.getByTestId('comment-body').fill(QUESTION);
    await page.getByTestId('comment-post').click();
    await panel.getByTestId('application-comment').filter({ hasText: QUESTION }).waitFor();
    await page.getByTestId('comment-body').fill(NOTE);
    await page.getByTestId('comment-internal').check();
    await page.getByTestId('comment-post').click();
    const note = panel.getByTestId('application-comment').filter({ hasText: NOTE });
    await note.getByTestId('internal-badge').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the applicant sees the question, not the note, and answers by keyboard (phone)', async () => {
    const { page } = await e.page({ width: 375 });
    await e.signInAs(page, NOAH);
    await page.goto(e.url('demo', path));
    const panel = page.getByTestId('application-comments');
    await panel.getByTestId('application-comment').filter({ hasText: QUESTION }).waitFor();
    expect(await panel.getByText(NOTE).count()).toBe(0);
    expect(await page.getByTestId('comment-internal').count()).toBe(0);
    await page.getByTestId('comment-body').focus();
    await page.keyboard.type(ANSWER);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const mine = panel.getByTestId('application-comment').filter({ hasText: ANSWER });
    await mine.waitFor();
    await mine.getByRole('button', { name: /Delete/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('staff read the answer', async () => {
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', path));
    const panel = page.getByTestId('application-comments');
    await panel.getByTestId('application-comment').filter({ hasText: ANSWER }).waitFor();
    await panel.getByTestId('application-comment').filter({ hasText: NOTE }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
