// The applications API's refusals (APPLICATION_ERROR_MESSAGES of @ascent/shared) and the checks of its input.
import {
  APPLICATION_ERROR_MESSAGES,
  APPLICATION_LIMITS,
  FUNNEL_SLUG_PATTERN,
  parseCalendarDate,
  slugify,
  type ApplicationErrorReason,
  type ErrorCode,
} from '@ascent/shared';
import type { FunnelInput, FunnelRoundInput } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { FunnelValues, RoundValues } from './applications.repository.ts';

const CODES: Partial<Record<ApplicationErrorReason, ErrorCode>> = {
  funnelNotFound: 'NOT_FOUND',
  applicationNotFound: 'NOT_FOUND',
  roundNotFound: 'NOT_FOUND',
  notMember: 'FORBIDDEN',
  applicantsOnly: 'FORBIDDEN',
  slugTaken: 'CONFLICT',
  alreadyApplied: 'CONFLICT',
  sameStatus: 'CONFLICT',
  alreadyDecided: 'CONFLICT',
  illegalTransition: 'CONFLICT',
  useDecision: 'CONFLICT',
  notSubmitted: 'CONFLICT',
  deadlinePassed: 'CONFLICT',
  roundNotOpen: 'CONFLICT',
  roundNotReached: 'CONFLICT',
  roundAlreadySubmitted: 'CONFLICT',
  notPublished: 'CONFLICT',
  roundsLocked: 'CONFLICT',
};

export const applicationError = (
  reason: ApplicationErrorReason,
  params?: Record<string, string | number>,
  extra: Record<string, unknown> = {},
): AppError => reasonError(CODES[reason] ?? 'VALIDATION_FAILED', APPLICATION_ERROR_MESSAGES, reason, params, extra);

function text(raw: string | null | undefined, max: number, field: string): string {
  const value = (raw ?? '').trim();
  if (value.length === 0 || value.length > max) throw applicationError('nameLength', { max }, { field });
  return value;
}

export const applicationName = (raw: string): string => text(raw, APPLICATION_LIMITS.nameMax, 'name');

export function funnelValues(input: FunnelInput): FunnelValues {
  const name = text(input.name, APPLICATION_LIMITS.nameMax, 'name');
  const slug = (input.slug ?? '').trim() || slugify(name);
  if (!FUNNEL_SLUG_PATTERN.test(slug) || slug.length > APPLICATION_LIMITS.slugMax)
    throw applicationError('badSlug', { max: APPLICATION_LIMITS.slugMax }, { field: 'slug' });
  const description = (input.description ?? '').trim();
  if (description.length > APPLICATION_LIMITS.descriptionMax)
    throw applicationError('nameLength', { max: APPLICATION_LIMITS.descriptionMax }, { field: 'description' });
  const delay = input.rejectionDelayDays ?? APPLICATION_LIMITS.defaultRejectionDelayDays;
  if (!Number.isInteger(delay) || delay < 0 || delay > APPLICATION_LIMITS.maxRejectionDelayDays)
    throw applicationError(
      'badDelay',
      { max: APPLICATION_LIMITS.maxRejectionDelayDays },
      { field: 'rejectionDelayDays' },
    );
  return { name, slug, description, programId: input.programId?.trim() || null, rejectionDelayDays: delay };
}

function day(raw: string | null | undefined, field: string): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  if (!parseCalendarDate(value)) throw applicationError('badDate', undefined, { field });
  return value;
}

/** A round's values; the forms are checked by the service (they must be this organisation's). */
export function roundValues(input: FunnelRoundInput): RoundValues {
  const name = text(input.name, APPLICATION_LIMITS.nameMax, 'name');
  const opensOn = day(input.opensOn, 'opensOn');
  const closesOn = day(input.closesOn, 'closesOn');
  // ISO days compare as strings.
  if (opensOn && closesOn && opensOn > closesOn) throw applicationError('datesOrder', undefined, { field: 'closesOn' });
  return { name, formId: input.formId, evaluationFormId: input.evaluationFormId ?? null, opensOn, closesOn };
}
