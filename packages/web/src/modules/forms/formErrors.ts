// What a failed forms call says: the forms API's reasons and the answer reasons (the question is named by its id in
// the server's parameters, so the screen shows the reason without it), else the common words for the code.
import { FORM_ANSWER_MESSAGES, FORM_ERROR_MESSAGES } from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const FORM_ERRORS: ErrorTable = {
  reasons: { ...FORM_ERROR_MESSAGES, ...FORM_ANSWER_MESSAGES },
};

export function useFormErrorMessage(): (error: unknown) => string {
  return useErrorMessage(FORM_ERRORS);
}
