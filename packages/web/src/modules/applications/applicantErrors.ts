// What a failed applicants call says: the applicants screen's reasons and the applications API's (bad cursor, intake).
import { APPLICANT_ERROR_MESSAGES, APPLICATION_ERROR_MESSAGES } from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const APPLICANT_ERRORS: ErrorTable = {
  reasons: { ...APPLICATION_ERROR_MESSAGES, ...APPLICANT_ERROR_MESSAGES },
  // The accounts module's limit on confirmation emails per person (5 an hour).
  codes: { TOO_MANY_ATTEMPTS: 'applicants.errors.tooManyResends' },
};

export function useApplicantErrorMessage(): (error: unknown) => string {
  return useErrorMessage(APPLICANT_ERRORS);
}
