// REST of spec 01 §7: POST /api/users/validate/{token}, /api/users/sendresetpassword {email},
// /api/users/resetpassword {token, newPassword}.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@ascent/shared';
import { attemptLimits } from '../../core/rate-limit.ts';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { PUBLIC } from '../../core/graphql/policy.ts';
import { confirmEmail, resetPassword, sendPasswordReset } from './accounts.service.ts';

const ResetRequest = z.object({
  email: z.string('Email is required').trim().min(1, 'Email is required').max(320).email('Email is not a valid email'),
});

const ResetPassword = z.object({
  token: z.string('Token is required').min(1, 'Token is required').max(256),
  // The length rule itself is the service's (one message for both limits); this only bounds the input.
  newPassword: z.string('New password is required').max(PASSWORD_MAX_LENGTH * 4, 'The password is too long'),
});

// Requests for reset emails a minute per client address; failed token uses a minute per address. Shared by all
// instances through Redis when REDIS_URL is set (core/rate-limit.ts).
const RESET_REQUESTS_PER_MINUTE = 10;
const TOKEN_FAILURES_PER_MINUTE = 20;
// Reset emails per account per quarter hour; beyond, requests are answered the same and send nothing.
const RESET_EMAILS_PER_ACCOUNT = 3;
/** Failed uses of account links (unknown, used or expired tokens), per client address. */
const TOKEN_FAILURES = {
  name: 'account-link:address',
  max: TOKEN_FAILURES_PER_MINUTE,
  windowMs: 60_000,
  message: 'Too many attempts. Please wait a minute and try again.',
  countsFailures: ['INVALID_TOKEN'],
} as const;

export async function accountsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Reset emails are sent after the answer; closing waits for those under way.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const resetEmails = attemptLimits(services).get('reset:account', RESET_EMAILS_PER_ACCOUNT, 15 * 60_000);

  // Signed out, by the link's token.
  route(app, services, {
    method: 'POST',
    url: '/api/users/validate/:token',
    access: PUBLIC,
    rateLimit: TOKEN_FAILURES,
    handler: async ({ scope, params }) => {
      await confirmEmail(scope.tdb, params.token);
      return { ok: true };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/api/users/sendresetpassword',
    access: PUBLIC,
    body: ResetRequest,
    rateLimit: {
      name: 'reset:address',
      max: RESET_REQUESTS_PER_MINUTE,
      windowMs: 60_000,
      message: 'Too many requests. Please wait a minute and try again.',
    },
    handler: async ({ scope, body: { email }, request }) => {
      if (!(await resetEmails.take(`${scope.tenant.id}:${email.toLowerCase()}`))) {
        // Not awaited: the answer must take the same time whether or not the address has an account.
        const job = sendPasswordReset(scope, email)
          .catch((err: unknown) => request.log.error({ err }, 'password reset email failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      }
      return { ok: true };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/api/users/resetpassword',
    access: PUBLIC,
    body: ResetPassword,
    rateLimit: TOKEN_FAILURES,
    handler: async ({ scope, body: { token, newPassword } }) => {
      await resetPassword(scope, token, newPassword);
      return { ok: true };
    },
  });
}
