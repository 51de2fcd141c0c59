// Text no client legitimately sends and PostgreSQL cannot store: a NUL character (refused by `text` columns) or a
// lone UTF-16 surrogate (not encodable as UTF-8). One check at the edge, for every route, before validation:
// path parameters, query-string values, and the parsed body at any depth (keys and values), including a GraphQL
// document's string literals (`"\u0000"` is a NUL once parsed) and the JSON-encoded `variables` of a GET. Multipart
// text fields and file names are parsed later, by the route: it calls `assertCleanText` on them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const BAD_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates';

// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const BAD_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// A GraphQL string escape that decodes to NUL (`\u0000`, `\u{0}`), not itself escaped (`\\u0000` is text).
// graphql-js already refuses escapes of lone surrogates as a syntax error.
const GRAPHQL_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|\{0+\})/i;

const BAD_CHARS = new RegExp(BAD_CHAR.source, 'g');

/** True when the string holds a NUL or an unpaired surrogate. */
export function isBadText(text: string): boolean {
  return BAD_CHAR.test(text);
}

/** True when any string in the value (object keys included, at any depth) is bad text. Iterative: no stack to overflow. */
export function containsBadText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (isBadText(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (isBadText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** True when a GraphQL document's text would decode to bad text (raw, or through a NUL escape in a string literal). */
export function isBadGraphQLDocument(document: string): boolean {
  return isBadText(document) || GRAPHQL_NUL_ESCAPE.test(document);
}

export function badTextError(): AppError {
  // statusCode: Mercurius's error path (for /graphql) reads the status from it.
  return Object.assign(new AppError('BAD_REQUEST', BAD_TEXT_MESSAGE), { statusCode: 400 });
}

/** Throws BAD_REQUEST when any of the values holds bad text. */
export function assertCleanText(...values: unknown[]): void {
  if (values.some(containsBadText)) throw badTextError();
}

const isGraphQLRoute = (request: FastifyRequest) => request.routeOptions.url === '/graphql';

function jsonOrNull(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // Mercurius reports malformed variables itself.
  }
}

export function badTextIn(request: FastifyRequest): boolean {
  if (containsBadText(request.params) || containsBadText(request.query) || containsBadText(request.body)) return true;
  if (!isGraphQLRoute(request)) return false;
  const body = request.body as { query?: unknown } | undefined;
  const query = request.query as { query?: unknown; variables?: unknown; extensions?: unknown } | undefined;
  for (const doc of [body?.query, query?.query]) if (typeof doc === 'string' && isBadGraphQLDocument(doc)) return true;
  return containsBadText(jsonOrNull(query?.variables)) || containsBadText(jsonOrNull(query?.extensions));
}

/** Registers the check for every route registered after it. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (badTextIn(request)) throw badTextError();
  });
}

/**
 * `value` with every string made storable in jsonb: a lone surrogate becomes U+FFFD (as PostgreSQL's UTF-8 encoding of
 * a `text` value does) and NUL too (jsonb refuses `\u0000`). For the platform's own jsonb writes (domain events, the
 * live-update outbox) of text that did not come through a request (a provider's claims, a stored value): a
 * notification is then stored cleaned, never dropped by a refused write. Answers `value` itself when nothing changes.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return (isBadText(value) ? value.replace(BAD_CHARS, '\uFFFD') : value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => storableJson(item));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value).map(([k, v]) => [storableJson(k), storableJson(v)] as const);
    const changed = entries.some(
      ([k, v], i) => k !== Object.keys(value)[i] || v !== (value as Record<string, unknown>)[k],
    );
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}
