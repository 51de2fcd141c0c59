// The startups module's reads for the home dashboard: the active startups (all, or those of `ids`) with their
// programmes and founders.
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupMembers, startupPrograms, startups } from './startups.schema.ts';

export interface DashboardStartupRow {
  id: string;
  name: string;
  createdAt: Date;
  programIds: string[];
  founderIds: string[];
}

/** `ids` undefined: every active startup; otherwise the active ones among them. */
export async function activeStartups(tdb: TenantDb, ids?: readonly string[]): Promise<DashboardStartupRow[]> {
  if (ids && ids.length === 0) return [];
  const rows = await tdb
    .select({ id: startups.id, name: startups.name, createdAt: startups.createdAt })
    .from(startups)
    .where(tdb.where(startups, and(eq(startups.status, 'active'), ids ? inArray(startups.id, [...ids]) : undefined)))
    .orderBy(startups.name);
  if (rows.length === 0) return [];
  const list = rows.map((r) => r.id);
  const [links, members] = await Promise.all([
    tdb
      .select({ startupId: startupPrograms.startupId, programId: startupPrograms.programId })
      .from(startupPrograms)
      .where(tdb.where(startupPrograms, inArray(startupPrograms.startupId, list))),
    tdb
      .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
      .from(startupMembers)
      .where(tdb.where(startupMembers, inArray(startupMembers.startupId, list))),
  ]);
  return rows.map((r) => ({
    ...r,
    programIds: links.filter((l) => l.startupId === r.id).map((l) => l.programId),
    founderIds: members.filter((m) => m.startupId === r.id).map((m) => m.userId),
  }));
}
