import { describe, expect, it } from 'vitest';
import { computeEventSlots, hostsFreeAt, type SlotHost, type SlotQuery } from './event-slots.ts';

const ms = (iso: string) => Date.parse(iso);
const allWeek = (start: number, end: number) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

function query(hosts: SlotHost[], over: Partial<SlotQuery> = {}): SlotQuery {
  return {
    hosts,
    from: ms('2025-10-20T00:00:00Z'),
    to: ms('2025-11-03T00:00:00Z'),
    durationMinutes: 60,
    incrementMinutes: 60,
    now: ms('2025-10-01T00:00:00Z'),
    notice: { periodValue: 0, periodUnit: 'HOUR' },
    eventStart: ms('2025-01-01T00:00:00Z'),
    eventEnd: ms('2026-01-01T00:00:00Z'),
    window: { type: 'UNRESTRICTED', from: null, until: null },
    ...over,
  };
}

const host = (over: Partial<SlotHost> = {}): SlotHost => ({
  id: 'h1',
  timezone: 'Europe/Paris',
  rules: allWeek(9 * 60, 12 * 60),
  overrides: [],
  busy: [],
  ...over,
});

const inDay = (slots: { start: number }[], from: string, to: string) =>
  slots.filter((s) => s.start >= ms(from) && s.start < ms(to));

