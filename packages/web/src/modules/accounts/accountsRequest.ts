// The REST calls of spec 01 §7 for accounts: confirm an email, ask for a reset link, set a new password.
export const ACCOUNT_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_TOKEN',
  'TOO_MANY_ATTEMPTS',
  'NETWORK',
  'UNKNOWN',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export class AccountRequestError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AccountRequestError';
  }
}

function isAccountErrorCode(value: unknown): value is AccountErrorCode {
  return typeof value === 'string' && (ACCOUNT_ERROR_CODES as readonly string[]).includes(value);
}

async function post(path: string, body: unknown, fetchImpl: typeof fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      // Without a body there is no content type: the server would read an empty JSON document as an error.
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new AccountRequestError('NETWORK', error instanceof Error ? error.message : 'Network Error');
  }
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  let reported: { code?: unknown; message?: unknown } | undefined;
  try {
    reported = (JSON.parse(text) as { error?: typeof reported }).error;
  } catch {
    reported = undefined;
  }
  const code = isAccountErrorCode(reported?.code) ? reported.code : 'UNKNOWN';
  throw new AccountRequestError(
    code,
    typeof reported?.message === 'string' ? reported.message : text || `HTTP ${response.status}`,
  );
}

/** POST /api/users/validate/{token}. */
export const confirmEmail = (token: string, fetchImpl: typeof fetch = fetch) =>
  post(`/api/users/validate/${encodeURIComponent(token)}`, undefined, fetchImpl);

/** POST /api/users/sendresetpassword {email}: answers the same whether or not the address has an account. */
export const requestPasswordReset = (email: string, fetchImpl: typeof fetch = fetch) =>
  post('/api/users/sendresetpassword', { email }, fetchImpl);

/** POST /api/users/resetpassword {token, newPassword}. */
export const resetPassword = (token: string, newPassword: string, fetchImpl: typeof fetch = fetch) =>
  post('/api/users/resetpassword', { token, newPassword }, fetchImpl);
