// The incubators table is the tenant registry itself, so this repository alone works on the raw handle.
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { incubators, type IncubatorRow } from './incubators.schema.ts';

export async function findIncubatorBySlug(db: Db, slug: string): Promise<IncubatorRow | null> {
  const rows = await db.select().from(incubators).where(eq(incubators.slug, slug)).limit(1);
  return rows[0] ?? null;
}
