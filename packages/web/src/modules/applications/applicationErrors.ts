// What a failed applications call says: the applications API's reasons and the answer reasons of the forms engine.
import {
  APPLICATION_ERROR_MESSAGES,
  APPLICATION_VIEW_ERROR_MESSAGES,
  APPLICATION_MEETING_ERROR_MESSAGES,
  FORM_ANSWER_MESSAGES,
  FORM_ERROR_MESSAGES,
  REVIEW_ERROR_MESSAGES,
} from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const APPLICATION_ERRORS: ErrorTable = {
  reasons: {
    ...FORM_ERROR_MESSAGES,
    ...FORM_ANSWER_MESSAGES,
    ...APPLICATION_ERROR_MESSAGES,
    ...APPLICATION_VIEW_ERROR_MESSAGES,
  },
};

export function useApplicationErrorMessage(): (error: unknown) => string {
  return useErrorMessage(APPLICATION_ERRORS);
}

/** The review operations' reasons, with the forms engine's answer reasons (an evaluation is a form's answers). */
export const REVIEW_ERRORS: ErrorTable = {
  reasons: { ...FORM_ERROR_MESSAGES, ...FORM_ANSWER_MESSAGES, ...REVIEW_ERROR_MESSAGES },
};

/** The bulk bar's reasons: the applications API's, with the review rules' (the action assign). */
export const BULK_ERRORS: ErrorTable = {
  reasons: { ...REVIEW_ERROR_MESSAGES, ...APPLICATION_ERROR_MESSAGES },
};

export function useBulkErrorMessage(): (error: unknown) => string {
  return useErrorMessage(BULK_ERRORS);
}

/** The meeting operations' reasons; where a name is shared with the applications API, the meeting's words win. */
export const MEETING_ERRORS: ErrorTable = {
  reasons: { ...APPLICATION_ERROR_MESSAGES, ...APPLICATION_MEETING_ERROR_MESSAGES },
};

export function useMeetingErrorMessage(): (error: unknown) => string {
  return useErrorMessage(MEETING_ERRORS);
}
