// The metric definitions' tests, registered in order by metrics.integration.test.ts (one server for the file).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startups } from '../startups/startups.schema.ts';
import { metrics } from './metrics.schema.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, NOAH, PRIYA } from '../../../test/personas.ts';
import {
  ARCHIVE,
  ASSIGN,
  codeOf,
  countOf,
  CREATE,
  db,
  gql,
  input,
  LIST,
  messageOf,
  metric,
  monthsAgo,
  NORTH,
  UPDATE,
} from './metrics.fixture.ts';

/** Metric definitions: create, list, update, archive, and the refusals (run by metrics.integration.test.ts). */
export function metricDefinitionTests(): void {
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
      expect(codeOf(await gql(CLAIRE, UPDATE, { id: metric.revenue, input: input('Hijack') }, NORTH))).toBe(
        'NOT_FOUND',
      );
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
}
