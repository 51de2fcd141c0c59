import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programMembers, programs, type ProgramRow } from './programs.schema.ts';

const summary = { id: programs.id, slug: programs.slug, name: programs.name, description: programs.description };
export type ProgramSummary = { id: string; slug: string; name: string; description: string | null };
export type ProgramFields = Partial<
  Pick<ProgramRow, 'name' | 'description' | 'startsOn' | 'endsOn' | 'timezone' | 'status' | 'archivedAt' | 'cover'>
>;

export async function findProgramBySlug(tdb: TenantDb, slug: string): Promise<ProgramSummary | null> {
  const rows = await tdb
    .select(summary)
    .from(programs)
    .where(tdb.where(programs, eq(programs.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProgramById(tdb: TenantDb, id: string): Promise<ProgramSummary | null> {
  const rows = await tdb
    .select(summary)
    .from(programs)
    .where(tdb.where(programs, eq(programs.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Joins a user to a programme (nothing happens when they are in it already). */
export async function addProgramMember(tdb: TenantDb, programId: string, userId: string): Promise<void> {
  await tdb.insert(programMembers, { programId, userId }).onConflictDoNothing();
}

/** The programmes filters offer: the active ones, by name. */
export async function listPrograms(tdb: TenantDb): Promise<ProgramSummary[]> {
  return tdb
    .select(summary)
    .from(programs)
    .where(tdb.where(programs, eq(programs.status, 'active')))
    .orderBy(programs.name);
}

// ---- Management (issue 17 item 1) ----

export async function findProgramRow(tdb: TenantDb, id: string): Promise<ProgramRow | null> {
  const rows = await tdb
    .select()
    .from(programs)
    .where(tdb.where(programs, eq(programs.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listProgramRows(tdb: TenantDb, includeArchived: boolean): Promise<ProgramRow[]> {
  return tdb
    .select()
    .from(programs)
    .where(tdb.where(programs, includeArchived ? undefined : eq(programs.status, 'active')))
    .orderBy(asc(programs.status), asc(programs.name));
}

/** Whether another programme of the organisation has this name, whatever its case. */
export async function nameTaken(tdb: TenantDb, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: programs.id })
    .from(programs)
    .where(
      tdb.where(
        programs,
        sql`lower(${programs.name}) = lower(${name})`,
        exceptId ? sql`${programs.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The slugs already used that start with this one (to pick a free one). */
export async function slugsLike(tdb: TenantDb, base: string): Promise<Set<string>> {
  const rows = await tdb
    .select({ slug: programs.slug })
    .from(programs)
    .where(tdb.where(programs, sql`${programs.slug} like ${`${base}%`}`));
  return new Set(rows.map((r) => r.slug));
}

export async function insertProgram(
  tdb: TenantDb,
  fields: Required<Pick<ProgramRow, 'name' | 'slug'>> & ProgramFields & { createdById: string },
): Promise<ProgramRow> {
  const rows = await tdb.insert(programs, fields).returning();
  return rows[0]!;
}

export async function updateProgramRow(tdb: TenantDb, id: string, fields: ProgramFields): Promise<void> {
  await tdb.update(programs, { ...fields, updatedAt: new Date() }, eq(programs.id, id));
}

/** Which programme each direct member (founder, applicant, community member) joined. */
export async function programMemberLinks(
  tdb: TenantDb,
  programIds?: readonly string[],
): Promise<{ programId: string; userId: string }[]> {
  if (programIds?.length === 0) return [];
  return tdb
    .select({ programId: programMembers.programId, userId: programMembers.userId })
    .from(programMembers)
    .where(tdb.where(programMembers, programIds ? inArray(programMembers.programId, [...programIds]) : undefined));
}

export async function addProgramMembers(tdb: TenantDb, programId: string, userIds: readonly string[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await tdb
      .insert(
        programMembers,
        userIds.slice(i, i + 1000).map((userId) => ({ programId, userId })),
      )
      .onConflictDoNothing()
      .returning({ id: programMembers.userId });
    added += rows.length;
  }
  return added;
}

export async function removeProgramMembers(
  tdb: TenantDb,
  programId: string,
  userIds: readonly string[],
): Promise<number> {
  let removed = 0;
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await tdb
      .delete(
        programMembers,
        and(eq(programMembers.programId, programId), inArray(programMembers.userId, userIds.slice(i, i + 1000))),
      )
      .returning({ id: programMembers.userId });
    removed += rows.length;
  }
  return removed;
}
