// Metrics end to end on the real server (issue 7 §4, §5): definitions, collections, the opening of periods (job
// and staff action, idempotent), the founders' save with the rules of the shared checkMetricRule, and refusals
// for other tenants, other startups, missing permissions and bad values — nothing stored on refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { calendarDayKey, type DataSubmittedPayload } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { taskAssignees, tasks } from '../tasks/tasks.schema.ts';
import { timelinePosts } from '../timeline/timeline.schema.ts';
import { users } from '../users/users.schema.ts';
import { metricCollections, metricData, metricPeriods, metrics } from './metrics.schema.ts';
import { AISHA, CLAIRE, HANNAH, MARCO, MAYA, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';

const METRIC =
  'id name { language value } unitOfMeasure { unitType customName } dataType category trackingRecurrence { amount type } archived rules { kind value referenceMetricIds customLabel }';
const CREATE = `mutation($input: MetricInput!) { createMetric(input: $input) { ${METRIC} } }`;
const UPDATE = `mutation($id: ID!, $input: MetricInput!) { updateMetric(id: $id, input: $input) { ${METRIC} } }`;
const ARCHIVE = `mutation($id: ID!, $archived: Boolean) { archiveMetric(id: $id, archived: $archived) { id archived } }`;
const LIST = `query($all: Boolean) { metrics(includeArchived: $all) { ${METRIC} } }`;
const ASSIGN =
  'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id startDate metric { id } startup { id name } program { id name } } }';
const OPEN =
  'mutation($startupId: ID, $collectionId: ID) { openDueMetricPeriods(startupId: $startupId, collectionId: $collectionId) { opened periods { id from to dueDate startup { name } metricCount } } }';
const FORM = `query($startupId: ID!, $date: String, $all: Boolean) { metricsDataForm(startupId: $startupId, date: $date, includeFilledInData: $all) {
  periods { id from to dueDate submitted data { id value metric { id name { language value } } } validations { dataId validation { kind value referenceDataIds referenceNames customLabel } } } } }`;
const SAVE =
  'mutation($startupId: ID!, $date: String!, $values: [MetricDataValueInput!]!) { setMetricDataValues(startupId: $startupId, date: $date, values: $values) { periods { id submitted data { id value } } } }';
const SERIES =
  'query($startupId: ID!) { metricSeries(startupId: $startupId) { metric { id } points { from to value } } }';
const FLAG =
  'mutation($name: String!, $activated: Boolean!) { setFeatureFlag(name: $name, activated: $activated) { name enabled } }';

type Period = {
  id: string;
  from: string;
  to: string;
  dueDate: string;
  submitted: boolean;
  data: { id: string; value: string | null; metric: { id: string } }[];
  validations: {
    dataId: string;
    validation: {
      kind: string;
      value: number | null;
      referenceDataIds: string[];
      referenceNames: string[];
      customLabel: string | null;
    };
  }[];
};

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const startupId: Record<string, string> = {};
const metric: Record<string, string> = {};
const db = () => s.running.services.database.db;
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const messageOf = (res: { body: { errors?: { message: string }[] } }) => res.body.errors?.[0]?.message;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });

const today = () => calendarDayKey(new Date(), 'America/Chicago');
/** The first day of the month `n` months before this one. */
function monthsAgo(n: number): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 10);
}
const input = (en: string, extra: Record<string, unknown> = {}) => ({
  name: [
    { language: 'en', value: en },
    { language: 'fr', value: `${en} (fr)` },
  ],
  unitType: 'MONETARY',
  dataType: 'numeric',
  category: 'Finance',
  trackingRecurrence: { amount: 1, type: 'MONTHLY' },
  ...extra,
});
const countOf = async (table: typeof metrics | typeof metricCollections | typeof metricPeriods) =>
  (await db().select({ n: count() }).from(table))[0]!.n;
const savedValues = async () =>
  (await db().select({ n: count() }).from(metricData).where(isNotNull(metricData.value)))[0]!.n;
const stamp = () => `${today()}T10:00:00`;

