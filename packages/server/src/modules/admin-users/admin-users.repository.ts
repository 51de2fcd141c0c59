// The users screen's queries: keyset pages sorted by name, the rows an administrator changes (written through
// users.public.ts), and the locks that keep the last Admin from being demoted by two changes at once.
import { asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { roles, users } from '../users/users.tables.ts';

export interface UserFilters {
  /** Lower-cased words to find in the name or the email. */
  search?: string | null;
  roleId?: string | null;
  /** Stored spellings of the wanted status. */
  statuses?: readonly string[] | null;
  /** Only users whose role is of one of these types. */
  roleTypes?: readonly string[] | null;
}

export interface UserCursor {
  sortName: string;
  id: string;
}

export interface ManagedUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  validated: boolean;
  createdAt: Date;
  sortName: string;
  roleId: string;
  roleType: string;
  roleLabel: string | null;
}

const sortName = sql<string>`lower(${users.firstName} || ' ' || ${users.lastName})`;
const notDeleted = () => ne(sql`lower(${users.status})`, 'deleted');

const fields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  validated: users.validated,
  createdAt: users.createdAt,
  sortName,
  roleId: roles.id,
  roleType: roles.type,
  roleLabel: roles.label,
};

/** `%word%` with LIKE's own wildcards taken literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(f: UserFilters): (SQL | undefined)[] {
  const words = f.search?.split(/\s+/).filter(Boolean) ?? [];
  return [
    notDeleted(),
    f.roleId ? eq(users.roleId, f.roleId) : undefined,
    f.statuses ? (f.statuses.length ? inArray(sql`lower(${users.status})`, [...f.statuses]) : sql`false`) : undefined,
    f.roleTypes ? (f.roleTypes.length ? inArray(roles.type, [...f.roleTypes]) : sql`false`) : undefined,
    // Every word must appear in the name or the email.
    ...words.map((w) => or(sql`${sortName} like ${likePattern(w)}`, sql`lower(${users.email}) like ${likePattern(w)}`)),
  ];
}

export async function listManagedUsers(
  tdb: TenantDb,
  filters: UserFilters,
  limit: number,
  after: UserCursor | null,
): Promise<ManagedUserRow[]> {
  return tdb
    .select(fields)
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(
      tdb.where(
        users,
        ...filterConditions(filters),
        after ? sql`(${sortName}, ${users.id}) > (${after.sortName}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(sortName), asc(users.id))
    .limit(limit);
}

export async function countManagedUsers(tdb: TenantDb, filters: UserFilters): Promise<number> {
  const [row] = await tdb
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, ...filterConditions(filters)));
  return Number(row?.n ?? 0);
}

/** A listed (not deleted) user, locked until the transaction ends when `lock` is set. */
export async function findManagedUser(tdb: TenantDb, id: string, lock = false): Promise<ManagedUserRow | null> {
  const query = tdb
    .select(fields)
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, id), notDeleted()))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

/** The active users holding an Admin-type role, locked (in id order) until the transaction ends. */
export async function lockActiveAdmins(tdb: TenantDb): Promise<string[]> {
  const rows = await tdb
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(roles.type, 'Admin'), eq(sql`lower(${users.status})`, 'active')))
    .orderBy(asc(users.id))
    .for('update', { of: users });
  return rows.map((r) => r.id);
}

/** Which of these ids are listed (not deleted) users of the organisation; ids must be UUIDs. */
export async function listedUserIds(tdb: TenantDb, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await tdb
      .select({ id: users.id })
      .from(users)
      .where(tdb.where(users, inArray(users.id, ids.slice(i, i + 1000)), notDeleted()));
    for (const r of rows) found.add(r.id);
  }
  return found;
}
