// The message of a failed call, for every screen: the server's reason translated by its key (the module's table in
// @ascent/shared), else the screen's words for the code, else the common words for the code (an exhaustive switch:
// a new code in ERROR_CODES does not compile until it has a message). Several errors are joined with ". ". The
// server's English `message` is shown only for a code this build does not know (a newer server), and then alone.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ERROR_CODES, isErrorCode, type ErrorCode, type ErrorParams, type ErrorReasonTable } from '@ascent/shared';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The codes a screen may meet: the server's, NETWORK when no answer came, UNKNOWN for anything else. */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

export const CLIENT_ERROR_CODES: readonly ClientErrorCode[] = [
  ...(Object.keys(ERROR_CODES) as ErrorCode[]),
  'NETWORK',
  'UNKNOWN',
];

/** What a screen knows of a module's failures. */
export interface ErrorTable {
  /** The module's reasons (`extensions.reason`), from its table in @ascent/shared. */
  readonly reasons?: ErrorReasonTable;
  /** Form messages named per field (`extensions.fields: { name: 'nameRequired' }`), shown instead of the reason. */
  readonly fields?: ErrorReasonTable;
  /** The screen's own words (catalogue keys) for some codes; the others get the common words. */
  readonly codes?: Partial<Record<ClientErrorCode, ParseKeys>>;
}

/** A message to show: a catalogue key with its values, or (unknown code only) the server's text as given. */
export type ErrorText = { readonly key: string; readonly values?: ErrorParams } | { readonly text: string };

/** One failure as the server described it. */
export interface ErrorDescription {
  readonly code: string;
  readonly message: string;
  readonly reason?: unknown;
  readonly params?: unknown;
  readonly fields?: unknown;
}

/** The common words for each code. */
export function commonErrorKey(code: ClientErrorCode): ParseKeys {
  switch (code) {
    case 'BAD_REQUEST':
    case 'VALIDATION_FAILED':
    case 'GRAPHQL_VALIDATION_FAILED':
      return 'errors.codes.invalid';
    case 'INVALID_TOKEN':
      return 'errors.codes.invalidLink';
    case 'AUTHENTICATION_REQUIRED':
      return 'errors.codes.signInRequired';
    case 'INVALID_CREDENTIALS':
      return 'auth.errors.invalidCredentials';
    case 'FORBIDDEN':
      return 'errors.codes.forbidden';
    case 'FEATURE_DISABLED':
      return 'errors.codes.notInPlan';
    case 'NOT_FOUND':
    case 'TENANT_NOT_FOUND':
      return 'errors.codes.notFound';
    case 'CONFLICT':
      return 'errors.codes.conflict';
    case 'TENANT_SUSPENDED':
      return 'incubators.suspended.title';
    case 'MAX_SESSIONS':
      return 'auth.errors.maxSessions';
    case 'PAYLOAD_TOO_LARGE':
      return 'errors.codes.tooLarge';
    case 'TOO_MANY_ATTEMPTS':
      return 'auth.errors.tooManyAttempts';
    case 'SERVICE_UNAVAILABLE':
      return 'errors.codes.unavailable';
    case 'DEPENDENCY_UNAVAILABLE':
      return 'errors.codes.connectionProblem';
    case 'SSO_STATE_INVALID':
      return 'sso.errors.stateInvalid';
    case 'SSO_CONNECTION_UNAVAILABLE':
      return 'sso.errors.connectionUnavailable';
    case 'SSO_NO_ACCOUNT':
      return 'sso.errors.noAccount';
    case 'SSO_EMAIL_UNVERIFIED':
      return 'sso.errors.emailUnverified';
    case 'SSO_PROVIDER_ERROR':
      return 'sso.errors.provider';
    case 'NETWORK':
      return 'errors.codes.network';
    case 'INTERNAL':
    case 'UNKNOWN':
      return 'errors.codes.unknown';
    default:
      return unhandledCode(code);
  }
}