async function notificationsOf(userId: string, type: string) {
  return db()
    .select({ message: notificationRecipients.message })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(and(eq(notificationRecipients.userId, userId), eq(notifications.notificationType, type)));
}

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, HANNAH, AISHA, SOFIA, NOAH]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups)) startupId[r.name] = r.id;
});
afterAll(() => s?.close());

describe('metric definitions', () => {
  it('creates, lists, updates and archives metrics with a cross-metric rule', async () => {
    const revenue = await gql<{ createMetric: { id: string } }>(MAYA, CREATE, { input: input('Revenue') });
    expect(revenue.body.errors).toBeUndefined();
    metric.revenue = revenue.body.data!.createMetric.id;
    metric.grants = (
      await gql<{ createMetric: { id: string } }>(PRIYA, CREATE, { input: input('Grants') })
    ).body.data!.createMetric.id;
    const burn = await gql<{ createMetric: { id: string; rules: unknown[] } }>(MAYA, CREATE, {
      input: input('Spending', {
        rules: [
          { kind: 'max', referenceMetricIds: [metric.revenue, metric.grants], customLabel: null },
          { kind: 'min', value: 0 },
        ],
      }),
    });
    expect(burn.body.errors).toBeUndefined();
    metric.spending = burn.body.data!.createMetric.id;
    expect(burn.body.data!.createMetric.rules).toEqual([
      { kind: 'max', value: null, referenceMetricIds: [metric.revenue, metric.grants], customLabel: null },
      { kind: 'min', value: 0, referenceMetricIds: [], customLabel: null },
    ]);
    const team = await gql<{ createMetric: { id: string } }>(MAYA, CREATE, {
      input: input('Team size', { unitType: 'EMPLOYEE', category: 'Team' }),
    });
    metric.team = team.body.data!.createMetric.id;

    const updated = await gql<{
      updateMetric: { name: { language: string; value: string }[]; trackingRecurrence: { amount: number } };
    }>(MAYA, UPDATE, {
      id: metric.grants,
      input: input('Grants received', { trackingRecurrence: { amount: 1, type: 'MONTHLY' } }),
    });
    expect(updated.body.data!.updateMetric.name).toContainEqual({ language: 'en', value: 'Grants received' });

    const scrap = (
      await gql<{ createMetric: { id: string } }>(MAYA, CREATE, {
        input: input('Scrap', { dataType: 'nonNumeric', unitType: 'CUSTOM', customUnitName: 'notes' }),
      })
    ).body.data!.createMetric.id;
    expect(
      (await gql<{ archiveMetric: { archived: boolean } }>(MAYA, ARCHIVE, { id: scrap })).body.data!.archiveMetric
        .archived,
    ).toBe(true);
    const listed = await gql<{ metrics: { id: string }[] }>(HANNAH, LIST);
    expect(listed.body.data!.metrics.map((m) => m.id)).toEqual([
      metric.revenue,
      metric.grants,
      metric.spending,
      metric.team,
    ]);
    expect((await gql<{ metrics: { id: string }[] }>(MAYA, LIST, { all: true })).body.data!.metrics).toHaveLength(5);
  });

  it('refuses bad definitions and stores nothing', async () => {
    const before = await countOf(metrics);
    const cases: [Record<string, unknown>, string][] = [
      [input('x', { name: [{ language: 'fr', value: 'Revenu' }] }), 'The English name is required.'],
      [input('x', { unitType: 'CUSTOM' }), 'A custom unit needs its name.'],
      [
        input('x', { trackingRecurrence: { amount: 0, type: 'MONTHLY' } }),
        'The recurrence must be a whole number of days, weeks, months or years (1 to 366).',
      ],
      [
        input('x', { rules: [{ kind: 'max', value: 3, referenceMetricIds: [metric.revenue] }] }),
        'A rule has either a fixed value or one or more metrics.',
      ],
      [input('x', { rules: [{ kind: 'max' }] }), 'A rule has either a fixed value or one or more metrics.'],
      [
        input('x', { rules: [{ kind: 'max', referenceMetricIds: ['00000000-0000-4000-8000-000000000000'] }] }),
        'A rule refers to a metric that does not exist.',
      ],
      [
        input('x', { dataType: 'nonNumeric', rules: [{ kind: 'max', value: 1 }] }),
        'Only numeric metrics can have rules.',
      ],
    ];
    for (const [bad, message] of cases) {
      const res = await gql(MAYA, CREATE, { input: bad });
      expect(codeOf(res), message).toBe('VALIDATION_FAILED');
      expect(messageOf(res)).toBe(message);
    }
    const self = await gql(MAYA, UPDATE, {
      id: metric.revenue,
      input: input('Revenue', { rules: [{ kind: 'max', referenceMetricIds: [metric.revenue] }] }),
    });
    expect(messageOf(self)).toBe('A rule cannot refer to its own metric.');
    expect(await countOf(metrics)).toBe(before);
  });

  it('refuses roles without METRICS:EDIT and another organisation', async () => {
    const before = await countOf(metrics);
    expect(codeOf(await gql(HANNAH, CREATE, { input: input('Coach metric') }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, CREATE, { input: input('Founder metric') }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(NOAH, LIST))).toBe('FORBIDDEN');
    // Northstar's admin cannot see, change or reference Lakeside's metrics.
    expect((await gql<{ metrics: unknown[] }>(CLAIRE, LIST, {}, NORTH)).body.data!.metrics).toEqual([]);
    expect(codeOf(await gql(CLAIRE, UPDATE, { id: metric.revenue, input: input('Hijack') }, NORTH))).toBe('NOT_FOUND');
    expect(codeOf(await gql(CLAIRE, ARCHIVE, { id: metric.revenue }, NORTH))).toBe('NOT_FOUND');
    expect(
      messageOf(
        await gql(
          CLAIRE,
          CREATE,
          { input: input('Ref', { rules: [{ kind: 'max', referenceMetricIds: [metric.revenue] }] }) },
          NORTH,
        ),
      ),
    ).toBe('A rule refers to a metric that does not exist.');
    const aurora = (
      await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Aurora Biotech'))
    )[0]!.id;
    expect(
      codeOf(
        await gql(
          CLAIRE,
          ASSIGN,
          { input: { metricIds: [metric.revenue], startupIds: [aurora], startDate: monthsAgo(2) } },
          NORTH,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(await countOf(metrics)).toBe(before);
    const [revenue] = await db().select().from(metrics).where(eq(metrics.id, metric.revenue!));
    expect(revenue!.archived).toBe(false);
  });
});

describe('collections and periods', () => {
  let periods: Period[] = [];

  it('assigns metrics to a startup and refuses another tenant’s startup', async () => {
    const res = await gql<{ assignMetricCollection: { startup: { name: string } }[] }>(PRIYA, ASSIGN, {
      input: {
        metricIds: [metric.revenue, metric.grants, metric.spending, metric.team],
        startupIds: [startupId['Tidepool Analytics']],
        startDate: monthsAgo(2),
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.assignMetricCollection).toHaveLength(4);
    const before = await countOf(metricCollections);
    const north = await gql(MAYA, ASSIGN, {
      input: { metricIds: [metric.revenue], startupIds: [startupId['Aurora Biotech']], startDate: monthsAgo(2) },
    });
    expect(codeOf(north)).toBe('NOT_FOUND');
    expect(
      messageOf(
        await gql(MAYA, ASSIGN, {
          input: { metricIds: [metric.revenue], startupIds: [startupId['Kinfolk Health']], startDate: '2026-02-30' },
        }),
      ),
    ).toBe('The start date must be a date (yyyy-MM-dd).');
    expect(
      codeOf(
        await gql(HANNAH, ASSIGN, {
          input: { metricIds: [metric.revenue], startupIds: [startupId['Kinfolk Health']], startDate: monthsAgo(1) },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(await countOf(metricCollections)).toBe(before);
  });

  it('opens the ended periods once: post, task and notification for the founders', async () => {
    const first = await gql<{
      openDueMetricPeriods: {
        opened: number;
        periods: { from: string; metricCount: number; startup: { name: string } }[];
      };
    }>(PRIYA, OPEN, { startupId: startupId['Tidepool Analytics'] });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.openDueMetricPeriods.opened).toBe(2);
    expect(first.body.data!.openDueMetricPeriods.periods.map((p) => p.from).sort()).toEqual([
      monthsAgo(2),
      monthsAgo(1),
    ]);
    expect(
      first.body.data!.openDueMetricPeriods.periods.every(
        (p) => p.metricCount === 4 && p.startup.name === 'Tidepool Analytics',
      ),
    ).toBe(true);
    // Again, by the action and by the daily job: nothing new.
    const again = await gql<{ openDueMetricPeriods: { opened: number } }>(PRIYA, OPEN, {});
    expect(again.body.data!.openDueMetricPeriods.opened).toBe(0);
    await s.running.services.jobs.run('metric-periods-open');
    expect(await countOf(metricPeriods)).toBe(2);
    expect((await db().select({ n: count() }).from(metricData))[0]!.n).toBe(8);

    const listed = await gql<{
      metricPeriods: { startup: { name: string }; submittedAt: string | null; metricCount: number }[];
    }>(
      PRIYA,
      'query { metricPeriods(first: 50) { id startup { id name } from to dueDate openedAt submittedAt metricCount } }',
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data!.metricPeriods).toHaveLength(2);
    expect(codeOf(await gql(HANNAH, 'query { metricPeriods { id } }'))).toBe('FORBIDDEN');
    const posts = await db().select().from(timelinePosts).where(eq(timelinePosts.kind, 'DATA_DUE'));
    expect(posts).toHaveLength(2);
    const automated = await db().select().from(tasks).where(eq(tasks.taskType, 'metrics'));
    expect(automated).toHaveLength(2);
    const assignees = await db().select().from(taskAssignees).where(eq(taskAssignees.taskId, automated[0]!.id));
    expect(assignees.map((a) => a.userId).sort()).toEqual([ids[AISHA], ids[MARCO]].sort());
    expect(await notificationsOf(ids[AISHA]!, 'metricsRequest')).toHaveLength(2);
  });

  it('gives the founders the form with the rules resolved to the period’s data', async () => {
    const res = await gql<{ metricsDataForm: { periods: Period[] } }>(AISHA, FORM, {
      startupId: startupId['Tidepool Analytics'],
    });
    expect(res.body.errors).toBeUndefined();
    periods = res.body.data!.metricsDataForm.periods;
    expect(periods.map((p) => p.from)).toEqual([monthsAgo(2), monthsAgo(1)]);
    const p = periods[0]!;
    const dataOf = (m: string) => p.data.find((d) => d.metric.id === m || d.metric.id === metric[m])!.id;
    const refs = [metric.revenue!, metric.grants!];
    expect(p.validations).toContainEqual({
      dataId: dataOf('spending'),
      validation: {
        kind: 'max',
        value: null,
        referenceDataIds: refs.map((m) => dataOf(m)),
        referenceNames: refs.map((m) => (m === metric.revenue ? 'Revenue' : 'Grants received')),
        customLabel: null,
      },
    });
    // Another founder, another tenant, an applicant: refused.
    expect(codeOf(await gql(SOFIA, FORM, { startupId: startupId['Tidepool Analytics'] }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(NOAH, FORM, { startupId: startupId['Tidepool Analytics'] }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(CLAIRE, FORM, { startupId: startupId['Tidepool Analytics'] }, NORTH))).toBe('NOT_FOUND');
  });

  it('refuses what the rules, the numbers or the period refuse, storing nothing', async () => {
    const p = periods[0]!;
    const dataOf = (m: string) => p.data.find((d) => d.metric.id === metric[m])!.id;
    const tidepool = startupId['Tidepool Analytics'];
    const before = await savedValues();
    const over = await gql(AISHA, SAVE, {
      startupId: tidepool,
      date: stamp(),
      values: [
        { metricDataId: dataOf('revenue'), value: '100' },
        { metricDataId: dataOf('grants'), value: '50' },
        { metricDataId: dataOf('spending'), value: '151' },
      ],
    });
    expect(codeOf(over)).toBe('VALIDATION_FAILED');
    expect(messageOf(over)).toMatch(/^This must be less than .+ and .+$/);
    const negative = await gql(AISHA, SAVE, {
      startupId: tidepool,
      date: stamp(),
      values: [{ metricDataId: dataOf('spending'), value: '-1' }],
    });
    expect(messageOf(negative)).toBe('This must be greater than 0');
    expect(
      messageOf(
        await gql(AISHA, SAVE, {
          startupId: tidepool,
          date: stamp(),
          values: [{ metricDataId: dataOf('revenue'), value: 'lots' }],
        }),
      ),
    ).toBe('Invalid amount');
    expect(
      messageOf(
        await gql(AISHA, SAVE, {
          startupId: tidepool,
          date: stamp(),
          values: [{ metricDataId: dataOf('team'), value: '-2' }],
        }),
      ),
    ).toBe('Invalid number');
    expect(
      messageOf(
        await gql(AISHA, SAVE, {
          startupId: tidepool,
          date: stamp(),
          values: [{ metricDataId: dataOf('revenue'), value: '  ' }],
        }),
      ),
    ).toBe('You need to fill at least one of these fields');
    expect(messageOf(await gql(AISHA, SAVE, { startupId: tidepool, date: stamp(), values: [] }))).toBe(
      'You need to fill at least one of these fields',
    );
    // A date before the period began: the period is not open for it.
    expect(
      messageOf(
        await gql(AISHA, SAVE, {
          startupId: tidepool,
          date: `${monthsAgo(3)}T10:00:00`,
          values: [{ metricDataId: dataOf('revenue'), value: '1' }],
        }),
      ),
    ).toBe('The date received for this data update is invalid');
    expect(
      messageOf(
        await gql(AISHA, SAVE, {
          startupId: tidepool,
          date: 'yesterday',
          values: [{ metricDataId: dataOf('revenue'), value: '1' }],
        }),
      ),
    ).toBe('The date received for this data update is invalid');
    // A founder of another startup, by their own startup or by Tidepool's.
    expect(
      codeOf(
        await gql(SOFIA, SAVE, {
          startupId: tidepool,
          date: stamp(),
          values: [{ metricDataId: dataOf('revenue'), value: '1' }],
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(SOFIA, SAVE, {
          startupId: startupId['Kinfolk Health'],
          date: stamp(),
          values: [{ metricDataId: dataOf('revenue'), value: '1' }],
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await gql(
          CLAIRE,
          SAVE,
          { startupId: tidepool, date: stamp(), values: [{ metricDataId: dataOf('revenue'), value: '1' }] },
          NORTH,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(await savedValues()).toBe(before);
    expect(await db().select().from(metricPeriods).where(isNotNull(metricPeriods.submittedAt))).toHaveLength(0);
  });

  it('saves a period: post with the change, task done, staff notified; a second save is marked edited', async () => {
    const [p1, p2] = periods as [Period, Period];
    const dataOf = (p: Period, m: string) => p.data.find((d) => d.metric.id === metric[m])!.id;
    const tidepool = startupId['Tidepool Analytics'];
    const first = await gql<{ setMetricDataValues: { periods: Period[] } }>(AISHA, SAVE, {
      startupId: tidepool,
      date: stamp(),
      values: [
        { metricDataId: dataOf(p1, 'revenue'), value: '1000.50' },
        { metricDataId: dataOf(p1, 'grants'), value: '0' },
        { metricDataId: dataOf(p1, 'spending'), value: '1000' },
      ],
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.setMetricDataValues.periods[0]).toMatchObject({ id: p1.id, submitted: true });
    expect(
      first.body.data!.setMetricDataValues.periods[0]!.data.find((d) => d.id === dataOf(p1, 'revenue'))!.value,
    ).toBe('1000.5');
    const second = await gql(AISHA, SAVE, {
      startupId: tidepool,
      date: stamp(),
      values: [{ metricDataId: dataOf(p2, 'revenue'), value: '1500' }],
    });
    expect(second.body.errors).toBeUndefined();

    const posts = await db().select().from(timelinePosts).where(eq(timelinePosts.kind, 'DATA_SUBMITTED'));
    expect(posts).toHaveLength(2);
    const later = posts.map((x) => x.payload as DataSubmittedPayload).find((x) => x.periodId === p2.id)!;
    const revenueEntry = later.data.find((d) => d.metricId === metric.revenue)!;
    expect(revenueEntry).toMatchObject({ value: '1500', isPoint0: false, metadata: { diff: 499.5, useArrow: true } });
    expect(later.editedBy).toBeNull();
    const done = await db()
      .select()
      .from(tasks)
      .where(and(eq(tasks.taskType, 'metrics'), eq(tasks.sourceId, p1.id)));
    expect(done[0]!.completionStatus).toBe('COMPLETED');
    expect(await notificationsOf(ids[HANNAH]!, 'updatedMetrics')).toHaveLength(2);

    // The form now has nothing left to fill, unless asked for the filled-in periods too.
    expect(
      (await gql<{ metricsDataForm: { periods: Period[] } }>(AISHA, FORM, { startupId: tidepool })).body.data!
        .metricsDataForm.periods,
    ).toEqual([]);
    expect(
      (await gql<{ metricsDataForm: { periods: Period[] } }>(AISHA, FORM, { startupId: tidepool, all: true })).body
        .data!.metricsDataForm.periods,
    ).toHaveLength(2);

    // Staff correct a value: the post says who edited it.
    const edit = await gql(PRIYA, SAVE, {
      startupId: tidepool,
      date: stamp(),
      values: [{ metricDataId: dataOf(p1, 'revenue'), value: '1001' }],
    });
    expect(edit.body.errors).toBeUndefined();
    const edited = (await db().select().from(timelinePosts).where(eq(timelinePosts.kind, 'DATA_SUBMITTED')))
      .map((x) => x.payload as DataSubmittedPayload)
      .filter((x) => x.editedBy);
    expect(edited).toHaveLength(1);
    expect(edited[0]!.editedBy!.fullName).toBe('Priya Raman');

    const series = await gql<{ metricSeries: { metric: { id: string }; points: { value: number | null }[] }[] }>(
      HANNAH,
      SERIES,
      { startupId: tidepool },
    );
    expect(
      series.body.data!.metricSeries.find((x) => x.metric.id === metric.revenue)!.points.map((x) => x.value),
    ).toEqual([1001, 1500]);
  });
});

describe('feature flags', () => {
  it('createMetrics off: FEATURE_DISABLED and nothing stored; dataCollection off: no periods', async () => {
    expect((await gql(MAYA, FLAG, { name: 'createMetrics', activated: false })).body.errors).toBeUndefined();
    const before = await countOf(metrics);
    expect(codeOf(await gql(MAYA, CREATE, { input: input('Off') }))).toBe('FEATURE_DISABLED');
    expect(await countOf(metrics)).toBe(before);
    await gql(MAYA, FLAG, { name: 'createMetrics', activated: true });
    expect((await gql(MAYA, CREATE, { input: input('On again') })).body.errors).toBeUndefined();

    await db().update(metricPeriods).set({ submittedAt: null });
    await gql(MAYA, FLAG, { name: 'dataCollection', activated: false });
    expect(
      (
        await gql<{ metricsDataForm: { periods: Period[] } }>(AISHA, FORM, {
          startupId: startupId['Tidepool Analytics'],
        })
      ).body.data!.metricsDataForm.periods,
    ).toEqual([]);
    expect(codeOf(await gql(PRIYA, OPEN, {}))).toBe('FEATURE_DISABLED');
    await gql(MAYA, FLAG, { name: 'dataCollection', activated: true });
    expect(
      (
        await gql<{ metricsDataForm: { periods: Period[] } }>(AISHA, FORM, {
          startupId: startupId['Tidepool Analytics'],
        })
      ).body.data!.metricsDataForm.periods,
    ).toHaveLength(2);
  });
});
