import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { TAG_KIND_CARRIERS, type TagKind } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { countEventLabels, relabelEvents } from '../events/events.public.ts';
import { startupIndustries, startupTags } from '../startups/startups.tables.ts';
import { industries, tags, userTags } from './taxonomy.schema.ts';

export interface TagRow {
  id: string;
  kind: string;
  name: string;
  category: string;
  color: string;
  position: number;
}
export interface IndustryRow {
  id: string;
  name: string;
  position: number;
}

const tagCols = {
  id: tags.id,
  kind: tags.kind,
  name: tags.name,
  category: tags.category,
  color: tags.color,
  position: tags.position,
};
const industryCols = { id: industries.id, name: industries.name, position: industries.position };

/** The events column naming tags of a kind. */
const eventColumn = (kind: TagKind) => (kind === 'topic' ? 'topics' : 'tags');

/** What uses each tag of a kind: a count per tag id, or null when nothing carries this kind yet. */
async function useCounts(tdb: TenantDb, kind: TagKind, rows: readonly TagRow[]): Promise<Map<string, number> | null> {
  const carrier = TAG_KIND_CARRIERS[kind];
  if (carrier === null) return null;
  if (carrier === 'events') {
    const byName = await countEventLabels(
      tdb,
      eventColumn(kind),
      rows.map((r) => r.name),
    );
    return new Map(rows.map((r) => [r.id, byName.get(r.name.toLowerCase()) ?? 0]));
  }
  const link = carrier === 'startups' ? startupTags : userTags;
  const counts = await tdb
    .select({ id: link.tagId, n: sql<number>`count(*)::int` })
    .from(link)
    .where(
      tdb.where(
        link,
        rows.length
          ? inArray(
              link.tagId,
              rows.map((r) => r.id),
            )
          : sql`false`,
      ),
    )
    .groupBy(link.tagId);
  return new Map(counts.map((c) => [c.id, c.n]));
}

export type CountedTag = TagRow & { useCount: number | null };

export async function listTags(tdb: TenantDb, kind: TagKind): Promise<CountedTag[]> {
  const rows = await tdb
    .select(tagCols)
    .from(tags)
    .where(tdb.where(tags, eq(tags.kind, kind)))
    .orderBy(asc(tags.position), asc(sql`lower(${tags.name})`));
  const counts = await useCounts(tdb, kind, rows);
  return rows.map((r) => ({ ...r, useCount: counts ? (counts.get(r.id) ?? 0) : null }));
}

export async function countedTag(tdb: TenantDb, row: TagRow): Promise<CountedTag> {
  const counts = await useCounts(tdb, row.kind as TagKind, [row]);
  return { ...row, useCount: counts ? (counts.get(row.id) ?? 0) : null };
}

export async function listIndustries(tdb: TenantDb): Promise<(IndustryRow & { startupCount: number })[]> {
  const [rows, counts] = await Promise.all([
    tdb
      .select(industryCols)
      .from(industries)
      .where(tdb.where(industries))
      .orderBy(asc(industries.position), asc(sql`lower(${industries.name})`)),
    tdb
      .select({ id: startupIndustries.industryId, n: sql<number>`count(*)::int` })
      .from(startupIndustries)
      .where(tdb.where(startupIndustries))
      .groupBy(startupIndustries.industryId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, startupCount: byId.get(r.id) ?? 0 }));
}

export async function findTags(tdb: TenantDb, ids: readonly string[], kind?: TagKind): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return tdb
    .select(tagCols)
    .from(tags)
    .where(tdb.where(tags, inArray(tags.id, [...ids]), kind ? eq(tags.kind, kind) : undefined));
}

export async function findIndustries(tdb: TenantDb, ids: readonly string[]): Promise<IndustryRow[]> {
  if (ids.length === 0) return [];
  return tdb
    .select(industryCols)
    .from(industries)
    .where(tdb.where(industries, inArray(industries.id, [...ids])));
}

