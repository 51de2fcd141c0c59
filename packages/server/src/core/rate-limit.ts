// Throttles, on @fastify/rate-limit, counted in process memory or, when REDIS_URL is set, in Redis, so that every
// instance draws on one allowance.
// - The API throttle: POST /graphql, RATE_LIMIT_API_PER_MINUTE a minute per signed-in user (per client address when
//   signed out; 0 turns it off), by the plugin's own hook; its 429 carries Retry-After. Generous: it stops a script
//   hammering the API, not a person. If Redis fails, requests pass (availability over a coarse throttle).
// - Attempt limits (sign-in, password reset, email links, applicant sign-up, confirmation resends): the plugin's
//   stores (its LocalStore, or its RedisStore and the atomic INCR + PEXPIRE script) used directly, because these
//   count by keys known only inside the handler (the account of the body), some count failures only, and a successful
//   sign-in resets the account's count — none of which the plugin's per-request hook can express. Windows are fixed
//   (they start at the first counted attempt). If Redis fails, the attempt fails (503, retryable): these guard passwords.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { bearerToken } from './auth/tokens.ts';
import type { Services } from './services.ts';

type Count = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Count) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
}
type LocalStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store & { lru: { delete(key: string): void } };
type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => Store;

// The plugin's stores are CommonJS files without their own type declarations.
const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as RedisStoreClass;

const NAMESPACE = 'ascent:rate-limit:';
/** Keys one in-memory limit remembers (least recently used beyond). */
const LOCAL_KEYS = 100_000;

const seconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** One allowance: `max` attempts per key in a window of `windowMs`. Keys are hashed (no email in Redis). */
export class AttemptLimit {
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly store: Store,
    private readonly forget: (hashedKey: string) => Promise<void>,
  ) {}

  /** Counts an attempt; the seconds to wait when it goes beyond the allowance (refuse it), else 0. */
  async take(key: string): Promise<number> {
    const { current, ttl } = await this.call('incr', key);
    return current > this.max ? seconds(ttl) : 0;
  }

  /** The seconds to wait when the allowance is used up, else 0; counts nothing. */
  async wait(key: string): Promise<number> {
    const { current, ttl } = await this.call('read', key);
    return current >= this.max ? seconds(ttl) : 0;
  }

  /** Counts an attempt (a failure, after `wait`). */
  async record(key: string): Promise<void> {
    await this.call('incr', key);
  }

  /** Forgets the key's attempts (a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.forget(hash(key));
  }

  private call(method: 'incr' | 'read', key: string): Promise<Count> {
    return new Promise((resolve, reject) =>
      this.store[method](
        hash(key),
        (err, res) => (err || !res ? reject(err ?? new Error('rate-limit store answered nothing')) : resolve(res)),
        this.windowMs,
        this.max,
      ),
    );
  }
}

const hash = (key: string) => createHash('sha256').update(key, 'utf8').digest('base64url');

/** The attempt limits of one running server, by name. */
export class AttemptLimits {
  private readonly limits = new Map<string, AttemptLimit>();

  constructor(private readonly redis: Redis | null) {}

  /** The limit `name` (created on first use; the same name always means the same allowance). */
  get(name: string, max: number, windowMs: number): AttemptLimit {
    let limit = this.limits.get(name);
    if (!limit) {
      if (this.redis) {
        const redis = this.redis;
        const prefix = `${NAMESPACE}${name}:`;
        limit = new AttemptLimit(max, windowMs, new RedisStore(false, false, redis, prefix), async (key) => {
          await redis.del(prefix + key);
        });
      } else {
        const store = new LocalStore(false, false, LOCAL_KEYS);
        limit = new AttemptLimit(max, windowMs, store, async (key) => store.lru.delete(key));
      }
      this.limits.set(name, limit);
    }
    return limit;
  }
}

// One set of limits per running server (tests start several in one process); created by registerRateLimits.
const registry = new WeakMap<object, AttemptLimits>();

/** The attempt limits of the server these services belong to (in memory when none was registered, e.g. a unit test). */
export function attemptLimits(services: object): AttemptLimits {
  let limits = registry.get(services);
  if (!limits) registry.set(services, (limits = new AttemptLimits(null)));
  return limits;
}

/** The 429 answer of an attempt limit, with Retry-After when a reply is at hand (REST). */
export function tooManyAttempts(message: string, retryAfterSeconds: number, reply?: FastifyReply): AppError {
  reply?.header('retry-after', String(retryAfterSeconds));
  return new AppError('TOO_MANY_ATTEMPTS', message);
}

/** Connects Redis for the limits (when REDIS_URL is set), registers the plugin and the API throttle. */
export async function registerRateLimits(
  app: FastifyInstance,
  services: Pick<Services, 'config' | 'log' | 'tokens'>,
): Promise<void> {
  const { config } = services;
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, (err) => services.log.error({ err }, 'rate-limit store error'))
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  registry.set(services, new AttemptLimits(redis));

  await app.register(fastifyRateLimit, {
    global: false,
    max: config.RATE_LIMIT_API_PER_MINUTE,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: `${NAMESPACE}api:` } : { cache: LOCAL_KEYS }),
    skipOnError: true,
    keyGenerator: async (request) => apiCaller(services, request),
    // statusCode: Mercurius answers the /graphql route's errors itself, with the status an error names.
    errorResponseBuilder: () =>
      Object.assign(new AppError('TOO_MANY_ATTEMPTS', 'Too many requests. Please wait a minute and try again.'), {
        statusCode: 429,
      }),
  });
  if (config.RATE_LIMIT_API_PER_MINUTE > 0) {
    const throttle = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'POST' && request.routeOptions.url === '/graphql')
        await throttle.call(app, request, reply);
    });
  }
}

/** Who calls the API: the user of a valid token, else the client address. */
async function apiCaller(services: Pick<Services, 'tokens'>, request: FastifyRequest): Promise<string> {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await services.tokens.verify(token) : null;
  return claims ? `user:${claims.incubatorId}:${claims.userId}` : `ip:${request.ip}`;
}

// A bad REDIS_URL must fail the start, not the first sign-in.
async function connectRedis(url: string, onError: (err: Error) => void): Promise<Redis> {
  // While Redis is away a command fails at once (no offline queue) and a slow one after a second, so that no request
  // waits for it: the API throttle lets requests through, the attempt limits answer 503 (core/http/unavailable.ts).
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: 1000,
  });
  redis.on('error', onError);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer within 5 s')), 5000);
      }),
    ]);
    return redis;
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
