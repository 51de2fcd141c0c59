import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MEETING_ERROR_MESSAGES,
  applicationMeetingFieldErrors,
  meetingAnswerRefusal,
  meetingMinutes,
  type ApplicationMeetingValues,
} from './application-meetings.ts';

const NOW = new Date('2026-05-04T08:00:00Z');
const valid: ApplicationMeetingValues = {
  startTime: '2026-05-12T12:00:00.000Z',
  endTime: '2026-05-12T12:45:00.000Z',
  timeZone: 'Europe/Paris',
  location: 'Room 4, Harbour House',
  videoLink: '',
  note: 'Bring your latest numbers.',
};

describe('application meeting form rules', () => {
  it('takes a future meeting with a place or a link', () => {
    expect(applicationMeetingFieldErrors(valid, NOW)).toEqual({});
    expect(
      applicationMeetingFieldErrors({ ...valid, location: '', videoLink: 'https://meet.example.com/abc' }, NOW),
    ).toEqual({});
  });

  it('refuses impossible, past, far and inverted times', () => {
    expect(applicationMeetingFieldErrors({ ...valid, startTime: 'tomorrow' }, NOW).startTime).toBe('badDate');
    expect(applicationMeetingFieldErrors({ ...valid, startTime: '2026-05-01T12:00:00Z' }, NOW).startTime).toBe(
      'pastDate',
    );
    expect(applicationMeetingFieldErrors({ ...valid, startTime: '2027-06-01T12:00:00Z' }, NOW).startTime).toBe(
      'tooFarAhead',
    );
    expect(applicationMeetingFieldErrors({ ...valid, endTime: '2026-05-12T11:00:00Z' }, NOW).endTime).toBe(
      'endBeforeStart',
    );
    expect(applicationMeetingFieldErrors({ ...valid, endTime: valid.startTime }, NOW).endTime).toBe('endBeforeStart');
    expect(applicationMeetingFieldErrors({ ...valid, endTime: '2026-05-12T12:02:00Z' }, NOW).endTime).toBe(
      'badDuration',
    );
    expect(applicationMeetingFieldErrors({ ...valid, endTime: '2026-05-12T21:00:00Z' }, NOW).endTime).toBe(
      'badDuration',
    );
  });

  it('refuses an unknown zone, no place, a bad link and long texts', () => {
    expect(applicationMeetingFieldErrors({ ...valid, timeZone: 'Mars/Olympus' }, NOW).timeZone).toBe('badTimeZone');
    expect(applicationMeetingFieldErrors({ ...valid, location: '  ' }, NOW).location).toBe('placeRequired');
    expect(applicationMeetingFieldErrors({ ...valid, videoLink: 'javascript:alert(1)' }, NOW).videoLink).toBe(
      'badLink',
    );
    expect(applicationMeetingFieldErrors({ ...valid, location: 'x'.repeat(301) }, NOW).location).toBe(
      'locationTooLong',
    );
    expect(applicationMeetingFieldErrors({ ...valid, note: 'x'.repeat(2001) }, NOW).note).toBe('noteTooLong');
  });

  it('asks for a message when another time is wanted', () => {
    expect(meetingAnswerRefusal('confirmed', '')).toBeNull();
    expect(meetingAnswerRefusal('newTimeRequested', '  ')).toBe('messageRequired');
    expect(meetingAnswerRefusal('newTimeRequested', 'Any morning next week')).toBeNull();
    expect(meetingAnswerRefusal('confirmed', 'x'.repeat(1001))).toBe('messageTooLong');
  });

  it('counts minutes and keys every refusal under applications.meeting.errors', () => {
    expect(meetingMinutes(valid.startTime, valid.endTime)).toBe(45);
    for (const [name, message] of Object.entries(APPLICATION_MEETING_ERROR_MESSAGES))
      expect(message.key).toBe(`applications.meeting.errors.${name}`);
  });
});
