import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupIndustries, startupTags } from '../startups/startups.tables.ts';
import { industries, tags } from './taxonomy.schema.ts';

export interface TagRow {
  id: string;
  name: string;
  category: string;
  color: string;
}
export interface IndustryRow {
  id: string;
  name: string;
}

export async function listTags(tdb: TenantDb): Promise<(TagRow & { startupCount: number })[]> {
  const [rows, counts] = await Promise.all([
    tdb
      .select({ id: tags.id, name: tags.name, category: tags.category, color: tags.color })
      .from(tags)
      .where(tdb.where(tags))
      .orderBy(asc(sql`lower(${tags.name})`)),
    tdb
      .select({ id: startupTags.tagId, n: sql<number>`count(*)::int` })
      .from(startupTags)
      .where(tdb.where(startupTags))
      .groupBy(startupTags.tagId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, startupCount: byId.get(r.id) ?? 0 }));
}

export async function listIndustries(tdb: TenantDb): Promise<(IndustryRow & { startupCount: number })[]> {
  const [rows, counts] = await Promise.all([
    tdb
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .where(tdb.where(industries))
      .orderBy(asc(sql`lower(${industries.name})`)),
    tdb
      .select({ id: startupIndustries.industryId, n: sql<number>`count(*)::int` })
      .from(startupIndustries)
      .where(tdb.where(startupIndustries))
      .groupBy(startupIndustries.industryId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, startupCount: byId.get(r.id) ?? 0 }));
}

export async function findTags(tdb: TenantDb, ids: readonly string[]): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({ id: tags.id, name: tags.name, category: tags.category, color: tags.color })
    .from(tags)
    .where(tdb.where(tags, inArray(tags.id, [...ids])));
}

export async function findIndustries(tdb: TenantDb, ids: readonly string[]): Promise<IndustryRow[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .where(tdb.where(industries, inArray(industries.id, [...ids])));
}

/** Whether another tag (or industry) of the tenant already has this name, case-insensitively. */
export async function tagNameTaken(tdb: TenantDb, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: tags.id })
    .from(tags)
    .where(
      tdb.where(tags, sql`lower(${tags.name}) = ${name.toLowerCase()}`, exceptId ? ne(tags.id, exceptId) : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

export async function industryNameTaken(tdb: TenantDb, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: industries.id })
    .from(industries)
    .where(
      tdb.where(
        industries,
        sql`lower(${industries.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(industries.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTag(tdb: TenantDb, v: Omit<TagRow, 'id'>): Promise<TagRow> {
  const [row] = await tdb
    .insert(tags, v)
    .returning({ id: tags.id, name: tags.name, category: tags.category, color: tags.color });
  return row!;
}

export async function updateTagRow(tdb: TenantDb, id: string, v: Omit<TagRow, 'id'>): Promise<TagRow | null> {
  const [row] = await tdb
    .update(tags, v, eq(tags.id, id))
    .returning({ id: tags.id, name: tags.name, category: tags.category, color: tags.color });
  return row ?? null;
}

export async function deleteTagRow(tdb: TenantDb, id: string): Promise<boolean> {
  return (await tdb.delete(tags, eq(tags.id, id)).returning({ id: tags.id })).length > 0;
}

export async function insertIndustry(tdb: TenantDb, name: string): Promise<IndustryRow> {
  const [row] = await tdb.insert(industries, { name }).returning({ id: industries.id, name: industries.name });
  return row!;
}

export async function updateIndustryRow(tdb: TenantDb, id: string, name: string): Promise<IndustryRow | null> {
  const [row] = await tdb
    .update(industries, { name }, eq(industries.id, id))
    .returning({ id: industries.id, name: industries.name });
  return row ?? null;
}

export async function deleteIndustryRow(tdb: TenantDb, id: string): Promise<boolean> {
  return (await tdb.delete(industries, eq(industries.id, id)).returning({ id: industries.id })).length > 0;
}

/** The tags and industries of some startups. */
export async function taxonomyOfStartups(
  tdb: TenantDb,
  startupIds: readonly string[],
): Promise<{ tags: (TagRow & { startupId: string })[]; industries: (IndustryRow & { startupId: string })[] }> {
  if (startupIds.length === 0) return { tags: [], industries: [] };
  const ids = [...startupIds];
  const [t, i] = await Promise.all([
    tdb
      .select({
        startupId: startupTags.startupId,
        id: tags.id,
        name: tags.name,
        category: tags.category,
        color: tags.color,
      })
      .from(startupTags)
      .innerJoin(tags, tdb.where(tags, eq(tags.id, startupTags.tagId)))
      .where(tdb.where(startupTags, inArray(startupTags.startupId, ids)))
      .orderBy(asc(tags.name)),
    tdb
      .select({ startupId: startupIndustries.startupId, id: industries.id, name: industries.name })
      .from(startupIndustries)
      .innerJoin(industries, tdb.where(industries, and(eq(industries.id, startupIndustries.industryId))))
      .where(tdb.where(startupIndustries, inArray(startupIndustries.startupId, ids)))
      .orderBy(asc(industries.name)),
  ]);
  return { tags: t, industries: i };
}
