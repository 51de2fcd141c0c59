// What the founders' forms accept (spec 02 §2, §5, §8): the metrics update form's inputs (normalisation per
// locale, shape per unit type, per-field messages, "at least one field"), the period banner, and the
// categorisation form's period label and validity. Pure: the web form and the server's checks share it.

import { previousMonthUtc } from './dates.ts';
import type { MessageDescriptor } from './forms.ts';
import { CANONICAL_NUMBER_SYMBOLS, metricNumberRules, numberSymbols, parseNumberText } from './metric-numbers.ts';
import {
  CATEGORIZATION_ANSWER_VALUES,
  METRIC_FORM_MESSAGES,
  currencySymbol,
  type CategorizationAnswer,
  type MetricDataType,
  type MetricUnitType,
} from './metrics.ts';

/** Languages writing a decimal comma (their grouping mark is in NUMBER_SYMBOLS of metric-numbers.ts). */
export const DECIMAL_COMMA_LANGUAGES = ['fr', 'de', 'es', 'pt', 'tr', 'uk', 'id', 'it', 'nl', 'ru', 'pl'] as const;

export function usesDecimalComma(locale: string | null | undefined): boolean {
  return numberSymbols(locale).decimal[0] === ',';
}

/** The decimal mark shown to a user of this locale. */
export function decimalSeparator(locale: string | null | undefined): string {
  return numberSymbols(locale).decimal[0] ?? '.';
}

// What a person types is read by `parseMetricNumber` (metric-numbers.ts): exactly, by the language's rules.

/** Canonical number text → what the input shows in this locale ("1234.5" → "1234,5" in French). */
export function displayNumericValue(canonical: string | null | undefined, locale: string | null | undefined): string {
  if (canonical == null) return '';
  return canonical.replace('.', decimalSeparator(locale));
}

export type MetricInputKind = 'number' | 'date' | 'text';

/** How one metric's input looks and what it accepts. */
export interface MetricInputShape {
  readonly kind: MetricInputKind;
  /** Whether a decimal part may be typed. */
  readonly decimals: boolean;
  /** Money may be negative (a loss); every other unit is a non-negative quantity (metricNumberRules). */
  readonly allowNegative: boolean;
  readonly prefix: string | null;
  readonly suffix: string | null;
  /** The value is sent as the trimmed text (percentages and dates), not as a number. */
  readonly trimmedString: boolean;
  /** Message when the value is not a number: 'Invalid amount' for money, 'Invalid number' otherwise. */
  readonly invalidMessage: MessageDescriptor | null;
}

export const PERCENTAGE_SUFFIX = ' %';

export function metricInputShape(
  unitType: MetricUnitType,
  options: { dataType?: MetricDataType | string | null; currency?: string | null; locale?: string | null } = {},
): MetricInputShape {
  const base = { allowNegative: false, prefix: null, suffix: null, trimmedString: false } as const;
  if (options.dataType === 'non-numeric' || options.dataType === 'nonNumeric') {
    return { ...base, kind: 'text', decimals: false, trimmedString: true, invalidMessage: null };
  }
  switch (unitType) {
    case 'PERCENTAGE':
      return {
        ...base,
        kind: 'number',
        decimals: true,
        suffix: PERCENTAGE_SUFFIX,
        trimmedString: true,
        invalidMessage: null,
      };
    case 'DATE':
      return { ...base, kind: 'date', decimals: false, trimmedString: true, invalidMessage: null };
    case 'MONETARY':
      return {
        ...base,
        kind: 'number',
        decimals: true,
        allowNegative: metricNumberRules('MONETARY').allowNegative,
        prefix: currencySymbol(options.currency, options.locale ?? undefined),
        invalidMessage: METRIC_FORM_MESSAGES.invalidAmount,
      };
    case 'EMPLOYEE':
      return { ...base, kind: 'number', decimals: true, invalidMessage: METRIC_FORM_MESSAGES.invalidNumber };
    default:
      return { ...base, kind: 'number', decimals: false, invalidMessage: METRIC_FORM_MESSAGES.invalidNumber };
  }
}

/** The value to send for a field ("" when empty); numbers in canonical form, percentages and dates trimmed. */
export function metricSubmitValue(shape: MetricInputShape, value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (shape.trimmedString || shape.kind !== 'number') return trimmed;
  const parsed = parseNumberText(trimmed, CANONICAL_NUMBER_SYMBOLS);
  return parsed.ok ? parsed.canonical : trimmed;
}

export function isMetricValueFilled(value: string | null | undefined): boolean {
  return value != null && value.trim() !== '';
}

