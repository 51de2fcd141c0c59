// Who may do what in reviewing: staff on a round (a permission on its funnel), the anonymity of applicants towards
// evaluators, and the review operations' refusals.
import {
  endOfCalendarDayInTimeZone,
  isDecidedStatus,
  parseCalendarDate,
  REVIEW_ERROR_MESSAGES,
  type ApplicationStatus,
  type ErrorCode,
  type PermissionKey,
  type ReviewErrorReason,
} from '@ascent/shared';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { staffCan } from './applications.access.ts';
import { findRound } from './application-reviews.repository.ts';
import { listFunnelRows } from './applications.repository.ts';
import type { ApplicationRow, FunnelRoundRow } from './applications.schema.ts';

const CODES: Partial<Record<ReviewErrorReason, ErrorCode>> = {
  notFound: 'NOT_FOUND',
  roundNotFound: 'NOT_FOUND',
  // Not being assigned reveals nothing more than an unknown application would.
  notAssigned: 'NOT_FOUND',
  conflictOfInterest: 'CONFLICT',
  reviewClosed: 'CONFLICT',
  notReviewable: 'CONFLICT',
  noEvaluationForm: 'CONFLICT',
  staleForm: 'CONFLICT',
  alreadySubmitted: 'CONFLICT',
};

export const reviewError = (
  reason: ReviewErrorReason,
  params?: Record<string, string | number>,
  extra: Record<string, unknown> = {},
): AppError => reasonError(CODES[reason] ?? 'VALIDATION_FAILED', REVIEW_ERROR_MESSAGES, reason, params, extra);

/** A round whose funnel the caller holds `key` on; anything else is "not found". */
export async function staffRound(
  scope: SignedIn,
  roundId: string,
  key: PermissionKey,
  lock = false,
): Promise<FunnelRoundRow> {
  const round = isUuid(roundId) ? await findRound(scope.tdb, roundId, lock) : null;
  if (!round || !(await staffCan(scope, key, round.funnelId))) throw reviewError('roundNotFound');
  return round;
}

export const anonymityOn = (scope: Scope): Promise<boolean> =>
  isFeatureOn(scope.services, scope.tenant, 'anonymityApplications');

/** With anonymityApplications on, everyone who may not manage the funnel's applications sees no applicant names. */
export async function anonymousFor(scope: SignedIn, funnelId: string): Promise<boolean> {
  if (!(await anonymityOn(scope))) return false;
  return !(await staffCan(scope, 'APPLICATIONS:EDIT', funnelId));
}

/**
 * The funnels among `funnelIds` (null: every funnel) whose applications the caller sees without names; empty when
 * anonymity is off or the caller manages every application.
 */
export async function anonymousFunnels(scope: SignedIn, funnelIds: readonly string[] | null): Promise<string[]> {
  if (!(await anonymityOn(scope))) return [];
  const managed = await new Authorizer(scope.tdb, scope.user).reach('APPLICATIONS:EDIT');
  if (managed === 'all') return [];
  const ids = funnelIds ?? (await listFunnelRows(scope.tdb, null)).map((f) => f.id);
  return ids.filter((id) => !managed.has(id));
}

/** What stands for an application's name when its applicants are anonymous. */
export const applicationReference = (id: string): string => `#${id.slice(0, 8).toUpperCase()}`;

/** The instant a round's reviews close (the end of its review day in the programme's time zone), or null. */
export function reviewClosesAt(round: Pick<FunnelRoundRow, 'reviewClosesOn'>, timeZone: string): Date | null {
  const day = round.reviewClosesOn ? parseCalendarDate(round.reviewClosesOn) : null;
  return day ? endOfCalendarDayInTimeZone(day, timeZone) : null;
}

/** An application can be evaluated in a round once it submitted the round, until it is decided. */
export const reviewable = (row: ApplicationRow, round: Pick<FunnelRoundRow, 'position'>): boolean =>
  row.roundsSubmitted > round.position && !isDecidedStatus(row.status as ApplicationStatus);
