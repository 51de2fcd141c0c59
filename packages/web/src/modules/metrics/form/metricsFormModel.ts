// The metrics update form without React (spec 02 §5): values kept per metric-data id in canonical form ("1234.5"),
// each field's shape from its unit, the errors of the fields (number, rules) and of the form (at least one filled,
// invalid period dates), and the values to send (empty ones that were empty before left out).
import {
  METRIC_NUMBER_MESSAGES,
  atLeastOneFilled,
  checkMetricRule,
  displayNumericValue,
  isMetricJump,
  isValidPeriodDate,
  metricInputShape,
  metricNumberMessage,
  metricSubmitValue,
  parseMetricNumber,
  translatedLabel,
  validateMetricField,
  type MetricInputShape,
  type MetricUnitType,
} from '@ascent/shared';
import type { MetricsDataFormQuery } from '../../../generated/graphql.ts';

export type MetricPeriod = MetricsDataFormQuery['metricsDataForm']['periods'][number];
export type MetricDataItem = MetricPeriod['data'][number];
/** metric-data id → what the field holds (numbers in canonical form). */
export type MetricValues = Readonly<Record<string, string>>;

export interface FormMessage {
  readonly key: string;
  readonly defaultMessage: string;
  readonly params?: Readonly<Record<string, string>>;
  /** When set, shown instead of the message (a rule's custom label). */
  readonly customLabel?: string | null;
}

export interface MetricsFormValidation {
  readonly fields: Readonly<Record<string, FormMessage>>;
  /** Periods whose dates cannot be read (the invalid-date message shows in their block). */
  readonly invalidPeriods: ReadonlySet<string>;
  readonly form: FormMessage | null;
  readonly valid: boolean;
}

export interface ShapeContext {
  readonly currency: string | null | undefined;
  readonly locale: string;
}

export function shapeOf(item: MetricDataItem, ctx: ShapeContext): MetricInputShape {
  return metricInputShape(item.metric.unitOfMeasure.unitType as MetricUnitType, {
    dataType: item.metric.dataType,
    currency: ctx.currency,
    locale: ctx.locale,
  });
}

export function metricName(item: MetricDataItem, language: string): string {
  return translatedLabel(item.metric.name, language);
}

/** The value a field starts with: the stored value (or the date value of a date metric), else empty. */
export function initialValues(periods: readonly MetricPeriod[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of periods) for (const d of p.data) out[d.id] = d.value ?? d.dateValue ?? '';
  return out;
}

/** The period's metrics grouped by category, in the order they come; uncategorised ones last. */
export function groupByCategory(
  data: readonly MetricDataItem[],
): { category: string | null; items: MetricDataItem[] }[] {
  const groups = new Map<string | null, MetricDataItem[]>();
  for (const d of data) {
    const key = d.metric.category?.trim() || null;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(d);
  }
  const list = [...groups].map(([category, items]) => ({ category, items }));
  return [...list.filter((g) => g.category !== null), ...list.filter((g) => g.category === null)];
}

