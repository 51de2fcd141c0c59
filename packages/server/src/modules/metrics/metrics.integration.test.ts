// Metrics end to end on the real server (issue 7 §4, §5): definitions, collections, the opening of periods (job
// and staff action, idempotent), the founders' save with the rules of the shared checkMetricRule, and refusals
// for other tenants, other startups, missing permissions and bad values — nothing stored on refusal. One server,
// the suites in order: metrics-definitions.cases.ts, metrics-periods.cases.ts, then the feature flags here.
import { describe, expect, it } from 'vitest';
import { metricPeriods, metrics } from './metrics.schema.ts';
import { AISHA, MAYA, PRIYA } from '../../../test/personas.ts';
import {
  codeOf,
  countOf,
  CREATE,
  db,
  FLAG,
  FORM,
  gql,
  input,
  OPEN,
  type Period,
  startupId,
  useMetricsServer,
} from './metrics.fixture.ts';
import { metricDefinitionTests } from './metrics-definitions.cases.ts';
import { collectionAndPeriodTests } from './metrics-periods.cases.ts';

useMetricsServer();

// In order: the definitions create the metrics that the collections and periods use.
metricDefinitionTests();
collectionAndPeriodTests();

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
