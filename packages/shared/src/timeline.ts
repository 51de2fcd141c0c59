// The startup activity timeline: post kinds, reactions and the snapshot each system post keeps
// (spec 02 §2, §3). A system post stores what it showed when it was written, so the feed never has
// to join back into metrics or categorisation to draw an old post.

import type { CategorizationAnswer, CategorizationAnswerKey, MetricUnitType } from './metrics.ts';

/** Kinds of post on a startup's timeline. The email kinds arrive with their module. */
export const TIMELINE_POST_KINDS = [
  'MESSAGE',
  'DATA_DUE',
  'DATA_SUBMITTED',
  'CATEGORIZATION_UPDATE',
  'CATEGORIZATION_SKIP',
  'COACHING_SESSION',
  'COACHING_INVITE',
] as const;
export type TimelinePostKind = (typeof TIMELINE_POST_KINDS)[number];

/** Kinds written by the system (never by the message composer). */
export const SYSTEM_POST_KINDS = [
  'DATA_DUE',
  'DATA_SUBMITTED',
  'CATEGORIZATION_UPDATE',
  'CATEGORIZATION_SKIP',
  'COACHING_SESSION',
  'COACHING_INVITE',
] as const satisfies readonly TimelinePostKind[];
export type SystemPostKind = (typeof SYSTEM_POST_KINDS)[number];

export const REACTION_TYPES = ['CHECK', 'FIRE', 'HEART', 'HOORAY', 'LIKE', 'ROCKET'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** A label in several languages ({language, value}); English is the fallback, then empty. */
export interface TranslatedText {
  readonly language: string;
  readonly value: string;
}

/** DATA_DUE: a metrics period opened for the startup. Dates are `yyyy-MM-dd`. */
export interface DataDuePayload {
  readonly periodId: string;
  readonly from: string;
  readonly to: string;
  readonly dueDate: string;
}

/** How a submitted value moved against the previous period's value of the same metric. */
export interface MetricChange {
  /** value − previous, null when either is missing or not numeric. */
  readonly diff: number | null;
  /** Relative change in percent (diff / |previous| × 100), null when previous is 0 or missing. */
  readonly change: number | null;
  /** Whether the feed draws an up/down arrow (numeric metrics with a previous value). */
  readonly useArrow: boolean;
}

export interface DataSubmittedEntry {
  readonly metricDataId: string;
  readonly metricId: string;
  readonly metricName: readonly TranslatedText[];
  readonly unitType: MetricUnitType;
  readonly customUnitName: string | null;
  /** The stored value as text (numbers in canonical form, e.g. "1234.5"); null when cleared. */
  readonly value: string | null;
  readonly dateValue: string | null;
  readonly isPoint0: boolean;
  readonly metadata: MetricChange;
}

/** DATA_SUBMITTED: founders (or staff) saved values of a period. */
export interface DataSubmittedPayload {
  readonly periodId: string;
  readonly dueDate: string;
  readonly from: string;
  readonly to: string;
  readonly data: readonly DataSubmittedEntry[];
  /** Set when the values of an already submitted period were changed again. */
  readonly editedBy: { readonly userId: string; readonly fullName: string; readonly editedAt: string } | null;
}

/** CATEGORIZATION_UPDATE / CATEGORIZATION_SKIP. */
export interface CategorizationPayload {
  readonly categorizationId: string;
  readonly values: readonly { readonly key: CategorizationAnswerKey; readonly value: CategorizationAnswer }[];
  readonly skip: boolean;
}

/** COACHING_SESSION: a coaching session of the startup (kept up to date when it is changed or cancelled). */
export interface CoachingSessionPostPayload {
  readonly sessionId: string;
  readonly name: string;
  readonly meetingType: string;
  /** ISO date-times. */
  readonly start: string;
  readonly end: string;
  readonly conferenceLink: string | null;
  /** meeting_scheduled or meeting_canceled. */
  readonly status: string;
  readonly coachNames: readonly string[];
}

/** COACHING_INVITE: a meeting proposed to the startup (kept up to date as it is answered). */
export interface CoachingInvitePostPayload {
  readonly inviteId: string;
  readonly name: string;
  /** ISO date-times: the proposed starts. */
  readonly times: readonly string[];
  readonly duration: number;
  /** pending, meeting_scheduled or meeting_canceled. */
  readonly status: string;
  readonly expires: string;
  readonly invitedBy: string;
  readonly inviteeNames: readonly string[];
  /** Set once a time is accepted. */
  readonly sessionId: string | null;
  readonly acceptedTime: string | null;
  /** Where the meeting happens: the conference link, when given. */
  readonly location: string | null;
}

export type SystemPostPayload = {
  readonly DATA_DUE: DataDuePayload;
  readonly DATA_SUBMITTED: DataSubmittedPayload;
  readonly CATEGORIZATION_UPDATE: CategorizationPayload;
  readonly CATEGORIZATION_SKIP: CategorizationPayload;
  readonly COACHING_SESSION: CoachingSessionPostPayload;
  readonly COACHING_INVITE: CoachingInvitePostPayload;
};

/** diff / change / arrow between two numeric values given as text (null or non-numeric → no arrow). */
export function metricChange(previous: string | null | undefined, next: string | null | undefined): MetricChange {
  const p = previous == null || previous.trim() === '' ? Number.NaN : Number(previous);
  const n = next == null || next.trim() === '' ? Number.NaN : Number(next);
  if (!Number.isFinite(p) || !Number.isFinite(n)) return { diff: null, change: null, useArrow: false };
  const diff = n - p;
  const change = p === 0 ? null : (diff / Math.abs(p)) * 100;
  return { diff, change, useArrow: true };
}

/** Feed page size. */
export const TIMELINE_PAGE_SIZE = 20;
/** A message post's text limit (characters). */
export const TIMELINE_MESSAGE_MAX = 10_000;
/** A comment's text limit (characters). */
export const TIMELINE_COMMENT_MAX = 4_000;

export function isReactionType(value: unknown): value is ReactionType {
  return typeof value === 'string' && (REACTION_TYPES as readonly string[]).includes(value);
}

export function isTimelinePostKind(value: unknown): value is TimelinePostKind {
  return typeof value === 'string' && (TIMELINE_POST_KINDS as readonly string[]).includes(value);
}

/** Why a message or comment text is refused (the same rule in the composer and on the server), or null. */
export function timelineTextProblem(text: string | null | undefined, max: number): 'empty' | 'tooLong' | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 'empty';
  if (Array.from(trimmed).length > max) return 'tooLong';
  return null;
}

/** At most this many files on one post. */
export const TIMELINE_MAX_ATTACHMENTS = 10;
