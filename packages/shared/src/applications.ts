// Applications (issue 21): the status transition table, the pipeline groups, the decision rules, a round's open
// window in the programme's time zone, and the refusals of the applications API. The statuses themselves are the
// spec's two lists in statuses.ts; the calibration maths is in application-calibration.ts. Why each rule is what it
// is: docs/applications.md.
import { endOfCalendarDayInTimeZone, startOfCalendarDayInTimeZone, type CalendarDate } from './dates.ts';
import type { ErrorReasonTable } from './errors.ts';
import {
  ALL_APPLICATION_STATUSES,
  APPLICATION_DECISION_STATUS,
  APPLICATION_EVALUATION_IN_PROGRESS_STATUSES,
  APPLICATION_PENDING_STATUSES,
  type ApplicationDecisionAction,
  type ApplicationStatus,
} from './statuses.ts';

/**
 * Every allowed move, from → to. An application leaves `draft` only when its applicant submits the last round
 * (→ under_review); staff then move it through the review stages. The three decided statuses are reached only by a
 * decision (decideApplications), never by a plain status change, because a decision does more than set a status
 * (a startup, an email). `accepted` is final: the startup exists. A rejection can be reconsidered (→ under_review):
 * a delayed rejection whose email has not left yet is then cancelled.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['under_review'],
  ready_for_invitation: [
    'ready_for_meeting',
    'under_review',
    'pending_decision',
    'accepted',
    'rejected',
    'delay_rejected',
  ],
  ready_for_meeting: [
    'ready_for_invitation',
    'under_review',
    'pending_decision',
    'accepted',
    'rejected',
    'delay_rejected',
  ],
  under_review: [
    'ready_for_invitation',
    'ready_for_meeting',
    'pending_decision',
    'accepted',
    'rejected',
    'delay_rejected',
  ],
  pending_decision: ['under_review', 'ready_for_meeting', 'accepted', 'rejected', 'delay_rejected'],
  accepted: [],
  rejected: ['under_review'],
  delay_rejected: ['under_review'],
};

/** The status a submitted application starts its review in. */
export const APPLICATION_SUBMITTED_STATUS: ApplicationStatus = 'under_review';

/** Statuses only a decision reaches. */
export const APPLICATION_DECIDED_STATUSES = [
  'accepted',
  'rejected',
  'delay_rejected',
] as const satisfies readonly ApplicationStatus[];

export function isDecidedStatus(status: ApplicationStatus): boolean {
  return (APPLICATION_DECIDED_STATUSES as readonly string[]).includes(status);
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

/** Why staff may not set `to` on an application in `from` (setApplicationStatus); null when they may. */
export function statusChangeRefusal(
  from: ApplicationStatus,
  to: ApplicationStatus,
): 'sameStatus' | 'notSubmitted' | 'useDecision' | 'illegalTransition' | null {
  if (from === to) return 'sameStatus';
  if (from === 'draft') return 'notSubmitted';
  if (isDecidedStatus(to)) return 'useDecision';
  return canTransition(from, to) ? null : 'illegalTransition';
}

/** Why a decision may not be taken on an application in `from`; null when it may. */
export function decisionRefusal(
  from: ApplicationStatus,
  action: ApplicationDecisionAction,
): 'notSubmitted' | 'alreadyDecided' | 'illegalTransition' | null {
  if (from === 'draft') return 'notSubmitted';
  if (isDecidedStatus(from)) return 'alreadyDecided';
  return canTransition(from, APPLICATION_DECISION_STATUS[action]) ? null : 'illegalTransition';
}

/** The pipeline's groups ('All pending', 'Evaluation in Progress'), filterable like a status. */
export const APPLICATION_STATUS_GROUPS = {
  allPending: APPLICATION_PENDING_STATUSES,
  evaluationInProgress: APPLICATION_EVALUATION_IN_PROGRESS_STATUSES,
} as const satisfies Readonly<Record<string, readonly ApplicationStatus[]>>;
export type ApplicationStatusGroup = keyof typeof APPLICATION_STATUS_GROUPS;
export const APPLICATION_STATUS_GROUP_NAMES = Object.keys(APPLICATION_STATUS_GROUPS) as ApplicationStatusGroup[];

export function isApplicationStatusGroup(value: unknown): value is ApplicationStatusGroup {
  return typeof value === 'string' && Object.hasOwn(APPLICATION_STATUS_GROUPS, value);
}

/** The statuses a list filter stands for: a status, a group, or everything when neither is given. */
export function statusesOfFilter(filter: {
  readonly status?: ApplicationStatus | null;
  readonly group?: ApplicationStatusGroup | null;
}): readonly ApplicationStatus[] {
  if (filter.status) return [filter.status];
  if (filter.group) return APPLICATION_STATUS_GROUPS[filter.group];
  return ALL_APPLICATION_STATUSES;
}

export const APPLICATION_LIMITS = {
  /** Rounds (stages) of one funnel. */
  maxRounds: 10,
  nameMax: 120,
  descriptionMax: 4000,
  slugMax: 60,
  /** Applications one decision or batch may name. */
  maxBatch: 10_000,
  /** Applications one export may hold (requestApplicationsExport): a larger one is refused, asking for a filter. */
  maxExportRows: 10_000,
  /** The pipeline's name search: longer text is cut (the list) or refused (an export). */
  searchMax: 200,
  /** Days a delayed rejection waits before its email leaves, when the funnel says nothing. */
  defaultRejectionDelayDays: 3,
  maxRejectionDelayDays: 60,
  maxFounders: 10,
  pageSize: 25,
  maxPageSize: 100,
  /** A bulk message to applicants (the batch action `email`): plain text. */
  messageSubjectMax: 200,
  messageBodyMax: 5000,
} as const;

/** A funnel's public address: lower-case letters, digits and single dashes. */
export const FUNNEL_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, APPLICATION_LIMITS.slugMax)
    .replace(/-+$/, '');
}

