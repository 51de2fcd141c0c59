// A startup's file (header and company profile), the writes of the management page, and what other modules change
// of startups through startups.public.ts (programme membership, the categorisation flag).
import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { chunks } from '../../core/db/chunks.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupAssignments } from '../assignments/assignments.tables.ts';
import { programs } from '../programs/programs.tables.ts';
import { taxonomyOfStartups, type IndustryRow, type TagRow } from '../taxonomy/taxonomy.public.ts';
import { roles, users } from '../users/users.tables.ts';
import { startupIndustries, startupMembers, startupPrograms, startups, startupTags } from './startups.schema.ts';

export type StartupRow = typeof startups.$inferSelect;
export type StartupFields = Partial<
  Omit<StartupRow, 'incubatorId' | 'id' | 'createdAt' | 'updatedAt' | 'initialCategorizationComplete'>
>;

export interface Person {
  id: string;
  fullName: string;
  avatar: string | null;
}

export interface StartupFileData {
  row: StartupRow;
  programs: { id: string; name: string }[];
  people: Person[];
  staff: Person[];
  tags: TagRow[];
  industries: IndustryRow[];
}

const personCols = { id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar };
const person = (p: { id: string; firstName: string; lastName: string; avatar: string | null }): Person => ({
  id: p.id,
  fullName: `${p.firstName} ${p.lastName}`,
  avatar: p.avatar,
});

