// Coaching sessions (issue 20, spec 02 §3 "Coaching session", §9): meeting types, statuses, the changelog's entry
// types, the session form's rules and the coaching preferences. The meeting types, blockers, session durations and
// video providers are declared once in events.ts (the booking side shares them) and used here;
// `@ascent/shared` exports both.
import {
  COACHING_MEETING_TYPES,
  SESSION_DURATIONS_MINUTES,
  VIDEO_PROVIDERS,
  type CoachingMeetingType,
  type VideoProvider,
} from './events.ts';
import type { MeetingStatus } from './statuses.ts';

/** Meeting status (spec 02 §9, statuses.ts): an invite is pending until a time is accepted or it is cancelled. A session is scheduled or cancelled (it never waits: a pending meeting is an invite). */
export const COACHING_SESSION_STATUSES = ['meeting_scheduled', 'meeting_canceled'] as const satisfies MeetingStatus[];
export type CoachingSessionStatus = (typeof COACHING_SESSION_STATUSES)[number];

/**
 * What a changelog entry records (the spec names the entry's fields, not its types; these are ours). One save of
 * the session writes one entry per changed field, all with the same groupId.
 */
export const COACHING_CHANGELOG_TYPES = [
  'CREATED',
  'RESCHEDULED',
  'RENAMED',
  'DURATION',
  'TOPICS',
  'CONFERENCE_LINK',
  'COACHES',
  'ATTENDEES',
  'NOTES',
  'STAFF_NOTES',
  'STAFF_NOTES_VISIBILITY',
  'CANCELLED',
] as const;
export type CoachingChangelogType = (typeof COACHING_CHANGELOG_TYPES)[number];

export const COACHING_LIMITS = {
  name: 200,
  /** Each notes editor's text (sanitised rich text). */
  notes: 50_000,
  topics: 20,
  topic: 60,
  link: 2_000,
  coaches: 10,
  attendees: 30,
  /**
   * The longest session one may record: twice the longest duration offered (spec 02 §9 stops at 120 minutes), so
   * an overrun fits but a day-long "session" typed by mistake does not.
   */
  maxSessionMinutes: 240,
  pageSize: 25,
  /** Coaching preferences: hours a coach offers per month. */
  maxHoursPerMonth: 200,
  industries: 30,
} as const;

export const COACHING_ERROR_MESSAGES = {
  notFound: {
    key: 'coaching.errors.notFound',
    defaultMessage: 'This coaching session does not exist or is not shown to you.',
  },
  nameRequired: { key: 'coaching.errors.nameRequired', defaultMessage: 'Give the session a name.' },
  nameTooLong: { key: 'coaching.errors.nameTooLong', defaultMessage: 'The name is at most {max} characters.' },
  badType: { key: 'coaching.errors.badType', defaultMessage: 'Choose a meeting type from the list.' },
  badDate: { key: 'coaching.errors.badDate', defaultMessage: 'Enter a valid date and time.' },
  endBeforeStart: { key: 'coaching.errors.endBeforeStart', defaultMessage: 'The session must end after it starts.' },
  tooLong: { key: 'coaching.errors.tooLong', defaultMessage: 'A session lasts at most {max} minutes.' },
  badDuration: { key: 'coaching.errors.badDuration', defaultMessage: 'Choose a duration from the list.' },
  tooManyTopics: {
    key: 'coaching.errors.tooManyTopics',
    defaultMessage: 'At most {max} topics, each at most 60 characters.',
  },
  badLink: { key: 'coaching.errors.badLink', defaultMessage: 'Enter a web address starting with http:// or https://.' },
  notesTooLong: { key: 'coaching.errors.notesTooLong', defaultMessage: 'The notes are at most {max} characters.' },
  badCoaches: {
    key: 'coaching.errors.badCoaches',
    defaultMessage: 'Coaches must be active people of the programme team assigned to the startup.',
  },
  badAttendees: {
    key: 'coaching.errors.badAttendees',
    defaultMessage: 'Attendees must be active people of the organisation.',
  },
  notAssigned: {
    key: 'coaching.errors.notAssigned',
    defaultMessage: 'You can only log sessions for startups you are assigned to.',
  },
  notesForbidden: {
    key: 'coaching.errors.notesForbidden',
    defaultMessage: "Only the session's coaches and the programme team can write its notes.",
  },
  staffNotesForbidden: {
    key: 'coaching.errors.staffNotesForbidden',
    defaultMessage: 'Only the programme team can write staff notes.',
  },
  notEditable: { key: 'coaching.errors.notEditable', defaultMessage: 'You cannot change this session.' },
  cancelled: { key: 'coaching.errors.cancelled', defaultMessage: 'This session is cancelled.' },
  badCursor: { key: 'coaching.errors.badCursor', defaultMessage: 'This list position is not valid. Reload the list.' },
  badPreferences: {
    key: 'coaching.errors.badPreferences',
    defaultMessage: 'Check your coaching preferences: hours from 0 to {max}, durations and provider from the lists.',
  },
} as const;
export type CoachingErrorName = keyof typeof COACHING_ERROR_MESSAGES;

