import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programMembers, programs } from './programs.schema.ts';

const summary = { id: programs.id, slug: programs.slug, name: programs.name, description: programs.description };
export type ProgramSummary = { id: string; slug: string; name: string; description: string | null };

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

export async function listPrograms(tdb: TenantDb): Promise<ProgramSummary[]> {
  return tdb.select(summary).from(programs).where(tdb.where(programs)).orderBy(programs.name);
}