export async function findStartupRow(tdb: TenantDb, id: string): Promise<StartupRow | null> {
  const rows = await tdb
    .select()
    .from(startups)
    .where(tdb.where(startups, eq(startups.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function loadStartupFile(tdb: TenantDb, id: string): Promise<StartupFileData | null> {
  const row = await findStartupRow(tdb, id);
  if (!row) return null;
  const [progs, people, staff, taxonomy] = await Promise.all([
    tdb
      .select({ id: programs.id, name: programs.name })
      .from(startupPrograms)
      .innerJoin(programs, tdb.where(programs, eq(programs.id, startupPrograms.programId)))
      .where(tdb.where(startupPrograms, eq(startupPrograms.startupId, id)))
      .orderBy(asc(programs.name)),
    tdb
      .select(personCols)
      .from(startupMembers)
      .innerJoin(users, tdb.where(users, eq(users.id, startupMembers.userId)))
      .where(tdb.where(startupMembers, eq(startupMembers.startupId, id)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    tdb
      .select(personCols)
      .from(startupAssignments)
      .innerJoin(users, tdb.where(users, eq(users.id, startupAssignments.userId)))
      .where(tdb.where(startupAssignments, eq(startupAssignments.startupId, id)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    taxonomyOfStartups(tdb, [id]),
  ]);
  return {
    row,
    programs: progs,
    people: people.map(person),
    staff: staff.map(person),
    tags: taxonomy.tags.map(({ startupId: _s, ...t }) => t),
    industries: taxonomy.industries.map(({ startupId: _s, ...i }) => i),
  };
}

export async function insertStartup(tdb: TenantDb, fields: StartupFields & { name: string }): Promise<string> {
  const [row] = await tdb.insert(startups, fields).returning({ id: startups.id });
  return row!.id;
}

export async function updateStartupRow(tdb: TenantDb, id: string, fields: StartupFields): Promise<void> {
  await tdb.update(startups, { ...fields, updatedAt: new Date() }, eq(startups.id, id));
}

export async function replaceStartupTags(tdb: TenantDb, startupId: string, tagIds: readonly string[]): Promise<void> {
  await tdb.delete(
    startupTags,
    eq(startupTags.startupId, startupId),
    tagIds.length ? notInArray(startupTags.tagId, [...tagIds]) : undefined,
  );
  if (tagIds.length)
    await tdb
      .insert(
        startupTags,
        tagIds.map((tagId) => ({ startupId, tagId })),
      )
      .onConflictDoNothing();
}

export async function replaceStartupIndustries(
  tdb: TenantDb,
  startupId: string,
  ids: readonly string[],
): Promise<void> {
  await tdb.delete(
    startupIndustries,
    eq(startupIndustries.startupId, startupId),
    ids.length ? notInArray(startupIndustries.industryId, [...ids]) : undefined,
  );
  if (ids.length)
    await tdb
      .insert(
        startupIndustries,
        ids.map((industryId) => ({ startupId, industryId })),
      )
      .onConflictDoNothing();
}

export async function addStartupTag(tdb: TenantDb, startupId: string, tagId: string): Promise<void> {
  await tdb.insert(startupTags, { startupId, tagId }).onConflictDoNothing();
}

export async function replaceStartupPrograms(
  tdb: TenantDb,
  startupId: string,
  programIds: readonly string[],
): Promise<void> {
  await tdb.delete(
    startupPrograms,
    eq(startupPrograms.startupId, startupId),
    programIds.length ? notInArray(startupPrograms.programId, [...programIds]) : undefined,
  );
  if (programIds.length)
    await tdb
      .insert(
        startupPrograms,
        programIds.map((programId) => ({ startupId, programId })),
      )
      .onConflictDoNothing();
}

export async function addStartupProgram(tdb: TenantDb, startupId: string, programId: string): Promise<void> {
  await tdb.insert(startupPrograms, { startupId, programId }).onConflictDoNothing();
}

export async function removeStartupMember(tdb: TenantDb, startupId: string, userId: string): Promise<boolean> {
  const rows = await tdb
    .delete(startupMembers, and(eq(startupMembers.startupId, startupId), eq(startupMembers.userId, userId)))
    .returning({ id: startupMembers.userId });
  return rows.length > 0;
}

/** The active programmes of the tenant among these ids (an archived one takes no new startup or person). */
export async function existingProgramIds(tdb: TenantDb, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tdb
    .select({ id: programs.id })
    .from(programs)
    .where(tdb.where(programs, inArray(programs.id, [...ids]), eq(programs.status, 'active')));
  return new Set(rows.map((r) => r.id));
}

/** The programmes a startup is in now (archived ones included). */
export async function currentProgramIds(tdb: TenantDb, startupId: string): Promise<Set<string>> {
  const rows = await tdb
    .select({ id: startupPrograms.programId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, eq(startupPrograms.startupId, startupId)));
  return new Set(rows.map((r) => r.id));
}

/** A live (not deleted) user of the tenant with their role type, or null. */
export async function findUserWithRole(
  tdb: TenantDb,
  userId: string,
): Promise<{ id: string; roleType: string } | null> {
  const rows = await tdb
    .select({ id: users.id, roleType: roles.type, status: users.status })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  const row = rows[0];
  return row && row.status !== 'deleted' ? { id: row.id, roleType: row.roleType } : null;
}

export async function personOptions(
  tdb: TenantDb,
  roleTypes: readonly string[],
  search: string | null,
): Promise<{ id: string; fullName: string; avatar: string | null; email: string; roleType: string }[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await tdb
    .select({ ...personCols, email: users.email, roleType: roles.type })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(
      tdb.where(
        users,
        inArray(roles.type, [...roleTypes]),
        sql`${users.status} <> 'deleted'`,
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(50);
  return rows.map((r) => ({ ...person(r), email: r.email, roleType: r.roleType }));
}

export async function markInitialCategorizationComplete(tdb: TenantDb, startupId: string): Promise<void> {
  await tdb.update(
    startups,
    { initialCategorizationComplete: true, updatedAt: new Date() },
    eq(startups.id, startupId),
  );
}

/** Adds startups to a programme; answers how many were not in it yet. */
export async function addStartupsToProgram(
  tdb: TenantDb,
  programId: string,
  startupIds: readonly string[],
): Promise<number> {
  let added = 0;
  for (const part of chunks(startupIds)) {
    const rows = await tdb
      .insert(
        startupPrograms,
        part.map((startupId) => ({ startupId, programId })),
      )
      .onConflictDoNothing()
      .returning({ id: startupPrograms.startupId });
    added += rows.length;
  }
  return added;
}

export async function removeStartupsFromProgram(
  tdb: TenantDb,
  programId: string,
  startupIds: readonly string[],
): Promise<number> {
  let removed = 0;
  for (const part of chunks(startupIds)) {
    const rows = await tdb
      .delete(startupPrograms, eq(startupPrograms.programId, programId), inArray(startupPrograms.startupId, part))
      .returning({ id: startupPrograms.startupId });
    removed += rows.length;
  }
  return removed;
}

/**
 * Moves every startup carrying tag `fromId` (or industry, `which`) to `toId` (a startup carrying both keeps one):
 * the taxonomy's merge, inside its transaction. The source's own links go when the taxonomy deletes it.
 */
export async function moveStartupTaxonomy(
  tdb: TenantDb,
  which: 'tag' | 'industry',
  fromId: string,
  toId: string,
): Promise<void> {
  if (which === 'tag') {
    const rows = await tdb
      .select({ startupId: startupTags.startupId })
      .from(startupTags)
      .where(tdb.where(startupTags, eq(startupTags.tagId, fromId)));
    for (const part of chunks(rows))
      await tdb
        .insert(
          startupTags,
          part.map((r) => ({ startupId: r.startupId, tagId: toId })),
        )
        .onConflictDoNothing();
    return;
  }
  const rows = await tdb
    .select({ startupId: startupIndustries.startupId })
    .from(startupIndustries)
    .where(tdb.where(startupIndustries, eq(startupIndustries.industryId, fromId)));
  for (const part of chunks(rows))
    await tdb
      .insert(
        startupIndustries,
        part.map((r) => ({ startupId: r.startupId, industryId: toId })),
      )
      .onConflictDoNothing();
}
