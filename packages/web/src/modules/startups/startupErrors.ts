// What a failed startup operation says, by the server's error code (app/errors.ts).
import type { TFunction } from 'i18next';
import { errorMessage, type ErrorTable } from '../../app/errors.ts';

export const STARTUP_ERRORS: ErrorTable = {
  codes: {
    FORBIDDEN: 'startups.errors.forbidden',
    NOT_FOUND: 'startups.errors.notFound',
    CONFLICT: 'startups.errors.conflict',
    VALIDATION_FAILED: 'startups.errors.invalid',
    NETWORK: 'startups.errors.network',
    INTERNAL: 'startups.errors.unknown',
    UNKNOWN: 'startups.errors.unknown',
  },
};

export function startupErrorMessage(error: unknown, t: TFunction): string {
  return errorMessage(error, STARTUP_ERRORS, t);
}
