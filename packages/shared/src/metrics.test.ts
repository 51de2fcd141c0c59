import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, currencySymbol, formatMoney, isCurrency } from './metrics.ts';

describe('currencies', () => {
  it('lists about 36 distinct ISO codes including the main ones', () => {
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    expect(CURRENCIES.length).toBe(36);
    for (const code of ['USD', 'EUR', 'GBP', 'INR', 'JPY']) expect(isCurrency(code)).toBe(true);
    for (const code of CURRENCIES) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('formatMoney', () => {
  it('formats with zero decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,235');
    expect(formatMoney(1234.4, 'GBP')).toBe('£1,234');
    expect(formatMoney(-99.9, 'USD')).toBe('-$100');
  });

  it('falls back to USD for an unknown currency', () => {
    expect(formatMoney(10, 'XXX')).toBe('$10');
    expect(formatMoney(10, null)).toBe('$10');
    expect(isCurrency('usd')).toBe(false);
  });

  it('gives the symbol of a currency', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol(undefined)).toBe('$');
  });
});
