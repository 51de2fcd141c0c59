// Numbers of the metrics form (issue 14 §3): typed text is read exactly by the language's decimal and grouping
// rules — never by dropping characters — into one canonical text ("1234.5"), then checked against the metric's
// unit (whole numbers, sign). The form reads what a person types with their language's rules; the server reads the
// API's canonical text (no grouping, a point) with the same function and the same unit rules.
import type { MessageDescriptor } from './forms.ts';
import { METRIC_FORM_MESSAGES, type MetricUnitType } from './metrics.ts';

/** The marks a language writes numbers with; the first of each is the one shown. */
export interface NumberSymbols {
  readonly decimal: readonly string[];
  readonly group: readonly string[];
}

// Spaces group thousands in every language (CLDR writes the narrow no-break space in French, the no-break space in
// Ukrainian; people type a plain one): a space is never a decimal mark, so reading it as grouping is unambiguous.
const SPACES = ['\u202F', '\u00A0', ' '] as const;
const POINT_DECIMAL: NumberSymbols = { decimal: ['.'], group: [',', ...SPACES] };
const COMMA_DECIMAL_DOT_GROUP: NumberSymbols = { decimal: [','], group: ['.', ...SPACES] };
const COMMA_DECIMAL_SPACE_GROUP: NumberSymbols = { decimal: [','], group: [...SPACES, '.'] };

/**
 * Per language (CLDR's latn number symbols, fixed here so that the browser's and Node's ICU versions cannot
 * disagree). The comma and the period each have one role per language — the decimal mark, or a thousands
 * separator (so "1.234,5" reads in French as in German, and "18250.50" never becomes 1825050). Arabic as CLDR
 * formats it today ("1,234.5"), plus the Arabic decimal and thousands separators (U+066B, U+066C) that go with
 * Arabic-Indic digits. Unknown languages read like English.
 */
export const NUMBER_SYMBOLS: Readonly<Record<string, NumberSymbols>> = {
  en: POINT_DECIMAL,
  ko: POINT_DECIMAL,
  ja: POINT_DECIMAL,
  ar: { decimal: ['.', '\u066B'], group: [',', '\u066C', ...SPACES] },
  fr: COMMA_DECIMAL_SPACE_GROUP,
  uk: COMMA_DECIMAL_SPACE_GROUP,
  ru: COMMA_DECIMAL_SPACE_GROUP,
  pl: COMMA_DECIMAL_SPACE_GROUP,
  de: COMMA_DECIMAL_DOT_GROUP,
  es: COMMA_DECIMAL_DOT_GROUP,
  pt: COMMA_DECIMAL_DOT_GROUP,
  tr: COMMA_DECIMAL_DOT_GROUP,
  id: COMMA_DECIMAL_DOT_GROUP,
  it: COMMA_DECIMAL_DOT_GROUP,
  nl: COMMA_DECIMAL_DOT_GROUP,
};

/** The API's form: a point, no grouping. */
export const CANONICAL_NUMBER_SYMBOLS: NumberSymbols = { decimal: ['.'], group: [] };

export function numberSymbols(locale: string | null | undefined): NumberSymbols {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return NUMBER_SYMBOLS[language] ?? POINT_DECIMAL;
}

/** A number has at most this many digits: every such decimal survives a round trip through a double exactly. */
export const METRIC_NUMBER_MAX_DIGITS = 15;

export type NumberProblem = 'empty' | 'malformed' | 'tooLong';
export type ParsedNumber =
  | {
      readonly ok: true;
      readonly canonical: string;
      readonly value: number;
      readonly negative: boolean;
      readonly fraction: boolean;
    }
  | { readonly ok: false; readonly problem: NumberProblem };

const DIGIT_SETS = [0x30, 0x660, 0x6f0] as const; // ASCII, Arabic-Indic, Extended Arabic-Indic (Persian)
const INVISIBLE_MARKS = /[\u200E\u200F\u061C]/g; // direction marks that formatted Arabic numbers carry

