// What the single sign-on error screen says for each failure (spec §8): the server's codes translated through the
// common helper (app/errors.ts), the provider's own errors with the provider's description.
import type { ParseKeys } from 'i18next';
import { describedErrorText, type ErrorTable } from '../../app/errors.ts';

export type SsoErrorMessage =
  | { readonly key: ParseKeys; readonly values?: Readonly<Record<string, string | number>> }
  /** Said by the provider (or a code this build does not know): shown as given. */
  | { readonly text: string };

export const SSO_ERRORS = {
  codes: {
    SSO_STATE_INVALID: 'sso.errors.stateInvalid',
    SSO_CONNECTION_UNAVAILABLE: 'sso.errors.connectionUnavailable',
    SSO_EMAIL_UNVERIFIED: 'sso.errors.emailUnverified',
    SSO_PROVIDER_ERROR: 'sso.errors.provider',
    TOO_MANY_ATTEMPTS: 'sso.errors.tooManyAttempts',
    MAX_SESSIONS: 'sso.errors.maxSessions',
    NETWORK: 'sso.errors.network',
    INTERNAL: 'sso.errors.unknown',
    UNKNOWN: 'sso.errors.unknown',
  },
} as const satisfies ErrorTable;

export function ssoErrorMessage(
  code: string,
  message: string | null,
  details: Readonly<Record<string, unknown>> = {},
): SsoErrorMessage {
  // The web's own: the provider came back without a code.
  if (code === 'MISSING_CODE') return { key: 'sso.errors.missingCode' };
  if (code === 'SSO_NO_ACCOUNT')
    return { key: 'sso.errors.noAccount', values: { email: typeof details.email === 'string' ? details.email : '' } };
  // OAuth errors from the provider are lower case (access_denied, login_required...).
  if (/^[a-z_]+$/.test(code))
    return message?.trim() ? { text: message.trim() } : { key: 'sso.errors.providerRefused', values: { code } };
  const [text] = describedErrorText({ code, message: message ?? '' }, SSO_ERRORS);
  return text && 'key' in text
    ? { key: text.key as ParseKeys, ...(text.values ? { values: text.values } : {}) }
    : (text ?? { key: 'sso.errors.unknown' });
}
