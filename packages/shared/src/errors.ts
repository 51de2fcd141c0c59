// Errors are codes, not strings. The server answers every failure with one of these codes (GraphQL
// `extensions.code`, REST `error.code`) and, when a module knows why, a reason from its table plus the reason's
// parameters (`extensions.reason`, `extensions.params`). The web translates the reason's key, else the code's.
import type { MessageDescriptor } from './forms.ts';

/** Every code the API answers with, and its HTTP status. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  /** The GraphQL document itself is invalid (unknown field, wrong argument type): a client bug, not bad input. */
  GRAPHQL_VALIDATION_FAILED: 400,
  /** An account link (email confirmation, password reset) that is unknown, used, expired or another tenant's. */
  INVALID_TOKEN: 400,
  AUTHENTICATION_REQUIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  /** The organisation of this address is suspended by the instance operator: every call is refused. */
  TENANT_SUSPENDED: 403,
  CONFLICT: 409,
  MAX_SESSIONS: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The database or Redis cannot be reached for a moment: retry after `Retry-After` (the web app does). */
  DEPENDENCY_UNAVAILABLE: 503,
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

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/**
 * A module's reasons: a camelCase name per refusal, with its catalogue key and the English text the server
 * sends as `message` (for API callers and logs; screens show the key). `{name}` in the text is a parameter.
 */
export type ErrorReasonTable = Readonly<Record<string, MessageDescriptor>>;

/** Values a reason's message names (`{value}`, `{label}`...); sent as `extensions.params`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** The reason's English text with its parameters filled in (`{name}` placeholders). */
export function reasonText(message: MessageDescriptor, params: ErrorParams = {}): string {
  return message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The HTTP header a client puts on a mutation (POST /graphql) to make it safe to repeat: the same key from the same
 * user in the same organisation within IDEMPOTENCY_KEY_TTL_HOURS answers the first answer without running it again.
 * 1 to 128 characters of letters, digits, `-`, `_`, `.` and `:` (a UUID per user action).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,128}$/;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
