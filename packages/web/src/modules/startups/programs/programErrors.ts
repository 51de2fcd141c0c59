// What a failed programme operation says: the form's messages per field and the programmes API's reasons (shared
// table), else the screen's words per code (app/errors.ts).
import { PROGRAM_ERROR_MESSAGES, type ProgramFormInput } from '@ascent/shared';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { errorMessage, type ErrorTable } from '../../../app/errors.ts';

export const PROGRAM_ERRORS: ErrorTable = {
  reasons: PROGRAM_ERROR_MESSAGES,
  fields: PROGRAM_ERROR_MESSAGES,
  codes: {
    FORBIDDEN: 'programs.errors.forbidden',
    NETWORK: 'programs.errors.network',
    UNKNOWN: 'programs.errors.unknown',
  },
};

export function programErrorMessage(error: unknown, t: TFunction): string {
  return errorMessage(error, PROGRAM_ERRORS, t);
}

export type ProgramFormField = keyof ProgramFormInput | 'adminIds';

/** The form fields the server refused, with their translated message (shown under the fields). */
export function programFieldErrors(error: unknown, t: TFunction): Partial<Record<ProgramFormField, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Partial<Record<ProgramFormField, string>> = {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [field, name] of Object.entries(fields as Record<string, unknown>))
      if (typeof name === 'string' && Object.hasOwn(PROGRAM_ERROR_MESSAGES, name))
        out[field as ProgramFormField] = t(PROGRAM_ERROR_MESSAGES[name as keyof typeof PROGRAM_ERROR_MESSAGES].key);
  }
  return out;
}
