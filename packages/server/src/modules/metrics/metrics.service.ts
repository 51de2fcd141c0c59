// The metrics form of a startup (spec 02 §5, §7): its open periods with their data and rules, the save
// (setMetricDataValues), the first pending period (for pendingDataForm) and the series of the analytics tab.
import {
  METRIC_ERROR_MESSAGES,
  METRIC_FORM_MESSAGES,
  METRIC_NUMBER_MESSAGES,
  checkMetricRule,
  isMetricDate,
  metricNumberMessage,
  parseMetricNumber,
  metricChange,
  type DataSubmittedEntry,
  type MetricRuleCheck,
  type MetricErrorReason,
  type MetricRuleKind,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError, reasonError } from '../../core/errors.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { staffAssignedToStartups } from '../assignments/assignments.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import type { MetricsSubmitted } from './metrics.domain-events.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { labelIn, presentMetrics, type PresentedMetric } from './metrics.presenter.ts';
import {
  dataByIds,
  dataOfPeriods,
  markSubmitted,
  periodsOf,
  previousValues,
  setDataValue,
  userName,
} from './metrics.periods.repository.ts';
import { existingStartups, listMetrics, type MetricWithRules } from './metrics.repository.ts';
import type { MetricDataRow, MetricPeriodRow } from './metrics.schema.ts';
import { isUuid } from '../../core/validation.ts';

export interface PresentedPeriod {
  id: string;
  from: string;
  to: string;
  dueDate: string;
  submitted: boolean;
  data: {
    id: string;
    value: string | null;
    dateValue: string | null;
    previousValue: string | null;
    metric: PresentedMetric;
    metadata: { customLabel: string | null };
  }[];
  validations: {
    dataId: string;
    validation: MetricRuleCheck & { referenceDataIds: string[]; referenceNames: string[] };
  }[];
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const invalidPeriodDate = () => reasonError('VALIDATION_FAILED', METRIC_ERROR_MESSAGES, 'invalidPeriodDate');
const startupNotFound = () => new AppError('NOT_FOUND', 'There is no such startup.');

/** The calendar date of a form's local date-time (yyyy-MM-ddTHH:mm:ss), or null when malformed. */
export function dateOfLocalDateTime(text: string): string | null {
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m || !isMetricDate(m[1]!) || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4]) > 59) return null;
  return m[1]!;
}

async function requireStartup(tdb: TenantDb, startupId: string): Promise<{ id: string; name: string }> {
  const [found] = isUuid(startupId) ? await existingStartups(tdb, [startupId]) : [];
  if (!found) throw startupNotFound();
  return found;
}

/** The rule checks of a period's data: referenced metrics resolve to the data rows of the same period. */
function validationsOf(
  data: readonly MetricDataRow[],
  metrics: ReadonlyMap<string, MetricWithRules>,
  language: string | null,
): PresentedPeriod['validations'] {
  const dataOfMetric = new Map(data.map((d) => [d.metricId, d.id]));
  const out: PresentedPeriod['validations'] = [];
  for (const d of data) {
    for (const rule of metrics.get(d.metricId)?.rules ?? []) {
      const refs = rule.referenceMetricIds.filter((id) => dataOfMetric.has(id));
      if (rule.value == null && refs.length === 0) continue; // the referenced metrics are not collected in this period
      out.push({
        dataId: d.id,
        validation: {
          kind: rule.kind as MetricRuleKind,
          value: rule.value,
          referenceDataIds: refs.map((id) => dataOfMetric.get(id)!),
          referenceNames: refs.map((id) => labelIn(metrics.get(id)?.name ?? [], language)),
          customLabel: rule.customLabel,
        },
      });
    }
  }
  return out;
}

