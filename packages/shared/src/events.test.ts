import { describe, expect, it } from 'vitest';
import {
  hourAllocationBlocker,
  isBookableWithNotice,
  isOneOnOneEvent,
  noticePeriodMs,
  remainingAllocationMinutes,
  eventFieldErrors,
  registrationOpen,
  seatsLeft,
} from './events.ts';

describe('notice period', () => {
  it('converts days and hours', () => {
    expect(noticePeriodMs(2, 'DAY')).toBe(172_800_000);
    expect(noticePeriodMs(3, 'HOUR')).toBe(10_800_000);
    expect(noticePeriodMs(-1, 'DAY')).toBe(0);
    expect(noticePeriodMs(Number.NaN, 'HOUR')).toBe(0);
  });

  it('blocks slots inside the notice period', () => {
    const now = new Date('2024-06-15T12:00:00Z');
    const notice = { periodValue: 24, periodUnit: 'HOUR' } as const;
    expect(isBookableWithNotice(new Date('2024-06-16T12:00:00Z'), now, notice)).toBe(true);
    expect(isBookableWithNotice(new Date('2024-06-16T11:59:59Z'), now, notice)).toBe(false);
    expect(isBookableWithNotice(new Date('2024-06-15T12:00:00Z'), now, null)).toBe(true);
    expect(isBookableWithNotice(new Date('2024-06-15T11:00:00Z'), now, null)).toBe(false);
  });
});

describe('hour allocation', () => {
  it('subtracts used and pending minutes, never below zero', () => {
    expect(remainingAllocationMinutes({ minutesAllocated: 120, minutesUsed: 30, minutesPending: 45 })).toBe(45);
    expect(remainingAllocationMinutes({ minutesAllocated: 60, minutesUsed: 60, minutesPending: 30 })).toBe(0);
  });

  it('blocks a session longer than what remains', () => {
    const allocation = { minutesAllocated: 120, minutesUsed: 30, minutesPending: 45 };
    expect(hourAllocationBlocker(allocation, 45)).toBeNull();
    expect(hourAllocationBlocker(allocation, 60)).toBe('INSUFFICIENT_HOUR_ALLOCATION');
  });
});

describe('event types', () => {
  it('tells one-on-one events apart', () => {
    expect(isOneOnOneEvent('ONE_ON_ONE_SPECIFIC')).toBe(true);
    expect(isOneOnOneEvent('GROUP_TRAINING')).toBe(false);
  });
});

describe('event form rules', () => {
  const valid = {
    title: 'Demo day',
    description: '',
    startTime: '2026-05-01T09:00:00.000Z',
    endTime: '2026-05-01T12:00:00.000Z',
    timezone: 'Europe/Paris',
    capacity: 40,
    locationLink: '',
    conferenceUrl: 'https://meet.example.org/demo',
    locationText: 'Main hall',
    noticePeriodValue: 0,
    availabilityType: 'UNRESTRICTED',
    availableFrom: '',
    availableUntil: '',
    topics: [],
    tags: [],
  } as const;

  it('accepts a complete event', () => {
    expect(eventFieldErrors(valid)).toEqual({});
  });

  it('names each failing field', () => {
    expect(eventFieldErrors({ ...valid, endTime: valid.startTime })).toEqual({ endTime: 'endBeforeStart' });
    expect(eventFieldErrors({ ...valid, timezone: 'Europe/Atlantis' })).toEqual({ timezone: 'badTimezone' });
    expect(eventFieldErrors({ ...valid, capacity: 1.5, conferenceUrl: 'ftp://x' })).toEqual({
      capacity: 'badCapacity',
      conferenceUrl: 'badLink',
    });
    expect(eventFieldErrors({ ...valid, availabilityType: 'BETWEEN_DATES', availableFrom: valid.endTime })).toEqual({
      availableUntil: 'badAvailability',
    });
  });

  it('takes up to ten links, each with a title and a web address', () => {
    const link = { title: 'Slides', url: 'https://example.org/slides.pdf' };
    expect(eventFieldErrors({ ...valid, links: [link, { title: 'Recording', url: 'http://example.org/r' }] })).toEqual(
      {},
    );
    for (const bad of [
      [{ ...link, title: '  ' }],
      [{ ...link, title: 'x'.repeat(101) }],
      [{ ...link, url: 'javascript:alert(1)' }],
      [{ ...link, url: '' }],
      Array.from({ length: 11 }, () => link),
    ])
      expect(eventFieldErrors({ ...valid, links: bad }), JSON.stringify(bad).slice(0, 80)).toEqual({
        links: 'badLinks',
      });
  });

  it('opens registration inside the window and before the notice period', () => {
    const event = {
      startTime: new Date('2026-05-10T09:00:00Z'),
      availabilityType: 'AFTER_DATE',
      availableFrom: new Date('2026-05-01T00:00:00Z'),
      availableUntil: null,
      noticePeriodValue: 1,
      noticePeriodUnit: 'DAY',
    } as const;
    expect(registrationOpen(event, new Date('2026-04-30T00:00:00Z'))).toBe(false);
    expect(registrationOpen(event, new Date('2026-05-05T00:00:00Z'))).toBe(true);
    expect(registrationOpen(event, new Date('2026-05-09T12:00:00Z'))).toBe(false);
    expect(seatsLeft(3, 5)).toBe(0);
    expect(seatsLeft(null, 5)).toBeNull();
  });
});
