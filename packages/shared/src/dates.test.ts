import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDateInTimeZone,
  endOfDayInTimeZone,
  formatDate,
  formatDatesInText,
  isValidTimeZone,
  previousMonthUtc,
  relativeDay,
  startOfCalendarDayInTimeZone,
  startOfDayInTimeZone,
  timeZoneOffsetMs,
  zonedWallTimeToUtc,
} from './dates.ts';

const at = (iso: string): Date => new Date(iso);
const iso = (date: Date): string => date.toISOString();
const HOUR = 3_600_000;

describe('timeZoneOffsetMs', () => {
  it('reads fixed and DST offsets', () => {
    expect(timeZoneOffsetMs(at('2024-06-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(timeZoneOffsetMs(at('2024-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * HOUR);
    expect(timeZoneOffsetMs(at('2024-07-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
    expect(timeZoneOffsetMs(at('2024-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('keeps sub-second instants exact', () => {
    expect(timeZoneOffsetMs(at('2024-06-15T12:00:00.999Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('throws on an unknown zone', () => {
    expect(() => timeZoneOffsetMs(at('2024-06-15T12:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
  });
});

describe('startOfDayInTimeZone / endOfDayInTimeZone', () => {
  it('uses the local date, not the UTC date (Asia/Kolkata)', () => {
    // 20:00Z on the 15th is 01:30 on the 16th in India.
    const now = at('2024-06-15T20:00:00Z');
    expect(calendarDateInTimeZone(now, 'Asia/Kolkata')).toEqual({ year: 2024, month: 6, day: 16 });
    expect(iso(startOfDayInTimeZone(now, 'Asia/Kolkata'))).toBe('2024-06-15T18:30:00.000Z');
    expect(iso(endOfDayInTimeZone(now, 'Asia/Kolkata'))).toBe('2024-06-16T18:29:59.999Z');
  });

  it('gives a 23-hour day when Los Angeles springs forward', () => {
    const day = at('2024-03-10T12:00:00Z');
    const start = startOfDayInTimeZone(day, 'America/Los_Angeles');
    const end = endOfDayInTimeZone(day, 'America/Los_Angeles');
    expect(iso(start)).toBe('2024-03-10T08:00:00.000Z');
    expect(iso(end)).toBe('2024-03-11T06:59:59.999Z');
    expect(end.getTime() + 1 - start.getTime()).toBe(23 * HOUR);
  });

  it('gives a 25-hour day when Los Angeles falls back', () => {
    const day = at('2024-11-03T20:00:00Z');
    const start = startOfDayInTimeZone(day, 'America/Los_Angeles');
    const end = endOfDayInTimeZone(day, 'America/Los_Angeles');
    expect(iso(start)).toBe('2024-11-03T07:00:00.000Z');
    expect(iso(end)).toBe('2024-11-04T07:59:59.999Z');
    expect(end.getTime() + 1 - start.getTime()).toBe(25 * HOUR);
  });

  it('starts the day at 01:00 where DST begins at midnight (America/Santiago)', () => {
    const start = startOfDayInTimeZone(at('2024-09-08T15:00:00Z'), 'America/Santiago');
    expect(iso(start)).toBe('2024-09-08T04:00:00.000Z');
    expect(calendarDateInTimeZone(new Date(start.getTime() - 1), 'America/Santiago').day).toBe(7);
  });

  it('ends the day correctly where clocks go back at midnight (America/Santiago)', () => {
    expect(iso(endOfDayInTimeZone(at('2024-04-06T15:00:00Z'), 'America/Santiago'))).toBe('2024-04-07T03:59:59.999Z');
  });

  it('is the identity on a start of day and stays within the day at its edges', () => {
    const start = at('2024-06-15T18:30:00.000Z');
    expect(iso(startOfDayInTimeZone(start, 'Asia/Kolkata'))).toBe(iso(start));
    expect(iso(startOfDayInTimeZone(at('2024-06-16T18:29:59.999Z'), 'Asia/Kolkata'))).toBe(iso(start));
  });

  it('moves a skipped day to the next existing instant (Pacific/Apia, 2011-12-30)', () => {
    expect(iso(startOfCalendarDayInTimeZone({ year: 2011, month: 12, day: 30 }, 'Pacific/Apia'))).toBe(
      '2011-12-30T10:00:00.000Z',
    );
  });

  it('rejects an invalid date', () => {
    expect(() => startOfDayInTimeZone(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('zonedWallTimeToUtc', () => {
  it('takes the earlier instant of a repeated time', () => {
    const wall = { year: 2024, month: 11, day: 3, hour: 1, minute: 30 };
    expect(iso(zonedWallTimeToUtc(wall, 'America/Los_Angeles'))).toBe('2024-11-03T08:30:00.000Z');
  });

  it('moves a skipped time forward by the gap', () => {
    const wall = { year: 2024, month: 3, day: 10, hour: 2, minute: 30 };
    expect(iso(zonedWallTimeToUtc(wall, 'America/Los_Angeles'))).toBe('2024-03-10T10:30:00.000Z');
  });

  it('resolves both cases east of UTC too (Europe/Berlin)', () => {
    // 02:30 is skipped on 31 March (CET to CEST) and repeated on 27 October (CEST to CET).
    expect(iso(zonedWallTimeToUtc({ year: 2024, month: 3, day: 31, hour: 2, minute: 30 }, 'Europe/Berlin'))).toBe(
      '2024-03-31T01:30:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc({ year: 2024, month: 10, day: 27, hour: 2, minute: 30 }, 'Europe/Berlin'))).toBe(
      '2024-10-27T00:30:00.000Z',
    );
  });

  it('is exact away from transitions (Asia/Kolkata, half-hour offset)', () => {
    const wall = { year: 2024, month: 6, day: 16, hour: 9, minute: 15, second: 7, millisecond: 250 };
    expect(iso(zonedWallTimeToUtc(wall, 'Asia/Kolkata'))).toBe('2024-06-16T03:45:07.250Z');
  });
});

describe('addCalendarDays', () => {
  it('rolls over months, years and leap days', () => {
    expect(addCalendarDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addCalendarDays({ year: 2023, month: 12, day: 31 }, 1)).toEqual({ year: 2024, month: 1, day: 1 });
    expect(addCalendarDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('relativeDay', () => {
  it('labels yesterday, today and tomorrow in the given zone', () => {
    const now = at('2024-06-15T20:00:00Z'); // the 16th in Kolkata, the 15th in Los Angeles
    expect(relativeDay(at('2024-06-15T18:00:00Z'), now, 'Asia/Kolkata')).toBe('yesterday');
    expect(relativeDay(at('2024-06-15T18:00:00Z'), now, 'America/Los_Angeles')).toBe('today');
    expect(relativeDay(at('2024-06-16T19:00:00Z'), now, 'Asia/Kolkata')).toBe('tomorrow');
    expect(relativeDay(at('2024-06-18T12:00:00Z'), now, 'Asia/Kolkata')).toBeNull();
  });

  it('counts calendar days across a DST change, not 24-hour blocks', () => {
    const now = at('2024-03-09T20:00:00Z'); // Saturday noon in Los Angeles
    expect(relativeDay(at('2024-03-11T06:30:00Z'), now, 'America/Los_Angeles')).toBe('tomorrow');
  });
});

describe('previousMonthUtc', () => {
  it('steps back one month in UTC, across the year boundary', () => {
    expect(previousMonthUtc(at('2024-03-31T12:00:00Z'))).toEqual({ year: 2024, month: 2 });
    expect(previousMonthUtc(at('2024-01-15T00:00:00Z'))).toEqual({ year: 2023, month: 12 });
  });

  it('uses the UTC month even where the local month differs', () => {
    // 2024-02-01 03:00 in Kolkata is still January in UTC.
    expect(previousMonthUtc(at('2024-01-31T21:30:00Z'))).toEqual({ year: 2023, month: 12 });
  });
});

describe('formatDate', () => {
  it('writes a date as MMM DD, YYYY in the reader language', () => {
    expect(formatDate('2026-11-26T10:00:00Z', 'en')).toBe('Nov 26, 2026');
    expect(formatDate('2026-11-26T10:00:00Z', 'fr')).toBe('26 nov. 2026');
    expect(formatDate('2026-11-26T10:00:00Z', 'ja_JP')).toBe('2026年11月26日');
    expect(formatDate(new Date('2026-11-26T10:00:00Z'), 'ar')).toBe(
      new Intl.DateTimeFormat('ar', { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'UTC' }).format(
        new Date('2026-11-26T10:00:00Z'),
      ),
    );
    expect(formatDate('2026-11-26T10:00:00Z', 'ar')).not.toContain('2026-11-26');
  });

  it('reads an instant in the given zone, UTC by default', () => {
    expect(formatDate('2026-01-05T23:30:00Z', 'en')).toBe('Jan 05, 2026');
    expect(formatDate('2026-01-05T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('Jan 06, 2026');
    expect(formatDate('2026-01-05T23:30:00Z', 'en', 'Not/AZone')).toBe('Jan 05, 2026');
  });

  it('keeps a calendar-day key on its day in every zone', () => {
    expect(formatDate('2026-10-01', 'en', 'America/Los_Angeles')).toBe('Oct 01, 2026');
    expect(formatDate('2026-10-01', 'en', 'Pacific/Kiritimati')).toBe('Oct 01, 2026');
  });

  it('gives an invalid value back unchanged, and an unknown language in English', () => {
    expect(formatDate('2026-13-45', 'en')).toBe('2026-13-45');
    expect(formatDate('soon', 'de')).toBe('soon');
    expect(formatDate('2026-10-01', 'xx_!!')).toBe('Oct 01, 2026');
  });

  it('rewrites the ISO days inside a text', () => {
    expect(formatDatesInText('2026-10-01 – 2026-10-31', 'en')).toBe('Oct 01, 2026 – Oct 31, 2026');
    expect(formatDatesInText('no dates here', 'en')).toBe('no dates here');
  });
});
