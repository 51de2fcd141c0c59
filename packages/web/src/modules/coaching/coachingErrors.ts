// What a failed coaching call says: the coaching API's reasons, else the common words for the code.
import { COACHING_ERROR_MESSAGES, COACHING_EVALUATION_ERROR_MESSAGES } from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const COACHING_ERRORS: ErrorTable = { reasons: COACHING_ERROR_MESSAGES };

export function useCoachingErrorMessage(): (error: unknown) => string {
  return useErrorMessage(COACHING_ERRORS);
}

export const COACHING_EVALUATION_ERRORS: ErrorTable = { reasons: COACHING_EVALUATION_ERROR_MESSAGES };