function digitOf(ch: string): { digit: string; set: number } | null {
  const code = ch.codePointAt(0)!;
  for (const base of DIGIT_SETS) if (code >= base && code <= base + 9) return { digit: String(code - base), set: base };
  return null;
}

/**
 * Reads `raw` as a number written with `symbols` (a language's, or the API's canonical ones): an optional sign,
 * digits of one script, thousands grouped by threes with the language's separator (or not grouped at all), one
 * decimal mark. Anything else is malformed: no character is ever dropped. Answers the canonical text
 * ("-1234.5": no grouping, a point, no leading or trailing zeros).
 */
export function parseNumberText(raw: string, symbols: NumberSymbols): ParsedNumber {
  const text = raw.replace(INVISIBLE_MARKS, '').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const malformed = { ok: false, problem: 'malformed' } as const;
  let rest = text;
  let negative = false;
  if (/^[-\u2212+]/.test(rest)) {
    negative = rest[0] !== '+';
    rest = rest.slice(1);
  }
  let intPart = '';
  let fracPart = '';
  let inFraction = false;
  let groups: number[] = []; // lengths of the digit runs of the integer part, split at group separators
  let run = 0;
  let script: number | null = null;
  for (const ch of rest) {
    const d = digitOf(ch);
    if (d) {
      if (script !== null && script !== d.set) return malformed;
      script = d.set;
      if (inFraction) fracPart += d.digit;
      else {
        intPart += d.digit;
        run++;
      }
    } else if (!inFraction && symbols.decimal.includes(ch)) {
      inFraction = true;
    } else if (!inFraction && symbols.group.includes(ch) && run > 0) {
      groups.push(run);
      run = 0;
    } else {
      return malformed;
    }
  }
  groups = [...groups, run];
  if (intPart === '' && fracPart === '') return malformed;
  // Grouped: 1 to 3 digits first, then threes — "1,234,567"; "12,34" or "1,2345" are not numbers in these languages.
  if (groups.length > 1 && (groups[0]! > 3 || groups.slice(1).some((g) => g !== 3))) return malformed;
  const int = intPart.replace(/^0+/, '');
  const frac = fracPart.replace(/0+$/, '');
  if (int.length + frac.length > METRIC_NUMBER_MAX_DIGITS) return { ok: false, problem: 'tooLong' };
  const zero = int === '' && frac === '';
  const canonical = `${zero || !negative ? '' : '-'}${int || '0'}${frac ? `.${frac}` : ''}`;
  return { ok: true, canonical, value: Number(canonical), negative: negative && !zero, fraction: frac !== '' };
}

/** What a metric's unit accepts (spec 02 §5): decimals for money, percentages and employees; negatives for money. */
export interface MetricNumberRules {
  readonly decimals: boolean;
  readonly allowNegative: boolean;
}

export function metricNumberRules(unitType: MetricUnitType | string): MetricNumberRules {
  switch (unitType) {
    case 'MONETARY':
      return { decimals: true, allowNegative: true };
    case 'PERCENTAGE':
    case 'EMPLOYEE':
      return { decimals: true, allowNegative: false };
    default:
      return { decimals: false, allowNegative: false };
  }
}

export type MetricNumberProblem = 'malformed' | 'tooLong' | 'wholeNumber' | 'negative';
export type MetricNumberResult =
  | { readonly ok: true; readonly canonical: string; readonly value: number }
  | { readonly ok: false; readonly problem: MetricNumberProblem };

/**
 * A metric's value from typed text: `locale` reads it as that language writes numbers; `null` reads the API's
 * canonical text. Empty text is the caller's (it clears the value) and answers `malformed` here.
 */
