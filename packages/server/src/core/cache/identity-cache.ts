// The user and session behind a token, cached for a few seconds: every signed-in request asks for them, and a
// page of the web app makes several requests at once. Any write through a TenantDb to the tables they are read
// from (users, roles, sessions: a sign-out, a role change, a deactivation, a profile edit) drops the tenant's
// entries here at once and, through the invalidation channel, on every other instance. A change made outside the
// application (SQL typed by an operator) is seen within IDENTITY_CACHE_TTL_MS.
import { getTableName, type Table } from 'drizzle-orm';
import type { PlatformPorts } from '../module.ts';
import type { SessionUser } from '../identity.ts';
import { onTenantWrite, TenantDb } from '../db/tenant-db.ts';
import type { Db } from '../db/client.ts';
import { RefreshingCache } from './refreshing-cache.ts';
import type { Invalidations } from './invalidation.ts';

/** The tables a cached identity is read from (users.repository.ts findAuthUserInSession). */
const IDENTITY_TABLES = new Set(['users', 'roles', 'user_sessions']);

export interface IdentityCache {
  findUserInSession: PlatformPorts['findUserInSession'];
  /** Drops every cached identity of a tenant, here and on the other instances. */
  invalidateTenant(incubatorId: string): void;
  close(): void;
}

export function createIdentityCache(
  db: Db,
  find: PlatformPorts['findUserInSession'],
  invalidations: Invalidations,
  opts: { ttlMs: number; onRefreshError: (err: unknown) => void },
): IdentityCache {
  // The key carries the tenant, the user and the session (ids without a slash: checked by the token's verifier).
  const cache = new RefreshingCache<string, SessionUser | null>(
    (key) => {
      const [incubatorId, userId, sessionId] = key.split('/') as [string, string, string];
      return find(new TenantDb(db, incubatorId), userId, sessionId);
    },
    { ttlMs: opts.ttlMs, maxEntries: 50_000, onRefreshError: opts.onRefreshError },
  );
  const dropTenant = (incubatorId: string) => cache.deleteWhere((key) => key.startsWith(`${incubatorId}/`));
  invalidations.on('identity', dropTenant);
  const announced = new Set<string>();
  const stopWatching = onTenantWrite((incubatorId, table) => {
    if (!IDENTITY_TABLES.has(getTableName(table as Table))) return;
    dropTenant(incubatorId);
    // One announcement per tenant per tick: a write is heard up to three times (built, ran, committed).
    if (announced.has(incubatorId)) return;
    announced.add(incubatorId);
    queueMicrotask(() => {
      announced.delete(incubatorId);
      invalidations.announce('identity', incubatorId);
    });
  });
  const disabled = opts.ttlMs <= 0;
  return {
    findUserInSession: async (tdb, userId, sessionId) => {
      if (disabled) return find(tdb, userId, sessionId);
      // Inside a transaction the caller reads its own writes: no cache.
      if (tdb.inTransaction || [userId, sessionId].some((id) => id.includes('/'))) return find(tdb, userId, sessionId);
      return cache.get(`${tdb.incubatorId}/${userId}/${sessionId}`);
    },
    invalidateTenant: (incubatorId) => {
      dropTenant(incubatorId);
      invalidations.announce('identity', incubatorId);
    },
    close: stopWatching,
  };
}
