// Errors are codes, not strings. Every failure the API reports is an AppError with one of the shared codes; the
// GraphQL error formatter and the REST error handler present them the same way ({ code, message }). A module that
// knows why it refuses throws `reasonError` with a reason of its table (@ascent/shared): the web translates the
// reason's key and never shows `message`, which stays English for API callers and logs.
import { ERROR_CODES, reasonText, type ErrorCode, type ErrorParams, type ErrorReasonTable } from '@ascent/shared';

// The codes live in @ascent/shared (the web switches over the same list); re-exported for the server's callers.
export { ERROR_CODES, type ErrorCode } from '@ascent/shared';

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

/**
 * A refusal for a reason of a module's table: the message is the reason's English text with its parameters, and
 * the details carry `reason` and `params` (GraphQL `extensions.reason` / `extensions.params`) plus any `extra`.
 */
export function reasonError<T extends ErrorReasonTable>(
  code: ErrorCode,
  table: T,
  reason: keyof T & string,
  params?: ErrorParams,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(code, reasonText(table[reason]!, params), { reason, ...(params ? { params } : {}), ...extra });
}

export const authenticationRequired = () => new AppError('AUTHENTICATION_REQUIRED', 'You need to sign in to do this.');
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const tenantNotFound = (slug: string | null) =>
  new AppError('TENANT_NOT_FOUND', slug ? `No programme is hosted at "${slug}".` : 'This address names no programme.');

/** The public body of an error: never a stack trace. */
export function errorBody(err: AppError): {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
} {
  return { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } };
}