async function presentPeriods(
  tdb: TenantDb,
  periods: readonly MetricPeriodRow[],
  language: string | null,
): Promise<PresentedPeriod[]> {
  const data = await dataOfPeriods(
    tdb,
    periods.map((p) => p.id),
  );
  const all = await listMetrics(tdb, { includeArchived: true });
  const byId = new Map(all.map((m) => [m.id, m]));
  const presented = new Map(presentMetrics(all).map((m) => [m.id, m]));
  const out: PresentedPeriod[] = [];
  for (const p of periods) {
    const rows = data.filter((d) => d.periodId === p.id && presented.has(d.metricId));
    // The last value before this period, per metric: the form asks before saving a far jump from it.
    const previous = await previousValues(
      tdb,
      p.startupId,
      p.from,
      rows.map((r) => r.metricId),
    );
    out.push({
      id: p.id,
      from: p.from,
      to: p.to,
      dueDate: p.dueDate,
      submitted: p.submittedAt != null,
      data: rows.map((d) => ({
        id: d.id,
        value: d.value,
        dateValue: d.dateValue,
        previousValue: previous.get(d.metricId) ?? null,
        metric: presented.get(d.metricId)!,
        metadata: { customLabel: null },
      })),
      validations: validationsOf(rows, byId, language),
    });
  }
  return out;
}

export interface FormArgs {
  startupId: string;
  date?: string | null;
  includeFilledInData?: boolean | null;
}

/** The due periods of the startup up to `date` (default now), oldest first; submitted ones too when asked. */
export async function metricsDataForm(scope: Scope, args: FormArgs, language: string | null, now = new Date()) {
  await requireStartup(scope.tdb, args.startupId);
  if (!(await isFeatureOn(scope.services, scope.tenant, 'dataCollection'))) return { periods: [] };
  let until = now;
  if (args.date) {
    const parsed = new Date(LOCAL_DATE_TIME.test(args.date) ? `${args.date}Z` : args.date);
    // Years past 9999 parse in JavaScript but not in PostgreSQL ("+099999-..."), and 2026-02-30 rolls over to
    // March: refused as any other bad date.
    const calendarDate = /^\d{4}-\d{2}-\d{2}/.exec(args.date)?.[0];
    if (
      Number.isNaN(parsed.getTime()) ||
      parsed.getUTCFullYear() < 1 ||
      parsed.getUTCFullYear() > 9999 ||
      (calendarDate && !isMetricDate(calendarDate))
    )
      throw invalidPeriodDate();
    until = parsed;
  }
  const periods = await periodsOf(scope.tdb, {
    startupId: args.startupId,
    openedBy: until,
    submitted: args.includeFilledInData ? undefined : false,
  });
  return { periods: await presentPeriods(scope.tdb, periods, language) };
}

/** The oldest open, unsubmitted period of the startup (pendingDataForm's METRICS entry), or null. */
export async function firstPendingMetricsPeriod(
  tdb: TenantDb,
  startupId: string,
  now: Date = new Date(),
): Promise<{ id: string; dueDate: string; from: string; to: string } | null> {
  if (!isUuid(startupId)) return null;
  const [first] = await periodsOf(tdb, { startupId, openedBy: now, submitted: false, limit: 1 });
  return first ? { id: first.id, dueDate: first.dueDate, from: first.from, to: first.to } : null;
}

interface ParsedValue {
  value: string | null;
  dateValue: string | null;
}

function failValue(
  dataId: string,
  message: { key: string; defaultMessage: string; params?: Readonly<Record<string, string>> },
): never {
  const params = message.params ?? {};
  const text = message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  throw new AppError('VALIDATION_FAILED', text, { reason: message.key, params, fields: { [dataId]: message.key } });
}

/**
 * A submitted text for a metric: numbers read by the form's own rules (parseMetricNumber of @ascent/shared, on the
 * API's canonical text: a point, no grouping) into their canonical text; dates as yyyy-MM-dd; trimmed text
 * otherwise; "" clears. A number the unit cannot hold (18250.50 customers) is refused with its reason, never
 * rounded or stripped.
 */