/** Whether another tag of the kind already has this name, case-insensitively. */
export async function tagNameTaken(tdb: TenantDb, kind: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: tags.id })
    .from(tags)
    .where(
      tdb.where(
        tags,
        eq(tags.kind, kind),
        sql`lower(${tags.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
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

async function nextTagPosition(tdb: TenantDb, kind: string): Promise<number> {
  const [row] = await tdb
    .select({ max: sql<number | null>`max(${tags.position})` })
    .from(tags)
    .where(tdb.where(tags, eq(tags.kind, kind)));
  return (row?.max ?? -1) + 1;
}

export async function insertTag(
  tdb: TenantDb,
  v: { kind: string; name: string; category: string; color: string },
): Promise<TagRow> {
  const position = await nextTagPosition(tdb, v.kind);
  const [row] = await tdb.insert(tags, { ...v, position }).returning(tagCols);
  return row!;
}

export async function updateTagRow(
  tdb: TenantDb,
  id: string,
  v: { name: string; category: string; color: string },
): Promise<TagRow | null> {
  const [row] = await tdb.update(tags, v, eq(tags.id, id)).returning(tagCols);
  return row ?? null;
}

/** Carries a tag's new name to the events naming it (event and topic tags are named, not linked). */
export async function renameTagUses(tdb: TenantDb, before: TagRow, name: string): Promise<void> {
  if (TAG_KIND_CARRIERS[before.kind as TagKind] === 'events' && before.name !== name)
    await relabelEvents(tdb, eventColumn(before.kind as TagKind), before.name, name);
}

/** Deletes a tag and every use of it. */
export async function deleteTagRow(tdb: TenantDb, row: TagRow): Promise<void> {
  if (TAG_KIND_CARRIERS[row.kind as TagKind] === 'events')
    await relabelEvents(tdb, eventColumn(row.kind as TagKind), row.name, null);
  await removeTagRow(tdb, row.id);
}

/** Deletes the tag row (its startup and user links go with it; event names are the caller's). */
export async function removeTagRow(tdb: TenantDb, id: string): Promise<void> {
  await tdb.delete(tags, eq(tags.id, id));
}

/** Moves every user carrying tag `fromId` to `toId` (the taxonomy's merge; the source's links go with it). */
export async function moveUserTags(tdb: TenantDb, fromId: string, toId: string): Promise<void> {
  const rows = await tdb
    .select({ userId: userTags.userId })
    .from(userTags)
    .where(tdb.where(userTags, eq(userTags.tagId, fromId)));
  if (rows.length)
    await tdb
      .insert(
        userTags,
        rows.map((r) => ({ userId: r.userId, tagId: toId })),
      )
      .onConflictDoNothing();
}

export async function setPositions(tdb: TenantDb, table: 'tags' | 'industries', ids: readonly string[]) {
  for (const [position, id] of ids.entries()) {
    if (table === 'tags') await tdb.update(tags, { position }, eq(tags.id, id));
    else await tdb.update(industries, { position }, eq(industries.id, id));
  }
}

/** The ids of a kind's tags (for a reorder's check). */
export async function tagIdsOfKind(tdb: TenantDb, kind: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: tags.id })
    .from(tags)
    .where(tdb.where(tags, eq(tags.kind, kind)));
  return rows.map((r) => r.id);
}

export async function industryIds(tdb: TenantDb): Promise<string[]> {
  return (await tdb.select({ id: industries.id }).from(industries).where(tdb.where(industries))).map((r) => r.id);
}

export async function insertIndustry(tdb: TenantDb, name: string): Promise<IndustryRow> {
  const [row] = await tdb
    .select({ max: sql<number | null>`max(${industries.position})` })
    .from(industries)
    .where(tdb.where(industries));
  const [created] = await tdb.insert(industries, { name, position: (row?.max ?? -1) + 1 }).returning(industryCols);
  return created!;
}

export async function updateIndustryRow(tdb: TenantDb, id: string, name: string): Promise<IndustryRow | null> {
  const [row] = await tdb.update(industries, { name }, eq(industries.id, id)).returning(industryCols);
  return row ?? null;
}

export async function deleteIndustryRow(tdb: TenantDb, id: string): Promise<boolean> {
  return (await tdb.delete(industries, eq(industries.id, id)).returning({ id: industries.id })).length > 0;
}

/** The user tags and skills of some users, by kind then position. */
export async function tagsOfUsers(tdb: TenantDb, userIds: readonly string[]): Promise<(TagRow & { userId: string })[]> {
  if (userIds.length === 0) return [];
  return tdb
    .select({ userId: userTags.userId, ...tagCols })
    .from(userTags)
    .innerJoin(tags, tdb.where(tags, eq(tags.id, userTags.tagId)))
    .where(tdb.where(userTags, inArray(userTags.userId, [...userIds])))
    .orderBy(asc(tags.kind), asc(tags.position), asc(tags.name));
}

/** Sets a user's tags of one kind to exactly these. */
export async function replaceUserTags(
  tdb: TenantDb,
  userId: string,
  kind: string,
  tagIds: readonly string[],
): Promise<void> {
  const current = await tdb
    .select({ tagId: userTags.tagId })
    .from(userTags)
    .innerJoin(tags, tdb.where(tags, eq(tags.id, userTags.tagId), eq(tags.kind, kind)))
    .where(tdb.where(userTags, eq(userTags.userId, userId)));
  const gone = current.map((c) => c.tagId).filter((id) => !tagIds.includes(id));
  if (gone.length) await tdb.delete(userTags, eq(userTags.userId, userId), inArray(userTags.tagId, gone));
  if (tagIds.length)
    await tdb
      .insert(
        userTags,
        tagIds.map((tagId) => ({ userId, tagId })),
      )
      .onConflictDoNothing();
}

/** The startup tags and industries of some startups. */
export async function taxonomyOfStartups(
  tdb: TenantDb,
  startupIds: readonly string[],
): Promise<{ tags: (TagRow & { startupId: string })[]; industries: (IndustryRow & { startupId: string })[] }> {
  if (startupIds.length === 0) return { tags: [], industries: [] };
  const ids = [...startupIds];
  const [t, i] = await Promise.all([
    tdb
      .select({ startupId: startupTags.startupId, ...tagCols })
      .from(startupTags)
      .innerJoin(tags, tdb.where(tags, eq(tags.id, startupTags.tagId)))
      .where(tdb.where(startupTags, inArray(startupTags.startupId, ids)))
      .orderBy(asc(tags.position), asc(tags.name)),
    tdb
      .select({ startupId: startupIndustries.startupId, ...industryCols })
      .from(startupIndustries)
      .innerJoin(industries, tdb.where(industries, and(eq(industries.id, startupIndustries.industryId))))
      .where(tdb.where(startupIndustries, inArray(startupIndustries.startupId, ids)))
      .orderBy(asc(industries.position), asc(industries.name)),
  ]);
  return { tags: t, industries: i };
}
