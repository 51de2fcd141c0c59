// What a failed sign-in says, per code (app/errors.ts: the codes this table leaves out get the common words).
import type { ErrorTable } from '../../app/errors.ts';

export const LOGIN_ERRORS = {
  codes: {
    VALIDATION_FAILED: 'auth.errors.validationFailed',
    INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
    TOO_MANY_ATTEMPTS: 'auth.errors.tooManyAttempts',
    MAX_SESSIONS: 'auth.errors.maxSessions',
    NETWORK: 'auth.errors.network',
    INTERNAL: 'auth.errors.unknown',
    UNKNOWN: 'auth.errors.unknown',
  },
} as const satisfies ErrorTable;
