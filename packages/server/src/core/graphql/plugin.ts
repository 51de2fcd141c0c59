// POST /graphql (and the graphql-ws endpoint) through Mercurius with graphql-jit. Schema-first: the SDL is
// the union of the modules' .graphql files. In production: no introspection, no field suggestions, and
// depth / alias / cost / directive limits.
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { createRequire } from 'node:module';
import type * as GraphQLModule from 'graphql';
import type { ValidationRule } from 'graphql';

// Mercurius (CommonJS) validates and executes with the CommonJS build of graphql; rules and error classes
// must come from that same build, or graphql's realm checks fail (the ESM build is a different module).
const graphqlCjs = createRequire(import.meta.url)('graphql') as typeof GraphQLModule;
const { GraphQLError, NoSchemaIntrospectionCustomRule } = graphqlCjs;
type GraphQLError = GraphQLModule.GraphQLError;
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { AppError } from '../errors.ts';
import { overloadError } from '../overload.ts';
import { dependencyUnavailable, outageOf } from '../http/unavailable.ts';
import { idempotencyClaimOf } from '../http/idempotency.ts';
import type { Services } from '../services.ts';
import { buildIdentity, type RequestIdentity } from './context.ts';
import { mergeResolvers } from './resolvers.ts';
import { loadSchemaSdl } from './schema-files.ts';
import { installSocketGuard, SOCKET_LIMITS } from './socket-guard.ts';
import {
  graphqlOverHttpRouteOptions,
  refuseSubscriptionsOverHttp,
  responseMediaTypeOf,
  responseStatus,
} from './graphql-over-http.ts';

export const LIMITS = { depth: 10, aliases: 15, cost: 2000, directives: 20 } as const;

export function securityRules(production: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxDepthRule({ n: LIMITS.depth, exposeLimits: true }) as unknown as ValidationRule,
    maxAliasesRule({ n: LIMITS.aliases, exposeLimits: true }) as unknown as ValidationRule,
    costLimitRule({ maxCost: LIMITS.cost, exposeLimits: true }) as unknown as ValidationRule,
    maxDirectivesRule({ n: LIMITS.directives, exposeLimits: true }) as unknown as ValidationRule,
  ];
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

const SUGGESTION = /\s*Did you mean .*\?$/;

export async function registerGraphQL(app: FastifyInstance, services: Services): Promise<void> {
  const production = services.config.production;
  const socketGuard = await installSocketGuard(app, services, securityRules(production), {
    ...SOCKET_LIMITS,
    socketsPerAddress: services.config.SOCKETS_PER_ADDRESS,
    socketsPerUser: services.config.SOCKETS_PER_USER,
  });
  await app.register(mercurius, {
    schema: loadSchemaSdl(),
    resolvers: mergeResolvers(services.modules) as never,
    path: '/graphql',
    jit: 1,
    graphiql: false,
    allowBatchedQueries: false,
    validationRules: securityRules(production),
    // Refuse the forms a browser sends cross-site without a preflight (text/plain, form posts) unless a
    // custom header proves the caller is a script of an allowed origin (Apollo sends Apollo-Require-Preflight).
    csrfPrevention: {
      requiredHeaders: ['apollo-require-preflight', 'x-mercurius-operation-name', 'mercurius-require-preflight'],
    },
    context: async (request) =>
      buildIdentity(services, request.headers, request.headers.authorization, request, {
        beforeCommit: idempotencyClaimOf(request)?.markCommitted,
      }),
    // GraphQL over HTTP (graphql-over-http.ts): media types, parameters, GET for queries only, status codes.
    additionalRouteOptions: graphqlOverHttpRouteOptions,
    errorFormatter: (execution, context) => {
      const errors = (execution.errors ?? []).flatMap((err) => presentErrors(err, production, services));
      // A request that failed only because the database is saturated is a 503 (with Retry-After: core/overload.ts).
      const busy =
        !execution.data && errors.length > 0 && errors.every((e) => e.extensions.code === 'SERVICE_UNAVAILABLE');
      const statusCode = busy ? 503 : responseStatus(execution, errors, responseMediaTypeOf(context));
      return { statusCode, response: { data: execution.data ?? null, errors: errors.map((e) => e.toJSON()) } };
    },
    subscription: {
      emitter: services.pubsub.emitter,
      context: (_socket, request) => buildIdentity(services, request.headers, undefined, request),
      // A token whose session is not live is refused at connection time, and the socket closed (4403) when the
      // session ends or the user's access changes; the limits apply to each subscription (socket-guard.ts). The
      // tenant and user are checked again per subscription and per event.
      onConnect: socketGuard.onConnect,
      keepAlive: 20_000,
      fullWsTransport: false,
    },
  });
  refuseSubscriptionsOverHttp(app);
  // The modules' rewrites of an answer (e.g. profile images at signed, expiring addresses an <img> can load).
  const rewrites = services.modules.flatMap((m) => (m.onResolution ? [m.onResolution] : []));
  if (rewrites.length) {
    app.graphql.addHook('onResolution', async (execution, context) => {
      const identity = context as unknown as RequestIdentity;
      if (!execution.data || !identity.tenant) return;
      const scope = identity.requireTenant();
      for (const rewrite of rewrites) await rewrite(scope, execution.data);
    });
  }
}

