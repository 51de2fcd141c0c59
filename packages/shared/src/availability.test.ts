import { describe, expect, it } from 'vitest';
import { clockToMinutes, minutesToClock, overridesError, weeklyAvailabilityError } from './availability.ts';

const weekly = (over = {}) => ({
  timezone: 'Europe/Paris',
  hoursMode: 'BUSINESS_HOURS' as const,
  rules: [{ weekday: 0, start: 540, end: 720 }],
  ...over,
});

describe('availability rules', () => {
  it('accepts a schedule and touching ranges', () => {
    expect(weeklyAvailabilityError(weekly())).toBeNull();
    const touching = [
      { weekday: 0, start: 540, end: 600 },
      { weekday: 0, start: 600, end: 660 },
    ];
    expect(weeklyAvailabilityError(weekly({ rules: touching }))).toBeNull();
  });

  it('refuses overlapping ranges, a zone that does not exist and times outside business hours', () => {
    const overlapping = [
      { weekday: 2, start: 540, end: 660 },
      { weekday: 2, start: 600, end: 700 },
    ];
    expect(weeklyAvailabilityError(weekly({ rules: overlapping }))).toBe('overlap');
    expect(weeklyAvailabilityError(weekly({ timezone: 'Mars/Olympus_Mons' }))).toBe('badTimezone');
    expect(weeklyAvailabilityError(weekly({ rules: [{ weekday: 0, start: 360, end: 480 }] }))).toBe('outsideHours');
    expect(
      weeklyAvailabilityError(weekly({ hoursMode: 'ALL_HOURS', rules: [{ weekday: 0, start: 0, end: 1440 }] })),
    ).toBeNull();
    expect(weeklyAvailabilityError(weekly({ rules: [{ weekday: 7, start: 540, end: 600 }] }))).toBe('badRange');
    expect(weeklyAvailabilityError(weekly({ rules: [{ weekday: 0, start: 541, end: 600 }] }))).toBe('badRange');
    expect(weeklyAvailabilityError(weekly({ rules: [{ weekday: 0, start: 600, end: 600 }] }))).toBe('badRange');
  });

  it('checks overrides: real dates, once each, ranges that do not overlap', () => {
    expect(overridesError([{ date: '2026-02-10', ranges: [] }], 'BUSINESS_HOURS')).toBeNull();
    expect(overridesError([{ date: '2026-02-30', ranges: [] }], 'BUSINESS_HOURS')).toBe('badDate');
    expect(
      overridesError(
        [
          { date: '2026-02-10', ranges: [] },
          { date: '2026-02-10', ranges: [] },
        ],
        'BUSINESS_HOURS',
      ),
    ).toBe('duplicateDate');
    const overlap = [
      { start: 540, end: 600 },
      { start: 590, end: 620 },
    ];
    expect(overridesError([{ date: '2026-02-10', ranges: overlap }], 'ALL_HOURS')).toBe('overlap');
  });

  it('reads and writes clock times', () => {
    expect(clockToMinutes('09:30')).toBe(570);
    expect(clockToMinutes('24:00')).toBe(1440);
    expect(clockToMinutes('24:30')).toBeNull();
    expect(minutesToClock(1440)).toBe('24:00');
  });
});
