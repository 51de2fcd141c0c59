import { describe, expect, it } from 'vitest';
import { categorizationQuestionList } from './categorization-questions.ts';
import {
  atLeastOneFilled,
  categorizationPeriodLabel,
  displayNumericValue,
  isCategorizationValid,
  isValidPeriodDate,
  localDateTimeWithSeconds,
  metricInputShape,
  metricSubmitValue,
  periodBanner,
  usesDecimalComma,
  validateMetricField,
} from './metric-input.ts';
import { parseMetricNumber } from './metric-numbers.ts';
import { CATEGORIZATION_ANSWER_KEYS, METRIC_FORM_MESSAGES } from './metrics.ts';

describe('numeric input normalisation', () => {
  it('knows the decimal-comma locales', () => {
    for (const l of ['fr', 'de', 'es', 'pt', 'tr', 'uk', 'id', 'fr-CA', 'pt_BR'])
      expect(usesDecimalComma(l)).toBe(true);
    for (const l of ['en', 'ko', 'ar', 'en-US', '', null]) expect(usesDecimalComma(l)).toBe(false);
  });

  // These inputs were once "normalised" by dropping characters ("$ 12a3.4.5" → 123.45, "-42" → 42): the parser of
  // metric-numbers.ts now reads them exactly, and refuses what is not a number (metric-numbers.test.ts has the rest).
  it('reads the comma and period by the language, refusing what is not a number', () => {
    expect(parseMetricNumber('1.234,5', 'MONETARY', 'fr')).toMatchObject({ ok: true, canonical: '1234.5' });
    expect(parseMetricNumber('1.234,5', 'MONETARY', 'de')).toMatchObject({ ok: true, canonical: '1234.5' });
    expect(parseMetricNumber('1 234,56', 'MONETARY', 'de')).toMatchObject({ ok: true, canonical: '1234.56' });
    expect(parseMetricNumber('1.5', 'MONETARY', 'fr')).toEqual({ ok: false, problem: 'malformed' });
    expect(parseMetricNumber('1 234,56', 'MONETARY', 'fr')).toMatchObject({ ok: true, canonical: '1234.56' });
    expect(parseMetricNumber('0,5', 'EMPLOYEE', 'tr')).toMatchObject({ ok: true, canonical: '0.5' });
    expect(parseMetricNumber('1,234.5', 'MONETARY', 'en')).toMatchObject({ ok: true, canonical: '1234.5' });
    expect(parseMetricNumber('$ 12a3.4.5', 'MONETARY', 'en')).toEqual({ ok: false, problem: 'malformed' });
    expect(parseMetricNumber('-42', 'USER', 'en')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMetricNumber('0', 'USER', 'fr')).toMatchObject({ ok: true, canonical: '0' });
  });

  it('shows canonical numbers with the locale decimal mark', () => {
    expect(displayNumericValue('1234.5', 'fr')).toBe('1234,5');
    expect(displayNumericValue('1234.5', 'en')).toBe('1234.5');
    expect(displayNumericValue(null, 'fr')).toBe('');
  });
});

describe('input shape per unit type', () => {
  it('percentage: decimals with a " %" suffix, kept as trimmed text', () => {
    const s = metricInputShape('PERCENTAGE');
    expect(s).toMatchObject({
      kind: 'number',
      decimals: true,
      suffix: ' %',
      trimmedString: true,
      allowNegative: false,
    });
    expect(metricSubmitValue(s, ' 12.5 ')).toBe('12.5');
  });

  it('monetary: decimals with the currency symbol', () => {
    expect(metricInputShape('MONETARY', { currency: 'EUR' })).toMatchObject({
      kind: 'number',
      decimals: true,
      prefix: '€',
    });
    expect(metricInputShape('MONETARY').prefix).toBe('$');
  });

  it('employees take decimals, other counts whole numbers, none negative', () => {
    expect(metricInputShape('EMPLOYEE')).toMatchObject({ decimals: true, allowNegative: false });
    for (const u of ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'] as const) {
      expect(metricInputShape(u)).toMatchObject({ kind: 'number', decimals: false, allowNegative: false });
    }
    expect(parseMetricNumber('12,7', 'USER', 'fr')).toEqual({ ok: false, problem: 'wholeNumber' });
    expect(parseMetricNumber('2,5', 'EMPLOYEE', 'fr')).toMatchObject({ ok: true, canonical: '2.5' });
  });

  it('date and non-numeric metrics are trimmed text', () => {
    expect(metricInputShape('DATE')).toMatchObject({ kind: 'date', trimmedString: true });
    expect(metricInputShape('USER', { dataType: 'nonNumeric' })).toMatchObject({ kind: 'text', trimmedString: true });
    expect(metricSubmitValue(metricInputShape('DATE'), ' 2026-10-01 ')).toBe('2026-10-01');
  });
});

