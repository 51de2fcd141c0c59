// Twelve months of metric history: four definitions with rules, collected from every programme since the first day
// of the month a year ago; each ended month a period per startup, most submitted on time, some late, a few still
// open (the warnings of data collection), with what opening and submitting a period writes elsewhere — the DATA_DUE
// and DATA_SUBMITTED posts, the founders' automated task, the metricsRequest and updatedMetrics notifications.
import {
  METRIC_PERIOD_DUE_DAYS,
  addMetricDays,
  metricChange,
  metricPeriodAt,
  type DataSubmittedEntry,
  type MetricUnitType,
} from '@ascent/shared';
import { createMetricDefinition } from '../../modules/metrics/metrics.definitions.ts';
import { METRICS_FORM_PATH } from '../../modules/metrics/metrics.periods.ts';
import { eq } from 'drizzle-orm';
import { metricCollections, metricData, metricPeriods, metrics } from '../../modules/metrics/metrics.schema.ts';
import { taskAssignees, tasks } from '../../modules/tasks/tasks.schema.ts';
import { timelinePosts } from '../../modules/timeline/timeline.schema.ts';
import type { LivingContext, LivingStartup } from './context.ts';
import type { DemoNotification } from './notes.ts';
import { atHour, daysAgo } from './random.ts';

const MONTHLY = { amount: 1, type: 'MONTHLY' } as const;
const HISTORY_MONTHS = 12;

interface Definition {
  id: string;
  name: { language: string; value: string }[];
  unitType: MetricUnitType;
}

async function define(ctx: LivingContext): Promise<Definition[]> {
  const make = async (
    en: string,
    fr: string,
    unitType: MetricUnitType,
    category: string,
    rules: { kind: 'min' | 'max'; value?: number; referenceMetricIds?: string[]; customLabel?: string }[] = [],
  ): Promise<Definition> => {
    const name = [
      { language: 'en', value: en },
      { language: 'fr', value: fr },
    ];
    const m = await createMetricDefinition(ctx.tdb, {
      name,
      unitType: unitType as never,
      dataType: 'numeric' as never,
      category,
      trackingRecurrence: MONTHLY,
      rules: rules.map((r) => ({ ...r, value: r.value ?? null })) as never,
    });
    return { id: m.id, name, unitType };
  };
  const revenue = await make('Monthly revenue', 'Chiffre d’affaires mensuel', 'MONETARY', 'Traction', [
    { kind: 'min', value: 0 },
  ]);
  const users = await make('Monthly active users', 'Utilisateurs actifs mensuels', 'USER', 'Traction', [
    { kind: 'min', value: 0 },
  ]);
  const paying = await make('Paying customers', 'Clients payants', 'CUSTOMER', 'Traction', [
    { kind: 'min', value: 0 },
    { kind: 'max', referenceMetricIds: [users.id], customLabel: 'Paying customers cannot outnumber active users' },
  ]);
  const team = await make('Team size', 'Taille de l’équipe', 'EMPLOYEE', 'Team', [
    { kind: 'min', value: 1 },
    { kind: 'max', value: 500 },
  ]);
  // Created a year ago, a minute apart: one transaction gives them one instant, and the definitions' order (the
  // form's, the lists') is by creation.
  const defs = [revenue, users, paying, team];
  for (const [k, d] of defs.entries())
    await ctx.tdb.update(
      metrics,
      { createdAt: new Date(daysAgo(ctx.now, 380).getTime() + k * 60_000) },
      eq(metrics.id, d.id),
    );
  return defs;
}

/** Two startups in twelve have gone quiet (none of the demo's own founders'): no update for weeks. */
export const isQuiet = (index: number): boolean => index % 6 === 4;

/** A startup's reporting habit: most on time, some late, the quiet ones with their last periods still open. */
function habitOf(index: number): 'onTime' | 'late' | 'silent' {
  if (isQuiet(index)) return 'silent';
  if (index % 4 === 3) return 'late';
  return 'onTime';
}

