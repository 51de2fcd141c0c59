// The context every resolver receives: the tenant from the host name, the signed-in user (resolved lazily,
// once per request), and a TenantDb already bound to the tenant.
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

export interface TenantScope {
  tenant: IncubatorRow;
  tdb: TenantDb;
}

export type { SessionUser };

export interface SignedInScope extends TenantScope {
  user: SessionUser;
}

export interface RequestIdentity {
  services: Services;
  tenantSlug: string | null;
  tenant: IncubatorRow | null;
  /** The signed-in user of this tenant, or null; memoised per request. */
  currentUser(): Promise<SessionUser | null>;
  /** The tenant scope, or TENANT_NOT_FOUND. */
  requireTenant(): TenantScope;
  /** The signed-in scope, or AUTHENTICATION_REQUIRED. */
  requireUser(): Promise<SignedInScope>;
}

export type GraphQLContext = MercuriusContext & RequestIdentity;

export async function buildIdentity(
  services: Services,
  headers: IncomingHttpHeaders,
  rawToken: unknown,
  opts: { beforeCommit?: (tx: Db) => Promise<void> } = {},
): Promise<RequestIdentity> {
  const { slug, tenant } = await services.tenants.resolve(headers);
  const tdb = tenant ? new TenantDb(services.database.db, tenant.id, null, opts.beforeCommit) : null;
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
  const requireTenant = (): TenantScope => {
    if (!tenant || !tdb) throw tenantNotFound(slug);
    return { tenant, tdb };
  };
  return {
    services,
    tenantSlug: slug,
    tenant,
    currentUser,
    requireTenant,
    requireUser: async () => {
      const scope = requireTenant();
      const user = await currentUser();
      if (!user) throw authenticationRequired();
      return { ...scope, user };
    },
  };
}
