// The users module's public read of people's names, for other modules that show who did something (a form's
// respondents): they call this instead of reading the users table.
import { inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { fullNameOf } from './users.presenter.ts';
import { users } from './users.schema.ts';

/** The full names of these users of the tenant, by id (unknown ids are left out). */
export async function userNamesByIds(tdb: TenantDb, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, inArray(users.id, unique)));
  return new Map(rows.map((r) => [r.id, fullNameOf(r)]));
}