/** Compiles only when every code has a case above. */
export function unhandledCode(code: never): never {
  throw new Error(`No message for the error code ${String(code)}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && /network|fetch/i.test(error.message));
}

/**
 * The failures inside `error`: each GraphQL error of an Apollo answer; an error of a REST call that carries the
 * server's `code` (and `details`); NETWORK when no answer arrived; UNKNOWN otherwise.
 */
export function describeErrors(error: unknown): ErrorDescription[] {
  if (CombinedGraphQLErrors.is(error)) {
    const described = error.errors.map((e) => {
      const ext = e.extensions ?? {};
      return {
        code: typeof ext.code === 'string' ? ext.code : 'UNKNOWN',
        message: e.message,
        reason: ext.reason,
        params: ext.params,
        fields: ext.fields,
      };
    });
    return described.length ? described : [{ code: 'UNKNOWN', message: '' }];
  }
  if (error instanceof Error && typeof (error as { code?: unknown }).code === 'string') {
    const { code, details } = error as Error & { code: string; details?: unknown };
    const extra = isRecord(details) ? details : {};
    return [{ code, message: error.message, reason: extra.reason, params: extra.params, fields: extra.fields }];
  }
  return [{ code: isNetworkError(error) ? 'NETWORK' : 'UNKNOWN', message: '' }];
}

/** The failure a REST route answered (`{ error: { code, message, details } }`), as an error `errorMessage` reads. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'RestError';
  }

  static of(body: unknown): RestError {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    return new RestError(
      typeof error.code === 'string' ? error.code : 'UNKNOWN',
      typeof error.message === 'string' ? error.message : '',
      isRecord(error.details) ? error.details : undefined,
    );
  }
}

/** The code of the (first) failure, for screens that branch on it (e.g. NOT_FOUND shows the lost page). */
export function errorCode(error: unknown): ClientErrorCode | string {
  return describeErrors(error)[0]!.code;
}

/** A value the server added to the (first) failure, e.g. an invitation's `status`. */
export function errorExtension(error: unknown, key: string): unknown {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.[key] : undefined;
}

function paramsOf(value: unknown): ErrorParams | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The message of one failure. */
export function describedErrorText(failure: ErrorDescription, table: ErrorTable): ErrorText[] {
  if (table.fields && isRecord(failure.fields)) {
    const named = Object.values(failure.fields).filter(
      (name): name is string => typeof name === 'string' && Object.hasOwn(table.fields!, name),
    );
    if (named.length) return named.map((name) => ({ key: table.fields![name]!.key }));
  }
  if (table.reasons && typeof failure.reason === 'string' && Object.hasOwn(table.reasons, failure.reason)) {
    const values = paramsOf(failure.params);
    return [{ key: table.reasons[failure.reason]!.key, ...(values ? { values } : {}) }];
  }
  const code = failure.code;
  if (code === 'NETWORK' || code === 'UNKNOWN' || isErrorCode(code))
    return [{ key: table.codes?.[code] ?? commonErrorKey(code) }];
  // A code this build does not know: the server's words, else the screen's (or common) words for UNKNOWN.
  return failure.message.trim()
    ? [{ text: failure.message.trim() }]
    : [{ key: table.codes?.UNKNOWN ?? commonErrorKey('UNKNOWN') }];
}

/** The messages of every failure in `error`, without repeats. */
export function errorTexts(error: unknown, table: ErrorTable = {}): ErrorText[] {
  const texts = describeErrors(error).flatMap((failure) => describedErrorText(failure, table));
  const seen = new Set<string>();
  return texts.filter((text) => {
    const id = JSON.stringify(text);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function translateErrorText(text: ErrorText, t: TFunction): string {
  // The key comes as data (a module's table): the catalogue test and `npm run i18n:keys` check it exists.
  return 'text' in text ? text.text : String(t(text.key as never, (text.values ?? {}) as never));
}

/** The translated message of a failed call: each failure's message, joined with ". ". */
export function errorMessage(error: unknown, table: ErrorTable, t: TFunction): string {
  return [...new Set(errorTexts(error, table).map((text) => translateErrorText(text, t)))].join('. ');
}

/** `errorMessage` bound to the current language, for components. */
export function useErrorMessage(table: ErrorTable): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => errorMessage(error, table, t);
}