/** Every error leaves with a code; internal errors never leak their message or stack. */
function presentErrors(err: GraphQLError, production: boolean, services: Services): GraphQLError[] {
  const original = err.originalError as (Error & { errors?: unknown[]; statusCode?: number }) | undefined;
  const at = { nodes: err.nodes, source: err.source, positions: err.positions, path: err.path };
  const overloaded = original && !(original instanceof AppError) ? overloadError(original) : null;
  if (overloaded) return [new GraphQLError(overloaded.message, { ...at, extensions: { code: overloaded.code } })];
  if (original instanceof AppError) {
    return [
      new GraphQLError(original.message, { ...at, extensions: { code: original.code, ...(original.details ?? {}) } }),
    ];
  }
  if (original && Array.isArray(original.errors)) {
    // Mercurius wraps syntax and validation failures: show each, minus field suggestions in production.
    // (Parameters refused by the route's JSON schema arrive the same way, as non-GraphQL errors: BAD_REQUEST.)
    const isDocumentError =
      (original as { code?: string }).code === 'MER_ERR_GQL_VALIDATION' &&
      original.errors.every((e) => e instanceof GraphQLError);
    const code = isDocumentError ? 'GRAPHQL_VALIDATION_FAILED' : 'BAD_REQUEST';
    return original.errors.map((e) => {
      const ge = e instanceof GraphQLError ? e : new GraphQLError(String((e as Error).message ?? e));
      const message = production ? ge.message.replace(SUGGESTION, '') : ge.message;
      return new GraphQLError(message, {
        nodes: ge.nodes,
        source: ge.source,
        positions: ge.positions,
        path: ge.path,
        extensions: { code },
      });
    });
  }
  if (!original || original instanceof GraphQLError) {
    const message = production ? err.message.replace(SUGGESTION, '') : err.message;
    return [new GraphQLError(message, { ...at, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...err.extensions } })];
  }
  if (typeof original.statusCode === 'number' && original.statusCode >= 400 && original.statusCode < 500) {
    // Request-level refusals of Mercurius/Fastify (CSRF, malformed JSON, method): safe, explicit messages.
    const code = original.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    return [new GraphQLError(original.message, { ...at, extensions: { code } })];
  }
  const outage = outageOf(original);
  if (outage) {
    services.log.warn({ err: original, path: err.path }, 'resolver failed: dependency unavailable');
    const refusal = dependencyUnavailable(outage);
    return [new GraphQLError(refusal.message, { ...at, extensions: { code: refusal.code, ...refusal.details } })];
  }
  services.log.error({ err: original, path: err.path }, 'resolver failed');
  return [
    new GraphQLError(production ? 'Internal server error' : original.message, {
      ...at,
      extensions: { code: 'INTERNAL' },
    }),
  ];
}
