// The organisation's roles (the table lives with the users, who point at it) and how many users hold each.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { roles, users, type RoleRow } from '../users/users.tables.ts';

export type RoleWithCount = RoleRow & { userCount: number };

const notDeleted = () => ne(users.status, 'deleted');

export async function listRolesWithCounts(tdb: TenantDb): Promise<RoleWithCount[]> {
  const rows = await tdb
    .select({ role: roles, userCount: count(users.id) })
    .from(roles)
    .leftJoin(users, and(eq(users.incubatorId, roles.incubatorId), eq(users.roleId, roles.id), notDeleted()))
    .where(tdb.where(roles))
    .groupBy(roles.incubatorId, roles.id)
    .orderBy(roles.isCustom, roles.createdAt, roles.id);
  return rows.map((r) => ({ ...r.role, userCount: Number(r.userCount) }));
}

export async function findRole(tdb: TenantDb, id: string): Promise<RoleRow | null> {
  const [row] = await tdb
    .select()
    .from(roles)
    .where(tdb.where(roles, eq(roles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findRoleWithCount(tdb: TenantDb, id: string): Promise<RoleWithCount | null> {
  const role = await findRole(tdb, id);
  return role ? { ...role, userCount: await countUsersWithRole(tdb, id) } : null;
}

/** Another role of the organisation with this name, in any case. */
export async function findRoleByLabel(tdb: TenantDb, label: string, exceptId?: string): Promise<{ id: string } | null> {
  const [row] = await tdb
    .select({ id: roles.id })
    .from(roles)
    .where(
      tdb.where(
        roles,
        eq(sql`lower(${roles.label})`, label.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countUsersWithRole(tdb: TenantDb, roleId: string): Promise<number> {
  const [row] = await tdb
    .select({ n: count() })
    .from(users)
    .where(tdb.where(users, eq(users.roleId, roleId), notDeleted()));
  return Number(row?.n ?? 0);
}

export type RoleValues = Pick<RoleRow, 'type' | 'label' | 'permissions' | 'userAccess' | 'startupAccess'>;

export async function insertCustomRole(tdb: TenantDb, values: RoleValues): Promise<RoleRow> {
  const [row] = await tdb.insert(roles, { ...values, isCustom: true }).returning();
  return row!;
}

export async function updateRoleRow(
  tdb: TenantDb,
  id: string,
  values: Partial<Omit<RoleValues, 'type'>>,
): Promise<RoleRow | null> {
  const [row] = await tdb.update(roles, values, eq(roles.id, id)).returning();
  return row ?? null;
}

/** Deletes a custom role; a default role is never deleted here. Returns whether a row went. */
export async function deleteCustomRole(tdb: TenantDb, id: string): Promise<boolean> {
  const rows = await tdb.delete(roles, eq(roles.id, id), eq(roles.isCustom, true)).returning({ id: roles.id });
  return rows.length > 0;
}

/** A new organisation's roles: one default role per type (their access as the demo seed sets it). */
export async function insertDefaultRoles(tdb: TenantDb, values: readonly RoleValues[]): Promise<void> {
  await tdb.insert(
    roles,
    values.map((v) => ({ ...v, isCustom: false })),
  );
}
