// The only queries of the accounts module: single-use tokens, and the few user columns they read (the users module
// writes them: markUserConfirmed, setUserPassword in users.public.ts).
import { eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountTokenPurpose } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { users } from '../users/users.tables.ts';
import { accountTokens } from './accounts.schema.ts';

export interface AccountUser {
  id: string;
  email: string;
  firstName: string;
  status: string;
  validated: boolean;
  language: string | null;
}

const accountUserFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  status: users.status,
  validated: users.validated,
  language: users.language,
};

export async function insertAccountToken(
  tdb: TenantDb,
  row: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tdb.insert(accountTokens, row);
}

/**
 * Marks the token used if it is this tenant's, of this purpose, unused and unexpired — in one statement, so two
 * requests racing with the same link cannot both succeed. Returns the user it belongs to, or null.
 */
export async function claimAccountToken(
  tdb: TenantDb,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<{ id: string; userId: string } | null> {
  const rows = await tdb
    .update(
      accountTokens,
      { usedAt: now },
      eq(accountTokens.tokenHash, tokenHash),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, now),
    )
    .returning({ id: accountTokens.id, userId: accountTokens.userId });
  return rows[0] ?? null;
}

/** Retires the user's other outstanding links of a purpose (after one of them was used). */
export async function retireAccountTokens(
  tdb: TenantDb,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
  exceptId?: string,
): Promise<void> {
  await tdb.update(
    accountTokens,
    { usedAt: now },
    eq(accountTokens.userId, userId),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    exceptId ? ne(accountTokens.id, exceptId) : undefined,
  );
}

export async function findAccountUserById(tdb: TenantDb, userId: string): Promise<AccountUser | null> {
  const rows = await tdb
    .select(accountUserFields)
    .from(users)
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountUserByEmail(tdb: TenantDb, email: string): Promise<AccountUser | null> {
  const rows = await tdb
    .select(accountUserFields)
    .from(users)
    .where(tdb.where(users, eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}
