// The REST side of the chain. A module declares each route with route(): its access (the policies of
// core/graphql/policy.ts, or ANY_HOST), zod schemas for its params, query and body, a check of its own, its attempt
// limits (core/rate-limit.ts), and the handler, which receives one built scope. For every request, in this order:
//   tenant (the host's; TENANT_NOT_FOUND) → feature → user (AUTHENTICATION_REQUIRED) → params, query, body
//   (VALIDATION_FAILED) → permission (FORBIDDEN) → the route's check → attempt limits (TOO_MANY_ATTEMPTS, with
//   Retry-After) → handler → the limits' bookkeeping (failures counted, successes forgetting).
// A route registered by a module without route() stops the start with a message naming it (guardModuleRoutes,
// called by core/app.ts around each module's routes).
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_REASONS } from '@ascent/shared';
import { AppError, authenticationRequired, reasonError, type ErrorCode } from '../errors.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { OperatorIdentity } from '../module.ts';
import type { SessionUser } from '../identity.ts';
import type { HostScope, Scope, SignedIn } from '../scope.ts';
import type { Services } from '../services.ts';
import { buildIdentity } from '../graphql/context.ts';
import { assertFeatureNames, type Policy } from '../graphql/policy.ts';
import { attemptLimits, tooManyAttempts, type AttemptLimit } from '../rate-limit.ts';
import { validationError } from '../validation.ts';

/** Anyone, on any host, no organisation needed (health checks). PUBLIC routes need the host's organisation. */
export const ANY_HOST = { access: 'anyHost' } as const;

/**
 * The instance's own hosts (issue 17 item 0), which no organisation answers: the operator console's label
 * (OPERATOR_LABEL) — OPERATOR_HOST for anyone there (signing in), OPERATOR for a signed-in operator, whose token's
 * audience is the console and whose session is live — and the organisation sign-up's label (SIGNUP_HOST). Each
 * refuses every other host (FORBIDDEN), so an operator's route never answers on an organisation's host.
 */
export const OPERATOR_HOST = { access: 'operatorHost' } as const;
export const OPERATOR = { access: 'operator' } as const;
export const SIGNUP_HOST = { access: 'signupHost' } as const;

type InstanceAccess = typeof OPERATOR_HOST | typeof OPERATOR | typeof SIGNUP_HOST;
export type RouteAccess = Policy | typeof ANY_HOST | InstanceAccess;

/** The scope of a signed-in operator's route. */
export type OperatorScope = HostScope & { readonly operator: OperatorIdentity; readonly sessionId: string };

/**
 * What a route's handler receives: the request's scope (core/scope.ts) — without an organisation for ANY_HOST, with
 * the user for SIGNED_IN and permission routes. PUBLIC routes get the user, when a valid token is sent, on demand.
 */
export type ScopeOf<A extends RouteAccess> = A extends typeof OPERATOR
  ? OperatorScope
  : A extends typeof ANY_HOST | typeof OPERATOR_HOST | typeof SIGNUP_HOST
    ? HostScope
    : A extends { access: 'public' }
      ? PublicScope
      : SignedIn<PublicScope>;

/** PUBLIC routes: the host's organisation; the user, when a valid token is sent, on demand. */
export type PublicScope = Scope & { currentUser(): Promise<SessionUser | null> };

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema, Raw> = S extends z.ZodType ? z.output<S> : Raw;

export interface RouteContext<A extends RouteAccess, P extends Schema, Q extends Schema, B extends Schema> {
  scope: ScopeOf<A>;
  params: Parsed<P, Record<string, string>>;
  query: Parsed<Q, Record<string, unknown>>;
  body: Parsed<B, unknown>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An attempt limit of the route: `max` attempts per key in `windowMs`, refused with `message` (429, Retry-After).
 * By default every request counts, keyed by the client address.
 */
export interface RouteRateLimit<C> {
  /** The limit's name; one name is one allowance, shared by the routes that declare it. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
  /** Whose attempts: the client address, or a key of the request (e.g. the account the body names). */
  key?: 'address' | ((ctx: C) => string);
  /** Only answers failing with these codes count (the limit is checked before, counted after). */
  countsFailures?: readonly ErrorCode[];
  /** Outcomes that forget the key's count: 'success', or answers failing with these codes. */
  forgetOn?: readonly ('success' | ErrorCode)[];
}

export interface RouteDefinition<A extends RouteAccess, P extends Schema, Q extends Schema, B extends Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The route's own refusals, after validation and before the attempt limits count. */
  check?: (ctx: RouteContext<A, P, Q, B>) => void | Promise<void>;
  rateLimit?: RouteRateLimit<RouteContext<A, P, Q, B>> | readonly RouteRateLimit<RouteContext<A, P, Q, B>>[];
  /** Headers of every answer from the limits on (e.g. no-store). */
  headers?: Readonly<Record<string, string>>;
  /** Answers the limits' and the handler's AppErrors otherwise than as JSON (e.g. a browser navigation's redirect). */
  onError?: (err: AppError, ctx: RouteContext<A, P, Q, B>) => unknown;
  handler: (ctx: RouteContext<A, P, Q, B>) => unknown;
}

