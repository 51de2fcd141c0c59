// How the timeline writes dates, metric names and values (spec 02 §3, §9): relative dates with dayjs in the
// interface language, names in the user's language with English as the fallback (then empty), values by unit type.
import { formatDate, formatMoney } from '@ascent/shared';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/id';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt';
import 'dayjs/locale/tr';
import 'dayjs/locale/uk';

dayjs.extend(relativeTime);

/** dayjs's locale name for an interface language (ja_JP → ja). */
export const dayjsLocale = (language: string) => (language.split(/[_-]/)[0] ?? 'en').toLowerCase();

/** "3 hours ago", in the interface language. */
export function relativeDate(iso: string, language: string, now: Date = new Date()): string {
  return dayjs(iso).locale(dayjsLocale(language)).from(dayjs(now));
}

/** The full date and time, for the title of a relative date. */
export function fullDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A yyyy-MM-dd date as 'MMM DD, YYYY' (spec 02 §9 default display, in UTC), in the interface language. */
export function periodDate(ymd: string, language: string): string {
  return formatDate(ymd, language);
}

/** A translated label in the user's language, else English, else empty. */
export function translated(
  labels: readonly { readonly language: string; readonly value: string }[],
  language: string,
): string {
  const lang = dayjsLocale(language);
  const pick = (l: string) => labels.find((x) => dayjsLocale(x.language) === l && x.value.trim())?.value;
  return pick(lang) ?? pick('en') ?? '';
}

export interface UnitFormat {
  readonly unitType: string;
  readonly unit?: string | null;
  readonly currency?: string | null;
  readonly language: string;
}

const toNumber = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null;

function formatNumber(n: number, f: UnitFormat, opts: { sign?: boolean } = {}): string {
  const locale = f.language.replace('_', '-');
  const signDisplay = opts.sign ? 'exceptZero' : 'auto';
  switch (f.unitType) {
    case 'MONETARY':
      return opts.sign && n > 0 ? `+${formatMoney(n, f.currency, locale)}` : formatMoney(n, f.currency, locale);
    case 'PERCENTAGE':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay }).format(n)} %`;
    case 'CUSTOM':
      return [new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay }).format(n), f.unit?.trim()]
        .filter(Boolean)
        .join(' ');
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay }).format(n);
  }
}

/** A submitted value as the feed shows it: by unit type; dates as dates; text as typed; '—' when empty. */
export function formatMetricValue(
  value: string | null | undefined,
  dateValue: string | null | undefined,
  f: UnitFormat,
): string {
  if (f.unitType === 'DATE')
    return dateValue || value ? periodDate((dateValue || value)!.slice(0, 10), f.language) : '—';
  const n = toNumber(value);
  if (n === null) return value?.trim() ? value.trim() : '—';
  return formatNumber(n, f);
}

/** The difference to the previous period, signed, in the value's unit. */
export function formatMetricDiff(diff: number, f: UnitFormat): string {
  return formatNumber(diff, f, { sign: true });
}

/** A relative change in percent, signed, one decimal at most. */
export function formatChange(change: number, language: string): string {
  return `${new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change)} %`;
}