describe('field validation', () => {
  it('money that is not a number is an invalid amount, other numbers an invalid number', () => {
    expect(validateMetricField(metricInputShape('MONETARY'), 'abc')).toBe(METRIC_FORM_MESSAGES.invalidAmount);
    expect(validateMetricField(metricInputShape('USER'), '1.5')).toBe(METRIC_FORM_MESSAGES.invalidNumber);
    expect(validateMetricField(metricInputShape('EMPLOYEE'), '1.5')).toBeNull();
    expect(validateMetricField(metricInputShape('MONETARY'), '1234.5')).toBeNull();
    expect(validateMetricField(metricInputShape('MONETARY'), '')).toBeNull();
    expect(validateMetricField(metricInputShape('PERCENTAGE'), 'x')).toBeNull();
  });

  it('needs at least one field filled, 0 counting as filled', () => {
    expect(atLeastOneFilled(['', null, undefined, '  '])).toBe(METRIC_FORM_MESSAGES.atLeastOne);
    expect(atLeastOneFilled(['', '0'])).toBeNull();
  });
});

describe('period banner', () => {
  it('a calendar month: "the month of"', () => {
    const b = periodBanner({ from: '2026-10-01', to: '2026-10-31' }, 'en');
    expect(b?.message).toBe(METRIC_FORM_MESSAGES.bannerMonth);
    expect(b?.params).toEqual(['October 2026']);
    expect(periodBanner({ from: '2026-02-01', to: '2026-02-28' }, 'fr')?.params).toEqual(['février 2026']);
  });

  it('a calendar year or a single day: "the data for"', () => {
    expect(periodBanner({ from: '2025-01-01', to: '2025-12-31' }, 'en')).toEqual({
      message: METRIC_FORM_MESSAGES.bannerPeriod,
      params: ['2025'],
    });
    expect(periodBanner({ from: '2026-03-04', to: '2026-03-04' }, 'en')).toEqual({
      message: METRIC_FORM_MESSAGES.bannerPeriod,
      params: ['Mar 4, 2026'],
    });
  });

  it('any other range: "from … to"', () => {
    expect(periodBanner({ from: '2026-10-05', to: '2026-10-11' }, 'en')).toEqual({
      message: METRIC_FORM_MESSAGES.bannerRange,
      params: ['Oct 5, 2026', 'Oct 11, 2026'],
    });
    expect(periodBanner({ from: '2026-01-01', to: '2026-03-31' }, 'en')?.message).toBe(
      METRIC_FORM_MESSAGES.bannerRange,
    );
  });

  it('no start date: "until"', () => {
    expect(periodBanner({ from: null, to: '2026-10-31' }, 'en')).toEqual({
      message: METRIC_FORM_MESSAGES.bannerUntil,
      params: ['Oct 31, 2026'],
    });
  });

  it('an invalid end date gives no banner (the invalid-date message shows)', () => {
    expect(periodBanner({ from: '2026-10-01', to: '2026-02-30' }, 'en')).toBeNull();
    expect(isValidPeriodDate({ from: '2026-10-01', to: 'soon' })).toBe(false);
    expect(isValidPeriodDate({ from: '2026-10-01', to: '2026-10-31' })).toBe(true);
  });
});

describe('dates sent and shown', () => {
  it('sends the local date-time with seconds', () => {
    expect(localDateTimeWithSeconds(new Date(2026, 10, 2, 9, 5, 7))).toBe('2026-11-02T09:05:07');
  });

  it('labels a categorisation with the month before the date, in UTC', () => {
    expect(categorizationPeriodLabel('2026-11-01T00:00:00Z', 'en')).toBe('October 2026');
    expect(categorizationPeriodLabel(new Date('2026-01-15T12:00:00Z'), 'en')).toBe('December 2025');
    // 00:30 on 1 March in UTC+1 is still February in UTC: the month before is January.
    expect(categorizationPeriodLabel('2026-03-01T00:30:00+01:00', 'en')).toBe('January 2026');
    expect(categorizationPeriodLabel('2026-03-31T00:00:00Z', 'fr')).toBe('février 2026');
  });
});

describe('categorisation form validity', () => {
  const keys = CATEGORIZATION_ANSWER_KEYS;
  const all = (v: 'yes' | 'no' | null) => Object.fromEntries(keys.map((k) => [k, v]));

  it('skip yes is valid whatever the answers', () => {
    expect(isCategorizationValid({ skip: 'yes', answers: {} }, keys)).toBe(true);
  });

  it('skip no needs every question answered yes or no', () => {
    expect(isCategorizationValid({ skip: 'no', answers: all('no') }, keys)).toBe(true);
    expect(isCategorizationValid({ skip: 'no', answers: { ...all('yes'), ServiceIsLive: null } }, keys)).toBe(false);
    expect(isCategorizationValid({ skip: 'no', answers: {} }, keys)).toBe(false);
  });

  it('an unanswered skip question is invalid', () => {
    expect(isCategorizationValid({ skip: null, answers: all('yes') }, keys)).toBe(false);
  });

  it('has the four questions labelled in each language, English as fallback', () => {
    expect(categorizationQuestionList('fr').map((q) => q.key)).toEqual([...keys]);
    expect(categorizationQuestionList('fr')[0]?.label).toBe('Avez-vous des utilisateurs gratuits ?');
    expect(categorizationQuestionList('ja')[0]?.label).toBe('Do you have free users?');
  });
});
