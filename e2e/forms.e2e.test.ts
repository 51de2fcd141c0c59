// Forms in real browsers (issue 18): an admin builds a form in dark mode — a required text, a single choice and a
// number shown only when the choice is "Revenue" (the rule read back as a sentence), reordered by keyboard — with the
// header hidden on the builder, publishes it and shares it with anyone; a visitor fills it in Arabic on a phone-sized
// window, the follow-up appearing and disappearing as designed, and submits; the admin sees the response, then adds a
// question and compares the published version with the new draft on a phone. Axe on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const TITLE = 'Pitch readiness check';

async function chooseType(page: Page, type: string) {
  await page.getByTestId('new-question-type').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await page.getByTestId('add-question').click();
  await page.getByTestId('question-editor').waitFor();
}

async function saveQuestion(page: Page, count: number) {
  await page.getByTestId('save-question').click();
  await expect.poll(() => page.getByTestId('builder-question').count()).toBe(count);
}

describe('forms', () => {
  let shareAddress = '';

  it('an admin builds a form with a conditional question, publishes and shares it (dark, header hidden)', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, 'maya.chen@lakeside.example');
    await page.goto(e.url('demo', '/forms/management'));
    await page.getByTestId('forms-table').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New form' }).click();
    await page.getByLabel('Form title').fill(TITLE);
    await page.getByTestId('create-form').click();
    await page.getByTestId('publish-form').waitFor();
    // Builder routes go without the header.
    expect(await page.getByTestId('user-name').count()).toBe(0);

    await chooseType(page, 'Short text');
    await page.getByTestId('question-label').fill('Startup name');
    await page.getByRole('checkbox', { name: 'Required' }).check();
    await saveQuestion(page, 1);

    await chooseType(page, 'Single choice');
    await page.getByTestId('question-label').fill('Stage');
    await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Idea');
    await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Revenue');
    await saveQuestion(page, 2);

    await chooseType(page, 'Number');
    await page.getByTestId('question-label').fill('Monthly revenue');
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const rule = page.getByTestId('logic-rule');
    await rule.getByLabel('Question', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await rule.getByLabel('Condition', { exact: true }).first().click();
    await page.getByRole('option', { name: 'is', exact: true }).click();
    await rule.getByLabel('Value', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Revenue' }).click();
    await page.getByTestId('logic-sentence').filter({ hasText: 'Show when Stage is Revenue' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await saveQuestion(page, 3);
    await page.getByTestId('builder-question').nth(2).getByText('Show when Stage is Revenue').waitFor();

    // Reordering by keyboard: Stage up above Startup name, then back down.
    const names = () => page.getByTestId('builder-question').allInnerTexts();
    await page.getByRole('button', { name: 'Move “Stage” up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await names())[0]).toContain('Stage');
    await page.getByRole('button', { name: 'Move “Stage” down' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await names())[0]).toContain('Startup name');

    await page.getByTestId('publish-form').click();
    await page.getByTestId('form-status').filter({ hasText: 'Published' }).waitFor();

    await page.getByRole('tab', { name: 'Share' }).click();
    await page.getByRole('switch', { name: 'Only signed-in people' }).click();
    await page.getByTestId('create-share-link').click();
    shareAddress = await page.getByTestId('share-address').first().innerText();
    expect(shareAddress).toMatch(/\/share\/forms\/[0-9a-f-]{36}$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a visitor fills it in Arabic on a phone: the follow-up shows and hides as designed', async () => {
    expect(shareAddress).not.toBe('');
    const { page, context } = await e.page({ width: 375, height: 800 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await page.goto(shareAddress);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const followUp = page.locator('[data-question-type="number"]');
    expect(await followUp.count()).toBe(0);

    // Submitting empty names the required question (in Arabic) and sends nothing.
    await page.getByTestId('form-submit').click();
    await page.getByText('Startup name حقل مطلوب').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Startup name' }).fill('Tidepool Analytics');
    await page.getByRole('radio', { name: 'Revenue' }).check();
    await followUp.first().waitFor();
    await page.getByRole('radio', { name: 'Idea' }).check();
    await expect.poll(() => followUp.count()).toBe(0);
    await page.getByRole('radio', { name: 'Revenue' }).check();
    await page.getByRole('textbox', { name: 'Monthly revenue' }).fill('12000');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-submitted').waitFor();
  });

  it('the admin sees the response', async () => {
    const { page } = await e.page();
    await e.signInAs(page, 'maya.chen@lakeside.example');
    await page.goto(e.url('demo', '/forms/management'));
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('tab', { name: /Responses/ }).click();
    const row = page.getByTestId('response-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Tidepool Analytics');
    expect(await row.innerText()).toContain('Revenue');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the admin adds a question to the published form and compares the two versions', async () => {
    const { page } = await e.page({ width: 390, height: 844 });
    await e.signInAs(page, 'maya.chen@lakeside.example');
    await page.goto(e.url('demo', '/forms/management'));
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByTestId('publish-form').waitFor();
    await page.getByRole('button', { name: 'Edit “Stage”' }).click();
    await page.getByTestId('question-label').fill('Current stage');
    await saveQuestion(page, 3);
    await chooseType(page, 'Web link');
    await page.getByTestId('question-label').fill('Website');
    await saveQuestion(page, 4);

    await page.getByTestId('form-tab-versions').click();
    await expect.poll(() => page.getByTestId('form-version-row').count()).toBe(2);
    await page.getByTestId('compare-versions').click();
    await page.getByRole('heading', { name: 'Compare versions', level: 1 }).waitFor();
    await page
      .getByTestId('compare-versions-line')
      .filter({ hasText: 'Version 1 (Published) → Version 2 (Draft)' })
      .waitFor();
    const added = page.locator('[data-testid=compare-row][data-change=ADDED]');
    expect(await added.innerText()).toContain('Website');
    expect(await added.getByTestId('compare-base').innerText()).toBe('Not in this version');
    // Each side of a reworded question as its version asks it.
    const changed = page.locator('[data-testid=compare-row][data-change=CHANGED]');
    expect(await changed.getByTestId('compare-base').innerText()).toContain('Stage');
    expect(await changed.getByTestId('compare-base').innerText()).not.toContain('Current stage');
    expect(await changed.getByTestId('compare-compare').innerText()).toContain('Current stage');
    expect(await changed.innerText()).toContain('Wording');
    expect(await page.locator('[data-testid=compare-row][data-change=UNCHANGED]').count()).toBe(2);
    await page.getByTestId('compare-filter').getByText('Changes only').click();
    await expect.poll(() => page.getByTestId('compare-row').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await page.getByTestId('publish-form').waitFor();
  });
});