// Marks the routes built by route() (in their config: plugins such as @fastify/websocket wrap every handler).
const DECLARED = Symbol('declared route');

export function route<
  A extends RouteAccess,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(app: FastifyInstance, services: Services, def: RouteDefinition<A, P, Q, B>): void {
  type Ctx = RouteContext<A, P, Q, B>;
  const access = def.access as RouteAccess;
  if ('feature' in access) assertFeatureNames({ [`${def.method} ${def.url}`]: access });
  const limits = [def.rateLimit ?? []]
    .flat()
    .map((decl) => ({ decl, limit: attemptLimits(services).get(decl.name, decl.max, decl.windowMs) }));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const scope = await scopeFor(services, access, request);
    const ctx = {
      scope,
      params: parse(def.params, request.params),
      query: parse(def.query, request.query),
      body: parse(def.body, request.body),
      request,
      reply,
    } as Ctx;
    if (access.access === 'permission') {
      const { tdb, user } = scope as SignedIn;
      const input = {
        ...(ctx.body && typeof ctx.body === 'object' ? ctx.body : {}),
        ...(ctx.query as object),
        ...(ctx.params as object),
      };
      await services.ports.requirePermission(tdb, user, access.permission, access.item?.(input));
    }
    await def.check?.(ctx);
    for (const [name, value] of Object.entries(def.headers ?? {})) reply.header(name, value);
    const keyOf = (decl: RouteRateLimit<Ctx>) => (typeof decl.key === 'function' ? decl.key(ctx) : request.ip);
    try {
      for (const { decl, limit } of limits) await take(limit, decl, keyOf(decl), def.onError ? undefined : reply);
      const result = await def.handler(ctx);
      for (const { decl, limit } of limits) if (decl.forgetOn?.includes('success')) await limit.reset(keyOf(decl));
      return result;
    } catch (err) {
      if (err instanceof AppError) {
        for (const { decl, limit } of limits) {
          if (decl.countsFailures?.includes(err.code)) await limit.record(keyOf(decl));
          if (decl.forgetOn?.includes(err.code)) await limit.reset(keyOf(decl));
        }
        if (def.onError) return def.onError(err, ctx);
      }
      throw err;
    }
  };
  const config = { [DECLARED]: true } as FastifyContextConfig;
  app.route({ method: def.method, url: def.url, handler, config });
}

/** Counts the attempt (or, for a limit of failures, only checks it); refuses beyond the allowance. */
async function take(
  limit: AttemptLimit,
  decl: RouteRateLimit<never>,
  key: string,
  reply: FastifyReply | undefined,
): Promise<void> {
  const wait = decl.countsFailures ? await limit.wait(key) : await limit.take(key);
  if (wait) throw tooManyAttempts(decl.message, wait, reply);
}

async function scopeFor(
  services: Services,
  access: RouteAccess,
  request: FastifyRequest,
): Promise<HostScope | OperatorScope | PublicScope | SignedIn<PublicScope>> {
  const host: HostScope = { services, log: request.log, requestId: request.id };
  if (access.access === 'anyHost') return host;
  if (access.access === 'operatorHost' || access.access === 'operator' || access.access === 'signupHost') {
    const label = services.tenants.slugOf(request.headers);
    const { OPERATOR_LABEL, SIGNUP_LABEL } = services.config;
    if (access.access === 'signupHost') {
      if (label !== SIGNUP_LABEL) throw reasonError('FORBIDDEN', ORGANISATION_REASONS, 'signUpHostOnly');
      return host;
    }
    if (label !== OPERATOR_LABEL) throw reasonError('FORBIDDEN', ORGANISATION_REASONS, 'consoleHostOnly');
    if (access.access === 'operatorHost') return host;
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await services.tokens.verifyOperator(token, OPERATOR_LABEL) : null;
    const operator =
      claims && (await services.ports.findOperatorInSession(services.database.db, claims.operatorId, claims.sessionId));
    if (!claims || !operator) throw authenticationRequired();
    return { ...host, operator, sessionId: claims.sessionId };
  }
  const identity = await buildIdentity(services, request.headers, request.headers.authorization, request);
  const tenantScope = identity.requireTenant();
  const { tenant } = tenantScope;
  if (access.feature && !(await services.ports.isFeatureOn(services, tenant, access.feature))) {
    throw new AppError('FEATURE_DISABLED', 'This feature is not available in your selected plan.', {
      feature: access.feature,
    });
  }
  const scope: PublicScope = { ...tenantScope, currentUser: identity.currentUser };
  if (access.access === 'public') return scope;
  return { ...scope, user: (await identity.requireUser()).user };
}

function parse(schema: Schema, value: unknown): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Refuses (at start) a route of the module registered without route(): its access would be undeclared. */
export function guardModuleRoutes(app: FastifyInstance, moduleName: string): void {
  app.addHook('onRoute', (options) => {
    if ((options.config as Record<symbol, unknown> | undefined)?.[DECLARED] !== true) {
      throw new Error(
        `${[options.method].flat().join(',')} ${options.url} of module ${moduleName} has no declared access: register it with route() (core/http/route.ts)`,
      );
    }
  });
}
