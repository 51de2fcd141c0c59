// The users module's public file: what other modules may call of people (docs/architecture.md, "Module boundaries").
// They import this file (and users.tables.ts for a join), never the repository or the schema.
import { grantedScope, type PermissionKey } from '@ascent/shared';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { fullNameOf } from './users.presenter.ts';
import { roles, users } from './users.schema.ts';

/** Full names by id (the home dashboard's authors). No foreign key points from posts to users, so an id may have no
 * row (an erased account): it is simply absent from the map. */
export async function fullNamesById(tdb: TenantDb, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, fullNameOf(r)]));
}

export {
  findAuthUserById,
  findLoginCandidate,
  findPasswordHash,
  findRoleByType,
  insertUser,
  markUserConfirmed,
  selfAndStartupCoMembers,
  setUserPassword,
  shareAStartup,
  updateUserRole,
  updateUserStatus,
} from './users.repository.ts';

export { rulesOfUser } from './profile-fields.service.ts';
export { shownFieldsFor } from './profile.service.ts';
export { mayViewUser } from './user-visibility.ts';

/** The live (not deleted) people of the tenant with their role type: the audience of what is shown by role. */
export async function liveUserRoles(tdb: TenantDb): Promise<{ id: string; roleType: string }[]> {
  return tdb
    .select({ id: users.id, roleType: roles.type })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, ne(users.status, 'deleted')));
}

/**
 * The live people whose role grants `key` (in any scope but NONE), by name: who may be picked for a kind of work
 * (the evaluators of an intake). A grant does not say what they reach; the caller checks that per item.
 */
export async function peopleWithPermission(
  tdb: TenantDb,
  key: PermissionKey,
): Promise<{ id: string; firstName: string; lastName: string }[]> {
  const rows = await tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, ne(users.status, 'deleted')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows
    .filter((r) => grantedScope(r.permissions, key) !== 'NONE')
    .map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
}