/** A round's dates are calendar days in the programme's time zone: open from the first's start to the last's end. */
export interface RoundWindow {
  readonly opensOn: CalendarDate | null;
  readonly closesOn: CalendarDate | null;
}

export type RoundWindowState = 'notOpen' | 'open' | 'closed';

export function roundWindowState(round: RoundWindow, now: Date, timeZone: string): RoundWindowState {
  if (round.opensOn && now < startOfCalendarDayInTimeZone(round.opensOn, timeZone)) return 'notOpen';
  if (round.closesOn && now > endOfCalendarDayInTimeZone(round.closesOn, timeZone)) return 'closed';
  return 'open';
}

/** The instant a round's deadline falls on (end of its last day in the programme's time zone), or null. */
export function roundDeadline(round: RoundWindow, timeZone: string): Date | null {
  return round.closesOn ? endOfCalendarDayInTimeZone(round.closesOn, timeZone) : null;
}

/**
 * Reordering an intake's rounds (docs/applications.md, "Reordering rounds"): an application's progress is the number
 * of rounds it has submitted, so a round some application has reached keeps its place, and so does every round before
 * it. An undecided application reaches the rounds it submitted and the one it fills next; a decided one only those it
 * submitted (it fills no more). `furthestReached` is the most rounds one of the intake's applications has reached
 * (null without applications); that many leading rounds are fixed, all of them at most.
 */
export function lockedRoundCount(furthestReached: number | null, roundCount: number): number {
  return furthestReached === null ? 0 : Math.min(furthestReached, roundCount);
}

/** How many rounds an application has reached: those it submitted, and the next one unless it is decided. */
export function roundsReached(roundsSubmitted: number, status: ApplicationStatus): number {
  return roundsSubmitted + (isDecidedStatus(status) ? 0 : 1);
}

/** Why a new order of rounds is refused, or null: it must name each round once and leave the locked ones in place. */
export function roundOrderRefusal(
  current: readonly string[],
  wanted: readonly string[],
  locked: number,
): 'reorderMismatch' | 'roundsLocked' | null {
  const known = new Set(current);
  if (
    wanted.length !== current.length ||
    new Set(wanted).size !== wanted.length ||
    !wanted.every((id) => known.has(id))
  )
    return 'reorderMismatch';
  for (let i = 0; i < locked; i++) if (wanted[i] !== current[i]) return 'roundsLocked';
  return null;
}

