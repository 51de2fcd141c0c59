// Wires the services of one process from a configuration and the list of modules (src/modules.ts; src/server.ts
// passes it). Used by main.ts, the seed command, the benchmarks and the integration tests, through src/server.ts.
import type { Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createPubSub } from './pubsub.ts';
import { createLiveStore } from './live/outbox.ts';
import { liveRecoveryJob } from './live/recovery.ts';
import { idempotencyPurgeJob } from './http/idempotency.ts';
import { statisticsJob } from './db/statistics.ts';
import { TenantResolver } from './tenancy.ts';
import { TokenService } from './auth/tokens.ts';
import { loadSecret } from './auth/secret.ts';
import { CredentialSealer } from './auth/sealed.ts';
import { createOutbound } from './http/outbound.ts';
import { buildApp } from './app.ts';
import { createMailer } from './mail/mailer.ts';
import { createJobs, type TaskDefinition } from './jobs.ts';
import { compose, type ServerModule } from './module.ts';
import { createEventBus } from './events/bus.ts';
import { createBatches } from './batch/batches.ts';
import { outageOf } from './http/unavailable.ts';
import type { Services } from './services.ts';
import { createInvalidations } from './cache/invalidation.ts';
import { createIdentityCache } from './cache/identity-cache.ts';

export class StartupError extends Error {}

export async function openDatabaseOrFail(config: Config, log?: Logger): Promise<Database> {
  let database: Database;
  try {
    database = await retryingAtStart('database', config, log, async () => {
      const opened = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        pool: {
          max: config.DB_POOL_MAX,
          connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        },
      });
      try {
        await opened.ping();
        return opened;
      } catch (err) {
        await opened.close().catch(() => {});
        throw err;
      }
    });
  } catch (err) {
    // Another process holds the embedded database: its own line names the holder.
    if (err instanceof DataDirLockedError) throw new StartupError(err.message);
    const where = config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : `${config.DATA_DIR}/pglite`;
    throw new StartupError(`Cannot open the database at ${where}: ${rootMessage(err)}`);
  }
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => {});
    throw new StartupError(`Database migration failed: ${rootMessage(err)}`);
  }
  return database;
}

export async function createServices(
  config: Config,
  modules: readonly ServerModule[],
  log: Logger = createLogger(config),
): Promise<Services> {
  // A module list that leaves a platform port unprovided (or provides one twice) stops here, before any I/O.
  const { ports, events: registry } = compose(modules);
  const database = await openDatabaseOrFail(config, log);
  let pubsub;
  try {
    pubsub = await retryingAtStart('Redis', config, log, () =>
      createPubSub(config.REDIS_URL, throttled(log, 'live-update transport error'), {
        log,
        store: createLiveStore(database.db),
      }),
    );
  } catch (err) {
    await database.close().catch(() => {});
    throw new StartupError(rootMessage(err));
  }
  const secret = loadSecret({ secret: config.SECRET, dataDir: config.DATA_DIR });
  const invalidations = createInvalidations(pubsub, (err) => log.error({ err }, 'cache invalidation failed'));
  const onRefreshError = (err: unknown) => log.warn({ err }, 'cache refresh failed');
  const identities = createIdentityCache(database.db, ports.findUserInSession, invalidations, {
    ttlMs: config.IDENTITY_CACHE_TTL_MS,
    onRefreshError,
  });
  const events = createEventBus({
    database,
    log,
    registry,
    retryAfterSeconds: config.EVENTS_RETRY_AFTER_SECONDS,
    services: () => services,
    jobs: () => services.jobs,
  });
  const batches = createBatches({
    database,
    kinds: modules.flatMap((m) => m.batches ?? []),
    services: () => services,
  });
  const services: Services = {
    config,
    log,
    database,
    pubsub,
    tenants: new TenantResolver(database.db, ports.findTenantBySlug, {
      defaultTenant: config.DEFAULT_TENANT,
      trustProxy: config.TRUST_PROXY,
      publicUrl: config.PUBLIC_URL,
      port: config.PORT,
      ttlMs: config.TENANT_CACHE_TTL_MS,
      invalidations,
      onRefreshError,
    }),
    identities,
    tokens: new TokenService(secret),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log,
      logSecrets: config.MAIL_LOG_SECRETS,
    }),
    jobs: createJobs(database, log, () => services, {
      definitions: [
        ...modules.flatMap((m) => m.jobs ?? []),
        events.recoveryJob,
        batches.recoveryJob,
        liveRecoveryJob,
        idempotencyPurgeJob,
        statisticsJob,
      ],
      tasks: [
        ...modules.flatMap((m) => m.tasks ?? []),
        events.queuedHandlerTask as TaskDefinition<never>,
        batches.task as TaskDefinition<never>,
      ],
    }),
    events,
    batches,
    outbound: createOutbound({ allowHosts: config.OUTBOUND_ALLOW_HOSTS }),
    sealer: new CredentialSealer(
      secret,
      config.SECRET_PREVIOUS ? new TextEncoder().encode(config.SECRET_PREVIOUS) : null,
    ),
    modules,
    // The user of a token is read through the identity cache (core/cache/identity-cache.ts).
    ports: { ...ports, findUserInSession: identities.findUserInSession },
    lifecycle: { draining: false },
  };
  // After the migrations, before serving: the modules' start work (e.g. resealing stored credentials).
  for (const mod of modules) if (mod.onStart) await mod.onStart(services);
  return services;
}

