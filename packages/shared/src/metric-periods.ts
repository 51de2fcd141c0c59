// Metric periods (spec 02 §3): a collection of a metric from a start date produces consecutive periods
// following the metric's tracking recurrence. Dates are `yyyy-MM-dd` calendar dates (no time zone).
// DAILY and WEEKLY periods start on the start date; MONTHLY periods start on the first day of the start
// date's month (amount 1 = calendar months, 3 = quarters counted from that month); YEARLY periods start
// on the first of January of the start date's year.

import type { RecurrenceFrequency } from './events.ts';

export interface MetricRecurrence {
  readonly amount: number;
  readonly type: RecurrenceFrequency;
}

export interface MetricPeriodRange {
  readonly from: string;
  readonly to: string;
}

/** Days after a period ends within which founders are asked to fill it in. */
export const METRIC_PERIOD_DUE_DAYS = 10;
/** At most this many missing past periods are opened at once for one collection. */
export const METRIC_MAX_BACKFILL_PERIODS = 3;
export const METRIC_RECURRENCE_MAX_AMOUNT = 366;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd. */
export function isMetricDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

function parse(text: string): Date {
  if (!isMetricDate(text)) throw new RangeError(`Invalid date ${text}`);
  return new Date(`${text}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds days to a yyyy-MM-dd date. */
export function addMetricDays(text: string, days: number): string {
  const d = parse(text);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

export function isValidMetricRecurrence(recurrence: MetricRecurrence): boolean {
  return (
    Number.isInteger(recurrence.amount) && recurrence.amount >= 1 && recurrence.amount <= METRIC_RECURRENCE_MAX_AMOUNT
  );
}

function anchor(start: Date, type: RecurrenceFrequency): Date {
  if (type === 'MONTHLY') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  if (type === 'YEARLY') return new Date(Date.UTC(start.getUTCFullYear(), 0, 1));
  return start;
}

function shift(base: Date, recurrence: MetricRecurrence, steps: number): Date {
  const n = recurrence.amount * steps;
  switch (recurrence.type) {
    case 'DAILY':
      return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + n));
    case 'WEEKLY':
      return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + 7 * n));
    case 'MONTHLY':
      return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + n, 1));
    case 'YEARLY':
      return new Date(Date.UTC(base.getUTCFullYear() + n, 0, 1));
  }
}

/** The index-th period (0 = the first) of a collection starting on `start`. */
export function metricPeriodAt(start: string, recurrence: MetricRecurrence, index: number): MetricPeriodRange {
  if (!isValidMetricRecurrence(recurrence)) throw new RangeError('Invalid recurrence');
  const base = anchor(parse(start), recurrence.type);
  const from = shift(base, recurrence, index);
  const next = shift(base, recurrence, index + 1);
  next.setUTCDate(next.getUTCDate() - 1);
  return { from: format(from), to: format(next) };
}

/** The date by which a period ending on `to` should be filled in. */
export function metricPeriodDueDate(to: string): string {
  return addMetricDays(to, METRIC_PERIOD_DUE_DAYS);
}

/**
 * Periods of a collection that have ended before `today` (their `to` < today), oldest first, at most
 * `max` of them (the most recent ones).
 */
export function endedMetricPeriods(
  start: string,
  recurrence: MetricRecurrence,
  today: string,
  max: number = METRIC_MAX_BACKFILL_PERIODS,
): MetricPeriodRange[] {
  parse(today);
  const periods: MetricPeriodRange[] = [];
  for (let i = 0; ; i += 1) {
    const period = metricPeriodAt(start, recurrence, i);
    if (period.to >= today) break;
    periods.push(period);
    if (periods.length > max) periods.shift();
  }
  return periods;
}
