import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters.ts';

const labels = { yesterday: 'Yesterday', today: 'Today', tomorrow: 'Tomorrow' };

describe('createFormatters', () => {
  it('formats money with zero decimals in the organisation currency, USD by default', () => {
    expect(createFormatters({ language: 'en', relativeLabels: labels }).money(1234.56)).toBe('$1,235');
    expect(createFormatters({ language: 'en', currency: 'EUR', relativeLabels: labels }).money(1000)).toBe('€1,000');
    expect(createFormatters({ language: 'de', currency: 'EUR', relativeLabels: labels }).money(1000)).toBe(
      '1.000\u00a0€',
    );
  });

  it('formats numbers per language', () => {
    expect(createFormatters({ language: 'fr', relativeLabels: labels }).number(1234.5)).toBe('1\u202f234,5');
    expect(createFormatters({ language: 'en', relativeLabels: labels }).percent(0.256)).toBe('26%');
  });

  it('shows dates as MMM DD, YYYY in UTC by default', () => {
    const f = createFormatters({ language: 'en', relativeLabels: labels });
    expect(f.date('2026-01-05T23:30:00Z')).toBe('Jan 05, 2026');
    expect(f.date('2026-01-05T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 06, 2026');
  });

  it('says Yesterday, Today or Tomorrow in the organisation zone, else the date', () => {
    const f = createFormatters({ language: 'en', timeZone: 'America/New_York', relativeLabels: labels });
    const now = new Date('2026-03-10T15:00:00Z');
    expect(f.day('2026-03-10T03:00:00Z', now)).toBe('Yesterday');
    expect(f.day('2026-03-10T20:00:00Z', now)).toBe('Today');
    expect(f.day('2026-03-11T20:00:00Z', now)).toBe('Tomorrow');
    expect(f.day('2026-03-20T20:00:00Z', now)).toBe('Mar 20, 2026');
  });
});
