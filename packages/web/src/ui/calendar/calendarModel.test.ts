import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '@ascent/shared';
import { entriesByDay, viewRange, weekStartOf } from './calendarModel.ts';

describe('calendar page model', () => {
  it('covers whole days of the reader’s zone', () => {
    const week = viewRange('week', parseCalendarDate('2026-10-28')!, 'Europe/Paris', 0);
    // Monday 26 October 2026 is after the change to winter time (+01:00).
    expect(week.from).toBe('2026-10-25T23:00:00.000Z');
    expect(week.to).toBe('2026-11-01T23:00:00.000Z');
    const day = viewRange('day', parseCalendarDate('2026-10-25')!, 'Europe/Paris', 0);
    // The day of the change lasts 25 hours.
    expect(Date.parse(day.to) - Date.parse(day.from)).toBe(25 * 3_600_000);
  });

  it('puts an entry on every day it touches, in the reader’s zone', () => {
    const late = { startTime: '2026-11-27T23:30:00.000Z', endTime: '2026-11-28T00:30:00.000Z' };
    const overnight = { startTime: '2026-11-27T20:00:00.000Z', endTime: '2026-11-28T09:00:00.000Z' };
    const paris = entriesByDay([late, overnight], 'Europe/Paris');
    expect([...paris.keys()]).toEqual(['2026-11-27', '2026-11-28']);
    expect(paris.get('2026-11-27')).toEqual([overnight]);
    expect(paris.get('2026-11-28')).toEqual([overnight, late]);
    const newYork = entriesByDay([late], 'America/New_York');
    expect([...newYork.keys()]).toEqual(['2026-11-27']);
    // Ending exactly at midnight does not spill into the next day.
    const toMidnight = { startTime: '2026-11-27T09:00:00.000Z', endTime: '2026-11-28T00:00:00.000Z' };
    expect([...entriesByDay([toMidnight], 'UTC').keys()]).toEqual(['2026-11-27']);
  });

  it('starts the week where the language’s region does', () => {
    expect(weekStartOf('en-US')).toBe(6);
    expect(weekStartOf('fr')).toBe(0);
    expect(weekStartOf('not a language')).toBe(0);
  });
});