export async function seedMetrics(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { tdb, rng, now } = ctx;
  const defs = await define(ctx);
  const admin = ctx.person('Admin');
  const today = now.toISOString().slice(0, 10);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - HISTORY_MONTHS, 1));
  const startDate = month.toISOString().slice(0, 10);
  await tdb.insert(
    metricCollections,
    ctx.programs.flatMap((p) =>
      defs.map((d) => ({
        metricId: d.id,
        programId: p.id,
        startDate,
        createdById: admin.id,
        createdAt: daysAgo(now, 370),
      })),
    ),
  );
  const reporting = ctx.startups.filter((s) => s.programIds.length > 0);
  const periods: Row<typeof metricPeriods>[] = [];
  const data: Row<typeof metricData>[] = [];
  const posts: Row<typeof timelinePosts>[] = [];
  const taskRows: { task: Row<typeof tasks>; done: boolean; founders: string[]; doneAt: Date | null }[] = [];
  reporting.forEach((startup, index) => {
    const habit = habitOf(index);
    let revenue = rng.int(2, 40) * 1000;
    let users = rng.int(200, 5000);
    let team = rng.int(2, 9);
    let previous: string[] | null = null;
    for (let i = 0; i < HISTORY_MONTHS; i++) {
      const { from, to } = metricPeriodAt(startDate, MONTHLY, i);
      if (to >= today) break;
      const dueDate = addMetricDays(to, METRIC_PERIOD_DUE_DAYS);
      const openedAt = new Date(atHour(addMetricDays(to, 1), 0).getTime() + 20 * 60_000);
      const periodId = crypto.randomUUID();
      const last = i >= HISTORY_MONTHS - 2 || addMetricDays(to, 40) > today;
      const open = habit === 'silent' && last;
      const delay = habit === 'late' && rng.chance(0.5) ? rng.int(11, 18) : rng.int(1, 9);
      let submittedAt: Date | null = open ? null : atHour(addMetricDays(to, delay), rng.int(8, 19));
      if (submittedAt && submittedAt > now) submittedAt = daysAgo(now, 0.2);
      const submitter = startup.founderIds[i % startup.founderIds.length]!;
      revenue = Math.round(revenue * (1 + rng.int(-4, 14) / 100));
      users = Math.round(users * (1 + rng.int(-3, 12) / 100));
      team = Math.min(500, team + (rng.chance(0.2) ? 1 : 0));
      const paying = Math.min(users, Math.round((users * rng.int(6, 18)) / 100));
      const values = [revenue, users, paying, team].map(String);
      periods.push({
        id: periodId,
        startupId: startup.id,
        from,
        to,
        dueDate,
        openedAt,
        submittedAt,
        submittedById: submittedAt ? submitter : null,
      });
      const ids = defs.map(() => crypto.randomUUID());
      defs.forEach((d, k) =>
        data.push({
          id: ids[k],
          periodId,
          metricId: d.id,
          value: submittedAt ? values[k] : null,
          updatedById: submittedAt ? submitter : null,
          updatedAt: submittedAt ?? openedAt,
        }),
      );
      posts.push({
        startupId: startup.id,
        kind: 'DATA_DUE',
        authorId: null,
        createdAt: openedAt,
        payload: { periodId, from, to, dueDate },
      });
      if (submittedAt) {
        const entries: DataSubmittedEntry[] = defs.map((d, k) => ({
          metricDataId: ids[k]!,
          metricId: d.id,
          metricName: d.name,
          unitType: d.unitType,
          customUnitName: null,
          value: values[k]!,
          dateValue: null,
          isPoint0: previous == null,
          metadata: metricChange(previous?.[k], values[k]),
        }));
        posts.push({
          startupId: startup.id,
          kind: 'DATA_SUBMITTED',
          authorId: submitter,
          createdAt: submittedAt,
          payload: { periodId, from, to, dueDate, data: entries, editedBy: null },
        });
        previous = values;
      }
      taskRows.push({
        task: {
          name: `Update your metrics (${from} – ${to})`,
          nameKey: 'metricsUpdate',
          nameParams: { from, to },
          url: METRICS_FORM_PATH,
          dueDate: new Date(`${dueDate}T23:59:59Z`),
          taskType: 'metrics',
          sourceId: periodId,
          startupId: startup.id,
          isGroupTask: startup.founderIds.length > 1,
          assigneeSelection: startup.founderIds.map((value) => ({ type: 'user', value })),
          completionStatus: submittedAt ? 'COMPLETED' : 'PENDING',
          completedAt: submittedAt,
          createdAt: openedAt,
        },
        done: submittedAt != null,
        founders: startup.founderIds,
        doneAt: submittedAt,
      });
      if (addMetricDays(to, 75) > today) {
        notes.push({
          type: 'metricsRequest',
          recipients: startup.founderIds,
          url: METRICS_FORM_PATH,
          params: { period: `${from} – ${to}` },
          at: openedAt,
        });
        if (submittedAt)
          notes.push({
            type: 'updatedMetrics',
            recipients: staffOf(ctx, startup),
            senderId: submitter,
            url: `/startup/${startup.id}/file/activities`,
            params: { startup: startup.name },
            at: submittedAt,
          });
      }
    }
  });
  await insertChunks(ctx, metricPeriods, periods);
  await insertChunks(ctx, metricData, data);
  await insertChunks(ctx, timelinePosts, posts);
  const inserted = await tdb
    .insert(
      tasks,
      taskRows.map((r) => r.task),
    )
    .returning({ id: tasks.id });
  await insertChunks(
    ctx,
    taskAssignees,
    taskRows.flatMap((r, i) =>
      r.founders.map((userId) => ({
        taskId: inserted[i]!.id,
        userId,
        done: r.done,
        completedAt: r.doneAt,
        createdAt: r.task.createdAt,
      })),
    ),
  );
}

/** Who hears of a startup's submission: its assigned staff, else the programme directors. */
export function staffOf(ctx: LivingContext, startup: LivingStartup): string[] {
  return startup.staffIds.length ? startup.staffIds : [ctx.person('Admin').id];
}

/** A row of a tenant table as the seed writes it (TenantDb fills in the organisation). */
export type Row<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'incubatorId'>;

/** Inserts in chunks (PostgreSQL takes at most 65,535 parameters a statement). */
export async function insertChunks<T extends Parameters<LivingContext['tdb']['insert']>[0]>(
  ctx: LivingContext,
  table: T,
  rows: Row<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await ctx.tdb.insert(table, rows.slice(i, i + 500));
}
