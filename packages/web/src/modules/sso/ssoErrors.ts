// What the single sign-on error screen says for each failure (spec §8): the server's codes translated,
// the provider's own errors with the provider's description.

export type SsoErrorMessage =
  | { readonly key: SsoErrorKey; readonly values?: Readonly<Record<string, string>> }
  /** Said by the provider (or an unknown server answer): shown as given. */
  | { readonly text: string };

export type SsoErrorKey =
  | 'sso.errors.stateInvalid'
  | 'sso.errors.connectionUnavailable'
  | 'sso.errors.noAccount'
  | 'sso.errors.emailUnverified'
  | 'sso.errors.provider'
  | 'sso.errors.providerRefused'
  | 'sso.errors.tooManyAttempts'
  | 'sso.errors.maxSessions'
  | 'sso.errors.missingCode'
  | 'sso.errors.network'
  | 'sso.errors.unknown';

export function ssoErrorMessage(code: string, message: string | null, details: Readonly<Record<string, unknown>> = {}): SsoErrorMessage {
  switch (code) {
    case 'SSO_STATE_INVALID':
      return { key: 'sso.errors.stateInvalid' };
    case 'SSO_CONNECTION_UNAVAILABLE':
      return { key: 'sso.errors.connectionUnavailable' };
    case 'SSO_NO_ACCOUNT':
      return { key: 'sso.errors.noAccount', values: { email: typeof details.email === 'string' ? details.email : '' } };
    case 'SSO_EMAIL_UNVERIFIED':
      return { key: 'sso.errors.emailUnverified' };
    case 'SSO_PROVIDER_ERROR':
      return { key: 'sso.errors.provider' };
    case 'TOO_MANY_ATTEMPTS':
      return { key: 'sso.errors.tooManyAttempts' };
    case 'MAX_SESSIONS':
      return { key: 'sso.errors.maxSessions' };
    case 'MISSING_CODE':
      return { key: 'sso.errors.missingCode' };
    case 'NETWORK':
      return { key: 'sso.errors.network' };
    case 'UNKNOWN':
    case 'INTERNAL':
      return { key: 'sso.errors.unknown' };
    default:
      // OAuth errors from the provider are lower case (access_denied, login_required...).
      if (/^[a-z_]+$/.test(code)) return message?.trim() ? { text: message.trim() } : { key: 'sso.errors.providerRefused', values: { code } };
      return message?.trim() ? { text: message.trim() } : { key: 'sso.errors.unknown' };
  }
}
