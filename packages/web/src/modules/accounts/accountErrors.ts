// Message keys for the accounts calls' failures; the switch is exhaustive, so a new code needs a message.
import type { AccountErrorCode } from './accountsRequest.ts';

export type AccountErrorMessageKey =
  | 'accounts.errors.validationFailed'
  | 'accounts.errors.invalidToken'
  | 'accounts.errors.tooManyAttempts'
  | 'accounts.errors.network'
  | 'accounts.errors.unknown';

export function accountErrorMessageKey(code: AccountErrorCode): AccountErrorMessageKey {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'accounts.errors.validationFailed';
    case 'INVALID_TOKEN':
      return 'accounts.errors.invalidToken';
    case 'TOO_MANY_ATTEMPTS':
      return 'accounts.errors.tooManyAttempts';
    case 'NETWORK':
      return 'accounts.errors.network';
    case 'UNKNOWN':
      return 'accounts.errors.unknown';
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}
