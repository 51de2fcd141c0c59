import { eq, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { roles, users } from './users.schema.ts';

const authUserFields = {
  id: users.id,
  incubatorId: users.incubatorId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  headline: users.headline,
  avatar: users.avatar,
  status: users.status,
  validated: users.validated,
  language: users.language,
  timezone: users.timezone,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleType: roles.type,
  roleLabel: roles.label,
};

export type AuthUser = {
  id: string;
  incubatorId: string;
  email: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  avatar: string | null;
  status: string;
  validated: boolean;
  language: string | null;
  timezone: string | null;
  createdAt: Date;
  roleId: string;
  roleType: string;
  roleLabel: string | null;
};

export async function findAuthUserById(tdb: TenantDb, userId: string): Promise<AuthUser | null> {
  const rows = await tdb
    .select(authUserFields)
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLoginCandidate(tdb: TenantDb, email: string) {
  const rows = await tdb
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(tdb.where(users, eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}
