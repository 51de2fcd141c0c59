// The only queries of single sign-on: connections and started sign-ins, always within one tenant.
import { and, asc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { ssoConnections, ssoLoginStates, type SsoConnectionRow, type SsoLoginStateRow } from './sso.schema.ts';

export async function listConnections(
  tdb: TenantDb,
  opts: { enabledOnly?: boolean } = {},
): Promise<SsoConnectionRow[]> {
  return tdb
    .select()
    .from(ssoConnections)
    .where(tdb.where(ssoConnections, opts.enabledOnly ? eq(ssoConnections.enabled, true) : undefined))
    .orderBy(asc(ssoConnections.createdAt), asc(ssoConnections.id));
}

export async function findConnection(tdb: TenantDb, id: string): Promise<SsoConnectionRow | null> {
  const rows = await tdb
    .select()
    .from(ssoConnections)
    .where(tdb.where(ssoConnections, eq(ssoConnections.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export type ConnectionFields = Pick<SsoConnectionRow, 'provider' | 'name' | 'issuer' | 'clientId' | 'enabled'> & {
  clientSecret?: string | null;
};

export async function insertConnection(tdb: TenantDb, fields: ConnectionFields): Promise<SsoConnectionRow> {
  const [row] = await tdb
    .insert(ssoConnections, { protocol: 'oidc', ...fields, clientSecret: fields.clientSecret ?? null })
    .returning();
  return row!;
}

/** `clientSecret` undefined keeps the stored one. */
export async function updateConnection(
  tdb: TenantDb,
  id: string,
  fields: ConnectionFields,
): Promise<SsoConnectionRow | null> {
  const [row] = await tdb
    .update(ssoConnections, { ...fields, updatedAt: new Date() }, eq(ssoConnections.id, id))
    .returning();
  return row ?? null;
}

/** The connections with a stored client secret, for resealing it (sso.secrets.ts). */
export async function listStoredClientSecrets(tdb: TenantDb): Promise<{ id: string; clientSecret: string }[]> {
  const rows = await tdb
    .select({ id: ssoConnections.id, clientSecret: ssoConnections.clientSecret })
    .from(ssoConnections)
    .where(tdb.where(ssoConnections, isNotNull(ssoConnections.clientSecret)));
  return rows.filter((r): r is { id: string; clientSecret: string } => r.clientSecret !== null);
}

/**
 * Writes a resealed client secret only over the value it was computed from: when another instance resealed it,
 * or an administrator changed it, in between, nothing is written. The connection's version (updated_at) is kept:
 * the secret itself has not changed.
 */
export async function replaceStoredClientSecret(
  tdb: TenantDb,
  id: string,
  expected: string,
  next: string,
): Promise<boolean> {
  const rows = await tdb
    .update(
      ssoConnections,
      { clientSecret: next },
      eq(ssoConnections.id, id),
      eq(ssoConnections.clientSecret, expected),
    )
    .returning({ id: ssoConnections.id });
  return rows.length > 0;
}

export async function deleteConnection(tdb: TenantDb, id: string): Promise<boolean> {
  const rows = await tdb.delete(ssoConnections, eq(ssoConnections.id, id)).returning({ id: ssoConnections.id });
  return rows.length > 0;
}

export async function insertLoginState(
  tdb: TenantDb,
  values: Pick<SsoLoginStateRow, 'state' | 'nonce' | 'codeVerifier' | 'returnTo' | 'connectionId' | 'expiresAt'>,
): Promise<void> {
  await tdb.insert(ssoLoginStates, values);
}

/** Forgets sign-ins that can no longer complete, so started-and-abandoned sign-ins do not pile up. */
export async function deleteExpiredLoginStates(tdb: TenantDb, now: Date): Promise<void> {
  await tdb.delete(ssoLoginStates, lt(ssoLoginStates.expiresAt, now));
}

/** Marks the state as used by a code, atomically: only the first caller of a live, unused state gets it. */
export async function consumeLoginState(tdb: TenantDb, state: string, now: Date): Promise<SsoLoginStateRow | null> {
  const [row] = await tdb
    .update(
      ssoLoginStates,
      { usedAt: now },
      eq(ssoLoginStates.state, state),
      isNull(ssoLoginStates.usedAt),
      gt(ssoLoginStates.expiresAt, now),
    )
    .returning();
  return row ?? null;
}

export async function recordAuthenticatedUser(tdb: TenantDb, id: string, userId: string): Promise<void> {
  await tdb.update(ssoLoginStates, { userId }, eq(ssoLoginStates.id, id));
}

/**
 * Claims an authenticated state whose session is still to be issued (after "maximum sessions"), atomically.
 * Released again with `releaseCompletion` when issuing fails.
 */
export async function claimCompletion(tdb: TenantDb, state: string, now: Date): Promise<SsoLoginStateRow | null> {
  const [row] = await tdb
    .update(
      ssoLoginStates,
      { completedAt: now },
      eq(ssoLoginStates.state, state),
      and(isNotNull(ssoLoginStates.usedAt), isNotNull(ssoLoginStates.userId)),
      isNull(ssoLoginStates.completedAt),
      gt(ssoLoginStates.expiresAt, now),
    )
    .returning();
  return row ?? null;
}

export async function releaseCompletion(tdb: TenantDb, id: string): Promise<void> {
  await tdb.update(ssoLoginStates, { completedAt: sql`null` }, eq(ssoLoginStates.id, id));
}
