// What a failed coaching-invite call says: the invite API's reasons (the two blockers among them), else the common
// words for the code.
import { COACHING_INVITE_ERROR_MESSAGES } from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const COACHING_INVITE_ERRORS: ErrorTable = { reasons: COACHING_INVITE_ERROR_MESSAGES };

export function useCoachingInviteErrorMessage(): (error: unknown) => string {
  return useErrorMessage(COACHING_INVITE_ERRORS);
}
