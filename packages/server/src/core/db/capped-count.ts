// List totals counted up to a cap (LIST_COUNT_CAP in @ascent/shared): the count reads at most cap + 1 index entries,
// so a list's total costs the same on a tenant of a thousand rows and of a million. cap + 1 means "more than the cap".
import { LIST_COUNT_CAP } from '@ascent/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb } from './tenant-db.ts';

/**
 * How many rows of `table` match `condition` (besides the tenant), counted up to `cap` + 1. `order` is the list's
 * own order: the first cap + 1 rows are read along the index its pages walk, never by a scan of the whole table.
 */
export async function cappedCount(
  tdb: TenantDb,
  table: PgTable & { incubatorId: PgColumn },
  condition: SQL | undefined,
  order: (PgColumn | SQL)[],
  cap = LIST_COUNT_CAP,
): Promise<number> {
  const capped = tdb
    .select({ one: sql`1` })
    .from(table)
    .where(tdb.where(table, condition))
    .orderBy(...order)
    .limit(cap + 1)
    .as('capped');
  const [row] = await tdb.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
