import { describe, expect, it } from 'vitest';
import { eventFieldErrors } from '@ascent/shared';
import { formValues, fromWall, inputOf, toWall, type EventDraft } from './eventModel.ts';

describe('event form times', () => {
  it('reads and writes wall-clock times in the event’s zone', () => {
    expect(toWall('2026-10-25T08:30:00.000Z', 'Europe/Paris')).toBe('2026-10-25T09:30');
    expect(fromWall('2026-10-25T09:30', 'Europe/Paris')).toBe('2026-10-25T08:30:00.000Z');
    expect(fromWall('2026-07-01T09:30', 'Europe/Paris')).toBe('2026-07-01T07:30:00.000Z');
    expect(fromWall('not a time', 'Europe/Paris')).toBe('');
    expect(fromWall('2026-07-01T09:30', 'Nowhere/Town')).toBe('');
  });

  it('checks the draft with the shared rules', () => {
    const draft: EventDraft = {
      eventType: 'GROUP_GENERAL',
      title: 'Office hours',
      description: '',
      start: '2026-07-01T10:00',
      end: '2026-07-01T09:00',
      timezone: 'Europe/Paris',
      capacity: '',
      locationText: '',
      locationLink: '',
      conferenceUrl: '',
      hostIds: [],
      topics: [],
      tags: [],
      links: [],
      availabilityType: 'UNRESTRICTED',
      availableFrom: '',
      availableUntil: '',
      noticePeriodValue: 0,
      noticePeriodUnit: 'HOUR',
      rolesIs: [],
      rolesIsNot: [],
      programIds: [],
      userTagIds: [],
      startupTagIds: [],
      timeslotIncrement: null,
      ignoreHourAllocation: false,
      ignoreHostsLinkedCalendar: false,
      repeat: { frequency: 'NONE', interval: 1, weekdays: [], ends: 'COUNT', count: 6, until: '', locked: false },
    };
    expect(eventFieldErrors(formValues(draft))).toEqual({ endTime: 'endBeforeStart' });
    expect(eventFieldErrors(formValues({ ...draft, end: '2026-07-01T11:00', capacity: '12' }))).toEqual({});
    // The repetition: none is sent as null; a weekly rule with its end; nothing once the series is published.
    expect(inputOf(draft).recurrence).toBeNull();
    const weekly = { ...draft.repeat, frequency: 'WEEKLY' as const, weekdays: ['MO' as const], ends: 'UNTIL' as const };
    expect(inputOf({ ...draft, repeat: { ...weekly, until: '2026-09-30' } }).recurrence).toEqual({
      frequency: 'WEEKLY',
      interval: 1,
      weekdays: ['MO'],
      count: null,
      until: '2026-09-30',
    });
    expect(inputOf({ ...draft, eventType: 'ONE_ON_ONE_GENERAL', repeat: weekly }).recurrence).toBeNull();
    expect('recurrence' in inputOf({ ...draft, repeat: { ...weekly, locked: true } })).toBe(false);
  });
});
