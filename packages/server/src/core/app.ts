// One Fastify process: /graphql (+ graphql-ws at /subscriptions), REST under /auth and /api, /healthz, and
// the built web app with an SPA fallback.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { AppError, errorBody } from './errors.ts';
import { loggerOptions } from './logger.ts';
import type { Services } from './services.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerRateLimits } from './rate-limit.ts';
import { registerInputGuard } from './input-guard.ts';
import { guardModuleRoutes } from './http/route.ts';
import { overloadError, registerOverloadShedding } from './overload.ts';
import { dependencyUnavailable, outageOf, registerRetryAfter } from './http/unavailable.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerTenantStatusGuard } from './tenant-status.ts';

export const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const API_PREFIXES = ['/graphql', '/subscriptions', '/auth/', '/api/', '/healthz', '/livez', '/readyz'];
// Screens of the SPA under an API prefix: the single sign-on callback page (the provider sends the browser there).
const SPA_PATHS = ['/auth/callback'];

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}

export async function buildApp(services: Services, opts: { webDist?: string | null } = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      if (
        (url === '/subscriptions' || url.startsWith('/subscriptions?')) &&
        req.headers.upgrade?.toLowerCase() === 'websocket'
      ) {
        // The graphql-ws endpoint of the spec is /subscriptions; Mercurius serves WebSockets on its GET route.
        // Its CSRF check (a preflight header) is for cookie-borne requests: a socket authenticates with the
        // token in its connection params, never ambient credentials, so the upgrade is marked as such.
        req.headers['mercurius-require-preflight'] = 'websocket';
        return '/graphql';
      }
      return url;
    },
  });

  // Security headers (CSP, HSTS over TLS, nosniff, frame and referrer policies) and throttles: core/security-headers.ts,
  // core/rate-limit.ts. Headers first, so that every answer, a throttle's 429 too, carries them.
  await registerSecurityHeaders(app, config, { apiPrefixes: API_PREFIXES, spaPaths: SPA_PATHS });
  await registerOverloadShedding(app, config); // 503 + Retry-After before any work is done for a refused request
  await registerRateLimits(app, services);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Every 429 says when to come back (the limits set the exact wait; this is the fallback).
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  });
  registerRetryAfter(app); // and every 503 when to retry

  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const appError = toAppError(err);
    if (appError.code === 'DEPENDENCY_UNAVAILABLE') request.log.warn({ err }, 'request failed: dependency unavailable');
    else if (appError.status >= 500) request.log.error({ err }, 'request failed');
    // GraphQL callers get a GraphQL error body; REST callers the { error } body.
    if (request.url.startsWith('/graphql')) {
      return reply
        .status(appError.status)
        .send({ data: null, errors: [{ message: appError.message, extensions: { code: appError.code } }] });
    }
    return reply.status(appError.status).send(errorBody(appError));
  });

  // Every REST route, for the tenant-isolation matrix (test/isolation-matrix.integration.test.ts) and operators.
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);

  registerInputGuard(app); // NUL characters and lone surrogates: 400 before any route sees them
  registerIdempotency(app, services); // Idempotency-Key on POST /graphql: a repeat answers the first answer
  registerTenantStatusGuard(app, services, SPA_PATHS); // a suspended organisation: TENANT_SUSPENDED on every call
  // Each module's routes in a context of its own, where a route not declared with route() (its access, its input,
  // its limits) stops the start with a message naming it.
  try {
    await registerGraphQL(app, services); // a root field or subscription without declared access stops here
    for (const mod of services.modules) {
      const routes = mod.routes;
      if (!routes) continue;
      await app.register(async (scoped) => {
        guardModuleRoutes(scoped, mod.name);
        await routes(scoped, services);
      });
    }
  } catch (err) {
    await app.close().catch(() => {}); // what was registered so far (the rate limits' Redis connection) closes too
    throw err;
  }

  const webDist = opts.webDist === undefined ? WEB_DIST : opts.webDist;
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies of its text assets (packages/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      // Source maps are not published (the build makes none; one copied in by hand is not served either).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // Vite names assets by content hash: cache them for good. Everything else (index.html) is revalidated.
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi =
      !SPA_PATHS.includes(path) &&
      API_PREFIXES.some((p) => request.url === p.replace(/\/$/, '') || request.url.startsWith(p));
    // A missing hashed asset (an older deployment's chunk) or a source map is a 404, not the SPA's page.
    const isAsset = path.startsWith('/assets/') || path.endsWith('.map');
    if (hasWeb && request.method === 'GET' && !isApi && !isAsset) {
      // The SPA decides what an unknown path shows; assets under /assets/ are hashed and long-cached.
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)));
  });
  return app;
}

function toAppError(err: FastifyError | AppError): AppError {
  if (err instanceof AppError) return err;
  const overloaded = overloadError(err);
  if (overloaded) return overloaded;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('BAD_REQUEST', 'Unsupported content type; send application/json.');
  }
  const outage = outageOf(err);
  if (outage) return dependencyUnavailable(outage);
  if (err instanceof SyntaxError) return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  const status = err.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status >= 400 && status < 500) return new AppError(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', err.message);
  return new AppError('INTERNAL', 'Internal server error');
}
