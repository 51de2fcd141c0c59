// The SQL of reordering an intake's rounds (funnels.service.ts reorderFunnelRounds).
import { eq, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { applications, funnelRounds } from './applications.schema.ts';

export async function setRoundPosition(tdb: TenantDb, id: string, position: number): Promise<void> {
  await tdb.update(funnelRounds, { position, updatedAt: new Date() }, eq(funnelRounds.id, id));
}

/** Whether an application of the funnel has submitted a round. */
export async function anyRoundSubmitted(tdb: TenantDb, funnelId: string): Promise<boolean> {
  const [row] = await tdb
    .select({ id: applications.id })
    .from(applications)
    .where(tdb.where(applications, eq(applications.funnelId, funnelId), sql`${applications.roundsSubmitted} > 0`))
    .limit(1);
  return !!row;
}
