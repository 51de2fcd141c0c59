// Maps a failed sign-in to its message key; the switch is exhaustive, so a new code does not compile
// until it has a message.
import type { LoginErrorCode } from './loginRequest.ts';

export type LoginErrorMessageKey =
  | 'auth.errors.validationFailed'
  | 'auth.errors.invalidCredentials'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.maxSessions'
  | 'auth.errors.network'
  | 'auth.errors.unknown';

export function loginErrorMessageKey(code: LoginErrorCode): LoginErrorMessageKey {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'auth.errors.validationFailed';
    case 'INVALID_CREDENTIALS':
      return 'auth.errors.invalidCredentials';
    case 'TOO_MANY_ATTEMPTS':
      return 'auth.errors.tooManyAttempts';
    case 'MAX_SESSIONS':
      return 'auth.errors.maxSessions';
    case 'NETWORK':
      return 'auth.errors.network';
    case 'UNKNOWN':
      return 'auth.errors.unknown';
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}
