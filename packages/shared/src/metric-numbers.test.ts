import { describe, expect, it } from 'vitest';
import { displayNumericValue } from './metric-input.ts';
import {
  METRIC_NUMBER_MESSAGES,
  isMetricJump,
  metricNumberMessage,
  numberExample,
  numberSymbols,
  parseMetricNumber,
  parseNumberText,
} from './metric-numbers.ts';
import { METRIC_FORM_MESSAGES } from './metrics.ts';

const canonical = (raw: string, locale: string | null, unit = 'MONETARY') => {
  const r = parseMetricNumber(raw, unit, locale);
  return r.ok ? r.canonical : r.problem;
};

// The nine interface languages (and the two extra catalogues): how a person writes 1234567.89 and what is refused.
const POINT = ['1,234,567.89', '1234567.89', '1 234 567.89', '1\u202F234\u202F567.89'];
const POINT_REFUSED = ['1.234.567,89', '1234567,89', '1,234,567,89', '1.234.567'];
const COMMA = ['1.234.567,89', '1234567,89', '1 234 567,89', '1\u202F234\u202F567,89', '1\u00A0234\u00A0567,89'];
const COMMA_REFUSED = ['1,234,567.89', '1234567.89', '1.234.567.89', '1,234,567'];
const LANGUAGES: Record<string, { written: string[]; refused: string[] }> = {
  en: { written: POINT, refused: POINT_REFUSED },
  ko: { written: POINT, refused: POINT_REFUSED },
  ja_JP: { written: POINT, refused: POINT_REFUSED },
  ar: {
    written: [...POINT, '١٬٢٣٤٬٥٦٧٫٨٩', '١٢٣٤٥٦٧٫٨٩', '١٬٢٣٤٬٥٦٧.٨٩', '۱۲۳۴۵۶۷٫۸۹'],
    refused: [...POINT_REFUSED, '١٢3٤٥٦٧٫٨٩', '١٬٢٣٤٬٥٦٧٬٨٩'],
  },
  fr: { written: COMMA, refused: COMMA_REFUSED },
  uk: { written: COMMA, refused: COMMA_REFUSED },
  de: { written: COMMA, refused: COMMA_REFUSED },
  es: { written: COMMA, refused: COMMA_REFUSED },
  pt: { written: COMMA, refused: COMMA_REFUSED },
  tr: { written: COMMA, refused: COMMA_REFUSED },
  id: { written: COMMA, refused: COMMA_REFUSED },
};

describe('numbers by language', () => {
  for (const [language, { written, refused }] of Object.entries(LANGUAGES)) {
    it(`${language}: reads ${written.length} spellings exactly and refuses ${refused.length}`, () => {
      for (const w of written) expect(canonical(w, language), w).toBe('1234567.89');
      for (const r of refused) expect(canonical(r, language), r).toBe('malformed');
    });
  }

  it('reads back what Intl formats in each language, and what the form shows', () => {
    for (const language of ['en', 'fr', 'es', 'de', 'ar', 'ko', 'uk', 'pt', 'tr', 'id', 'ja']) {
      for (const n of [0, 7, 1234.5, 1234567.25, 0.125]) {
        const formatted = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(n);
        expect(canonical(formatted, language), `${language} ${formatted}`).toBe(String(n));
        expect(canonical(displayNumericValue(String(n), language), language)).toBe(String(n));
      }
      // Arabic-script regional formats (Arabic-Indic digits and separators) read in Arabic.
      expect(canonical(new Intl.NumberFormat('ar-EG').format(1234.5), 'ar')).toBe('1234.5');
    }
  });

  it('groups only by threes after a first group of one to three digits', () => {
    for (const bad of ['12,34', '1,2345', '1234,567', ',123', '1,', '1,,234', '1,234,56', '1,.5'])
      expect(canonical(bad, 'en'), bad).toBe('malformed');
    for (const good of ['1,234', '12,345', '123,456', '1,234,567'])
      expect(canonical(good, 'en'), good).toMatch(/^\d+$/);
    expect(canonical('1.234', 'de')).toBe('1234');
    expect(canonical('1.234', 'en')).toBe('1.234');
  });

  it('never drops a character: letters, symbols, two decimal marks or mixed digit scripts are malformed', () => {
    for (const bad of [
      'abc',
      '12abc',
      '$12',
      '12 %',
      '1.2.3',
      '1e5',
      'NaN',
      'Infinity',
      '--1',
      '1-',
      '١2',
      '.',
      '-',
      '+',
    ]) {
      expect(canonical(bad, 'en'), bad).toBe('malformed');
    }
    expect(parseNumberText('   ', numberSymbols('en'))).toEqual({ ok: false, problem: 'empty' });
  });

  it('writes the canonical text: no grouping, a point, no leading or trailing zeros, no negative zero', () => {
    expect(canonical('0001234.500', 'en')).toBe('1234.5');
    expect(canonical('.5', 'en')).toBe('0.5');
    expect(canonical('5.', 'en')).toBe('5');
    expect(canonical('-0', 'en')).toBe('0');
    expect(canonical('−12,5', 'fr')).toBe('-12.5');
    expect(canonical('+3', 'en')).toBe('3');
    expect(canonical('\u200E-5', 'ar')).toBe('-5');
  });

  it('keeps at most 15 digits, so that what is stored is what was typed', () => {
    expect(canonical('999999999999999', 'en', 'USER')).toBe('999999999999999');
    expect(canonical('1234567890123456', 'en', 'USER')).toBe('tooLong');
    expect(canonical('0.000000000000001', 'en')).toBe('0.000000000000001');
    expect(canonical('12345678901234.56', 'en')).toBe('tooLong');
  });

  it('reads the API canonically when no language is given', () => {
    expect(canonical('1234.5', null)).toBe('1234.5');
    expect(canonical('1,234.5', null)).toBe('malformed');
    expect(canonical('1234,5', null)).toBe('malformed');
  });
});

