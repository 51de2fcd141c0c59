// Tasks in real browsers (issue 6): a coach gives a task to a startup; both founders' badges rise live; one founder
// ticks it and the other still has it pending; the second ticks it and the coach sees it done. The form's rules
// and messages, the delete confirmation, and the task pages in dark mode, in Arabic at phone width, without
// accessibility violations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const PASSWORD = 'ascent-demo-2026';
/** Live updates cross a socket and two browsers sharing two cores: give them time. */
const LIVE = { timeout: 10_000 };

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function signIn(page: Page, email: string) {
  await page.goto(e.url('demo', '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-name').waitFor();
}

/** The header badge's count, once the first count has arrived. */
async function badge(page: Page): Promise<number> {
  const badgeEl = page.getByTestId('tasks-badge');
  await expect.poll(() => badgeEl.getAttribute('data-count'), LIVE).not.toBe('');
  return Number(await badgeEl.getAttribute('data-count'));
}

/** The panel's item of a task by its name. */
const panelItem = (page: Page, name: string) =>
  page.getByTestId('tasks-panel').getByTestId('task-item').filter({ hasText: name });

describe('tasks', () => {
  it('a coach assigns a task to a startup; each founder ticks their part live; the coach sees it done', async () => {
    const coach = await e.page();
    const aisha = await e.page({ colorScheme: 'dark' });
    const marco = await e.page();
    await signIn(aisha.page, 'aisha.bello@lakeside.example');
    await signIn(marco.page, 'marco.rossi@lakeside.example');
    const [aishaBefore, marcoBefore] = [await badge(aisha.page), await badge(marco.page)];

    await signIn(coach.page, 'hannah.schultz@lakeside.example');
    await coach.page.getByTestId('tasks-button').click();
    await coach.page.getByTestId('tasks-panel').getByTestId('task-new').click();
    const form = coach.page.getByRole('dialog', { name: 'New task' });
    await form.getByLabel('Name').fill('Send the deck to your coach');
    // The default assignee is the coach; the task goes to Tidepool's founders instead.
    const assignees = form.getByTestId('task-assignees-input');
    await assignees.click();
    await assignees.press('Backspace');
    await assignees.fill('Tidepool');
    await coach.page.getByRole('option', { name: 'Tidepool Analytics' }).click();
    // The multi-select stays open for more choices: leave it.
    await form.getByLabel('Name').click();
    await form.getByTestId('task-save').click();
    await coach.page.getByText('Task created').waitFor();

    // Both badges rise without a reload.
    await expect.poll(() => badge(aisha.page), LIVE).toBe(aishaBefore + 1);
    await expect.poll(() => badge(marco.page), LIVE).toBe(marcoBefore + 1);

    // Aisha ticks it: her badge falls, the removal icon shows, Marco still has it pending.
    await aisha.page.getByTestId('tasks-button').click();
    const aishaItem = panelItem(aisha.page, 'Send the deck to your coach');
    await aishaItem.waitFor();
    await aishaItem.getByRole('checkbox').check();
    expect(await aishaItem.getByRole('checkbox').isChecked()).toBe(true);
    await aisha.page.getByTestId('tasks-removed-icon').waitFor();
    await expect.poll(() => badge(aisha.page), LIVE).toBe(aishaBefore);
    await expect.poll(() => badge(marco.page), LIVE).toBe(marcoBefore + 1);
    await marco.page.getByTestId('tasks-button').click();
    const marcoItem = panelItem(marco.page, 'Send the deck to your coach');
    await marcoItem.waitFor();
    expect(await marcoItem.getByRole('checkbox').isChecked()).toBe(false);
    expect(await marcoItem.getByTestId('task-progress').textContent()).toBe('1 of 2 done');

    // Marco ticks it: the task is done for the coach.
    await marcoItem.getByRole('checkbox').check();
    await expect.poll(() => badge(marco.page), LIVE).toBe(marcoBefore);
    await coach.page.keyboard.press('Escape');
    await coach.page.goto(e.url('demo', '/tasks/startups'));
    await coach.page.getByTestId('task-filter-who').click();
    await coach.page.getByRole('option', { name: 'Tidepool Analytics' }).click();
    const coachItem = coach.page
      .getByTestId('startup-tasks-today')
      .getByTestId('task-item')
      .filter({ hasText: 'Send the deck to your coach' });
    await coachItem.waitFor();
    expect(await coachItem.getAttribute('data-done')).toBe('true');
    expect(await coachItem.getByTestId('task-progress').textContent()).toBe('2 of 2 done');
    expect(await coachItem.getByRole('checkbox').isDisabled()).toBe(true);
  });

  it('shows the form rules and their messages, and restores the default assignee on Save', async () => {
    const { page } = await e.page();
    await signIn(page, 'priya.raman@lakeside.example');
    await page.goto(e.url('demo', '/tasks'));
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    await page.getByTestId('task-new').click();
    const form = page.getByRole('dialog', { name: 'New task' });
    expect(await form.getByLabel('Name').getAttribute('placeholder')).toBe('eg: send the deck to my coach');
    await form.getByTestId('task-save').click();
    await form.getByText('Name is a required field').waitFor();
    // Emptying the assignees and saving puts the default back and the focus on the selector.
    const assignees = form.getByTestId('task-assignees-input');
    await assignees.click();
    await assignees.press('Backspace');
    await form.getByText('There has to be at least one assignee').waitFor();
    await form.getByLabel('Name').fill('Book the demo day room');
    await form.getByTestId('task-save').click();
    await expect.poll(() => form.locator('.mantine-Pill-root').count(), LIVE).toBe(1);
    await expect.poll(() => assignees.evaluate((el) => el === document.activeElement), LIVE).toBe(true);
    // A day before yesterday is refused.
    await form.getByLabel('Due date').fill('2020-01-01');
    await form.getByText('The due date can not be in the past').waitFor();
  });

  it('deletes after "Are you sure you want to delete this task?"', async () => {
    const { page } = await e.page();
    await signIn(page, 'priya.raman@lakeside.example');
    await page.goto(e.url('demo', '/tasks'));
    await page.getByTestId('task-new').click();
    const form = page.getByRole('dialog', { name: 'New task' });
    await form.getByLabel('Name').fill('Draft the newsletter');
    await form.getByTestId('task-save').click();
    await page.getByText('Task created').waitFor();
    const item = page.getByRole('main').getByTestId('task-item').filter({ hasText: 'Draft the newsletter' });
    await item.waitFor();
    await item.getByTestId('task-menu').click();
    await page.getByTestId('task-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete task' });
    await dialog.getByText('Are you sure you want to delete this task?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item.getByTestId('task-menu').click();
    await page.getByTestId('task-delete').click();
    await page.getByRole('dialog', { name: 'Delete task' }).getByRole('button', { name: 'Confirm' }).click();
    await item.waitFor({ state: 'detached' });
  });

  it('says "You have no pending tasks!" and passes axe in light, dark and Arabic at phone width', async () => {
    const light = await e.page();
    await signIn(light.page, 'grace.kim@lakeside.example');
    await light.page.getByTestId('tasks-button').click();
    await light.page.getByTestId('tasks-panel').getByText('You have no pending tasks!').waitFor();
    expect(await axeViolations(light.page)).toEqual([]);
    await light.page.goto(e.url('demo', '/tasks'));
    await light.page.getByTestId('task-list-empty').waitFor();
    expect(await axeViolations(light.page)).toEqual([]);

    const dark = await e.page({ colorScheme: 'dark' });
    await signIn(dark.page, 'maya.chen@lakeside.example');
    for (const path of ['/tasks/users', '/tasks/startups']) {
      await dark.page.goto(e.url('demo', path));
      await dark.page.getByTestId('task-filters').waitFor();
      await dark.page.getByTestId('team-tasks-count').waitFor();
      expect(await axeViolations(dark.page), path).toEqual([]);
    }

    const phone = await e.page({ width: 375, height: 800 });
    await signIn(phone.page, 'aisha.bello@lakeside.example');
    await phone.context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await phone.page.goto(e.url('demo', '/tasks'));
    await phone.page.getByRole('heading', { name: 'المهام', level: 1 }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.page.getByTestId('tasks-button').click();
    await phone.page.getByTestId('tasks-panel').waitFor();
    expect(await axeViolations(phone.page)).toEqual([]);
  });
});
