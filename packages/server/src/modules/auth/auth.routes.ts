// POST /auth/local {email, password, incubator} → { token, user }.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userStatusMaySignIn } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import { attemptLimits, tooManyAttempts } from '../../core/rate-limit.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { Services } from '../../core/services.ts';
import { findAuthUserById, findLoginCandidate } from '../users/users.repository.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { verifyPassword } from './passwords.ts';
import { createSession } from '../sessions/sessions.service.ts';

const LocalLogin = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320).email('Email is not a valid email'),
  password: z.string().min(1, 'Password is required').max(1024),
  incubator: z.string().trim().min(1).max(63).optional(),
  /** The answer to 'Maximum number of sessions reached': end the oldest session to make room. */
  endOldestSession: z.boolean().optional(),
});

// Failed attempts allowed per minute, per account and per client address (spec: at most 10 tries a minute). Shared by
// all instances through Redis when REDIS_URL is set (core/rate-limit.ts).
const ATTEMPTS_PER_MINUTE = 10;
const TOO_MANY = 'Too many sign-in attempts. Please wait a minute and try again.';

export async function authRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const limits = attemptLimits(services);
  const perAccount = limits.get('sign-in:account', ATTEMPTS_PER_MINUTE, 60_000);
  const perAddress = limits.get('sign-in:address', ATTEMPTS_PER_MINUTE, 60_000);

  app.post('/auth/local', async (request, reply) => {
    const parsed = LocalLogin.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('. '), {
        fields: parsed.error.issues.map((i) => i.path.join('.')),
      });
    }
    const { email, password, incubator, endOldestSession } = parsed.data;
    const { slug, tenant } = await services.tenants.resolve(request.headers);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND', 'This address names no programme.');
    // The body may name the tenant (spec 01 §7) but never another one than the host's.
    if (incubator && incubator !== slug && incubator !== tenant.id) throw new AppError('FORBIDDEN', 'This sign-in belongs to another programme.');

    const accountKey = `${tenant.id}:${email.toLowerCase()}`;
    // The address counts failures only (a shared office signs many people in). The account counts every attempt up
    // front, atomically (parallel guesses cannot slip past a check-then-count), and a success resets it: in effect,
    // failures since the last success.
    const addressWait = await perAddress.wait(request.ip);
    if (addressWait) throw tooManyAttempts(TOO_MANY, addressWait, reply);
    const accountWait = await perAccount.take(accountKey);
    if (accountWait) throw tooManyAttempts(TOO_MANY, accountWait, reply);
    const tdb = new TenantDb(services.database.db, tenant.id);
    const candidate = await findLoginCandidate(tdb, email);
    const ok = await verifyPassword(candidate?.passwordHash, password);
    // Inactive, archived, denied and deleted accounts get the same answer as a wrong password (pending may sign in).
    if (!candidate || !ok || !userStatusMaySignIn(candidate.status)) {
      await perAddress.record(request.ip);
      throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
    }
    await perAccount.reset(accountKey);
    const user = await findAuthUserById(tdb, candidate.id);
    if (!user) throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
    const { token, sessionId } = await createSession(
      { tdb, tenant, tokens: services.tokens, pubsub: services.pubsub },
      user,
      { userAgent: request.headers['user-agent'] ?? null, ip: request.ip },
      { endOldest: endOldestSession },
    );
    return {
      token,
      sessionId,
      user: { _id: user.id, fullName: fullNameOf(user), email: user.email, role: { type: user.roleType, label: user.roleLabel } },
    };
  });
}
