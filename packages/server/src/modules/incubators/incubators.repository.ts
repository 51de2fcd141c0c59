// The incubators table is the tenant registry itself, so this repository alone works on the raw handle.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { incubators, type IncubatorRow } from '../../core/db/incubators.schema.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';

/** The organisation at a host label; a deleted one (awaiting its purge) answers to nothing. */
export async function findIncubatorBySlug(db: Db, slug: string): Promise<IncubatorRow | null> {
  const rows = await db
    .select()
    .from(incubators)
    .where(and(eq(incubators.slug, slug), ne(incubators.status, 'deleted')))
    .limit(1);
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

/** Every active organisation, for jobs that visit each in turn (the daily task reminders). */
export async function listIncubators(database: { db: Db }): Promise<IncubatorRow[]> {
  return database.db.select().from(incubators).where(eq(incubators.status, 'active')).orderBy(incubators.slug);
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

// ---- The instance operator's registry (organisations.service.ts: `npm run org`) ----

/** The database the operator's commands work with (this repository is the one place that uses its raw handle). */
export type RegistryDb = { db: Db };
export type NewIncubator = Pick<
  IncubatorRow,
  'slug' | 'name' | 'planName' | 'defaultLanguage' | 'timezone' | 'branding' | 'employeeCountLimit'
>;

/** Any organisation by its host label, deleted ones included (a label stays taken until the purge). */
export async function findRegisteredBySlug(database: RegistryDb, slug: string): Promise<IncubatorRow | null> {
  const rows = await database.db.select().from(incubators).where(eq(incubators.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function listRegistered(database: RegistryDb): Promise<IncubatorRow[]> {
  return database.db.select().from(incubators).orderBy(incubators.slug);
}

/** Inserts an organisation and, in the same transaction, what `fill` writes for it (its roles, its first event). */
export async function insertIncubator(
  database: RegistryDb,
  values: NewIncubator,
  fill: (tdb: TenantDb) => Promise<void>,
): Promise<IncubatorRow> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.insert(incubators).values(values).returning();
    await fill(new TenantDb(tx as unknown as Db, row!.id));
    return row!;
  });
}

export async function updateRegistered(
  database: RegistryDb,
  id: string,
  values: Partial<Pick<IncubatorRow, 'name' | 'status' | 'suspendedAt' | 'deletedAt'>>,
): Promise<IncubatorRow | null> {
  const [row] = await database.db
    .update(incubators)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(incubators.id, id))
    .returning();
  return row ?? null;
}

/** Every row of every tenant-owned table of one organisation, by table (the export before a deletion). */
export async function tenantRowsOf(database: RegistryDb, incubatorId: string): Promise<Record<string, unknown[]>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.columns
        where column_name = 'incubator_id' and table_schema = current_schema() order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(
      sql`select * from ${sql.identifier(name)} where incubator_id = ${incubatorId}`,
    )) as unknown as { rows: unknown[] };
    out[name] = result.rows;
  }
  return out;
}

/** Deleted organisations whose grace period is over. */
export async function deletedBefore(database: RegistryDb, before: Date): Promise<IncubatorRow[]> {
  return database.db
    .select()
    .from(incubators)
    .where(and(eq(incubators.status, 'deleted'), lt(incubators.deletedAt, before)));
}

/** Removes an organisation and, by the cascading foreign keys, every row it owns. */
export async function purgeIncubator(database: RegistryDb, id: string): Promise<void> {
  await database.db.delete(incubators).where(and(eq(incubators.id, id), eq(incubators.status, 'deleted')));
}

/** A new sender address, unconfirmed, with the hash of its confirmation link's token (the previous link stops). */
export async function setSenderEmail(
  database: { db: Db },
  incubatorId: string,
  values: { email: string; tokenHash: string; expiresAt: Date },
): Promise<IncubatorRow | null> {
  const [row] = await database.db
    .update(incubators)
    .set({
      generalEmail: values.email,
      generalEmailConfirmedAt: null,
      generalEmailTokenHash: values.tokenHash,
      generalEmailTokenExpiresAt: values.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(incubators.id, incubatorId))
    .returning();
  return row ?? null;
}

/**
 * Confirms the organisation's sender address when `tokenHash` is its pending link's and the link has not expired;
 * the link is spent. Null when nothing matched (another organisation's link, a used, replaced or expired one).
 */
export async function confirmSenderEmail(
  database: { db: Db },
  incubatorId: string,
  tokenHash: string,
  now: Date,
): Promise<IncubatorRow | null> {
  const [row] = await database.db
    .update(incubators)
    .set({
      generalEmailConfirmedAt: now,
      generalEmailTokenHash: null,
      generalEmailTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(incubators.id, incubatorId),
        eq(incubators.generalEmailTokenHash, tokenHash),
        sql`${incubators.generalEmailTokenExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The users of each organisation (deleted accounts aside), by organisation id: the operator console's list. */
export async function userCounts(database: RegistryDb): Promise<Map<string, number>> {
  const result = (await database.db.execute(
    sql`select incubator_id as id, count(*)::int as n from users where status <> 'deleted' group by incubator_id`,
  )) as unknown as { rows: { id: string; n: number }[] };
  return new Map(result.rows.map((r) => [r.id, Number(r.n)]));
}
