// What a failed leads call says: the leads API's reasons and the applications API's (an intake not found, a round
// not open yet, already applied), and the field rules the forms check before sending.
import {
  APPLICATION_ERROR_MESSAGES,
  LEAD_ERROR_MESSAGES,
  LEAD_LIMITS,
  leadFieldProblems,
  type LeadFieldProblem,
} from '@ascent/shared';
import type { TFunction } from 'i18next';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const LEAD_ERRORS: ErrorTable = { reasons: { ...APPLICATION_ERROR_MESSAGES, ...LEAD_ERROR_MESSAGES } };

export function useLeadErrorMessage(): (error: unknown) => string {
  return useErrorMessage(LEAD_ERRORS);
}

export interface LeadFormValues {
  name: string;
  email: string;
  startupName: string;
}

const MAX: Record<LeadFieldProblem, number> = {
  nameLength: LEAD_LIMITS.nameMax,
  badEmail: LEAD_LIMITS.emailMax,
  startupNameLength: LEAD_LIMITS.startupNameMax,
};

/** The form's messages per field, by the rules the server applies. */
export function leadFormErrors(values: LeadFormValues, t: TFunction): Partial<Record<keyof LeadFormValues, string>> {
  const problems = leadFieldProblems(values);
  const out: Partial<Record<keyof LeadFormValues, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof LeadFormValues, LeadFieldProblem][])
    out[field] = t(LEAD_ERROR_MESSAGES[problem].key, { max: MAX[problem] });
  return out;
}
