// The metrics form keeps values where the founder put them (issue 14 §3), on the real server and database (PGlite,
// and PostgreSQL with TEST_DATABASE_URL): every period lists its metrics in the definitions' order, a number the
// unit cannot hold is refused with its typed reason and nothing is stored, and each value carries the last one
// before it (the form asks before a far jump).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { calendarDayKey } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startups } from '../startups/startups.schema.ts';
import { metricData, metricPeriods } from './metrics.schema.ts';
import { MAYA, SOFIA } from '../../../test/personas.ts';

const CREATE = 'mutation($input: MetricInput!) { createMetric(input: $input) { id } }';
const ASSIGN = 'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id } }';
const OPEN = 'mutation($startupId: ID) { openDueMetricPeriods(startupId: $startupId) { opened } }';
const LIST = '{ metrics { id } }';
const FORM = `query($startupId: ID!) { metricsDataForm(startupId: $startupId) {
  periods { id from submitted data { id value previousValue metric { id category } } } } }`;
const SAVE =
  'mutation($startupId: ID!, $date: String!, $values: [MetricDataValueInput!]!) { setMetricDataValues(startupId: $startupId, date: $date, values: $values) { periods { id data { id value } } } }';

type Period = {
  id: string;
  from: string;
  submitted: boolean;
  data: {
    id: string;
    value: string | null;
    previousValue: string | null;
    metric: { id: string; category: string | null };
  }[];
};
type GqlError = {
  message: string;
  extensions?: { code?: string; reason?: string; params?: Record<string, string>; fields?: Record<string, string> };
};

let s: TestServer;
const tokens: Record<string, string> = {};
const metric: Record<string, string> = {};
let kinfolk = '';
const db = () => s.running.services.database.db;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}) =>
  s.gql<T>(query, { token: tokens[who], variables });
const errorOf = (res: { body: unknown }) => (res.body as { errors?: GqlError[] }).errors?.[0];
const today = () => calendarDayKey(new Date(), 'America/Chicago');
const stamp = () => `${today()}T10:00:00`;
function monthsAgo(n: number): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 10);
}
const storedValues = async () =>
  (
    await db()
      .select({ id: metricData.id, value: metricData.value, dateValue: metricData.dateValue })
      .from(metricData)
      .where(isNotNull(metricData.value))
  ).sort((a, b) => a.id.localeCompare(b.id));
const submittedPeriods = async () =>
  (await db().select({ n: count() }).from(metricPeriods).where(isNotNull(metricPeriods.submittedAt)))[0]!.n;

async function form(): Promise<Period[]> {
  const res = await gql<{ metricsDataForm: { periods: Period[] } }>(SOFIA, FORM, { startupId: kinfolk });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.metricsDataForm.periods;
}

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, SOFIA]) tokens[email] = await s.login(email);
  kinfolk = (await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Kinfolk Health')))[0]!.id;
  // Created in this order; categories interleaved, one without a category, one category begun later.
  const defs: [string, string, string | null][] = [
    ['revenue', 'MONETARY', 'Finance'],
    ['customers', 'CUSTOMER', 'Growth'],
    ['notes', 'CUSTOM', null],
    ['burn', 'MONETARY', 'Finance'],
    ['signups', 'USER', 'Growth'],
    ['team', 'EMPLOYEE', 'Team'],
    ['launch', 'DATE', 'Growth'],
  ];
  for (const [key, unitType, category] of defs) {
    const res = await gql<{ createMetric: { id: string } }>(MAYA, CREATE, {
      input: {
        name: [{ language: 'en', value: key }],
        unitType,
        customUnitName: unitType === 'CUSTOM' ? 'notes' : null,
        dataType: 'numeric',
        category,
        trackingRecurrence: { amount: 1, type: 'MONTHLY' },
      },
    });
    expect(res.body.errors).toBeUndefined();
    metric[key] = res.body.data!.createMetric.id;
  }
  // Collected in another order than created, over three ended months.
  const collected = ['team', 'launch', 'signups', 'notes', 'burn', 'customers', 'revenue'].map((k) => metric[k]);
  expect(
    (await gql(MAYA, ASSIGN, { input: { metricIds: collected, startupIds: [kinfolk], startDate: monthsAgo(3) } })).body
      .errors,
  ).toBeUndefined();
  expect(
    (await gql<{ openDueMetricPeriods: { opened: number } }>(MAYA, OPEN, { startupId: kinfolk })).body.data!
      .openDueMetricPeriods.opened,
  ).toBe(3);
});
afterAll(() => s?.close());

