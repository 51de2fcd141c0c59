import { describe, expect, it } from 'vitest';
import { occurrencesOf, recurrenceProblem, type RecurrenceRule } from './event-recurrence.ts';

const rule = (r: Partial<RecurrenceRule>): RecurrenceRule => ({
  frequency: 'WEEKLY',
  interval: 1,
  weekdays: [],
  count: 4,
  until: null,
  ...r,
});
const BERLIN = 'Europe/Berlin';
// Wednesday 14 October 2026, 10:00 in Berlin (summer time), for 90 minutes.
const START = new Date('2026-10-14T08:00:00Z');
const END = new Date('2026-10-14T09:30:00Z');
const starts = (r: RecurrenceRule, start = START, end = END, zone = BERLIN) =>
  occurrencesOf(r, start, end, zone).map((o) => o.start.toISOString());

describe('occurrences of a rule', () => {
  it('keeps the wall time across the change of summer time, and the length', () => {
    const all = occurrencesOf(rule({ count: 4 }), START, END, BERLIN);
    expect(all.map((o) => o.start.toISOString())).toEqual([
      '2026-10-14T08:00:00.000Z',
      '2026-10-21T08:00:00.000Z',
      '2026-10-28T09:00:00.000Z', // 10:00 in winter time
      '2026-11-04T09:00:00.000Z',
    ]);
    expect(all.every((o) => o.end.getTime() - o.start.getTime() === 90 * 60_000)).toBe(true);
  });

  it('takes the chosen weekdays, in order, every other week', () => {
    expect(starts(rule({ weekdays: ['MO', 'WE', 'FR'], interval: 2, count: 5 }))).toEqual([
      '2026-10-14T08:00:00.000Z', // Wed
      '2026-10-16T08:00:00.000Z', // Fri
      '2026-10-26T09:00:00.000Z', // Mon two weeks on
      '2026-10-28T09:00:00.000Z',
      '2026-10-30T09:00:00.000Z',
    ]);
  });

  it('ends on the until day, inclusive', () => {
    expect(starts(rule({ frequency: 'DAILY', interval: 3, count: null, until: '2026-10-23' }))).toEqual([
      '2026-10-14T08:00:00.000Z',
      '2026-10-17T08:00:00.000Z',
      '2026-10-20T08:00:00.000Z',
      '2026-10-23T08:00:00.000Z',
    ]);
  });

  it('skips the months without the day, and 29 February in common years', () => {
    const jan31 = new Date('2027-01-31T09:00:00Z');
    expect(starts(rule({ frequency: 'MONTHLY', count: 3 }), jan31, new Date('2027-01-31T10:00:00Z'), 'UTC')).toEqual([
      '2027-01-31T09:00:00.000Z',
      '2027-03-31T09:00:00.000Z',
      '2027-05-31T09:00:00.000Z',
    ]);
    const leap = new Date('2028-02-29T09:00:00Z');
    const leapRule = rule({ frequency: 'YEARLY', count: null, until: '2030-03-01' });
    expect(starts(leapRule, leap, new Date('2028-02-29T10:00:00Z'), 'UTC')).toEqual(['2028-02-29T09:00:00.000Z']);
    // …so two yearly occurrences from 29 February do not fit in the two years a series may last.
    expect(recurrenceProblem({ ...leapRule, count: 2, until: null }, leap, 'UTC')).toBe('tooManyOccurrences');
  });
});

describe('recurrence problems', () => {
  it('accepts a bounded rule', () => {
    expect(recurrenceProblem(rule({}), START, BERLIN)).toBeNull();
    expect(recurrenceProblem(rule({ count: null, until: '2027-10-12' }), START, BERLIN)).toBeNull();
  });

  it('refuses a bad frequency, interval or weekday', () => {
    expect(recurrenceProblem(rule({ frequency: 'HOURLY' as never }), START, BERLIN)).toBe('badRecurrence');
    expect(recurrenceProblem(rule({ interval: 0 }), START, BERLIN)).toBe('badRecurrence');
    expect(recurrenceProblem(rule({ interval: 1.5 }), START, BERLIN)).toBe('badRecurrence');
    expect(recurrenceProblem(rule({ weekdays: ['XX' as never] }), START, BERLIN)).toBe('badRecurrence');
  });

  it('needs exactly one end, after the first day', () => {
    expect(recurrenceProblem(rule({ count: null }), START, BERLIN)).toBe('recurrenceEnd');
    expect(recurrenceProblem(rule({ until: '2026-12-01' }), START, BERLIN)).toBe('recurrenceEnd');
    expect(recurrenceProblem(rule({ count: 1 }), START, BERLIN)).toBe('recurrenceEnd');
    expect(recurrenceProblem(rule({ count: null, until: '2026-10-14' }), START, BERLIN)).toBe('recurrenceEnd');
    expect(recurrenceProblem(rule({ count: null, until: 'soon' }), START, BERLIN)).toBe('recurrenceEnd');
  });

  it('refuses more than 52 occurrences or more than two years', () => {
    expect(recurrenceProblem(rule({ count: 53 }), START, BERLIN)).toBe('tooManyOccurrences');
    expect(recurrenceProblem(rule({ frequency: 'DAILY', count: null, until: '2027-01-01' }), START, BERLIN)).toBe(
      'tooManyOccurrences',
    );
    expect(recurrenceProblem(rule({ frequency: 'YEARLY', count: null, until: '2030-01-01' }), START, BERLIN)).toBe(
      'tooManyOccurrences',
    );
  });
});
