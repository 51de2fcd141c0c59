import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, formatListCount, isOverCap } from './counts.ts';

describe('formatListCount', () => {
  it('shows an exact total up to the cap in the locale’s digits', () => {
    expect(formatListCount(0, 'en')).toBe('0');
    expect(formatListCount(15, 'en')).toBe('15');
    expect(formatListCount(LIST_COUNT_CAP, 'en')).toBe('1,000');
    expect(formatListCount(LIST_COUNT_CAP, 'de')).toBe('1.000');
  });

  it('shows "1,000+" above the cap (the server answers cap + 1)', () => {
    expect(isOverCap(LIST_COUNT_CAP)).toBe(false);
    expect(isOverCap(LIST_COUNT_CAP + 1)).toBe(true);
    expect(formatListCount(LIST_COUNT_CAP + 1, 'en')).toBe('1,000+');
    expect(formatListCount(LIST_COUNT_CAP + 1, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(1000)}+`);
  });

  it('falls back to English for an unknown locale and to 0 for nonsense', () => {
    expect(formatListCount(12, 'not a locale!')).toBe('12');
    expect(formatListCount(Number.NaN, 'en')).toBe('0');
  });
});