/** What the applications API refuses and why (`extensions.reason`). */
export const APPLICATION_ERROR_MESSAGES = {
  funnelNotFound: {
    key: 'applications.errors.funnelNotFound',
    defaultMessage: 'This programme intake does not exist.',
  },
  applicationNotFound: {
    key: 'applications.errors.applicationNotFound',
    defaultMessage: 'This application does not exist.',
  },
  roundNotFound: { key: 'applications.errors.roundNotFound', defaultMessage: 'This round is not part of the intake.' },
  nameLength: { key: 'applications.errors.nameLength', defaultMessage: 'A name holds 1 to {max} characters.' },
  badSlug: {
    key: 'applications.errors.badSlug',
    defaultMessage: 'The address may hold lower-case letters, digits and dashes ({max} characters at most).',
  },
  slugTaken: { key: 'applications.errors.slugTaken', defaultMessage: 'Another intake already uses this address.' },
  badDate: { key: 'applications.errors.badDate', defaultMessage: 'A date must be a real day (YYYY-MM-DD).' },
  datesOrder: { key: 'applications.errors.datesOrder', defaultMessage: 'A round must open before it closes.' },
  tooManyRounds: { key: 'applications.errors.tooManyRounds', defaultMessage: 'An intake holds at most {max} rounds.' },
  formNotUsable: {
    key: 'applications.errors.formNotUsable',
    defaultMessage: 'Pick a published application form for this round.',
  },
  noRounds: { key: 'applications.errors.noRounds', defaultMessage: 'Add a round before publishing the intake.' },
  notPublished: {
    key: 'applications.errors.notPublished',
    defaultMessage: 'This intake is not open for applications.',
  },
  roundNotOpen: { key: 'applications.errors.roundNotOpen', defaultMessage: 'This round is not open yet.' },
  deadlinePassed: {
    key: 'applications.errors.deadlinePassed',
    defaultMessage: 'The deadline for this round has passed.',
  },
  roundNotReached: {
    key: 'applications.errors.roundNotReached',
    defaultMessage: 'Submit the earlier rounds before this one.',
  },
  roundAlreadySubmitted: {
    key: 'applications.errors.roundAlreadySubmitted',
    defaultMessage: 'This round is already submitted.',
  },
  notMember: { key: 'applications.errors.notMember', defaultMessage: 'You are not part of this application.' },
  alreadyApplied: {
    key: 'applications.errors.alreadyApplied',
    defaultMessage: 'You already have an application here.',
  },
  sameStatus: { key: 'applications.errors.sameStatus', defaultMessage: 'The application already has this status.' },
  notSubmitted: {
    key: 'applications.errors.notSubmitted',
    defaultMessage: 'The application has not been submitted yet.',
  },
  useDecision: {
    key: 'applications.errors.useDecision',
    defaultMessage: 'Accept or reject an application with a decision, not a status change.',
  },
  illegalTransition: {
    key: 'applications.errors.illegalTransition',
    defaultMessage: 'An application cannot move from {from} to {to}.',
  },
  alreadyDecided: { key: 'applications.errors.alreadyDecided', defaultMessage: 'A decision was already taken.' },
  tooManyIds: { key: 'applications.errors.tooManyIds', defaultMessage: 'Name at most {max} applications at once.' },
  badDelay: { key: 'applications.errors.badDelay', defaultMessage: 'A delay is 0 to {max} days.' },
  badCursor: { key: 'applications.errors.badCursor', defaultMessage: 'This page cursor is not valid.' },
  applicantsOnly: {
    key: 'applications.errors.applicantsOnly',
    defaultMessage: 'Only applicants, founders and community members apply to an intake.',
  },
  tooManyToExport: {
    key: 'applications.errors.tooManyToExport',
    defaultMessage: '{count} applications match: an export holds at most {max}. Narrow it by intake or status.',
  },
  searchTooLong: {
    key: 'applications.errors.searchTooLong',
    defaultMessage: 'A search holds at most {max} characters.',
  },
  batchArguments: {
    key: 'applications.errors.batchArguments',
    defaultMessage: 'These settings do not fit this bulk action.',
  },
  otherIntake: {
    key: 'applications.errors.otherIntake',
    defaultMessage: 'Every selected application must belong to the intake of the chosen round.',
  },
  subjectLength: { key: 'applications.errors.subjectLength', defaultMessage: 'A subject holds 1 to {max} characters.' },
  bodyLength: { key: 'applications.errors.bodyLength', defaultMessage: 'A message holds 1 to {max} characters.' },
  reorderMismatch: {
    key: 'applications.errors.reorderMismatch',
    defaultMessage: "The new order must name each of the intake's rounds exactly once.",
  },
  roundsLocked: {
    key: 'applications.errors.roundsLocked',
    defaultMessage: 'Applications have reached the round {round}: it and the rounds before it keep their places.',
  },
} as const satisfies ErrorReasonTable;
export type ApplicationErrorReason = keyof typeof APPLICATION_ERROR_MESSAGES;

/**
 * What a bulk operation on applications does to each (startApplicationBatchOperation): a decision, a move to the
 * review stage it names, evaluators assigned for one round, or a message emailed to its members. Each item is checked
 * again when it is worked; a refused one keeps its reason.
 */
export const APPLICATION_BATCH_ACTIONS = ['accept', 'reject', 'delay_reject', 'move', 'assign', 'email'] as const;
export type ApplicationBatchAction = (typeof APPLICATION_BATCH_ACTIONS)[number];

/** Why one item of a bulk operation was refused: gone, no longer allowed, or the transition table's refusals. */
export const APPLICATION_BATCH_ITEM_FAILURES = [
  'gone',
  'notAllowed',
  'notSubmitted',
  'alreadyDecided',
  'illegalTransition',
  'sameStatus',
  'useDecision',
  'notReviewable',
  'conflictOfInterest',
  'notInPool',
  'noRecipients',
] as const;
export type ApplicationBatchItemFailure = (typeof APPLICATION_BATCH_ITEM_FAILURES)[number];