describe('the unit rules', () => {
  it('refuses a decimal part for whole-number units: 18250.50 customers is not 1,825,050', () => {
    for (const unit of ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM']) {
      expect(parseMetricNumber('18250.50', unit, 'en')).toEqual({ ok: false, problem: 'wholeNumber' });
      expect(parseMetricNumber('18250.50', unit, null)).toEqual({ ok: false, problem: 'wholeNumber' });
      expect(parseMetricNumber('18250,50', unit, 'fr')).toEqual({ ok: false, problem: 'wholeNumber' });
      expect(parseMetricNumber('18250.50', unit, 'de')).toEqual({ ok: false, problem: 'malformed' });
      expect(parseMetricNumber('18,250', unit, 'en')).toMatchObject({ ok: true, canonical: '18250' });
      expect(parseMetricNumber('18250.00', unit, 'en')).toMatchObject({ ok: true, canonical: '18250' });
    }
    for (const unit of ['MONETARY', 'PERCENTAGE', 'EMPLOYEE'])
      expect(parseMetricNumber('18250.50', unit, 'en')).toMatchObject({ ok: true, canonical: '18250.5' });
  });

  it('only money may be negative', () => {
    expect(parseMetricNumber('-12.5', 'MONETARY', 'en')).toMatchObject({ ok: true, canonical: '-12.5', value: -12.5 });
    for (const unit of ['PERCENTAGE', 'EMPLOYEE', 'USER'])
      expect(parseMetricNumber('-1', unit, 'en')).toEqual({ ok: false, problem: 'negative' });
  });

  it('says why, with the value typed or an example in the language', () => {
    expect(metricNumberMessage('wholeNumber', 'USER', { value: '18250.50', locale: 'en' })).toEqual({
      ...METRIC_NUMBER_MESSAGES.wholeNumber,
      params: { value: '18250.50' },
    });
    expect(metricNumberMessage('malformed', 'MONETARY', { value: 'x', locale: 'fr' })).toEqual({
      ...METRIC_NUMBER_MESSAGES.invalidAmountFormat,
      params: { example: '1\u202F234,5' },
    });
    expect(metricNumberMessage('malformed', 'USER', { value: 'x', locale: 'de' }).params).toEqual({ example: '1.234' });
    // The server (no language) keeps the spec's messages for malformed and negative numbers.
    expect(metricNumberMessage('malformed', 'MONETARY', { value: 'x' })).toMatchObject(
      METRIC_FORM_MESSAGES.invalidAmount,
    );
    expect(metricNumberMessage('negative', 'EMPLOYEE', { value: '-2' })).toMatchObject(
      METRIC_FORM_MESSAGES.invalidNumber,
    );
    expect(metricNumberMessage('negative', 'EMPLOYEE', { value: '-2', locale: 'en' })).toMatchObject(
      METRIC_NUMBER_MESSAGES.negative,
    );
    expect(numberExample('en', true)).toBe('1,234.5');
    expect(numberExample('ar', false)).toBe('1,234');
  });
});

describe('jumps from the last period', () => {
  it('asks at ten times or more, or a tenth or less', () => {
    expect(isMetricJump(1000, 10000)).toBe(true);
    expect(isMetricJump(1000, 9999)).toBe(false);
    expect(isMetricJump(1000, 100)).toBe(true);
    expect(isMetricJump(1000, 101)).toBe(false);
    expect(isMetricJump(1000, 0)).toBe(true);
    expect(isMetricJump(0.1, 1)).toBe(true);
  });

  it('has nothing to compare with no previous value, a previous zero or a negative amount', () => {
    expect(isMetricJump(null, 5)).toBe(false);
    expect(isMetricJump(0, 5)).toBe(false);
    expect(isMetricJump(100, null)).toBe(false);
    expect(isMetricJump(-100, 5000)).toBe(false);
    expect(isMetricJump(100, -5000)).toBe(false);
  });
});
