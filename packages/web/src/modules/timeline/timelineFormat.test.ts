import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatMetricDiff,
  formatMetricValue,
  periodDate,
  relativeDate,
  translated,
} from './timelineFormat.ts';

describe('timeline formats', () => {
  it('picks the user language, then English, then nothing', () => {
    const labels = [
      { language: 'en', value: 'Revenue' },
      { language: 'fr', value: "Chiffre d'affaires" },
    ];
    expect(translated(labels, 'fr')).toBe("Chiffre d'affaires");
    expect(translated(labels, 'de')).toBe('Revenue');
    expect(translated([{ language: 'fr', value: 'X' }], 'de')).toBe('');
  });

  it('formats values by unit type', () => {
    expect(formatMetricValue('1234.5', null, { unitType: 'MONETARY', currency: 'USD', language: 'en' })).toBe('$1,235');
    expect(formatMetricValue('12.5', null, { unitType: 'PERCENTAGE', language: 'en' })).toBe('12.5 %');
    expect(formatMetricValue('40', null, { unitType: 'CUSTOM', unit: 'trees', language: 'en' })).toBe('40 trees');
    expect(formatMetricValue('1500', null, { unitType: 'USER', language: 'de' })).toBe('1.500');
    expect(formatMetricValue(null, '2026-03-01', { unitType: 'DATE', language: 'en' })).toBe('Mar 01, 2026');
    expect(formatMetricValue('', null, { unitType: 'USER', language: 'en' })).toBe('—');
    expect(formatMetricValue('n/a', null, { unitType: 'USER', language: 'en' })).toBe('n/a');
  });

  it('signs differences and changes', () => {
    expect(formatMetricDiff(50, { unitType: 'CUSTOMER', language: 'en' })).toBe('+50');
    expect(formatMetricDiff(-5, { unitType: 'PERCENTAGE', language: 'en' })).toBe('-5 %');
    expect(formatMetricDiff(300, { unitType: 'MONETARY', currency: 'EUR', language: 'en' })).toBe('+€300');
    expect(formatChange(25, 'en')).toBe('+25 %');
    expect(formatChange(-33.333, 'en')).toBe('-33.3 %');
  });

  it('writes dates relative to now, in the interface language', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(relativeDate('2026-03-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeDate('2026-03-01T09:00:00Z', 'fr', now)).toBe('il y a 3 heures');
    expect(periodDate('2026-01-31', 'en')).toBe('Jan 31, 2026');
  });
});
