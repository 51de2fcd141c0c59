// REST of spec 01 §7: POST /api/users/validate/{token}, /api/users/sendresetpassword {email},
// /api/users/resetpassword {token, newPassword}.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import { attemptLimits, tooManyAttempts } from '../../core/rate-limit.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { Services } from '../../core/services.ts';
import { confirmEmail, resetPassword, sendPasswordReset } from './accounts.service.ts';

const ResetRequest = z.object({
  email: z.string('Email is required').trim().min(1, 'Email is required').max(320).email('Email is not a valid email'),
});

const ResetPassword = z.object({
  token: z.string('Token is required').min(1, 'Token is required').max(256),
  // The length rule itself is the service's (one message for both limits); this only bounds the input.
  newPassword: z.string('New password is required').max(PASSWORD_MAX_LENGTH * 4, 'The password is too long'),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('. '), {
      fields: parsed.error.issues.map((i) => i.path.join('.')),
    });
  }
  return parsed.data;
}

// Requests for reset emails a minute per client address; failed token uses a minute per address. Shared by all
// instances through Redis when REDIS_URL is set (core/rate-limit.ts).
const RESET_REQUESTS_PER_MINUTE = 10;
const TOKEN_FAILURES_PER_MINUTE = 20;
// Reset emails per account per quarter hour; beyond, requests are answered the same and send nothing.
const RESET_EMAILS_PER_ACCOUNT = 3;

export async function accountsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const limits = attemptLimits(services);
  const resetRequests = limits.get('reset:address', RESET_REQUESTS_PER_MINUTE, 60_000);
  const resetEmails = limits.get('reset:account', RESET_EMAILS_PER_ACCOUNT, 15 * 60_000);
  const tokenFailures = limits.get('account-link:address', TOKEN_FAILURES_PER_MINUTE, 60_000);
  // Reset emails are sent after the answer; closing waits for those under way.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  const tenantOf = async (request: FastifyRequest) => {
    const { slug, tenant } = await services.tenants.resolve(request.headers);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND', slug ? `No programme is hosted at "${slug}".` : 'This address names no programme.');
    return { tenant, tdb: new TenantDb(services.database.db, tenant.id) };
  };

  /** Runs a token use, counting failures per client address. */
  const withTokenLimit = async <T>(request: FastifyRequest, reply: FastifyReply, use: () => Promise<T>): Promise<T> => {
    const wait = await tokenFailures.wait(request.ip);
    if (wait) throw tooManyAttempts('Too many attempts. Please wait a minute and try again.', wait, reply);
    try {
      return await use();
    } catch (err) {
      if (err instanceof AppError && err.code === 'INVALID_TOKEN') await tokenFailures.record(request.ip);
      throw err;
    }
  };

  app.post<{ Params: { token: string } }>('/api/users/validate/:token', async (request, reply) => {
    const scope = await tenantOf(request);
    await withTokenLimit(request, reply, () => confirmEmail(scope.tdb, request.params.token));
    return { ok: true };
  });

  app.post('/api/users/sendresetpassword', async (request, reply) => {
    const { email } = parse(ResetRequest, request.body);
    const scope = await tenantOf(request);
    const wait = await resetRequests.take(request.ip);
    if (wait) throw tooManyAttempts('Too many requests. Please wait a minute and try again.', wait, reply);
    const accountKey = `${scope.tenant.id}:${email.toLowerCase()}`;
    if (!(await resetEmails.take(accountKey))) {
      // Not awaited: the answer must take the same time whether or not the address has an account.
      const job = sendPasswordReset(services, scope, email)
        .catch((err: unknown) => request.log.error({ err }, 'password reset email failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    }
    return { ok: true };
  });

  app.post('/api/users/resetpassword', async (request, reply) => {
    const { token, newPassword } = parse(ResetPassword, request.body);
    const scope = await tenantOf(request);
    await withTokenLimit(request, reply, () => resetPassword({ tdb: scope.tdb, pubsub: services.pubsub }, token, newPassword));
    return { ok: true };
  });
}