/** What the session form edits (dates as ISO date-times; an empty link means none). */
export interface CoachingSessionFormValues {
  readonly name: string;
  readonly meetingType: string;
  readonly startTime: string;
  readonly endTime: string;
  /** Planned length in minutes (one of SESSION_DURATIONS_MINUTES), or null. */
  readonly expectedDuration: number | null;
  readonly topics: readonly string[];
  readonly conferenceLink: string;
  readonly notes: string;
  readonly staffNotes: string;
}

export type CoachingFieldErrors = Partial<Record<keyof CoachingSessionFormValues, CoachingErrorName>>;

const WEB_LINK = /^https?:\/\/[^\s]+$/i;
const time = (value: string) => (value ? Date.parse(value) : Number.NaN);

export function isCoachingMeetingType(value: unknown): value is CoachingMeetingType {
  return typeof value === 'string' && (COACHING_MEETING_TYPES as readonly string[]).includes(value);
}

export function isSessionDuration(value: unknown): boolean {
  return typeof value === 'number' && (SESSION_DURATIONS_MINUTES as readonly number[]).includes(value);
}

/** Minutes between two instants, rounded (the "estimated duration" of a held session). */
export function sessionMinutes(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

/** The form's rules, the same in the browser and on the server: each field's first failure. */
export function coachingSessionFieldErrors(v: CoachingSessionFormValues): CoachingFieldErrors {
  const errors: CoachingFieldErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > COACHING_LIMITS.name) errors.name = 'nameTooLong';
  if (!isCoachingMeetingType(v.meetingType)) errors.meetingType = 'badType';
  const start = time(v.startTime);
  const end = time(v.endTime);
  if (Number.isNaN(start)) errors.startTime = 'badDate';
  if (Number.isNaN(end)) errors.endTime = 'badDate';
  else if (!Number.isNaN(start) && end <= start) errors.endTime = 'endBeforeStart';
  else if (!Number.isNaN(start) && end - start > COACHING_LIMITS.maxSessionMinutes * 60_000) errors.endTime = 'tooLong';
  if (v.expectedDuration !== null && !isSessionDuration(v.expectedDuration)) errors.expectedDuration = 'badDuration';
  if (v.topics.length > COACHING_LIMITS.topics || v.topics.some((t) => !t.trim() || t.length > COACHING_LIMITS.topic))
    errors.topics = 'tooManyTopics';
  const link = v.conferenceLink.trim();
  if (link && (!WEB_LINK.test(link) || link.length > COACHING_LIMITS.link)) errors.conferenceLink = 'badLink';
  if (v.notes.length > COACHING_LIMITS.notes) errors.notes = 'notesTooLong';
  if (v.staffNotes.length > COACHING_LIMITS.notes) errors.staffNotes = 'notesTooLong';
  return errors;
}