/** The field's own error (not the metric rules): null when empty or acceptable. */
export function validateMetricField(
  shape: MetricInputShape,
  value: string | null | undefined,
): MessageDescriptor | null {
  if (!isMetricValueFilled(value) || shape.trimmedString || shape.kind !== 'number' || !shape.invalidMessage)
    return null;
  const text = value!.trim();
  if (!(shape.allowNegative ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/).test(text)) return shape.invalidMessage;
  if (!shape.decimals && text.includes('.')) return shape.invalidMessage;
  return Number.isFinite(Number(text)) ? null : shape.invalidMessage;
}

/** "At least one field filled" (0 counts): null when met, otherwise the message. */
export function atLeastOneFilled(values: readonly (string | null | undefined)[]): MessageDescriptor | null {
  return values.some(isMetricValueFilled) ? null : METRIC_FORM_MESSAGES.atLeastOne;
}

// ── Period banner ────────────────────────────────────────────────────────────────────────────────────────────

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `yyyy-MM-dd` date as a UTC midnight, or null when it is not a real date. */
export function parseMetricDate(text: string | null | undefined): Date | null {
  const m = ISO_DAY.exec(text ?? '');
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]) ? date : null;
}

export interface PeriodBanner {
  readonly message: MessageDescriptor;
  /** The {0}, {1} of the message, already formatted for the locale (dates in UTC). */
  readonly params: readonly string[];
}

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const monthFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });

/**
 * Which of the four banners a period gets (decided in docs/decisions.md):
 * - no start date (`from` empty), or a start after the end: 'Update until {to}' (the first, open-ended report);
 * - exactly one calendar month (1st to last day): 'Update the data for the month of {month year}';
 * - exactly one calendar year: 'Update the data for {year}'; a single day: 'Update the data for {day}';
 * - any other range (weeks, quarters, several months): 'Update from {from} to {to}'.
 * Null when `to` is not a valid date: the form shows the invalid-period-date message instead.
 */
export function periodBanner(
  period: { readonly from?: string | null; readonly to: string | null | undefined },
  locale: string,
): PeriodBanner | null {
  const to = parseMetricDate(period.to);
  if (!to) return null;
  const from = parseMetricDate(period.from);
  const day = dayFormat(locale);
  if (!from || from > to) return { message: METRIC_FORM_MESSAGES.bannerUntil, params: [day.format(to)] };
  const sameMonth = from.getUTCFullYear() === to.getUTCFullYear() && from.getUTCMonth() === to.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  if (sameMonth && from.getUTCDate() === 1 && to.getUTCDate() === lastOfMonth) {
    return { message: METRIC_FORM_MESSAGES.bannerMonth, params: [monthFormat(locale).format(to)] };
  }
  const wholeYear =
    from.getUTCFullYear() === to.getUTCFullYear() &&
    from.getUTCMonth() === 0 &&
    from.getUTCDate() === 1 &&
    to.getUTCMonth() === 11 &&
    to.getUTCDate() === 31;
  if (wholeYear) return { message: METRIC_FORM_MESSAGES.bannerPeriod, params: [String(to.getUTCFullYear())] };
  if (from.getTime() === to.getTime()) return { message: METRIC_FORM_MESSAGES.bannerPeriod, params: [day.format(to)] };
  return { message: METRIC_FORM_MESSAGES.bannerRange, params: [day.format(from), day.format(to)] };
}

/** Whether a period's dates can be shown; otherwise the form says 'The date received for this data update is invalid'. */
export function isValidPeriodDate(period: {
  readonly from?: string | null;
  readonly to: string | null | undefined;
}): boolean {
  return periodBanner(period, 'en') !== null;
}

/** The local date-time with seconds (yyyy-MM-ddTHH:mm:ss) the metrics save sends. */
export function localDateTimeWithSeconds(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

// ── Categorisation form ──────────────────────────────────────────────────────────────────────────────────────

/** "For the period of {month year}": the month before the given date's month, in UTC ("October 2026"). */
export function categorizationPeriodLabel(date: Date | string, locale: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const { year, month } = previousMonthUtc(value);
  return monthFormat(locale).format(new Date(Date.UTC(year, month - 1, 1)));
}

export interface CategorizationFormValues {
  /** 'delay the beginning of monthly reporting': yes, no, or not answered yet (null). */
  readonly skip: CategorizationAnswer;
  readonly answers: Readonly<Record<string, CategorizationAnswer | undefined>>;
}

export function isCategorizationAnswer(value: unknown): value is CategorizationAnswer {
  return value === null || (CATEGORIZATION_ANSWER_VALUES as readonly unknown[]).includes(value);
}

/** Skip yes → valid whatever the answers; skip no → every question answered yes or no; skip unanswered → invalid. */
export function isCategorizationValid(values: CategorizationFormValues, questionKeys: readonly string[]): boolean {
  if (values.skip === 'yes') return true;
  if (values.skip !== 'no') return false;
  return questionKeys.every((key) => values.answers[key] === 'yes' || values.answers[key] === 'no');
}
