// REST of single sign-on: GET /auth/url (to the provider), POST /auth/sso/callback (the SPA's /auth/callback
// hands over code and state), GET /auth/logout (federated sign-out).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SSO_CALLBACK_PATH, SSO_COMPLETE_PATH, SSO_LOGIN_URL_PATH, SSO_LOGOUT_PATH } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import { attemptLimits, tooManyAttempts } from '../../core/rate-limit.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { Services } from '../../core/services.ts';
import { OidcClients } from './sso.oidc.ts';
import { completeLogin, logoutTarget, startLogin, type SsoDeps } from './sso.service.ts';

const Callback = z.object({
  state: z.string('State is required').min(1, 'State is required').max(512),
  code: z.string().min(1).max(4096).nullish(),
  iss: z.string().max(2048).nullish(),
  endOldestSession: z.boolean().nullish(),
});

// Sign-ins started a minute per client address (each stores a row); failed completions a minute per address.
const STARTS_PER_MINUTE = 60;
const FAILURES_PER_MINUTE = 20;

const queryParam = (request: FastifyRequest, name: string): string => {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

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
  // Counted across instances (Redis when configured): starts per address, and failed completions per address.
  const limits = attemptLimits(services);
  const starts = limits.get('sso-start:address', STARTS_PER_MINUTE, 60_000);
  const failures = limits.get('sso-failure:address', FAILURES_PER_MINUTE, 60_000);
  const TOO_MANY = 'Too many sign-in attempts. Please wait a minute and try again.';

  const tenantOf = async (request: FastifyRequest) => {
    const { slug, tenant } = await services.tenants.resolve(request.headers);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND', slug ? `No programme is hosted at "${slug}".` : 'This address names no programme.');
    return { tenant, tdb: new TenantDb(services.database.db, tenant.id) };
  };

  app.get(SSO_LOGIN_URL_PATH, async (request, reply) => {
    const scope = await tenantOf(request);
    reply.header('cache-control', 'no-store');
    try {
      // A browser navigation: the refusal goes to the callback page like every other failure here.
      if (await starts.take(request.ip)) throw tooManyAttempts(TOO_MANY, 60);
      const url = await startLogin(scope, deps, { connectionId: queryParam(request, 'connection'), returnTo: queryParam(request, 'returnTo') || '/' });
      return reply.redirect(url.href, 302);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // A browser navigation: the SPA's callback page shows the sign-in error screen with "Try again".
      const query = new URLSearchParams({ error: err.code, error_description: err.message });
      return reply.redirect(`${SSO_CALLBACK_PATH}?${query}`, 302);
    }
  });

  app.post(SSO_COMPLETE_PATH, async (request, reply) => {
    const parsed = Callback.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('. '), {
        fields: parsed.error.issues.map((i) => i.path.join('.')),
      });
    }
    const scope = await tenantOf(request);
    reply.header('cache-control', 'no-store');
    const wait = await failures.wait(request.ip);
    if (wait) throw tooManyAttempts(TOO_MANY, wait, reply);
    try {
      return await completeLogin(scope, deps, parsed.data, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip });
    } catch (err) {
      if (err instanceof AppError && err.code === 'SSO_STATE_INVALID') await failures.record(request.ip);
      throw err;
    }
  });

  app.get(SSO_LOGOUT_PATH, async (request, reply) => {
    const scope = await tenantOf(request);
    reply.header('cache-control', 'no-store');
    return reply.redirect(await logoutTarget(scope, deps, queryParam(request, 'connection')), 302);
  });
}
