// The metrics form keeps values where the founder put them (issue 14 §3, "Done when"): staff collect "Monthly revenue"
// and "Paying customers" from Kinfolk over three ended months; Sofia, its founder, opens the form and finds both
// metrics in the same order in each of the three periods, types "18250.50" paying customers and is told why it is
// refused (nothing is saved), fills the three periods, is asked to confirm a tenfold jump of the revenue (the dialog
// names the metric and both values; Dismiss goes back), confirms, and sees that her metrics were saved — stored
// exactly as typed.
import { DEFAULT_CURRENCY } from '@ascent/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsWithin as violations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const MAYA = 'maya.chen@lakeside.example';
const SOFIA = 'sofia.petrova@lakeside.example';
const LIVE = { timeout: 15_000 };

let e: E2E;
let admin: string;
let kinfolk: string;
const metricIds: Record<string, string> = {};

type Gql<T> = { data: T | null; errors?: { message: string }[] };
async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await e.server.gql<T>(query, { token, variables });
  const body = res.body as Gql<T>;
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${body.errors.map((x) => x.message).join('; ')}`);
  return body.data!;
}

function firstOfMonthsAgo(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
}

/** Stored values of Kinfolk's periods, oldest first: metric id → value per period. */
async function storedValues(): Promise<Record<string, string | null>[]> {
  const form = await gql<{
    metricsDataForm: { periods: { from: string; data: { value: string | null; metric: { id: string } }[] }[] };
  }>(
    admin,
    'query($s: ID!) { metricsDataForm(startupId: $s, includeFilledInData: true) { periods { from data { value metric { id } } } } }',
    { s: kinfolk },
  );
  return form.metricsDataForm.periods.map((p) => Object.fromEntries(p.data.map((d) => [d.metric.id, d.value])));
}

beforeAll(async () => {
  e = await startE2E();
  admin = await e.server.login(MAYA);
  const startups = await gql<{ startups: { results: { _id: string; name: string }[] } }>(
    admin,
    '{ startups(first: 50) { results { _id name } } }',
  );
  kinfolk = startups.startups.results.find((s) => s.name === 'Kinfolk Health')!._id;
  const create = async (name: string, unitType: string) =>
    (
      await gql<{ createMetric: { id: string } }>(
        admin,
        'mutation($input: MetricInput!) { createMetric(input: $input) { id } }',
        {
          input: {
            name: [{ language: 'en', value: name }],
            unitType,
            dataType: 'numeric',
            category: 'Traction',
            trackingRecurrence: { amount: 1, type: 'MONTHLY' },
          },
        },
      )
    ).createMetric.id;
  metricIds.revenue = await create('Monthly revenue', 'MONETARY');
  metricIds.customers = await create('Paying customers', 'CUSTOMER');
  await gql(admin, 'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id } }', {
    input: {
      metricIds: [metricIds.customers, metricIds.revenue],
      startupIds: [kinfolk],
      startDate: firstOfMonthsAgo(3),
    },
  });
  const opened = await gql<{ openDueMetricPeriods: { opened: number } }>(
    admin,
    'mutation($s: ID) { openDueMetricPeriods(startupId: $s) { opened } }',
    { s: kinfolk },
  );
  expect(opened.openDueMetricPeriods.opened).toBe(3);
}, 180_000);
afterAll(() => e?.close());

describe('the metrics form', () => {
  it('keeps the order, refuses 18250.50 customers with the reason, confirms a tenfold jump and says it saved', async () => {
    const { page } = await e.page();
    await e.signInAs(page, SOFIA);
    // The sign-in prompt ("Anything Changed?") is skipped for this browser session: this journey is the form's page.
    await page.evaluate(() => sessionStorage.setItem('ascent.metricPromptSkipped', '1'));
    await page.goto(e.url('demo', `/startup/${kinfolk}/metrics`));
    const form = page.getByTestId('metrics-form');
    await form.waitFor(LIVE);

    // Three periods, each listing the metrics in the definitions' order.
    const periods = form.getByTestId('metrics-period');
    expect(await periods.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const names = await periods
        .nth(i)
        .locator('input[data-metric-name]')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-metric-name')));
      expect(names, `period ${i + 1}`).toEqual(['Monthly revenue', 'Paying customers']);
    }
    const field = (period: number, name: string) => periods.nth(period).getByRole('textbox', { name });
    const save = form.getByTestId('metrics-save');

    // "18250.50" paying customers: refused, with the reason, and Save stays disabled.
    await field(0, 'Monthly revenue').fill('1,000');
    await field(0, 'Paying customers').fill('18250.50');
    await field(0, 'Paying customers').blur();
    await form.getByText('This metric takes whole numbers only: 18250.50 has a decimal part.').waitFor();
    expect(await field(0, 'Paying customers').inputValue()).toBe('18250.50');
    expect(await save.isDisabled()).toBe(true);
    await field(0, 'Paying customers').fill('18,250');
    await form
      .getByText('This metric takes whole numbers only: 18250.50 has a decimal part.')
      .waitFor({ state: 'hidden' });

    // The next two months; October's revenue ten times September's.
    await field(1, 'Monthly revenue').fill('1,200');
    await field(1, 'Paying customers').fill('18,300');
    await field(2, 'Monthly revenue').fill('12,000');
    await field(2, 'Paying customers').fill('18,400');
    expect(await save.isDisabled()).toBe(false);

    // The confirmation names the metric and both values; Dismiss goes back without saving.
    const currency =
      (await gql<{ publicIncubator: { currency: string | null } }>(admin, '{ publicIncubator { currency } }'))
        .publicIncubator.currency ?? DEFAULT_CURRENCY;
    const money = (n: number) =>
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 15,
      }).format(n);
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Check these values' });
    await dialog.waitFor(LIVE);
    const jumps = dialog.getByRole('listitem');
    expect(await jumps.count()).toBe(1);
    expect(await jumps.first().textContent()).toContain(
      `Monthly revenue: ${money(1200)} last period, now ${money(12000)}`,
    );
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Dismiss' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await storedValues()).map((p) => p[metricIds.revenue!])).toEqual([null, null, null]);

    // Confirmed: saved, announced, and stored exactly as typed.
    await save.click();
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await dialog.waitFor({ state: 'hidden', ...LIVE });
    const saved = page.getByRole('status').filter({ hasText: 'Your metrics were saved.' });
    await saved.waitFor(LIVE);
    await page.getByTestId('metrics-up-to-date').waitFor(LIVE);
    expect(await violations(page, '#main-content')).toEqual([]);
    expect(await storedValues()).toEqual([
      { [metricIds.revenue!]: '1000', [metricIds.customers!]: '18250' },
      { [metricIds.revenue!]: '1200', [metricIds.customers!]: '18300' },
      { [metricIds.revenue!]: '12000', [metricIds.customers!]: '18400' },
    ]);
  });
});
