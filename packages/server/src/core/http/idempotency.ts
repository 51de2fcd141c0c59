// Idempotency keys for mutations (after Stripe's API): a POST /graphql with an `Idempotency-Key` header from a signed-in
// user is run once per (organisation, user, key) within IDEMPOTENCY_KEY_TTL_HOURS; a repeat answers the first answer
// (`Idempotent-Replayed: true`) without running again. The key is claimed before the mutation runs, marked
// `committed` inside its transaction (TenantDb's beforeCommit), and its answer stored after. A first attempt that
// failed before committing (an outage: 5xx) frees its key, so the retry runs; one that committed but could not answer
// is answered CONFLICT `alreadyApplied` on retry (the write is there once: refetch). See docs/operations.md.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS } from '@ascent/shared';
import { AppError } from '../errors.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import type { JobDefinition } from '../jobs.ts';
import type { Services } from '../services.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

/**
 * A key claimed this long ago, neither answered nor applied, is taken to be abandoned (its process stopped, or the
 * database went away before the claim could be released) and a repeat runs. Mutations answer well within it.
 */
const ABANDONED_AFTER_SECONDS = 15;

interface Claim {
  incubatorId: string;
  userId: string;
  key: string;
  /** Run in the mutation's transaction, just before it commits. */
  markCommitted(tx: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

/** The claim of this request's key, for the GraphQL context's TenantDb (core/graphql/plugin.ts). */
export const idempotencyClaimOf = (request: FastifyRequest): Claim | undefined => request.idempotencyClaim;

export function registerIdempotency(app: FastifyInstance, services: Services): void {
  const db = services.database.db;
  const where = (c: Pick<Claim, 'incubatorId' | 'userId' | 'key'>) =>
    and(
      eq(idempotencyKeys.incubatorId, c.incubatorId),
      eq(idempotencyKeys.userId, c.userId),
      eq(idempotencyKeys.key, c.key),
    );

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || request.method !== 'POST' || request.routeOptions.url !== '/graphql') return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new AppError('BAD_REQUEST', 'Idempotency-Key: 1 to 128 letters, digits, "-", "_", "." or ":".', {
        field: IDEMPOTENCY_KEY_HEADER,
      });
    // Keys are the signed-in user's: a request without a valid token runs without one (it will be refused anyway).
    const { tenant } = await services.tenants.resolve(request.headers);
    const token = bearerToken(request.headers.authorization);
    const claims = tenant && token ? await services.tokens.verify(token, tenant.id) : null;
    if (!tenant || !claims) return;
    const id = { incubatorId: tenant.id, userId: claims.userId, key };
    const requestHash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('base64url');
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...id, requestHash, expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [row] = await db.select().from(idempotencyKeys).where(where(id)).limit(1);
      if (row && !(await answerRepeat(reply, row, requestHash))) {
        // Claimed by a request that never answered nor committed (see ABANDONED_AFTER_SECONDS): take it over.
        const taken = await db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now()`, requestHash })
          .where(
            and(
              where(id),
              eq(idempotencyKeys.committed, false),
              sql`${idempotencyKeys.status} is null`,
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (!taken.length)
          throw new AppError('SERVICE_UNAVAILABLE', 'A request with this Idempotency-Key is still being answered.', {
            reason: 'idempotencyKeyInUse',
          });
      }
      if (reply.sent) return reply;
    }
    request.idempotencyClaim = {
      ...id,
      markCommitted: async (tx) => {
        await tx.update(idempotencyKeys).set({ committed: true }).where(where(id));
      },
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    try {
      if (reply.statusCode >= 500) {
        // Nothing committed: the retry must run. Committed: the row stays, and the retry learns it was applied.
        const release = () => db.delete(idempotencyKeys).where(and(where(claim), eq(idempotencyKeys.committed, false)));
        await release().catch(() => releaseLater(release));
      } else if (typeof payload === 'string') {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            response: payload,
            contentType: typeof contentType === 'string' ? contentType : null,
          })
          .where(where(claim));
      }
    } catch (err) {
      request.log.warn({ err }, 'idempotency key not recorded'); // the answer still goes out
    }
    return payload;
  });
}

/** The database is away: release the claim once it is back (a retry meanwhile waits ABANDONED_AFTER_SECONDS). */
function releaseLater(release: () => Promise<unknown>, attempt = 1): void {
  if (attempt > ABANDONED_AFTER_SECONDS) return;
  setTimeout(() => void release().catch(() => releaseLater(release, attempt + 1)), 1000).unref();
}

/** Answers a repeat from the stored row; false when the key's first request is still unanswered. */
async function answerRepeat(
  reply: FastifyReply,
  row: typeof idempotencyKeys.$inferSelect,
  requestHash: string,
): Promise<boolean> {
  if (row.requestHash !== requestHash)
    throw new AppError('BAD_REQUEST', 'This Idempotency-Key was used for another request.', {
      reason: 'idempotencyKeyReused',
    });
  if (row.status !== null && row.response !== null) {
    await reply
      .status(row.status)
      .header('idempotent-replayed', 'true')
      .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
      .send(row.response);
    return true;
  }
  if (row.committed)
    throw new AppError('CONFLICT', 'This request was already applied; its first answer was lost. Reload to see it.', {
      reason: 'alreadyApplied',
    });
  return false;
}

/** Hourly: keys past their time are forgotten. */
export const idempotencyPurgeJob: JobDefinition = {
  name: 'idempotency-keys-purge',
  cron: '17 * * * *',
  run: async (services: Services) => {
    await services.database.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
  },
};
