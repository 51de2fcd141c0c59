// POST /auth/local: email and password for a token (server contract in the lead's brief).
import type { RoleType } from '../../generated/graphql.ts';

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
  /** The tenant's slug (publicIncubator.slug). */
  readonly incubator: string;
  /** The answer to MAX_SESSIONS: end the oldest session to make room for this one. */
  readonly endOldestSession?: boolean;
}

export interface LoginResult {
  readonly token: string;
  readonly sessionId: string;
  readonly user: {
    readonly _id: string;
    readonly fullName: string;
    readonly email: string;
    readonly role: { readonly type: RoleType; readonly label: string | null };
  };
}

/** The server's codes, plus what can go wrong before an answer arrives. */
export const LOGIN_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'MAX_SESSIONS',
  'NETWORK',
  'UNKNOWN',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export class LoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === 'string' && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}

function isLoginResult(value: unknown): value is LoginResult {
  const body = value as Partial<LoginResult> | null;
  return typeof body?.token === 'string' && body.token.length > 0 && typeof body.user === 'object';
}

export async function requestLogin(
  credentials: LoginCredentials,
  fetchImpl: typeof fetch = fetch,
): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetchImpl('/auth/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch (error) {
    throw new LoginError('NETWORK', error instanceof Error ? error.message : 'Network Error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isLoginResult(body)) return body;
  const reported = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = isLoginErrorCode(reported?.code) ? reported.code : 'UNKNOWN';
  throw new LoginError(code, typeof reported?.message === 'string' ? reported.message : `HTTP ${response.status}`);
}
