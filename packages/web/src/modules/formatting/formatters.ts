// Numbers, money and dates in the reader's language (spec 02 §9): money with zero decimals in the organisation's
// currency (USD by default); dates "MMM DD, YYYY" in UTC by default, or in a given zone; a day near today says
// Yesterday, Today or Tomorrow in the organisation's zone.
import { DEFAULT_CURRENCY, formatMoney, relativeDay, type RelativeDay } from '@ascent/shared';

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
  /** "Jan 05, 2026" (per language), in UTC unless a zone is given. */
  date(value: Date | string, timeZone?: string): string;
  dateTime(value: Date | string, timeZone?: string): string;
  /** Yesterday / Today / Tomorrow, else the date — both in the organisation's zone. */
  day(value: Date | string, now?: Date): string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function createFormatters(ctx: FormatterContext): Formatters {
  const { language } = ctx;
  const zone = ctx.timeZone ?? 'UTC';
  const date = (value: Date | string, timeZone = 'UTC') =>
    new Intl.DateTimeFormat(language, { month: 'short', day: '2-digit', year: 'numeric', timeZone }).format(toDate(value));
  return {
    number: (value, options) => new Intl.NumberFormat(language, options).format(value),
    percent: (value, fractionDigits = 0) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: fractionDigits }).format(value),
    money: (amount, currency) => formatMoney(amount, currency ?? ctx.currency ?? DEFAULT_CURRENCY, language),
    date,
    dateTime: (value, timeZone) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(toDate(value)),
    day: (value, now = new Date()) => {
      const relative = relativeDay(toDate(value), now, zone);
      return relative ? ctx.relativeLabels[relative] : date(value, zone);
    },
  };
}