export interface Running {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

export async function createRunning(
  env: Record<string, string | undefined>,
  opts: { modules: readonly ServerModule[]; webDist?: string | null },
): Promise<Running> {
  const config = loadConfig(env);
  const services = await createServices(config, opts.modules);
  let app: FastifyInstance;
  try {
    app = await buildApp(services, opts);
  } catch (err) {
    // A module left something undeclared (a policy, a route's access): nothing stays open behind the refusal.
    await services.pubsub.close().catch(() => {});
    services.mailer.close();
    await services.database.close().catch(() => {});
    throw err;
  }
  if (config.JOBS) {
    try {
      await services.jobs.start();
    } catch (err) {
      await app.close().catch(() => {});
      await services.pubsub.close().catch(() => {});
      services.mailer.close();
      await services.database.close().catch(() => {});
      throw new StartupError(`The job queue did not start: ${rootMessage(err)}`);
    }
    // PGlite has no autovacuum: a first pass of the statistics job right away, not ten minutes after a seed.
    if (services.database.driver === 'pglite') await services.jobs.enqueue(statisticsJob.name);
  }
  // Events committed by a process that stopped before dispatching them (those older than EVENTS_RETRY_AFTER_SECONDS;
  // the recurring pass takes the younger ones later). A failure here is logged: the recurring pass retries.
  await services.events
    .recover()
    .catch((err: unknown) => services.log.error({ err }, 'domain event recovery at start failed'));
  let closed = false;
  return {
    app,
    services,
    close: async () => {
      if (closed) return;
      closed = true;
      services.lifecycle.draining = true;
      await services.jobs.stop();
      await app.close(); // no new connections; requests in flight are answered, sockets closed
      // Live updates still waiting for Redis: a moment to hand them on; what stays is in the outbox for the others.
      await services.pubsub.delivery.drained(Math.min(2000, config.SHUTDOWN_GRACE_SECONDS * 250));
      await services.pubsub.close();
      services.mailer.close();
      services.identities.close();
      await services.events.flushMarks(); // the "dispatched" marks still waiting (core/events/marks.ts)
      await services.database.close();
    },
  };
}

/**
 * Runs `attempt` until it succeeds, retrying an outage (core/http/unavailable.ts: refused, reset, timed out…) with
 * backoff (0.5 s doubling to 5 s) for STARTUP_RETRY_SECONDS; any other failure, or the last one, is thrown.
 */
export async function retryingAtStart<T>(
  what: string,
  config: Pick<Config, 'STARTUP_RETRY_SECONDS'>,
  log: Logger | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const until = Date.now() + config.STARTUP_RETRY_SECONDS * 1000;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5000)) {
    try {
      return await attempt();
    } catch (err) {
      const transient = outageOf(err) !== null || /did not answer within/.test(String((err as Error)?.message));
      if (!transient || Date.now() + delay > until) throw err;
      log?.warn({ cause: rootMessage(err), retryInMs: delay }, `${what} not reachable yet; retrying`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** An error logger that says it once per 10 s (a transport down reports every reconnection attempt). */
function throttled(log: Logger, message: string): (err: Error) => void {
  let last = 0;
  let skipped = 0;
  return (err) => {
    if (Date.now() - last < 10_000) {
      skipped++;
      return;
    }
    log.error({ err, repeated: skipped }, message);
    last = Date.now();
    skipped = 0;
  };
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** The innermost cause of an error on one line (drivers wrap the useful part, e.g. ECONNREFUSED). */
export function rootMessage(err: unknown): string {
  let e = err as { message?: string; cause?: unknown; code?: string } | undefined;
  while (e && e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  const text = e?.message || e?.code || String(err);
  return text.replace(/\s+/g, ' ').trim();
}
