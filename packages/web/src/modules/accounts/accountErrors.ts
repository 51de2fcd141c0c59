// What a failed accounts call (confirmation, reset) says, per code (app/errors.ts).
import type { ErrorTable } from '../../app/errors.ts';

export const ACCOUNT_ERRORS = {
  codes: {
    VALIDATION_FAILED: 'accounts.errors.validationFailed',
    INVALID_TOKEN: 'accounts.errors.invalidToken',
    TOO_MANY_ATTEMPTS: 'accounts.errors.tooManyAttempts',
    NETWORK: 'accounts.errors.network',
    INTERNAL: 'accounts.errors.unknown',
    UNKNOWN: 'accounts.errors.unknown',
  },
} as const satisfies ErrorTable;
