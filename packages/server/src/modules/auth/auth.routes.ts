// POST /auth/local {email, password, incubator} → { token, user }.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userStatusMaySignIn } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { PUBLIC } from '../../core/graphql/policy.ts';
import { findAuthUserById, findLoginCandidate } from '../users/users.public.ts';
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
  route(app, services, {
    method: 'POST',
    url: '/auth/local',
    access: PUBLIC,
    body: LocalLogin,
    // The body may name the tenant (spec 01 §7) but never another one than the host's.
    check: ({ scope, body: { incubator } }) => {
      if (incubator && incubator !== scope.tenant.slug && incubator !== scope.tenant.id)
        throw new AppError('FORBIDDEN', 'This sign-in belongs to another programme.');
    },
    // The address counts failures only (a shared office signs many people in). The account counts every attempt up
    // front, atomically (parallel guesses cannot slip past a check-then-count), and a right password forgets its
    // count: in effect, failures since the last success.
    rateLimit: [
      {
        name: 'sign-in:address',
        max: ATTEMPTS_PER_MINUTE,
        windowMs: 60_000,
        message: TOO_MANY,
        countsFailures: ['INVALID_CREDENTIALS'],
      },
      {
        name: 'sign-in:account',
        max: ATTEMPTS_PER_MINUTE,
        windowMs: 60_000,
        message: TOO_MANY,
        key: ({ scope, body }) => `${scope.tenant.id}:${body.email.toLowerCase()}`,
        forgetOn: ['success', 'MAX_SESSIONS'],
      },
    ],
    handler: async ({ scope, body: { email, password, endOldestSession }, request }) => {
      const { tdb } = scope;
      const candidate = await findLoginCandidate(tdb, email);
      const ok = await verifyPassword(candidate?.passwordHash, password);
      // Inactive, archived, denied and deleted accounts get the same answer as a wrong password (pending may sign in).
      if (!candidate || !ok || !userStatusMaySignIn(candidate.status))
        throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
      const user = await findAuthUserById(tdb, candidate.id);
      if (!user) throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
      const { token, sessionId } = await createSession(
        scope,
        user,
        { userAgent: request.headers['user-agent'] ?? null, ip: request.ip },
        { endOldest: endOldestSession },
      );
      return {
        token,
        sessionId,
        user: {
          _id: user.id,
          fullName: fullNameOf(user),
          email: user.email,
          role: { type: user.roleType, label: user.roleLabel },
        },
      };
    },
  });
}