/** The `{max}` each limit message names. */
export const COACHING_ERROR_PARAMS: Partial<Record<CoachingErrorName, Record<string, number>>> = {
  nameTooLong: { max: COACHING_LIMITS.name },
  tooLong: { max: COACHING_LIMITS.maxSessionMinutes },
  tooManyTopics: { max: COACHING_LIMITS.topics },
  notesTooLong: { max: COACHING_LIMITS.notes },
  badPreferences: { max: COACHING_LIMITS.maxHoursPerMonth },
};

/** A coach's or mentor's preferences (/account/settings/coaching). */
export interface CoachingPreferencesValues {
  readonly topics: readonly string[];
  readonly industryIds: readonly string[];
  readonly hoursPerMonth: number | null;
  readonly meetingDurations: readonly number[];
  readonly videoProvider: VideoProvider | null;
  readonly videoLink: string;
}

/** Whether preferences are acceptable (industries are checked against the taxonomy by the server). */
export function coachingPreferencesValid(v: CoachingPreferencesValues): boolean {
  const hours = v.hoursPerMonth;
  const link = v.videoLink.trim();
  return (
    (hours === null || (Number.isInteger(hours) && hours >= 0 && hours <= COACHING_LIMITS.maxHoursPerMonth)) &&
    v.meetingDurations.every(isSessionDuration) &&
    v.topics.length <= COACHING_LIMITS.topics &&
    v.topics.every((t) => t.trim() !== '' && t.length <= COACHING_LIMITS.topic) &&
    v.industryIds.length <= COACHING_LIMITS.industries &&
    (v.videoProvider === null || (VIDEO_PROVIDERS as readonly string[]).includes(v.videoProvider)) &&
    (link === '' || (WEB_LINK.test(link) && link.length <= COACHING_LIMITS.link))
  );
}

// ——— Evaluations after a session (issue 20 item 3) ———

/** Which side of a session an evaluation comes from. */
export const COACHING_EVALUATION_SIDES = ['COACH', 'ATTENDEE'] as const;
export type CoachingEvaluationSide = (typeof COACHING_EVALUATION_SIDES)[number];

/** Days after a session's end its evaluation task is due. */
export const COACHING_EVALUATION_DUE_DAYS = 7;
/** Sessions that ended longer ago than this get no evaluation task (a form attached later asks for recent ones only). */
export const COACHING_EVALUATION_LOOKBACK_DAYS = 14;
/** Average scores are shown out of this (each scale question's answer scaled to it). */
export const COACHING_SCORE_SCALE = 5;

export const COACHING_EVALUATION_ERROR_MESSAGES = {
  notFound: {
    key: 'coaching.evaluation.errors.notFound',
    defaultMessage: 'This coaching session does not exist or is not shown to you.',
  },
  notAttended: {
    key: 'coaching.evaluation.errors.notAttended',
    defaultMessage: 'Only the coaches and attendees of a session evaluate it.',
  },
  notEnded: {
    key: 'coaching.evaluation.errors.notEnded',
    defaultMessage: 'A session is evaluated once it has ended.',
  },
  cancelled: { key: 'coaching.evaluation.errors.cancelled', defaultMessage: 'A cancelled session is not evaluated.' },
  noForm: {
    key: 'coaching.evaluation.errors.noForm',
    defaultMessage: 'The programme has no evaluation form for this kind of session.',
  },
  alreadySubmitted: {
    key: 'coaching.evaluation.errors.alreadySubmitted',
    defaultMessage: 'You have already evaluated this session.',
  },
  staleForm: {
    key: 'coaching.evaluation.errors.staleForm',
    defaultMessage: 'The evaluation form has changed. Reload the page to answer its current version.',
  },
  badForm: {
    key: 'coaching.evaluation.errors.badForm',
    defaultMessage: 'Choose a published form whose purpose is evaluation.',
  },
} as const;
export type CoachingEvaluationErrorName = keyof typeof COACHING_EVALUATION_ERROR_MESSAGES;

/** A scale answer on the common 0–5 score (null when the scale is unknown or the value outside it). */
export function scaledScore(value: number, min: number | null, max: number | null): number | null {
  const low = min ?? 0;
  if (max === null || max <= low || value < low || value > max) return null;
  return ((value - low) / (max - low)) * COACHING_SCORE_SCALE;
}