const numberOf = (text: string | undefined): number | null => {
  if (text == null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * What the founder typed, per field, read into the values above: numbers by the language's rules exactly
 * (parseMetricNumber: "18250.50" in a whole-number metric is refused, never turned into 1825050), dates as the date
 * input gives them (`badDates`: the ids whose date input holds an incomplete date). A refused entry keeps its text
 * as the value (the form is not empty) and gets its message in `errors`.
 */
export function readEntries(
  periods: readonly MetricPeriod[],
  texts: MetricValues,
  ctx: ShapeContext,
  badDates: ReadonlySet<string> = new Set(),
): { values: Record<string, string>; errors: Record<string, FormMessage> } {
  const values: Record<string, string> = {};
  const errors: Record<string, FormMessage> = {};
  for (const period of periods) {
    for (const item of period.data) {
      const text = texts[item.id] ?? '';
      const shape = shapeOf(item, ctx);
      values[item.id] = text;
      if (shape.kind === 'date' && badDates.has(item.id)) errors[item.id] = METRIC_NUMBER_MESSAGES.invalidDate;
      if (shape.kind !== 'number' || text.trim() === '') continue;
      const unit = item.metric.unitOfMeasure.unitType;
      const parsed = parseMetricNumber(text, unit, ctx.locale);
      if (parsed.ok) values[item.id] = parsed.canonical;
      else errors[item.id] = metricNumberMessage(parsed.problem, unit, { value: text.trim(), locale: ctx.locale });
    }
  }
  return { values, errors };
}

/** The text each field starts with: the stored value as the language writes it (decimal comma in French). */
export function initialTexts(periods: readonly MetricPeriod[], ctx: ShapeContext): Record<string, string> {
  const values = initialValues(periods);
  const out: Record<string, string> = {};
  for (const p of periods)
    for (const d of p.data)
      out[d.id] =
        shapeOf(d, ctx).kind === 'number' ? displayNumericValue(values[d.id], ctx.locale) : (values[d.id] ?? '');
  return out;
}

export function validateMetricsForm(
  periods: readonly MetricPeriod[],
  values: MetricValues,
  ctx: ShapeContext,
  entryErrors: Readonly<Record<string, FormMessage>> = {},
): MetricsFormValidation {
  const fields: Record<string, FormMessage> = { ...entryErrors };
  const invalidPeriods = new Set<string>();
  for (const period of periods) {
    if (!isValidPeriodDate(period)) invalidPeriods.add(period.id);
    for (const item of period.data) {
      if (fields[item.id]) continue;
      const error = validateMetricField(shapeOf(item, ctx), values[item.id]);
      if (error) fields[item.id] = error;
    }
    for (const { dataId, validation } of period.validations) {
      if (fields[dataId]) continue;
      const failure = checkMetricRule(validation, numberOf(values[dataId]), (id) => numberOf(values[id]));
      if (failure)
        fields[dataId] = {
          key: failure.key,
          defaultMessage: failure.defaultMessage,
          params: failure.params,
          customLabel: failure.customLabel,
        };
    }
  }
  const all = periods.flatMap((p) => p.data.map((d) => values[d.id]));
  const form = periods.length ? atLeastOneFilled(all) : null;
  return {
    fields,
    invalidPeriods,
    form,
    valid: Object.keys(fields).length === 0 && invalidPeriods.size === 0 && form === null,
  };
}

/** What setMetricDataValues receives: every filled field, and "" for a field that was filled and is now cleared. */
export function valuesToSubmit(
  periods: readonly MetricPeriod[],
  values: MetricValues,
  ctx: ShapeContext,
): { metricDataId: string; value: string }[] {
  const out: { metricDataId: string; value: string }[] = [];
  for (const period of periods) {
    for (const item of period.data) {
      const value = metricSubmitValue(shapeOf(item, ctx), values[item.id]);
      const before = item.value ?? item.dateValue ?? null;
      if (value === '' && (before === null || before === '')) continue;
      out.push({ metricDataId: item.id, value });
    }
  }
  return out;
}

/** A value far from the one before it (at least ten times, or a tenth or less): the form asks before saving it. */
export interface MetricJump {
  readonly dataId: string;
  readonly item: MetricDataItem;
  readonly period: MetricPeriod;
  /** Canonical number texts. */
  readonly previous: string;
  readonly value: string;
}

/**
 * The changed numbers that jump from the metric's last value: the one of an earlier period in this form when
 * filled there, else the last stored one before the period (previousValue). Periods are compared oldest first.
 */
export function jumpsToConfirm(
  periods: readonly MetricPeriod[],
  values: MetricValues,
  ctx: ShapeContext,
): MetricJump[] {
  const jumps: MetricJump[] = [];
  const last = new Map<string, string>(); // metric id → its latest value in the periods seen so far
  for (const period of [...periods].sort((a, b) => a.from.localeCompare(b.from))) {
    for (const item of period.data) {
      if (shapeOf(item, ctx).kind !== 'number') continue;
      const value = metricSubmitValue(shapeOf(item, ctx), values[item.id]);
      const previous = last.get(item.metric.id) ?? item.previousValue ?? null;
      if (
        value !== '' &&
        value !== (item.value ?? '') &&
        previous != null &&
        isMetricJump(Number(previous), Number(value))
      ) {
        jumps.push({ dataId: item.id, item, period, previous, value });
      }
      if (value !== '') last.set(item.metric.id, value);
    }
  }
  return jumps;
}
