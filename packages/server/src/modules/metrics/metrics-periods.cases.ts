// Collections and periods' tests, registered in order by metrics.integration.test.ts after the definitions, whose
// metrics they use.
import { describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { type DataSubmittedPayload } from '@ascent/shared';
import { taskAssignees, tasks } from '../tasks/tasks.schema.ts';
import { timelinePosts } from '../timeline/timeline.schema.ts';
import { metricCollections, metricData, metricPeriods } from './metrics.schema.ts';
import { AISHA, CLAIRE, HANNAH, MARCO, MAYA, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';
import {
  ASSIGN,
  codeOf,
  countOf,
  db,
  FORM,
  gql,
  ids,
  messageOf,
  metric,
  monthsAgo,
  NORTH,
  notificationsOf,
  OPEN,
  type Period,
  s,
  SAVE,
  savedValues,
  SERIES,
  stamp,
  startupId,
} from './metrics.fixture.ts';

/** Collections and periods: assign, open, the founders' form and save (run by metrics.integration.test.ts). */
export function collectionAndPeriodTests(): void {
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
}
