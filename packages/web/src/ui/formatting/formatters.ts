// Numbers, money and dates in the reader's language (spec 02 §9): money with zero decimals in the organisation's
// currency (USD by default); dates "MMM DD, YYYY" in UTC by default, or in a given zone; a day near today says
// Yesterday, Today or Tomorrow in the organisation's zone.
import { DEFAULT_CURRENCY, formatDate, formatMoney, relativeDay, type RelativeDay } from '@ascent/shared';

export interface FormatterContext {
  readonly language: string;
  readonly currency?: string | null;
  /** The zone relative days are counted in (the organisation's). */
  readonly timeZone?: string | null;
  readonly relativeLabels: Readonly<Record<RelativeDay, string>>;
}

export interface Formatters {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  percent(value: number, fractionDigits?: number): string;
  money(amount: number, currency?: string | null): string;
  /** "Jan 05, 2026" (per language), in UTC unless a zone is given; a "YYYY-MM-DD" key is that calendar day. */
  date(value: Date | string, timeZone?: string): string;
  dateTime(value: Date | string, timeZone?: string): string;
  /** Yesterday / Today / Tomorrow, else the date — both in the organisation's zone. */
  day(value: Date | string, now?: Date): string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function createFormatters(ctx: FormatterContext): Formatters {
  const { language } = ctx;
  const zone = ctx.timeZone ?? 'UTC';
  // One date format everywhere (shared `formatDate`): a "2026-11-26" day key stays that day in every zone.
  const date = (value: Date | string, timeZone = 'UTC') => formatDate(value, language, timeZone);
  return {
    number: (value, options) => new Intl.NumberFormat(language, options).format(value),
    percent: (value, fractionDigits = 0) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: fractionDigits }).format(value),
    money: (amount, currency) => formatMoney(amount, currency ?? ctx.currency ?? DEFAULT_CURRENCY, language),
    date,
    dateTime: (value, timeZone) =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(timeZone ? { timeZone } : {}),
      }).format(toDate(value)),
    day: (value, now = new Date()) => {
      const relative = relativeDay(toDate(value), now, zone);
      return relative ? ctx.relativeLabels[relative] : date(value, zone);
    },
  };
}
