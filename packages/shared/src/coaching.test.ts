import { describe, expect, it } from 'vitest';
import {
  COACHING_LIMITS,
  COACHING_SESSION_STATUSES,
  coachingPreferencesValid,
  coachingSessionFieldErrors,
  isCoachingMeetingType,
  isSessionDuration,
  sessionMinutes,
  type CoachingSessionFormValues,
} from './coaching.ts';
import { MEETING_STATUSES } from './statuses.ts';
import { COACHING_BLOCKERS, COACHING_MEETING_TYPES, SESSION_DURATIONS_MINUTES } from './events.ts';

const valid: CoachingSessionFormValues = {
  name: 'Pricing review',
  meetingType: 'UNSCHEDULED_COACHING_SESSION',
  startTime: '2026-03-02T10:00:00.000Z',
  endTime: '2026-03-02T11:00:00.000Z',
  expectedDuration: 60,
  topics: ['pricing'],
  conferenceLink: 'https://zoom.us/j/123',
  notes: '',
  staffNotes: '',
};

describe('coaching enumerations (spec 02 §9)', () => {
  it('has the three meeting types, the meeting statuses, the blockers and the durations', () => {
    expect(COACHING_MEETING_TYPES).toEqual([
      'ONE_ON_ONE',
      'SCHEDULED_COACHING_SESSION',
      'UNSCHEDULED_COACHING_SESSION',
    ]);
    expect(MEETING_STATUSES).toEqual(['pending', 'meeting_scheduled', 'meeting_canceled']);
    expect(COACHING_SESSION_STATUSES).toEqual(['meeting_scheduled', 'meeting_canceled']);
    expect(COACHING_BLOCKERS).toEqual(['REQUIRES_CONNECTION', 'INSUFFICIENT_HOUR_ALLOCATION']);
    expect(SESSION_DURATIONS_MINUTES).toEqual([15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120]);
    expect(isSessionDuration(45)).toBe(true);
    expect(isSessionDuration(50)).toBe(false);
    expect(isCoachingMeetingType('ONE_ON_ONE')).toBe(true);
    expect(isCoachingMeetingType('one_on_one')).toBe(false);
  });
});

describe('coachingSessionFieldErrors', () => {
  it('accepts a valid session', () => {
    expect(coachingSessionFieldErrors(valid)).toEqual({});
  });

  it('refuses an end before or at the start', () => {
    expect(coachingSessionFieldErrors({ ...valid, endTime: valid.startTime }).endTime).toBe('endBeforeStart');
    expect(coachingSessionFieldErrors({ ...valid, endTime: '2026-03-02T09:00:00.000Z' }).endTime).toBe(
      'endBeforeStart',
    );
  });

  it('refuses a session longer than the longest allowed, accepts exactly the limit', () => {
    const start = Date.parse(valid.startTime);
    const at = (min: number) => new Date(start + min * 60_000).toISOString();
    expect(coachingSessionFieldErrors({ ...valid, endTime: at(COACHING_LIMITS.maxSessionMinutes) })).toEqual({});
    expect(coachingSessionFieldErrors({ ...valid, endTime: at(COACHING_LIMITS.maxSessionMinutes + 1) }).endTime).toBe(
      'tooLong',
    );
  });

  it('names each failing field', () => {
    const errors = coachingSessionFieldErrors({
      name: '  ',
      meetingType: 'BRUNCH',
      startTime: 'soon',
      endTime: '',
      expectedDuration: 50,
      topics: ['', 'x'.repeat(61)],
      conferenceLink: 'javascript:alert(1)',
      notes: 'x'.repeat(COACHING_LIMITS.notes + 1),
      staffNotes: 'x'.repeat(COACHING_LIMITS.notes + 1),
    });
    expect(errors).toEqual({
      name: 'nameRequired',
      meetingType: 'badType',
      startTime: 'badDate',
      endTime: 'badDate',
      expectedDuration: 'badDuration',
      topics: 'tooManyTopics',
      conferenceLink: 'badLink',
      notes: 'notesTooLong',
      staffNotes: 'notesTooLong',
    });
  });

  it('counts the held minutes', () => {
    expect(sessionMinutes(new Date(valid.startTime), new Date(valid.endTime))).toBe(60);
  });
});

describe('coachingPreferencesValid', () => {
  const prefs = {
    topics: ['fundraising'],
    industryIds: [],
    hoursPerMonth: 8,
    meetingDurations: [30, 60],
    videoProvider: 'ZOOM' as const,
    videoLink: 'https://zoom.us/my/samuel',
  };
  it('accepts sensible preferences and refuses bad ones', () => {
    expect(coachingPreferencesValid(prefs)).toBe(true);
    expect(coachingPreferencesValid({ ...prefs, hoursPerMonth: -1 })).toBe(false);
    expect(coachingPreferencesValid({ ...prefs, hoursPerMonth: 1.5 })).toBe(false);
    expect(coachingPreferencesValid({ ...prefs, meetingDurations: [50] })).toBe(false);
    expect(coachingPreferencesValid({ ...prefs, videoLink: 'ftp://x' })).toBe(false);
    expect(coachingPreferencesValid({ ...prefs, videoProvider: null, videoLink: '', hoursPerMonth: null })).toBe(true);
  });
});
