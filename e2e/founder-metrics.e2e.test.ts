// The founders' metrics journey (issue 7): staff set up two monetary metrics, the second bounded by the first, collect
// them from Tidepool and open the due periods (the month before last already reported through the API, where the
// cross-metric rule refuses a spend above the revenue); Aisha signs in (in French) and is prompted: she answers "Anything
// Changed?", then fills the metrics with decimal commas, meets the cross-metric rule, fixes it and saves. Staff then
// find the data-submitted post on the timeline, with its arrows against the month before, and the two charts on
// the analytics tab. The modal and the form have no axe violations; the form in Arabic at phone width.
import { currencySymbol } from '@ascent/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsWithin as violations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const MAYA = 'maya.chen@lakeside.example';
const AISHA = 'aisha.bello@lakeside.example';
const LIVE = { timeout: 15_000 };

let e: E2E;
let admin: string;
let tidepool: string;
const metricIds: Record<string, string> = {};

type Gql<T> = { data: T | null; errors?: { message: string }[] };
async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await e.server.gql<T>(query, { token, variables });
  const body = res.body as Gql<T>;
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${body.errors.map((x) => x.message).join('; ')}`);
  return body.data!;
}

const CREATE_METRIC = `mutation($input: MetricInput!) { createMetric(input: $input) { id } }`;
const SETTINGS = `mutation($language: String!, $timezone: String!) { updateMyAccountSettings(language: $language, timezone: $timezone) { _id } }`;

function firstOfMonthsAgo(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
}
const firstOfPreviousMonth = () => firstOfMonthsAgo(1);

/** The local date-time with seconds the form sends (yyyy-MM-ddTHH:mm:ss). */
function localDateTime(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

beforeAll(async () => {
  e = await startE2E();
  admin = await e.server.login(MAYA);
  const startups = await gql<{ startups: { results: { _id: string; name: string }[] } }>(
    admin,
    '{ startups(first: 50) { results { _id name } } }',
  );
  tidepool = startups.startups.results.find((s) => s.name === 'Tidepool Analytics')!._id;
  // Staff: two metrics, the spend bounded by the revenue (a cross-metric rule), collected from Tidepool since last month.
  const base = {
    unitType: 'MONETARY',
    dataType: 'numeric',
    category: 'Finance',
    trackingRecurrence: { amount: 1, type: 'MONTHLY' },
  };
  metricIds.revenue = (
    await gql<{ createMetric: { id: string } }>(admin, CREATE_METRIC, {
      input: {
        ...base,
        name: [
          { language: 'en', value: 'Revenue' },
          { language: 'fr', value: 'Chiffre d’affaires' },
        ],
      },
    })
  ).createMetric.id;
  metricIds.spend = (
    await gql<{ createMetric: { id: string } }>(admin, CREATE_METRIC, {
      input: {
        ...base,
        name: [
          { language: 'en', value: 'Marketing spend' },
          { language: 'fr', value: 'Dépenses marketing' },
        ],
        rules: [{ kind: 'max', referenceMetricIds: [metricIds.revenue] }],
      },
    })
  ).createMetric.id;
  await gql(admin, 'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id } }', {
    input: { metricIds: [metricIds.revenue, metricIds.spend], startupIds: [tidepool], startDate: firstOfMonthsAgo(2) },
  });
  const opened = await gql<{ openDueMetricPeriods: { opened: number } }>(
    admin,
    'mutation($s: ID) { openDueMetricPeriods(startupId: $s) { opened } }',
    { s: tidepool },
  );
  expect(opened.openDueMetricPeriods.opened).toBeGreaterThan(0);
  // The month before last was reported already (through the API), so last month's values have something to compare to.
  const founder = await e.server.login(AISHA);
  const form = await gql<{
    metricsDataForm: { periods: { from: string; data: { id: string; metric: { id: string } }[] }[] };
  }>(founder, 'query($s: ID!) { metricsDataForm(startupId: $s) { periods { from data { id metric { id } } } } }', {
    s: tidepool,
  });
  const older = form.metricsDataForm.periods.find((p) => p.from === firstOfMonthsAgo(2))!;
  const dataOf = (metricId: string) => older.data.find((d) => d.metric.id === metricId)!.id;
  await gql(
    founder,
    'mutation($s: ID!, $d: String!, $v: [MetricDataValueInput!]!) { setMetricDataValues(startupId: $s, date: $d, values: $v) { periods { id } } }',
    {
      s: tidepool,
      d: localDateTime(),
      v: [
        { metricDataId: dataOf(metricIds.revenue!), value: '1000' },
        { metricDataId: dataOf(metricIds.spend!), value: '1200' },
      ],
    },
  ).then(
    () => expect.unreachable('1200 is more than the revenue of 1000'),
    (err: unknown) => expect(String(err)).toMatch(/less than/i),
  );
  await gql(
    founder,
    'mutation($s: ID!, $d: String!, $v: [MetricDataValueInput!]!) { setMetricDataValues(startupId: $s, date: $d, values: $v) { periods { id } } }',
    {
      s: tidepool,
      d: localDateTime(),
      v: [
        { metricDataId: dataOf(metricIds.revenue!), value: '1000' },
        { metricDataId: dataOf(metricIds.spend!), value: '500' },
      ],
    },
  );
  // Aisha reads the app in French, Maya in Arabic.
  await gql(await e.server.login(AISHA), SETTINGS, { language: 'fr', timezone: 'Europe/Paris' });
  await gql(admin, SETTINGS, { language: 'ar', timezone: 'Asia/Dubai' });
}, 180_000);
afterAll(() => e?.close());

describe('founder metrics', () => {
  it('shows staff the form right to left at phone width in dark mode, without accessibility violations', async () => {
    const { page } = await e.page({ width: 375, height: 812, colorScheme: 'dark' });
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', `/startup/${tidepool}/metrics`));
    await page.getByTestId('metrics-form').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('metrics-period-banner').first().textContent()).toMatch(/^حدّث بيانات شهر /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByTestId('metrics-save').isDisabled()).toBe(true);
    expect(await violations(page, '#main-content')).toEqual([]);
  });

  it('prompts the founder: categorisation first, then the metrics in French with decimal commas and the rule', async () => {
    const { page } = await e.page();
    await e.signInAs(page, AISHA);
    await page.goto(e.url('demo', '/'));

    // "Anything Changed?" for last month; Save disabled until every question is answered.
    const modal = page.getByRole('dialog', { name: 'Du nouveau ?' });
    await modal.waitFor(LIVE);
    const lastMonth = new Intl.DateTimeFormat('fr', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      new Date(`${firstOfPreviousMonth()}T00:00:00Z`),
    );
    expect(await modal.getByTestId('categorization-period').textContent()).toBe(`Pour la période de ${lastMonth}`);
    const save = modal.getByTestId('categorization-save');
    expect(await save.isDisabled()).toBe(true);
    // The first question reads plainly, with what each answer does.
    await modal
      .getByTestId('categorization-skip')
      .getByRole('radiogroup', { name: 'Est-il trop tôt pour que votre startup communique ses chiffres chaque mois ?' })
      .waitFor();
    await modal
      .getByText('Répondez Oui pour passer ces questions pour l’instant, Non pour nous dire où en est votre startup.')
      .waitFor();
    await modal.getByTestId('categorization-skip').getByRole('radio', { name: 'Non' }).check();
    await modal.getByRole('radiogroup', { name: 'Avez-vous des utilisateurs gratuits ?' }).waitFor();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    for (const key of ['HasFreeUsers', 'IsGeneratingSales', 'RecurringRevenueModel']) {
      await modal.getByTestId(`categorization-${key}`).getByRole('radio', { name: 'Oui' }).check();
    }
    expect(await save.isDisabled()).toBe(true);
    await modal.getByTestId('categorization-ServiceIsLive').getByRole('radio', { name: 'Oui' }).check();
    await save.click();
    await modal.waitFor({ state: 'hidden' });

    // Then the metrics: the banner, "Fill now", the form validated from the start.
    const prompt = page.getByTestId('metric-prompt');
    await prompt.getByText('Vous avez des indicateurs à mettre à jour').waitFor(LIVE);
    await prompt.getByRole('button', { name: 'Remplir maintenant' }).click();
    const form = page.getByTestId('metrics-form-modal');
    await form.getByTestId('metrics-form').waitFor();
    expect(await form.getByTestId('metrics-form-message').textContent()).toBe(
      'Vous devez remplir au moins un de ces champs',
    );
    const formSave = form.getByTestId('metrics-save');
    expect(await formSave.isDisabled()).toBe(true);
    expect(await form.getByTestId('metrics-period-banner').first().textContent()).toBe(
      `Mettre à jour les données du mois de ${lastMonth}`,
    );
    // The organisation's currency symbol before each monetary input.
    const currency = (await gql<{ publicIncubator: { currency: string } }>(admin, '{ publicIncubator { currency } }'))
      .publicIncubator.currency;
    expect(await form.getByText(currencySymbol(currency, 'fr'), { exact: true }).count()).toBe(2);

    const revenue = form.getByRole('textbox', { name: 'Chiffre d’affaires' }).first();
    const spend = form.getByRole('textbox', { name: 'Dépenses marketing' }).first();
    await revenue.fill('1.234,5');
    // The field keeps what is typed; once left, it reads back as the number was understood.
    await revenue.blur();
    expect(await revenue.inputValue()).toBe('1234,5');
    await spend.fill('2.000');
    await spend.blur();
    await form.getByText(/^Cette valeur doit être inférieure à /).waitFor();
    expect(await formSave.isDisabled()).toBe(true);
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await spend.fill('1.000,25');
    await form.getByText(/^Cette valeur doit être inférieure à /).waitFor({ state: 'hidden' });
    expect(await formSave.isDisabled()).toBe(false);
    // The dialog closes once the save is answered (its test id sits on Mantine's zero-size root, always "hidden"),
    // and the prompt does not come back: nothing is left to fill.
    const dialog = page.getByRole('dialog', { name: 'Mettre à jour vos indicateurs' });
    await formSave.click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => prompt.count(), LIVE).toBe(0);
  });

  it('gives staff the submitted values: the timeline post and the analytics series', async () => {
    const series = await gql<{ metricSeries: { metric: { id: string }; points: { value: number | null }[] }[] }>(
      admin,
      'query($s: ID!) { metricSeries(startupId: $s) { metric { id } points { value } } }',
      { s: tidepool },
    );
    const valuesOf = (id: string) =>
      series.metricSeries
        .find((x) => x.metric.id === id)
        ?.points.map((p) => p.value)
        .filter((v) => v != null);
    expect(valuesOf(metricIds.revenue!)).toContain(1234.5);
    expect(valuesOf(metricIds.spend!)).toContain(1000.25);
    const feed = await gql<{ startupEventTimeline: { results: { eventType: string }[] } }>(
      admin,
      'query($s: ID!) { startupEventTimeline(startupId: $s, type: DATA_SUBMITTED) { results { eventType } } }',
      { s: tidepool },
    );
    expect(feed.startupEventTimeline.results.map((r) => r.eventType)).toContain('DATA_SUBMITTED');
    const newest = await gql<{
      startupEventTimeline: {
        results: { data?: { metricId: string; metadata: { diff: number | null; useArrow: boolean } }[] }[];
      };
    }>(
      admin,
      'query($s: ID!) { startupEventTimeline(startupId: $s, type: DATA_SUBMITTED) { results { ... on TimelineDataSubmittedPost { data { metricId metadata { diff useArrow } } } } } }',
      { s: tidepool },
    );
    const changes = Object.fromEntries(
      newest.startupEventTimeline.results[0]!.data!.map((d) => [d.metricId, d.metadata]),
    );
    expect(changes[metricIds.revenue!]).toEqual({ diff: 234.5, useArrow: true });
    expect(changes[metricIds.spend!]).toEqual({ diff: 500.25, useArrow: true });

    // In the browser: the post on the activities tab, the charts on the analytics tab.
    const { page } = await e.page();
    await e.signInAs(page, MAYA);
    await page.goto(e.url('demo', `/startup/${tidepool}/file/activities`));
    // The newest post (last month) compares with the month before: both values went up, each with its arrow.
    const post = page.locator('[data-testid="timeline-post"][data-kind="DATA_SUBMITTED"]').first();
    await post.waitFor(LIVE);
    expect(await post.locator('svg[aria-label="ارتفاع"]').count()).toBe(2);
    await page.goto(e.url('demo', `/startup/${tidepool}/file/analytics`));
    await expect.poll(() => page.getByTestId('analytics-chart').count(), LIVE).toBe(2);
    expect(await page.getByTestId('analytics-chart').first().locator('svg').count()).toBeGreaterThan(0);
    expect(await violations(page, '#main-content')).toEqual([]);
  });
});
