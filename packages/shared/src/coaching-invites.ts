// Coaching invites (issue 20 item 2, spec 02 §3 "Coaching invite", §9 meeting status and coaching blockers): a coach
// or the programme team proposes times for a meeting with a startup's people (and team members); the first invitee
// to accept a time schedules it as a coaching session, a decline cancels it. The rules the form and the server share.
import { SESSION_DURATIONS_MINUTES } from './events.ts';
import type { MeetingStatus } from './statuses.ts';

/** pending until a time is accepted (meeting_scheduled) or the invite is declined (meeting_canceled). */
export const COACHING_INVITE_STATUSES = [
  'pending',
  'meeting_scheduled',
  'meeting_canceled',
] as const satisfies MeetingStatus[];
export type CoachingInviteStatus = (typeof COACHING_INVITE_STATUSES)[number];

/** Which side an invitee is on (spec 02: incubatorInvitees and startupInvitees). */
export const COACHING_INVITEE_SIDES = ['INCUBATOR', 'STARTUP'] as const;
export type CoachingInviteeSide = (typeof COACHING_INVITEE_SIDES)[number];

export const COACHING_INVITE_LIMITS = {
  /** Proposed times per invite. */
  times: 5,
  invitees: 20,
  message: 2_000,
  /** An invite left unanswered expires after this many days, or at its last proposed time if sooner. */
  expiryDays: 14,
  /** How far ahead a time may be proposed. */
  maxDaysAhead: 180,
} as const;

export const COACHING_INVITE_ERROR_MESSAGES = {
  notFound: {
    key: 'coachingInvite.errors.notFound',
    defaultMessage: 'This invitation does not exist or its link is not valid.',
  },
  expired: { key: 'coachingInvite.errors.expired', defaultMessage: 'This invitation has expired.' },
  answered: {
    key: 'coachingInvite.errors.answered',
    defaultMessage: 'This invitation has already been answered.',
  },
  started: {
    key: 'coachingInvite.errors.started',
    defaultMessage: 'This meeting has already started and can no longer be cancelled here.',
  },
  teamOnly: {
    key: 'coachingInvite.errors.teamOnly',
    defaultMessage: 'Only coaches, mentors and the programme team send coaching invites.',
  },
  notInvitee: {
    key: 'coachingInvite.errors.notInvitee',
    defaultMessage: 'Only the people invited can answer this invitation.',
  },
  requiresConnection: {
    key: 'coachingInvite.errors.requiresConnection',
    defaultMessage: 'You can only invite a startup you are matched with or assigned to.',
  },
  insufficientHours: {
    key: 'coachingInvite.errors.insufficientHours',
    defaultMessage: 'The startup has {remaining} minutes left of its hour allocation; this meeting needs {minutes}.',
  },
  nameRequired: { key: 'coachingInvite.errors.nameRequired', defaultMessage: 'Give the meeting a name.' },
  nameTooLong: { key: 'coachingInvite.errors.nameTooLong', defaultMessage: 'The name is at most {max} characters.' },
  badDuration: { key: 'coachingInvite.errors.badDuration', defaultMessage: 'Choose a duration from the list.' },
  badTimes: {
    key: 'coachingInvite.errors.badTimes',
    defaultMessage: 'Propose from 1 to {max} different times, in the future and within 180 days.',
  },
  badTime: { key: 'coachingInvite.errors.badTime', defaultMessage: 'Choose one of the proposed times.' },
  timePassed: { key: 'coachingInvite.errors.timePassed', defaultMessage: 'This time has passed. Choose a later one.' },
  timeTaken: {
    key: 'coachingInvite.errors.timeTaken',
    defaultMessage: 'Someone invited already has a meeting at this time. Choose another one.',
  },
  noInvitees: {
    key: 'coachingInvite.errors.noInvitees',
    defaultMessage: "Invite at least one of the startup's people.",
  },
  badInvitees: {
    key: 'coachingInvite.errors.badInvitees',
    defaultMessage: "Invite active people of the organisation: the startup's people and the programme team.",
  },
  badLink: {
    key: 'coachingInvite.errors.badLink',
    defaultMessage: 'Enter a web address starting with http:// or https://.',
  },
  messageTooLong: {
    key: 'coachingInvite.errors.messageTooLong',
    defaultMessage: 'The message is at most {max} characters.',
  },
} as const;
export type CoachingInviteErrorName = keyof typeof COACHING_INVITE_ERROR_MESSAGES;

export const COACHING_INVITE_ERROR_PARAMS: Partial<Record<CoachingInviteErrorName, Record<string, number>>> = {
  nameTooLong: { max: 200 },
  badTimes: { max: COACHING_INVITE_LIMITS.times },
  messageTooLong: { max: COACHING_INVITE_LIMITS.message },
};

export interface CoachingInviteFormValues {
  readonly name: string;
  readonly duration: number;
  /** ISO date-times. */
  readonly times: readonly string[];
  readonly conferenceLink: string;
  readonly message: string;
  readonly startupInviteeIds: readonly string[];
}

export type CoachingInviteFieldErrors = Partial<Record<keyof CoachingInviteFormValues, CoachingInviteErrorName>>;

const WEB_LINK = /^https?:\/\/[^\s]+$/i;
const DAY_MS = 86_400_000;

/** The form's rules, the same in the browser and on the server (`now`: the instant they are checked at). */
export function coachingInviteFieldErrors(v: CoachingInviteFormValues, now: number): CoachingInviteFieldErrors {
  const errors: CoachingInviteFieldErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > 200) errors.name = 'nameTooLong';
  if (!(SESSION_DURATIONS_MINUTES as readonly number[]).includes(v.duration)) errors.duration = 'badDuration';
  const times = v.times.map((t) => Date.parse(t));
  const latest = now + COACHING_INVITE_LIMITS.maxDaysAhead * DAY_MS;
  if (
    times.length === 0 ||
    times.length > COACHING_INVITE_LIMITS.times ||
    new Set(times).size !== times.length ||
    times.some((t) => Number.isNaN(t) || t <= now || t > latest)
  )
    errors.times = 'badTimes';
  const link = v.conferenceLink.trim();
  if (link && (!WEB_LINK.test(link) || link.length > 2_000)) errors.conferenceLink = 'badLink';
  if (v.message.length > COACHING_INVITE_LIMITS.message) errors.message = 'messageTooLong';
  if (v.startupInviteeIds.length === 0) errors.startupInviteeIds = 'noInvitees';
  return errors;
}

/** When an invite stops taking answers: its last proposed time, or `expiryDays` after it was sent if sooner. */
export function coachingInviteExpiry(createdAt: Date, times: readonly Date[]): Date {
  const last = Math.max(...times.map((t) => t.getTime()));
  return new Date(Math.min(last, createdAt.getTime() + COACHING_INVITE_LIMITS.expiryDays * DAY_MS));
}
