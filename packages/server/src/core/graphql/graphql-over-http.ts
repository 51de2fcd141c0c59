// /graphql as the GraphQL-over-HTTP specification says (graphql.github.io/graphql-over-http, draft): what the
// request may be (POST application/json, or GET for queries), which media type answers it (Accept), and the
// status code of each failure. Proven against graphql-http's audit suite in
// core/graphql-over-http.integration.test.ts.
//
// - Accept: `application/graphql-response+json` (status codes carry meaning: 400 for a document that does not
//   parse or validate) or `application/json` (legacy: 200 for every well-formed request, the errors in the
//   body). No Accept header means graphql-response+json (the spec's default since 2025-01-01); `*/*` means
//   application/json. Nothing acceptable: 406. Always `; charset=utf-8`.
// - POST bodies are `application/json` (UTF-8) only: anything else is 415, once the CSRF check has passed.
// - The parameters are checked before anything runs: {query} a string, {operationName} a string or null,
//   {variables} and {extensions} a map or null; else 400 with a message naming the parameter. No batching.
// - GET runs queries only: a mutation is 405 (Allow: POST), a subscription 400, like over POST: subscriptions
//   are served over WebSocket at /subscriptions.
// - CSRF (Mercurius's csrfPrevention, run first, in onRequest): a GET, text/plain or form request without a
//   preflight-forcing header stays refused, whatever its Accept header (Accept is CORS-safelisted, so it proves
//   nothing about the caller's origin). The audit items not followed, and why: NOT_FOLLOWED in the test file.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { createRequire } from 'node:module';
import type * as GraphQLModule from 'graphql';

// The CommonJS build of graphql, as Mercurius uses (see plugin.ts).
const { GraphQLError, getOperationAST, parse } = createRequire(import.meta.url)('graphql') as typeof GraphQLModule;

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
export const APPLICATION_JSON = 'application/json';
export type ResponseMediaType = typeof GRAPHQL_RESPONSE_JSON | typeof APPLICATION_JSON;

export const SUBSCRIPTION_OVER_HTTP_MESSAGE =
  'Subscriptions are not served over HTTP: subscribe over WebSocket (graphql-ws protocol) at /subscriptions.';

/** A refusal of the HTTP request itself (not a GraphQL error): its status is the answer's, whatever the media type. */
export class HttpRequestError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpRequestError';
    this.statusCode = statusCode;
  }
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  index: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  header.split(',').forEach((part, index) => {
    const [mediaType = '', ...params] = part.split(';').map((p) => p.trim());
    const [type, subtype] = mediaType.toLowerCase().split('/');
    if (!type || !subtype) return;
    let q = 1;
    let utf8 = true;
    for (const param of params) {
      const eq = param.indexOf('=');
      const name = param.slice(0, eq).trim().toLowerCase();
      const value = param
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, '')
        .toLowerCase();
      if (name === 'q') q = Number(value);
      if (name === 'charset') utf8 = value === 'utf-8' || value === 'utf8';
    }
    // We answer in UTF-8 only: a range asking for another charset matches nothing.
    if (Number.isFinite(q) && q > 0 && q <= 1 && utf8) ranges.push({ type, subtype, q, index });
  });
  return ranges;
}

/**
 * The media type of the answer to a request with this Accept header, or null when none is acceptable (406).
 * The most specific range naming a type gives its quality; the best quality wins, then an exact name over a
 * wildcard, then the first listed; a bare wildcard (`*\/*`, `application/*`) gets application/json.
 */
export function negotiateResponseType(accept: string | undefined): ResponseMediaType | null {
  if (accept === undefined || accept.trim() === '') return GRAPHQL_RESPONSE_JSON;
  const ranges = parseAccept(accept);
  const candidates = ([APPLICATION_JSON, GRAPHQL_RESPONSE_JSON] as const).flatMap((mediaType) => {
    const subtype = mediaType.slice('application/'.length);
    const matches = ranges
      .map((r) => ({
        r,
        specificity:
          r.type === 'application' && r.subtype === subtype
            ? 2
            : r.type === 'application' && r.subtype === '*'
              ? 1
              : r.type === '*' && r.subtype === '*'
                ? 0
                : -1,
      }))
      .filter((m) => m.specificity >= 0)
      .sort((a, b) => b.specificity - a.specificity);
    const best = matches[0];
    return best ? [{ mediaType, q: best.r.q, specificity: best.specificity, index: best.r.index }] : [];
  });
  candidates.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index);
  return candidates[0]?.mediaType ?? null;
}

