// The tasks module's reads for the home dashboard: how many tasks are overdue (pending, due before now) — every
// task of the organisation, or those of some startups.
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { tasks } from './tasks.schema.ts';

export async function overdueTaskCount(tdb: TenantDb, now: Date, startupIds?: readonly string[]): Promise<number> {
  if (startupIds && startupIds.length === 0) return 0;
  const [row] = await tdb
    .select({ n: count() })
    .from(tasks)
    .where(
      tdb.where(
        tasks,
        and(
          eq(tasks.completionStatus, 'PENDING'),
          lt(tasks.dueDate, now),
          startupIds ? inArray(tasks.startupId, [...startupIds]) : undefined,
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