export function parseMetricNumber(
  raw: string,
  unitType: MetricUnitType | string,
  locale: string | null,
): MetricNumberResult {
  const parsed = parseNumberText(raw, locale === null ? CANONICAL_NUMBER_SYMBOLS : numberSymbols(locale));
  if (!parsed.ok) return { ok: false, problem: parsed.problem === 'tooLong' ? 'tooLong' : 'malformed' };
  const rules = metricNumberRules(unitType);
  if (parsed.fraction && !rules.decimals) return { ok: false, problem: 'wholeNumber' };
  if (parsed.negative && !rules.allowNegative) return { ok: false, problem: 'negative' };
  return { ok: true, canonical: parsed.canonical, value: parsed.value };
}

export const METRIC_NUMBER_MESSAGES = {
  wholeNumber: {
    key: 'metrics.form.wholeNumber',
    defaultMessage: 'This metric takes whole numbers only: {value} has a decimal part.',
  },
  tooLong: { key: 'metrics.form.tooManyDigits', defaultMessage: 'Use at most 15 digits.' },
  negative: { key: 'metrics.form.negative', defaultMessage: 'This metric cannot be below zero.' },
  invalidNumberFormat: {
    key: 'metrics.form.invalidNumberFormat',
    defaultMessage: 'Invalid number: write it like {example}.',
  },
  invalidAmountFormat: {
    key: 'metrics.form.invalidAmountFormat',
    defaultMessage: 'Invalid amount: write it like {example}.',
  },
  invalidDate: {
    key: 'metrics.form.invalidDate',
    defaultMessage: 'Invalid date: enter a whole date (day, month and year).',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** "1,234.5" in English, "1 234,5" in French: how this language writes a number (whole when no decimals). */
export function numberExample(locale: string | null | undefined, decimals: boolean): string {
  const s = numberSymbols(locale);
  return `1${s.group[0] ?? ''}234${decimals ? `${s.decimal[0]}5` : ''}`;
}

/**
 * The message of a refused number, with its {value} / {example} parameters. The server answers malformed and
 * negative values with the spec's 'Invalid amount' / 'Invalid number'; the form, which knows the language, says
 * how to write the number (`example`) and that the metric cannot be below zero.
 */
export function metricNumberMessage(
  problem: MetricNumberProblem,
  unitType: MetricUnitType | string,
  context: { readonly value: string; readonly locale?: string | null },
): MessageDescriptor & { readonly params: Readonly<Record<string, string>> } {
  const money = unitType === 'MONETARY';
  const plain = money ? METRIC_FORM_MESSAGES.invalidAmount : METRIC_FORM_MESSAGES.invalidNumber;
  switch (problem) {
    case 'wholeNumber':
      return { ...METRIC_NUMBER_MESSAGES.wholeNumber, params: { value: context.value } };
    case 'tooLong':
      return { ...METRIC_NUMBER_MESSAGES.tooLong, params: {} };
    case 'negative':
      return context.locale == null ? { ...plain, params: {} } : { ...METRIC_NUMBER_MESSAGES.negative, params: {} };
    case 'malformed': {
      if (context.locale == null) return { ...plain, params: {} };
      const format = money ? METRIC_NUMBER_MESSAGES.invalidAmountFormat : METRIC_NUMBER_MESSAGES.invalidNumberFormat;
      return { ...format, params: { example: numberExample(context.locale, metricNumberRules(unitType).decimals) } };
    }
  }
}

/** A value at least ten times, or at most a tenth of, the last period's asks for a confirmation before saving. */
export const METRIC_JUMP_FACTOR = 10;

/** Whether `next` jumps far from `previous` (both numbers of one metric; nothing to compare when previous ≤ 0). */
export function isMetricJump(previous: number | null | undefined, next: number | null | undefined): boolean {
  if (
    previous == null ||
    next == null ||
    !Number.isFinite(previous) ||
    !Number.isFinite(next) ||
    previous <= 0 ||
    next < 0
  )
    return false;
  return next >= previous * METRIC_JUMP_FACTOR || next * METRIC_JUMP_FACTOR <= previous;
}
