// The queries of the global search: a column is folded in SQL (lower() and translate() of the accented Latin
// letters — no unaccent extension in PGlite, and this is plain PostgreSQL 15) and matched with LIKE against the
// query folded the same way in JS (see foldForSearch), its wildcards escaped.
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startups } from '../startups/startups.tables.ts';
import { tasks } from '../tasks/tasks.tables.ts';
import { roles, users } from '../users/users.tables.ts';

/** `%term%` with `\`, `%` and `_` taken literally (backslash is PostgreSQL's default LIKE escape). */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżšśşłğţț';
const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzssslgtt';

/** The column folded: lower case, accents of Latin letters removed. */
function folded(column: AnyColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

function matches(column: AnyColumn | SQL, pattern: string): SQL {
  return sql`${folded(column)} like ${pattern}`;
}

export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function roleAccessOf(
  tdb: TenantDb,
  roleId: string,
): Promise<{ roles: string[]; visibilitySettings: string } | null> {
  const rows = await tdb
    .select({ userAccess: roles.userAccess })
    .from(roles)
    .where(tdb.where(roles, eq(roles.id, roleId)))
    .limit(1);
  return rows[0]?.userAccess ?? null;
}

/** People whose name (first, last or both) or headline contains the term; `who` narrows to what the caller may see. */
export function findPeople(
  tdb: TenantDb,
  pattern: string,
  who: { ids?: string[]; roleTypes?: string[] },
  limit: number,
) {
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  return tdb
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: users.headline,
      avatar: users.avatar,
      roleType: roles.type,
      roleLabel: roles.label,
    })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(
      tdb.where(
        users,
        or(matches(fullName, pattern), matches(users.headline, pattern)),
        who.ids ? inArray(users.id, who.ids) : undefined,
        who.roleTypes ? inArray(roles.type, who.roleTypes) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

export function findStartups(tdb: TenantDb, pattern: string, ids: string[] | undefined, limit: number) {
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, matches(startups.name, pattern), ids ? inArray(startups.id, ids) : undefined))
    .orderBy(asc(startups.name), asc(startups.id))
    .limit(limit);
}

export function findTasks(tdb: TenantDb, pattern: string, visible: SQL | undefined, limit: number) {
  return tdb
    .select({
      id: tasks.id,
      name: tasks.name,
      nameKey: tasks.nameKey,
      nameParams: tasks.nameParams,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .where(tdb.where(tasks, and(matches(tasks.name, pattern), visible)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(limit);
}
