import { describe, expect, it } from 'vitest';
import { endedMetricPeriods, isMetricDate, metricPeriodAt, metricPeriodDueDate } from './metric-periods.ts';

describe('metric periods', () => {
  it('uses calendar months for MONTHLY amount 1, whatever the start day', () => {
    expect(metricPeriodAt('2026-01-15', { amount: 1, type: 'MONTHLY' }, 0)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(metricPeriodAt('2026-01-15', { amount: 1, type: 'MONTHLY' }, 1)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(metricPeriodAt('2024-01-01', { amount: 1, type: 'MONTHLY' }, 1)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('uses quarters counted from the start month for MONTHLY amount 3', () => {
    const q = { amount: 3, type: 'MONTHLY' } as const;
    expect(metricPeriodAt('2026-02-10', q, 0)).toEqual({ from: '2026-02-01', to: '2026-04-30' });
    expect(metricPeriodAt('2026-02-10', q, 1)).toEqual({ from: '2026-05-01', to: '2026-07-31' });
    expect(metricPeriodAt('2026-11-01', q, 0)).toEqual({ from: '2026-11-01', to: '2027-01-31' });
  });

  it('counts days and weeks from the start date and years from January', () => {
    expect(metricPeriodAt('2026-03-30', { amount: 2, type: 'DAILY' }, 1)).toEqual({
      from: '2026-04-01',
      to: '2026-04-02',
    });
    expect(metricPeriodAt('2026-03-04', { amount: 1, type: 'WEEKLY' }, 0)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(metricPeriodAt('2026-06-04', { amount: 1, type: 'YEARLY' }, 0)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('lists the ended periods, at most the most recent ones', () => {
    const monthly = { amount: 1, type: 'MONTHLY' } as const;
    expect(endedMetricPeriods('2026-01-15', monthly, '2026-03-31').map((p) => p.from)).toEqual([
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(endedMetricPeriods('2026-01-15', monthly, '2026-04-01').map((p) => p.from)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(endedMetricPeriods('2026-01-15', monthly, '2026-01-31')).toEqual([]);
    expect(endedMetricPeriods('2020-01-01', monthly, '2026-01-01', 2).map((p) => p.from)).toEqual([
      '2025-11-01',
      '2025-12-01',
    ]);
  });

  it('refuses bad dates and recurrences', () => {
    expect(isMetricDate('2026-02-30')).toBe(false);
    expect(isMetricDate('2026-02-28')).toBe(true);
    expect(() => metricPeriodAt('2026-01-01', { amount: 0, type: 'MONTHLY' }, 0)).toThrow();
    expect(metricPeriodDueDate('2026-01-31')).toBe('2026-02-10');
  });
});