/** The media type of the answer to this GraphQL request (graphql-response+json when it cannot be told). */
export function responseMediaTypeOf(context: unknown): ResponseMediaType {
  const reply = (context as Partial<MercuriusContext> | undefined)?.reply;
  return negotiateResponseType(reply?.request.headers.accept) ?? APPLICATION_JSON;
}

interface PresentedError {
  extensions?: { code?: unknown } | Record<string, unknown>;
}

/**
 * The status of an answer with errors. With data: 200 (a MUST, either media type). A document that does not
 * parse or validate, an operation that cannot be determined, variables that do not coerce (all presented as
 * GRAPHQL_VALIDATION_FAILED): 400 with graphql-response+json, 200 with application/json. A refusal of the
 * HTTP request (malformed JSON or parameters, CSRF, 405, 406, 413, 415): its own status. Otherwise (errors of
 * resolvers with no data): 200.
 */
export function responseStatus(
  execution: { data?: unknown; errors?: readonly { originalError?: unknown }[] },
  presented: readonly PresentedError[],
  mediaType: ResponseMediaType,
): number {
  if (execution.data) return 200;
  // The database or Redis is away, or the server sheds load: a retryable 503 (with Retry-After, core/http/unavailable.ts), whatever the media type.
  const retryable = new Set(['DEPENDENCY_UNAVAILABLE', 'SERVICE_UNAVAILABLE']);
  if (presented.length > 0 && presented.every((e) => retryable.has(String(e.extensions?.code)))) return 503;
  if (presented.length > 0 && presented.every((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED')) {
    return mediaType === GRAPHQL_RESPONSE_JSON ? 400 : 200;
  }
  const original =
    execution.errors?.length === 1
      ? (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined)
      : undefined;
  const status = original?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 200;
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isWebSocket(request: FastifyRequest): boolean {
  return (request as { ws?: boolean }).ws === true || request.headers.upgrade !== undefined;
}

/** Refuses, before the body is read, what cannot be answered (406) or read (415). */
async function checkMediaTypes(request: FastifyRequest): Promise<void> {
  if (isWebSocket(request)) return;
  if (negotiateResponseType(request.headers.accept) === null) {
    throw new HttpRequestError(
      406,
      `Not acceptable: this endpoint answers ${GRAPHQL_RESPONSE_JSON} or ${APPLICATION_JSON} (UTF-8); say so in the Accept header.`,
    );
  }
  if (request.method !== 'POST') return;
  const contentType = request.headers['content-type'];
  if (!contentType)
    throw new HttpRequestError(415, 'The request has no Content-Type: send the GraphQL request as application/json.');
  const [essence = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  if (essence !== APPLICATION_JSON || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new HttpRequestError(
      415,
      `Unsupported media type "${contentType}": send the GraphQL request as application/json (UTF-8).`,
    );
  }
}

/** POST: the body is one GraphQL-over-HTTP request with parameters of the right types; nulls mean "absent". */
function checkPostParameters(body: unknown): void {
  if (Array.isArray(body))
    throw new HttpRequestError(400, 'Batched requests are not supported: send one GraphQL operation per request.');
  if (!isMap(body)) throw new HttpRequestError(400, 'The request body must be a JSON object with a "query" string.');
  for (const key of ['operationName', 'variables', 'extensions'] as const) {
    if (body[key] === null) delete body[key];
  }
  if (body.operationName === '') delete body.operationName;
  if (body.query === undefined || body.query === null)
    throw new HttpRequestError(400, 'The request has no "query": send the GraphQL document as a string in "query".');
  if (typeof body.query !== 'string')
    throw new HttpRequestError(400, `"query" must be a string (the GraphQL document), not ${describe(body.query)}.`);
  if (body.operationName !== undefined && typeof body.operationName !== 'string') {
    throw new HttpRequestError(400, `"operationName" must be a string or null, not ${describe(body.operationName)}.`);
  }
  if (body.variables !== undefined && !isMap(body.variables)) {
    throw new HttpRequestError(
      400,
      `"variables" must be an object (a map of variable values) or null, not ${describe(body.variables)}.`,
    );
  }
  if (body.extensions !== undefined && !isMap(body.extensions)) {
    throw new HttpRequestError(
      400,
      `"extensions" must be an object (a map) or null, not ${describe(body.extensions)}.`,
    );
  }
}

/** GET: parameters in the query string, {variables} and {extensions} as JSON-encoded maps; queries only. */
function checkGetParameters(query: Record<string, unknown>): void {
  for (const key of ['query', 'operationName', 'variables', 'extensions'] as const) {
    if (Array.isArray(query[key])) throw new HttpRequestError(400, `"${key}" is given more than once.`);
  }
  if (query.operationName === '') delete query.operationName;
  for (const key of ['variables', 'extensions'] as const) {
    const raw = query[key];
    if (raw === undefined || raw === '') {
      delete query[key];
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(String(raw));
    } catch {
      throw new HttpRequestError(400, `"${key}" must be a JSON-encoded object; it is not valid JSON.`);
    }
    if (value === null) delete query[key];
    else if (!isMap(value))
      throw new HttpRequestError(400, `"${key}" must be a JSON-encoded object, not ${describe(value)}.`);
  }
  if (typeof query.query !== 'string' || query.query === '') {
    throw new HttpRequestError(400, 'The request has no "query": send the GraphQL document in the "query" parameter.');
  }
  let document: GraphQLModule.DocumentNode;
  try {
    document = parse(query.query);
  } catch {
    return; // Mercurius reports the syntax error, as for POST.
  }
  const operation = getOperationAST(
    document,
    typeof query.operationName === 'string' ? query.operationName : undefined,
  );
  if (!operation) {
    // A GraphQL request error ("operation cannot be determined"), answered like a validation failure.
    throw new GraphQLError(
      typeof query.operationName === 'string'
        ? `The document has no single operation named "${query.operationName}".`
        : 'The document has several operations: name the one to run in "operationName".',
    );
  }
  if (operation.operation === 'subscription') throw new HttpRequestError(400, SUBSCRIPTION_OVER_HTTP_MESSAGE);
  if (operation.operation !== 'query')
    throw new HttpRequestError(405, 'A mutation cannot be sent by GET: send it by POST.');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

async function checkParameters(request: FastifyRequest): Promise<void> {
  if (isWebSocket(request)) return;
  if (request.method === 'POST') checkPostParameters(request.body);
  else checkGetParameters(request.query as Record<string, unknown>);
}

/** The answer's media type, charset, Vary: Accept, and Allow on a 405. Only GraphQL responses are relabelled. */
async function labelResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (isWebSocket(request)) return payload;
  const vary = reply.getHeader('vary');
  if (
    !String(vary ?? '')
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept')
  )
    reply.header('vary', vary ? `${String(vary)}, Accept` : 'Accept');
  if (reply.statusCode === 405) reply.header('allow', 'POST');
  if (typeof payload === 'string' && /^\{"(data|errors)":/.test(payload)) {
    reply.header('content-type', `${negotiateResponseType(request.headers.accept) ?? APPLICATION_JSON}; charset=utf-8`);
  }
  return payload;
}

/** Route options for Mercurius's GET and POST /graphql routes (its `additionalRouteOptions`). */
export const graphqlOverHttpRouteOptions = {
  preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    await checkMediaTypes(request);
    return payload;
  },
  preValidation: async (request: FastifyRequest) => checkParameters(request),
  onSend: labelResponse,
} as unknown as Omit<RouteOptions, 'handler' | 'method' | 'url' | 'wsHandler'>;

/** A subscription sent over HTTP POST is refused (clearly) before it runs; WebSocket subscriptions are untouched. */
export function refuseSubscriptionsOverHttp(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const request = (context as Partial<MercuriusContext>).reply?.request;
    if (!request || isWebSocket(request)) return;
    const operationName = (request.body as { operationName?: unknown } | undefined)?.operationName;
    const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
    if (operation?.operation === 'subscription') throw new HttpRequestError(400, SUBSCRIPTION_OVER_HTTP_MESSAGE);
  });
}
