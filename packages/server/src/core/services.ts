// The process-wide services, created once at start and handed to every request's context.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PubSub } from './pubsub.ts';
import type { TenantResolver } from './tenancy.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Jobs } from './jobs.ts';
import type { Outbound } from './http/outbound.ts';
import type { CredentialSealer } from './auth/sealed.ts';
import type { PlatformPorts, ServerModule } from './module.ts';
import type { EventBus } from './events/bus.ts';
import type { IdentityCache } from './cache/identity-cache.ts';
import type { Batches } from './batch/batches.ts';

export interface Services {
  config: Config;
  log: Logger;
  database: Database;
  pubsub: PubSub;
  tenants: TenantResolver;
  /** The user and session of a token, cached briefly and dropped on any change (core/cache/identity-cache.ts). */
  identities: IdentityCache;
  tokens: TokenService;
  mailer: Mailer;
  /** Recurring background work (core/jobs.ts); started by createRunning when JOBS is on. */
  jobs: Jobs;
  /** The guarded HTTP client for every fetch made on a user's say-so (core/http/outbound.ts). */
  outbound: Outbound;
  /** Seals and opens the credentials stored in the database (core/auth/sealed.ts). */
  sealer: CredentialSealer;
  /** Domain events: publish in a mutation's transaction, dispatched after its commit (core/events). */
  events: EventBus;
  /** Bulk operations of the modules' kinds, worked by a queued task and resumed after a restart (core/batch). */
  batches: Batches;
  /** Set once the process starts stopping: /readyz answers 503 so that load balancers send no new traffic. */
  lifecycle: { draining: boolean };
  /** The registered modules (src/modules.ts), in their order. */
  modules: readonly ServerModule[];
  /** What core needs of the domain, each provided by the module that owns it (core/module.ts). */
  ports: PlatformPorts;
}
