// A database or Redis that cannot be reached is a passing condition, not a bug: the caller is answered 503 with
// `Retry-After` and the code DEPENDENCY_UNAVAILABLE (the web app shows "Connection problem, retrying" and retries),
// never a generic 500. Used by the REST error handler (core/app.ts) and the GraphQL error presenter
// (core/graphql/plugin.ts); any other 503 (load shedding) gets the same `Retry-After` from `registerRetryAfter`.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Seconds a client is asked to wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 2;

export type Dependency = 'database' | 'redis';

// Socket-level failures, and the SQLSTATEs of a server that is gone, going or not yet there.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const DATABASE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|Client was closed and is not queryable/i;
const REDIS_MESSAGES =
  /Connection is closed|Stream isn't writeable|Command timed out|Reached the max retries per request/i;

/** The dependency whose outage `err` (or one of its causes) reports, or null for any other failure. */
export function outageOf(err: unknown): Dependency | null {
  let e = err as { name?: string; message?: string; code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (e instanceof AppError) return null;
    const message = typeof e.message === 'string' ? e.message : '';
    if (e.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(message)) return 'redis';
    if (DATABASE_MESSAGES.test(message)) return 'database';
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || code.startsWith('08')) return /redis/i.test(message) ? 'redis' : 'database';
    e = e.cause as typeof e;
  }
  return null;
}

export function dependencyUnavailable(dependency: Dependency): AppError {
  return new AppError(
    'DEPENDENCY_UNAVAILABLE',
    `Connection problem: the ${dependency === 'redis' ? 'cache' : 'database'} cannot be reached for a moment. Retry in a few seconds.`,
    { dependency, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

/** Every 503 says when to come back (an earlier hook may have set a more precise value). */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
  });
}
