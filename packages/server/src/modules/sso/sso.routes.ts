// REST of single sign-on: GET /auth/url (to the provider), POST /auth/sso/callback (the SPA's /auth/callback
// hands over code and state), GET /auth/logout (federated sign-out).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SSO_CALLBACK_PATH, SSO_COMPLETE_PATH, SSO_LOGIN_URL_PATH, SSO_LOGOUT_PATH } from '@ascent/shared';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { PUBLIC } from '../../core/graphql/policy.ts';
import { OidcClients } from './sso.oidc.ts';
import { completeLogin, logoutTarget, startLogin, type SsoDeps } from './sso.service.ts';

const Callback = z.object({
  state: z.string('State is required').min(1, 'State is required').max(512),
  code: z.string().min(1).max(4096).nullish(),
  iss: z.string().max(2048).nullish(),
  endOldestSession: z.boolean().nullish(),
});

// Sign-ins started a minute per client address (each stores a row); failed completions a minute per address. Counted
// across instances (Redis when configured).
const STARTS_PER_MINUTE = 60;
const FAILURES_PER_MINUTE = 20;
const TOO_MANY = 'Too many sign-in attempts. Please wait a minute and try again.';
const NO_STORE = { 'cache-control': 'no-store' };

// A missing or repeated query parameter reads as empty.
const param = z.string().catch('');

export async function ssoRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const deps: SsoDeps = {
    // services.outbound is read at each request (a test may give the process another resolver).
    clients: new OidcClients((url, init) => services.outbound.fetch(url, init)),
    tenants: services.tenants,
    tokens: services.tokens,
    pubsub: services.pubsub,
    log: services.log,
    sealer: services.sealer,
  };

  // Signed out: these routes sign people in and out.
  route(app, services, {
    method: 'GET',
    url: SSO_LOGIN_URL_PATH,
    access: PUBLIC,
    query: z.object({ connection: param, returnTo: param }),
    headers: NO_STORE,
    rateLimit: { name: 'sso-start:address', max: STARTS_PER_MINUTE, windowMs: 60_000, message: TOO_MANY },
    handler: async ({ scope, query, reply }) =>
      reply.redirect(
        (await startLogin(scope, deps, { connectionId: query.connection, returnTo: query.returnTo || '/' })).href,
        302,
      ),
    // A browser navigation: the SPA's callback page shows the sign-in error screen with "Try again".
    onError: (err, { reply }) =>
      reply.redirect(
        `${SSO_CALLBACK_PATH}?${new URLSearchParams({ error: err.code, error_description: err.message })}`,
        302,
      ),
  });

  route(app, services, {
    method: 'POST',
    url: SSO_COMPLETE_PATH,
    access: PUBLIC,
    body: Callback,
    headers: NO_STORE,
    rateLimit: {
      name: 'sso-failure:address',
      max: FAILURES_PER_MINUTE,
      windowMs: 60_000,
      message: TOO_MANY,
      countsFailures: ['SSO_STATE_INVALID'],
    },
    handler: async ({ scope, body, request }) =>
      completeLogin(scope, deps, body, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip }),
  });

  route(app, services, {
    method: 'GET',
    url: SSO_LOGOUT_PATH,
    access: PUBLIC,
    query: z.object({ connection: param }),
    headers: NO_STORE,
    handler: async ({ scope, query, reply }) => reply.redirect(await logoutTarget(scope, deps, query.connection), 302),
  });
}