describe('the metrics form', () => {
  it('lists every period’s metrics in the definitions’ order: categories as begun, uncategorised last', async () => {
    const expected = ['revenue', 'burn', 'customers', 'signups', 'launch', 'team', 'notes'].map((k) => metric[k]);
    const periods = await form();
    expect(periods.map((p) => p.from)).toEqual([monthsAgo(3), monthsAgo(2), monthsAgo(1)]);
    for (const p of periods)
      expect(
        p.data.map((d) => d.metric.id),
        p.from,
      ).toEqual(expected);
    // The admin's list of definitions in the same order, and the same answer again.
    const listed = (await gql<{ metrics: { id: string }[] }>(MAYA, LIST)).body.data!.metrics.map((m) => m.id);
    expect(listed.filter((id) => expected.includes(id))).toEqual(expected);
    expect((await form()).map((p) => p.data.map((d) => d.id))).toEqual(periods.map((p) => p.data.map((d) => d.id)));
  });

  it('refuses 18250.50 paying customers with its typed reason, and stores nothing', async () => {
    const [first] = await form();
    const dataOf = (k: string) => first!.data.find((d) => d.metric.id === metric[k])!.id;
    const before = await storedValues();
    const save = (values: { metricDataId: string; value: string }[]) =>
      gql(SOFIA, SAVE, { startupId: kinfolk, date: stamp(), values });

    const whole = errorOf(
      await save([
        { metricDataId: dataOf('revenue'), value: '1000' },
        { metricDataId: dataOf('customers'), value: '18250.50' },
      ]),
    );
    expect(whole?.message).toBe('This metric takes whole numbers only: 18250.50 has a decimal part.');
    expect(whole?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'metrics.form.wholeNumber',
      params: { value: '18250.50' },
      fields: { [dataOf('customers')]: 'metrics.form.wholeNumber' },
    });
    // Grouping and locale marks are the form's to read: the API takes canonical numbers only.
    const cases: [string, string, string][] = [
      ['customers', '18,250', 'Invalid number'],
      ['revenue', '1.000,50', 'Invalid amount'],
      ['signups', '1234567890123456', 'Use at most 15 digits.'],
      ['team', '-2', 'Invalid number'],
      ['team', '2.5.1', 'Invalid number'],
      ['launch', '2026-02-30', 'Invalid date: enter a whole date (day, month and year).'],
      ['signups', '12e3', 'Invalid number'],
    ];
    for (const [k, value, message] of cases) {
      const err = errorOf(await save([{ metricDataId: dataOf(k), value }]));
      expect(err?.extensions?.code, `${k} ${value}`).toBe('VALIDATION_FAILED');
      expect(err?.message, `${k} ${value}`).toBe(message);
    }
    expect(await storedValues()).toEqual(before);
    expect(await submittedPeriods()).toBe(0);

    // The same values, as the unit holds them: stored exactly.
    const ok = await save([
      { metricDataId: dataOf('revenue'), value: '1000.50' },
      { metricDataId: dataOf('customers'), value: '18250' },
      { metricDataId: dataOf('burn'), value: '-250' },
      { metricDataId: dataOf('team'), value: '2.5' },
      { metricDataId: dataOf('launch'), value: '2026-02-28' },
    ]);
    expect(ok.body.errors).toBeUndefined();
    const stored = new Map((await storedValues()).map((r) => [r.id, r.value]));
    expect(
      [dataOf('revenue'), dataOf('customers'), dataOf('burn'), dataOf('team'), dataOf('launch')].map((id) =>
        stored.get(id),
      ),
    ).toEqual(['1000.5', '18250', '-250', '2.5', '2026-02-28']);
  });

  it('gives each value of the next periods the last one before it', async () => {
    const periods = await form();
    expect(periods.map((p) => p.from)).toEqual([monthsAgo(2), monthsAgo(1)]);
    for (const p of periods) {
      const previous = Object.fromEntries(p.data.map((d) => [d.metric.id, d.previousValue]));
      expect(previous[metric.customers!]).toBe('18250');
      expect(previous[metric.revenue!]).toBe('1000.5');
      expect(previous[metric.signups!]).toBeNull();
    }
  });
});
