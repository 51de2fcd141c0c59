// The context every resolver receives: the tenant from the host name, the signed-in user (resolved lazily,
// once per request), and a TenantDb already bound to the tenant. requireTenant() and requireUser() hand out the
// request's one scope (core/scope.ts), built here once; resolvers pass it to the services as it is.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { IncomingHttpHeaders } from 'node:http';
import { userStatusMaySignIn } from '@ascent/shared';
import { authenticationRequired, tenantNotFound } from '../errors.ts';
import { TenantDb } from '../db/tenant-db.ts';
import type { Db } from '../db/client.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { Services } from '../services.ts';
import type { IncubatorRow } from '../db/incubators.schema.ts';
import type { SessionUser } from '../identity.ts';
import type { Scope, SignedIn } from '../scope.ts';

export type { SessionUser };

/** Where a request's log lines go and what they carry: the Fastify request (its logger has the request id). */
export interface RequestOrigin {
  log: FastifyBaseLogger;
  id: string;
}

export interface RequestIdentity {
  services: Services;
  tenantSlug: string | null;
  tenant: IncubatorRow | null;
  /** The signed-in user of this tenant, or null; memoised per request. */
  currentUser(): Promise<SessionUser | null>;
  /** The request's scope (no user), or TENANT_NOT_FOUND. */
  requireTenant(): Scope;
  /** The request's scope with its signed-in user, or AUTHENTICATION_REQUIRED. */
  requireUser(): Promise<SignedIn>;
}

export type GraphQLContext = MercuriusContext & RequestIdentity;

export async function buildIdentity(
  services: Services,
  headers: IncomingHttpHeaders,
  rawToken: unknown,
  origin?: RequestOrigin,
  opts: { beforeCommit?: (tx: Db) => Promise<void> } = {},
): Promise<RequestIdentity> {
  const { slug, tenant } = await services.tenants.resolve(headers);
  const tdb = tenant ? new TenantDb(services.database.db, tenant.id, null, opts.beforeCommit) : null;
  const requestId = origin?.id ?? randomUUID();
  const log = origin?.log ?? services.log.child({ reqId: requestId });
  const scope: Scope | null = tenant && tdb ? { services, tenant, tdb, log, requestId } : null;
  let signedIn: SignedIn | undefined;
  let userPromise: Promise<SessionUser | null> | undefined;
  const currentUser = () => {
    userPromise ??= (async () => {
      const token = bearerToken(rawToken);
      if (!token || !tenant || !tdb) return null;
      const claims = await services.tokens.verify(token, tenant.id);
      if (!claims) return null;
      const user = await services.ports.findUserInSession(tdb, claims.userId, claims.sessionId);
      // Only active and pending accounts act (pending: the web's email gate handles them); inactive, archived,
      // denied and deleted ones are refused on every request, as POST /auth/local refuses them.
      return user && userStatusMaySignIn(user.status) ? user : null;
    })();
    return userPromise;
  };
  const requireTenant = (): Scope => {
    if (!scope) throw tenantNotFound(slug);
    return scope;
  };
  return {
    services,
    tenantSlug: slug,
    tenant,
    currentUser,
    requireTenant,
    requireUser: async () => {
      const base = requireTenant();
      const user = await currentUser();
      if (!user) throw authenticationRequired();
      signedIn ??= { ...base, user };
      return signedIn;
    },
  };
}
