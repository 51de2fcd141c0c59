// The one scope every service function takes first: who asks (the user, when one is signed in), for which
// organisation (the tenant and a TenantDb bound to it), with what (the process services), and how to say so in the
// logs (a logger whose lines carry the request or job id). Built once per entry point — the GraphQL context
// (core/graphql/context.ts), route() (core/http/route.ts), the event bus (core/events/bus.ts) and the jobs
// (jobScope) — never by a resolver or a service.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { IncubatorRow } from './db/incubators.schema.ts';
import { TenantDb } from './db/tenant-db.ts';
import type { SessionUser } from './identity.ts';
import type { Services } from './services.ts';

/** What every entry point has, even without an organisation (ANY_HOST routes such as the health checks). */
export interface HostScope {
  readonly services: Services;
  /** The request's or job's logger: its lines carry `reqId` (requests) or `jobId` (jobs and event handlers). */
  readonly log: FastifyBaseLogger;
  /** The request id (GraphQL and REST), or `job:<id>` / `event:<id>` for background work. */
  readonly requestId: string;
}

/** A request or a job inside one organisation: the scope service functions take first. */
export interface Scope extends HostScope {
  readonly tenant: IncubatorRow;
  readonly tdb: TenantDb;
  /** The signed-in user; absent for public requests and for jobs and event handlers acting for nobody. */
  readonly user?: SessionUser;
}

/** A scope whose user is known (signed-in requests): `SignedIn` is `Scope & { user }`. */
export type SignedIn<S extends Scope = Scope> = S & { readonly user: SessionUser };

/** The scope of background work in one organisation (a job's run, an event's handler): no user. */
export type JobScope = Scope & { readonly user?: undefined };

/**
 * The scope of one organisation's share of a job or an event handler. `id` names the run (the job's or event's
 * id); without one a fresh id is drawn, so the log lines of one run can still be told apart.
 */
export function jobScope(services: Services, tenant: IncubatorRow, id: string = randomUUID()): JobScope {
  const requestId = id.includes(':') ? id : `job:${id}`;
  return {
    services,
    tenant,
    tdb: new TenantDb(services.database.db, tenant.id),
    log: services.log.child({ jobId: requestId, incubatorId: tenant.id }),
    requestId,
  };
}

/** The same scope, now acting for `user` (e.g. a sign-in that has just found its user). */
export const signedIn = <S extends Scope>(scope: S, user: SessionUser): SignedIn<S> => ({ ...scope, user });
