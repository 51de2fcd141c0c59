// The interview meeting of an application (docs/applications.md, "Meetings"): staff who manage the application
// schedule it (a start, an end, the time zone it is planned in, a place and/or a video link, a note), change or cancel
// it; its members see it on /application/{id}/meeting, add it to their calendar, confirm it or ask for another time.
// The form's rules are the same in the browser and on the server.
import { isValidTimeZone } from './dates.ts';
import type { ErrorReasonTable } from './errors.ts';

export const APPLICATION_MEETING_LIMITS = {
  minMinutes: 5,
  maxMinutes: 480,
  location: 300,
  link: 2000,
  note: 2000,
  message: 1000,
  /** How far ahead a meeting may be planned. */
  maxDaysAhead: 366,
} as const;

/** The lengths the scheduling form offers, in minutes. */
export const APPLICATION_MEETING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

export const APPLICATION_MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export type ApplicationMeetingStatus = (typeof APPLICATION_MEETING_STATUSES)[number];

/** The members' answer: none yet, attendance confirmed, or another time asked for (with a message). */
export const APPLICATION_MEETING_RESPONSES = ['pending', 'confirmed', 'newTimeRequested'] as const;
export type ApplicationMeetingResponse = (typeof APPLICATION_MEETING_RESPONSES)[number];

export const APPLICATION_MEETING_ERROR_MESSAGES = {
  meetingNotFound: {
    key: 'applications.meeting.errors.meetingNotFound',
    defaultMessage: 'No meeting is scheduled for this application.',
  },
  alreadyScheduled: {
    key: 'applications.meeting.errors.alreadyScheduled',
    defaultMessage: 'A meeting is already scheduled for this application: change it instead.',
  },
  notSubmitted: {
    key: 'applications.meeting.errors.notSubmitted',
    defaultMessage: 'A meeting can be scheduled once the application is submitted.',
  },
  decided: {
    key: 'applications.meeting.errors.decided',
    defaultMessage: 'A decision was already taken on this application.',
  },
  badDate: { key: 'applications.meeting.errors.badDate', defaultMessage: 'Enter a real date and time.' },
  endBeforeStart: {
    key: 'applications.meeting.errors.endBeforeStart',
    defaultMessage: 'The meeting must end after it starts.',
  },
  badDuration: {
    key: 'applications.meeting.errors.badDuration',
    defaultMessage: 'A meeting lasts {min} to {max} minutes.',
  },
  pastDate: { key: 'applications.meeting.errors.pastDate', defaultMessage: 'The meeting must start in the future.' },
  tooFarAhead: {
    key: 'applications.meeting.errors.tooFarAhead',
    defaultMessage: 'A meeting can be planned at most {max} days ahead.',
  },
  badTimeZone: { key: 'applications.meeting.errors.badTimeZone', defaultMessage: 'Choose a time zone from the list.' },
  placeRequired: {
    key: 'applications.meeting.errors.placeRequired',
    defaultMessage: 'Give a place, a video link or both.',
  },
  locationTooLong: {
    key: 'applications.meeting.errors.locationTooLong',
    defaultMessage: 'A place has at most {max} characters.',
  },
  badLink: {
    key: 'applications.meeting.errors.badLink',
    defaultMessage: 'The video link must be a web address (http or https).',
  },
  noteTooLong: {
    key: 'applications.meeting.errors.noteTooLong',
    defaultMessage: 'A note has at most {max} characters.',
  },
  meetingCancelled: {
    key: 'applications.meeting.errors.meetingCancelled',
    defaultMessage: 'This meeting was cancelled.',
  },
  meetingStarted: {
    key: 'applications.meeting.errors.meetingStarted',
    defaultMessage: 'This meeting has already started.',
  },
  messageRequired: {
    key: 'applications.meeting.errors.messageRequired',
    defaultMessage: 'Tell the team which times would suit you.',
  },
  messageTooLong: {
    key: 'applications.meeting.errors.messageTooLong',
    defaultMessage: 'A message has at most {max} characters.',
  },
} as const satisfies ErrorReasonTable;
export type ApplicationMeetingErrorReason = keyof typeof APPLICATION_MEETING_ERROR_MESSAGES;

/** The `{min}` / `{max}` each refusal names. */
export const APPLICATION_MEETING_ERROR_PARAMS: Partial<Record<ApplicationMeetingErrorReason, Record<string, number>>> =
  {
    badDuration: { min: APPLICATION_MEETING_LIMITS.minMinutes, max: APPLICATION_MEETING_LIMITS.maxMinutes },
    tooFarAhead: { max: APPLICATION_MEETING_LIMITS.maxDaysAhead },
    locationTooLong: { max: APPLICATION_MEETING_LIMITS.location },
    noteTooLong: { max: APPLICATION_MEETING_LIMITS.note },
    messageTooLong: { max: APPLICATION_MEETING_LIMITS.message },
  };

/** What the scheduling form sends (times as ISO instants; empty texts mean none). */
export interface ApplicationMeetingValues {
  readonly startTime: string;
  readonly endTime: string;
  readonly timeZone: string;
  readonly location: string;
  readonly videoLink: string;
  readonly note: string;
}

export type ApplicationMeetingFieldErrors = Partial<
  Record<keyof ApplicationMeetingValues, ApplicationMeetingErrorReason>
>;

const WEB_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const DAY_MS = 86_400_000;
const time = (value: string) => (value ? Date.parse(value) : Number.NaN);

/** Each field's first failure: a real start in the future (within a year), 5 to 480 minutes, a place or a link. */
export function applicationMeetingFieldErrors(
  v: ApplicationMeetingValues,
  now: Date = new Date(),
): ApplicationMeetingFieldErrors {
  const errors: ApplicationMeetingFieldErrors = {};
  const L = APPLICATION_MEETING_LIMITS;
  const start = time(v.startTime);
  const end = time(v.endTime);
  if (Number.isNaN(start)) errors.startTime = 'badDate';
  else if (start <= now.getTime()) errors.startTime = 'pastDate';
  else if (start > now.getTime() + L.maxDaysAhead * DAY_MS) errors.startTime = 'tooFarAhead';
  if (Number.isNaN(end)) errors.endTime = 'badDate';
  else if (!Number.isNaN(start) && end <= start) errors.endTime = 'endBeforeStart';
  else if (!Number.isNaN(start) && (end - start < L.minMinutes * 60_000 || end - start > L.maxMinutes * 60_000))
    errors.endTime = 'badDuration';
  if (!isValidTimeZone(v.timeZone)) errors.timeZone = 'badTimeZone';
  const location = v.location.trim();
  const link = v.videoLink.trim();
  if (location.length > L.location) errors.location = 'locationTooLong';
  if (link && (!WEB_LINK.test(link) || link.length > L.link)) errors.videoLink = 'badLink';
  if (!location && !link) errors.location = 'placeRequired';
  if (v.note.trim().length > L.note) errors.note = 'noteTooLong';
  return errors;
}

/** Why a member's answer is refused, or null: asking for another time needs a message saying which. */
export function meetingAnswerRefusal(
  response: Exclude<ApplicationMeetingResponse, 'pending'>,
  message: string,
): ApplicationMeetingErrorReason | null {
  const text = message.trim();
  if (text.length > APPLICATION_MEETING_LIMITS.message) return 'messageTooLong';
  if (response === 'newTimeRequested' && !text) return 'messageRequired';
  return null;
}

/** Whole minutes between two instants. */
export const meetingMinutes = (start: Date | string, end: Date | string): number =>
  Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);