function parseValue(dataId: string, raw: string, metric: MetricWithRules): ParsedValue {
  const text = raw.trim();
  if (text === '') return { value: null, dateValue: null };
  if (metric.unitType === 'DATE') {
    if (!isMetricDate(text)) failValue(dataId, METRIC_NUMBER_MESSAGES.invalidDate);
    return { value: text, dateValue: text };
  }
  if (metric.dataType !== 'numeric') return { value: text.slice(0, 2000), dateValue: null };
  // A percentage may come with its sign ("12.5 %"), as the form shows it.
  const number = metric.unitType === 'PERCENTAGE' ? text.replace(/\s*%$/, '') : text;
  const parsed = parseMetricNumber(number, metric.unitType, null);
  if (!parsed.ok) failValue(dataId, metricNumberMessage(parsed.problem, metric.unitType, { value: text }));
  return { value: parsed.canonical, dateValue: null };
}

export interface SaveArgs {
  startupId: string;
  date: string;
  values: readonly { metricDataId: string; value: string }[];
}

/**
 * Saves values of the startup's open periods: all or nothing. The rules are checked with the submitted values
 * over the stored ones of each period. Then, per period: a DATA_SUBMITTED post, the metrics task completed and an
 * `updatedMetrics` notification to the staff assigned to the startup.
 */
export async function setMetricDataValues(scope: SignedIn, args: SaveArgs, now = new Date()) {
  const { tdb, user } = scope;
  const startup = await requireStartup(tdb, args.startupId);
  const saveDate = dateOfLocalDateTime(args.date);
  if (!saveDate) throw invalidPeriodDate();
  if (args.values.length === 0 || args.values.every((v) => v.value.trim() === '')) {
    throw reasonError('VALIDATION_FAILED', METRIC_ERROR_MESSAGES, 'atLeastOne');
  }
  const targets = await dataByIds(
    tdb,
    args.values.map((v) => v.metricDataId),
  );
  const byId = new Map(targets.map((t) => [t.id, t]));
  for (const v of args.values) {
    const row = byId.get(v.metricDataId);
    if (!row || row.startupId !== startup.id)
      throw new AppError('NOT_FOUND', 'There is no such metric data for this startup.');
  }
  const periodIds = [...new Set(targets.map((t) => t.periodId))];
  const periods = await periodsOf(tdb, { ids: periodIds });
  for (const p of periods) {
    if (p.openedAt > now) throw reasonError('VALIDATION_FAILED', METRIC_ERROR_MESSAGES, 'periodNotOpen');
    if (saveDate < p.from) throw invalidPeriodDate();
  }
  const metrics = new Map((await listMetrics(tdb, { includeArchived: true })).map((m) => [m.id, m]));
  const parsed = new Map<string, ParsedValue>();
  for (const v of args.values)
    parsed.set(v.metricDataId, parseValue(v.metricDataId, v.value, metrics.get(byId.get(v.metricDataId)!.metricId)!));

  // The rules, per period, on the values as they will be.
  const periodData = await dataOfPeriods(tdb, periodIds);
  const next = new Map(periodData.map((d) => [d.id, parsed.has(d.id) ? parsed.get(d.id)!.value : d.value]));
  const numberOf = (id: string): number | null => {
    const v = next.get(id);
    return v == null || metrics.get(periodData.find((d) => d.id === id)!.metricId)?.dataType !== 'numeric'
      ? null
      : Number(v);
  };
  for (const { dataId, validation } of validationsOf(periodData, metrics, user.language)) {
    const failure = checkMetricRule(validation, numberOf(dataId), numberOf);
    if (failure) {
      // The administrator's label, when the rule has one, is shown as written; else the bound's message.
      const reason: MetricErrorReason = failure.customLabel
        ? 'customRule'
        : failure.key === METRIC_FORM_MESSAGES.lessThan.key
          ? 'lessThan'
          : 'greaterThan';
      const params = failure.customLabel ? { label: failure.customLabel } : failure.params;
      throw reasonError('VALIDATION_FAILED', METRIC_ERROR_MESSAGES, reason, params, { fields: { [dataId]: reason } });
    }
  }

  const wasSubmitted = new Map(periods.map((p) => [p.id, p.submittedAt != null]));
  // The data and the event `metrics.submitted` (the DATA_SUBMITTED posts, the task done, the staff's notification) in one transaction.
  await tdb.transaction(async (tx) => {
    for (const [id, v] of parsed) await setDataValue(tx, id, { ...v, updatedById: user.id, updatedAt: now });
    for (const p of periods) await markSubmitted(tx, p.id, user.id, now);
    const saved = await periodsOf(tx, { ids: periodIds });
    await scope.services.events.publish(
      tx,
      'metrics.submitted',
      await submittedEvent(tx, user.id, startup, saved, wasSubmitted, metrics, now),
    );
  });

  const fresh = await periodsOf(tdb, { ids: periodIds });
  return { periods: await presentPeriods(tdb, fresh, user.language) };
}

