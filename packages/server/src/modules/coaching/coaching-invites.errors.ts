// The typed refusals of coaching invites: the shared table's message (translated in the browser by its key), the
// reason, its params and, for the two blockers of spec 02, the blocker's name.
import {
  COACHING_INVITE_ERROR_MESSAGES,
  COACHING_INVITE_ERROR_PARAMS,
  type CoachingInviteErrorName,
  type ErrorParams,
} from '@ascent/shared';
import { reasonError, type AppError, type ErrorCode } from '../../core/errors.ts';

const CODES: Partial<Record<CoachingInviteErrorName, ErrorCode>> = {
  notFound: 'NOT_FOUND',
  teamOnly: 'FORBIDDEN',
  notInvitee: 'FORBIDDEN',
  requiresConnection: 'FORBIDDEN',
  insufficientHours: 'CONFLICT',
  expired: 'CONFLICT',
  answered: 'CONFLICT',
  started: 'CONFLICT',
  timeTaken: 'CONFLICT',
};

export const inviteError = (
  name: CoachingInviteErrorName,
  params?: ErrorParams,
  extra: Record<string, unknown> = {},
): AppError =>
  reasonError(
    CODES[name] ?? 'VALIDATION_FAILED',
    COACHING_INVITE_ERROR_MESSAGES,
    name,
    params ?? COACHING_INVITE_ERROR_PARAMS[name],
    extra,
  );
