// The incubators table is the tenant registry itself, so this repository alone works on the raw handle.
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { incubators, type IncubatorRow } from '../../core/db/incubators.schema.ts';

export async function findIncubatorBySlug(db: Db, slug: string): Promise<IncubatorRow | null> {
  const rows = await db.select().from(incubators).where(eq(incubators.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export type IncubatorSettings = Pick<
  IncubatorRow,
  'name' | 'timezone' | 'defaultLanguage' | 'currency' | 'allowUserSelfDelete' | 'allowWriteInOptionInUserSkills'
>;

/** Changes the general settings of one organisation (by the id of the request's tenant, never an argument's). */
export async function updateIncubatorSettings(
  database: { db: Db },
  incubatorId: string,
  settings: IncubatorSettings,
): Promise<IncubatorRow | null> {
  const [row] = await database.db
    .update(incubators)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(incubators.id, incubatorId))
    .returning();
  return row ?? null;
}

/** Every organisation, for jobs that visit each in turn (the daily task reminders). */
export async function listIncubators(database: { db: Db }): Promise<IncubatorRow[]> {
  return database.db.select().from(incubators).orderBy(incubators.slug);
}

/** Replaces the branding of one organisation (by the id of the request's tenant, never an argument's). */
export async function updateIncubatorBranding(
  database: { db: Db },
  incubatorId: string,
  branding: IncubatorRow['branding'],
): Promise<IncubatorRow | null> {
  const [row] = await database.db
    .update(incubators)
    .set({ branding, updatedAt: new Date() })
    .where(eq(incubators.id, incubatorId))
    .returning();
  return row ?? null;
}