export async function submittedEvent(
  tdb: TenantDb,
  userId: string,
  startup: { id: string; name: string },
  periods: readonly MetricPeriodRow[],
  wasSubmitted: ReadonlyMap<string, boolean>,
  metrics: ReadonlyMap<string, MetricWithRules>,
  now: Date,
): Promise<MetricsSubmitted> {
  const me = await userName(tdb, userId);
  const data = await dataOfPeriods(
    tdb,
    periods.map((p) => p.id),
  );
  const event: MetricsSubmitted = {
    startupId: startup.id,
    startupName: startup.name,
    submittedById: userId,
    periods: [],
    staffIds: await staffAssignedToStartups(tdb, [startup.id]),
  };
  for (const p of periods) {
    const rows = data.filter((d) => d.periodId === p.id && metrics.has(d.metricId));
    const previous = await previousValues(
      tdb,
      startup.id,
      p.from,
      rows.map((r) => r.metricId),
    );
    const entries: DataSubmittedEntry[] = rows.map((d) => {
      const m = metrics.get(d.metricId)!;
      const prev = previous.get(d.metricId);
      return {
        metricDataId: d.id,
        metricId: m.id,
        metricName: m.name,
        unitType: m.unitType as DataSubmittedEntry['unitType'],
        customUnitName: m.customUnitName,
        value: d.value,
        dateValue: d.dateValue,
        isPoint0: prev === undefined,
        metadata:
          m.dataType === 'numeric' && m.unitType !== 'DATE' ? metricChange(prev, d.value) : metricChange(null, null),
      };
    });
    const editedBy = wasSubmitted.get(p.id)
      ? { userId, fullName: me ? fullNameOf(me) : '', editedAt: now.toISOString() }
      : null;
    event.periods.push({ periodId: p.id, dueDate: p.dueDate, from: p.from, to: p.to, data: entries, editedBy });
  }
  return event;
}

/** Numeric values per period of the startup's submitted periods, per metric (analytics tab). */
export async function metricSeries(tdb: TenantDb, startupId: string, metricIds: readonly string[] | null | undefined) {
  await requireStartup(tdb, startupId);
  const periods = (await periodsOf(tdb, { startupId })).filter((p) => p.submittedAt != null);
  const data = await dataOfPeriods(
    tdb,
    periods.map((p) => p.id),
  );
  const all = await listMetrics(tdb, { includeArchived: true });
  const presented = new Map(presentMetrics(all).map((m) => [m.id, m]));
  const collected = [...new Set(data.map((d) => d.metricId))].filter((id) => !metricIds || metricIds.includes(id));
  return all
    .filter((m) => collected.includes(m.id) && m.dataType === 'numeric' && m.unitType !== 'DATE')
    .map((m) => ({
      metric: presented.get(m.id)!,
      points: periods.flatMap((p) => {
        const d = data.find((x) => x.periodId === p.id && x.metricId === m.id);
        return d ? [{ from: p.from, to: p.to, value: d.value == null ? null : Number(d.value) }] : [];
      }),
    }));
}