describe('computeEventSlots', () => {
  it('cuts the weekly schedule in the host zone into sessions on the increment', () => {
    const slots = computeEventSlots(
      query([host()], { from: ms('2025-10-21T00:00:00Z'), to: ms('2025-10-22T00:00:00Z'), incrementMinutes: 30 }),
    );
    // Paris is UTC+2 in October before the change: 09:00–12:00 local is 07:00–10:00 UTC.
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2025-10-21T07:00:00.000Z',
      '2025-10-21T07:30:00.000Z',
      '2025-10-21T08:00:00.000Z',
      '2025-10-21T08:30:00.000Z',
      '2025-10-21T09:00:00.000Z',
    ]);
    expect(slots[0]!.end - slots[0]!.start).toBe(3_600_000);
  });

  it('neither loses nor duplicates a slot when Paris clocks go back (last Sunday of October)', () => {
    const h = host({ rules: allWeek(0, 1440) });
    const slots = computeEventSlots(query([h]));
    const sunday = inDay(slots, '2025-10-25T22:00:00Z', '2025-10-26T23:00:00Z');
    // 26 October 2025 lasts 25 hours in Paris: 25 hourly sessions, all different instants.
    expect(sunday).toHaveLength(25);
    expect(new Set(slots.map((s) => s.start)).size).toBe(slots.length);
    const local = sunday.map((s) =>
      new Date(s.start).toLocaleTimeString('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }),
    );
    expect(local.filter((t) => t === '02:00')).toHaveLength(2);
    // Consecutive slots are exactly one hour apart across the change: nothing lost.
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start - slots[i - 1]!.start).toBe(3_600_000);
  });

  it('keeps business hours at the same local time on either side of the change', () => {
    const slots = computeEventSlots(query([host({ rules: allWeek(7 * 60, 18 * 60) })]));
    const before = inDay(slots, '2025-10-25T00:00:00Z', '2025-10-26T00:00:00Z');
    const after = inDay(slots, '2025-10-27T00:00:00Z', '2025-10-28T00:00:00Z');
    expect(before).toHaveLength(11);
    expect(after).toHaveLength(11);
    expect(new Date(before[0]!.start).toISOString()).toBe('2025-10-25T05:00:00.000Z');
    expect(new Date(after[0]!.start).toISOString()).toBe('2025-10-27T06:00:00.000Z');
  });

  it('loses the skipped hour only when clocks go forward (last Sunday of March)', () => {
    const slots = computeEventSlots(
      query([host({ rules: allWeek(0, 1440) })], {
        from: ms('2026-03-28T23:00:00Z'),
        to: ms('2026-03-29T22:00:00Z'),
        eventEnd: ms('2027-01-01T00:00:00Z'),
      }),
    );
    expect(slots).toHaveLength(23);
    expect(new Set(slots.map((s) => s.start)).size).toBe(23);
  });

  it('removes busy times, and a date override replaces the weekly schedule', () => {
    const h = host({
      busy: [{ start: ms('2025-10-21T08:00:00Z'), end: ms('2025-10-21T09:00:00Z') }],
      overrides: [
        { date: '2025-10-22', ranges: [{ start: 14 * 60, end: 15 * 60 }] },
        { date: '2025-10-23', ranges: [] },
      ],
    });
    const slots = computeEventSlots(query([h], { from: ms('2025-10-21T00:00:00Z'), to: ms('2025-10-24T00:00:00Z') }));
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2025-10-21T07:00:00.000Z',
      '2025-10-21T09:00:00.000Z',
      '2025-10-22T12:00:00.000Z',
    ]);
  });

  it('starts after the notice period and stays inside the booking window and the event dates', () => {
    const base = { from: ms('2025-10-20T00:00:00Z'), to: ms('2025-10-25T00:00:00Z') };
    const notice = computeEventSlots(
      query([host()], { ...base, now: ms('2025-10-20T08:30:00Z'), notice: { periodValue: 1, periodUnit: 'DAY' } }),
    );
    expect(notice[0]!.start).toBe(ms('2025-10-21T09:00:00Z'));
    const hours = computeEventSlots(
      query([host()], { ...base, now: ms('2025-10-20T05:30:00Z'), notice: { periodValue: 2, periodUnit: 'HOUR' } }),
    );
    expect(hours[0]!.start).toBe(ms('2025-10-20T08:00:00Z'));
    const between = computeEventSlots(
      query([host()], {
        ...base,
        window: { type: 'BETWEEN_DATES', from: ms('2025-10-22T00:00:00Z'), until: ms('2025-10-23T00:00:00Z') },
      }),
    );
    expect(between.map((s) => new Date(s.start).toISOString().slice(0, 10))).toEqual(Array(3).fill('2025-10-22'));
    const after = computeEventSlots(
      query([host()], { ...base, window: { type: 'AFTER_DATE', from: ms('2025-10-24T00:00:00Z'), until: null } }),
    );
    expect(after).toHaveLength(3);
    const eventDates = computeEventSlots(query([host()], { ...base, eventEnd: ms('2025-10-21T00:00:00Z') }));
    expect(eventDates).toHaveLength(3);
  });

  it('merges hosts in their own zones and names the free ones', () => {
    const paris = host({ id: 'paris', rules: [{ weekday: 1, start: 9 * 60, end: 11 * 60 }] });
    const ny = host({ id: 'ny', timezone: 'America/New_York', rules: [{ weekday: 1, start: 4 * 60, end: 6 * 60 }] });
    const slots = computeEventSlots(
      query([paris, ny], { from: ms('2025-10-21T00:00:00Z'), to: ms('2025-10-22T00:00:00Z') }),
    );
    // 09:00 Paris (UTC+2) = 07:00Z; 04:00 New York (UTC-4) = 08:00Z.
    expect(slots.map((s) => [new Date(s.start).toISOString(), s.hostIds])).toEqual([
      ['2025-10-21T07:00:00.000Z', ['paris']],
      ['2025-10-21T08:00:00.000Z', ['paris', 'ny']],
      ['2025-10-21T09:00:00.000Z', ['ny']],
    ]);
    expect(hostsFreeAt(query([paris, ny]), ms('2025-10-21T08:00:00Z'))).toEqual(['paris', 'ny']);
    expect(hostsFreeAt(query([paris, ny]), ms('2025-10-21T08:30:00Z'))).toEqual([]);
  });

  it('joins touching ranges so a session may span them', () => {
    const h = host({
      rules: [
        { weekday: 1, start: 9 * 60, end: 10 * 60 },
        { weekday: 1, start: 10 * 60, end: 11 * 60 },
      ],
    });
    const slots = computeEventSlots(
      query([h], {
        from: ms('2025-10-21T00:00:00Z'),
        to: ms('2025-10-22T00:00:00Z'),
        incrementMinutes: 30,
        durationMinutes: 90,
      }),
    );
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2025-10-21T07:00:00.000Z',
      '2025-10-21T07:30:00.000Z',
    ]);
  });
});
