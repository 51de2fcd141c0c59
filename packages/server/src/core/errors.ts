// Errors are codes, not strings. Every failure the API reports is an AppError with one of these codes; the
// GraphQL error formatter and the REST error handler present them the same way ({ code, message }).

export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  /** An account link (email confirmation, password reset) that is unknown, used, expired or another tenant's. */
  INVALID_TOKEN: 400,
  AUTHENTICATION_REQUIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  MAX_SESSIONS: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Single sign-on: the sign-in state is unknown, used, expired or another organisation's. */
  SSO_STATE_INVALID: 400,
  /** Single sign-on: the connection does not exist or is disabled. */
  SSO_CONNECTION_UNAVAILABLE: 404,
  /** Single sign-on: the provider's email has no account in this organisation (accounts are not created). */
  SSO_NO_ACCOUNT: 403,
  /** Single sign-on: the provider says the email is not verified. */
  SSO_EMAIL_UNVERIFIED: 403,
  /** Single sign-on: the provider could not be reached, or its answer did not verify. */
  SSO_PROVIDER_ERROR: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = details;
  }
}

export const authenticationRequired = () => new AppError('AUTHENTICATION_REQUIRED', 'You need to sign in to do this.');
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const tenantNotFound = (slug: string | null) =>
  new AppError('TENANT_NOT_FOUND', slug ? `No programme is hosted at "${slug}".` : 'This address names no programme.');

/** The public body of an error: never a stack trace. */
export function errorBody(err: AppError): { error: { code: ErrorCode; message: string; details?: Record<string, unknown> } } {
  return { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } };
}
