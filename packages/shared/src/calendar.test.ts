import { describe, expect, it } from 'vitest';
import { calendarDateString, stepView, viewDays, weekdayOf } from './calendar.ts';
import { parseCalendarDate } from './dates.ts';

const d = (s: string) => parseCalendarDate(s)!;

describe('calendar views', () => {
  it('covers a month with whole weeks starting on the chosen day', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const monday = viewDays('month', d('2026-11-18'));
    expect(calendarDateString(monday[0]!)).toBe('2026-10-26');
    expect(monday).toHaveLength(42);
    expect(calendarDateString(monday.at(-1)!)).toBe('2026-12-06');
    const sunday = viewDays('month', d('2026-11-18'), 6);
    expect(calendarDateString(sunday[0]!)).toBe('2026-11-01');
    expect(sunday).toHaveLength(35);
    // February 2027 starts on a Monday: exactly four weeks.
    expect(viewDays('month', d('2027-02-10'))).toHaveLength(28);
  });

  it('gives a week and a day', () => {
    const week = viewDays('week', d('2026-11-28'));
    expect(week.map(calendarDateString)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekdayOf(d('2026-11-28'))).toBe(5);
    expect(viewDays('day', d('2026-11-28')).map(calendarDateString)).toEqual(['2026-11-28']);
  });

  it('steps back and on', () => {
    expect(calendarDateString(stepView('month', d('2026-01-31'), -1))).toBe('2025-12-01');
    expect(calendarDateString(stepView('month', d('2026-12-05'), 1))).toBe('2027-01-01');
    expect(calendarDateString(stepView('week', d('2026-12-29'), 1))).toBe('2027-01-05');
    expect(calendarDateString(stepView('day', d('2026-03-01'), -1))).toBe('2026-02-28');
  });
});
