// What a failed events call says: the events API's reasons, else the common words for the code.
import { EVENT_ERROR_MESSAGES } from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const EVENT_ERRORS: ErrorTable = { reasons: EVENT_ERROR_MESSAGES };

export function useEventErrorMessage(): (error: unknown) => string {
  return useErrorMessage(EVENT_ERRORS);
}
