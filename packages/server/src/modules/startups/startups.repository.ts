import { eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programs } from '../programs/programs.schema.ts';
import { users } from '../users/users.schema.ts';
import { startupMembers, startupPrograms, startups } from './startups.schema.ts';

export interface StartupSummary {
  id: string;
  name: string;
  people: { id: string; fullName: string }[];
  programs: { id: string; name: string }[];
}

/** The startups a user belongs to, with their people and programmes: three queries whatever the count. */
export async function findStartupsOfUser(tdb: TenantDb, userId: string): Promise<StartupSummary[]> {
  const own = await tdb
    .select({ id: startups.id, name: startups.name })
    .from(startupMembers)
    .innerJoin(startups, tdb.where(startups, eq(startups.id, startupMembers.startupId)))
    .where(tdb.where(startupMembers, eq(startupMembers.userId, userId)))
    .orderBy(startups.name);
  if (own.length === 0) return [];
  const ids = own.map((s) => s.id);
  const [people, progs] = await Promise.all([
    tdb
      .select({ startupId: startupMembers.startupId, id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(startupMembers)
      .innerJoin(users, tdb.where(users, eq(users.id, startupMembers.userId)))
      .where(tdb.where(startupMembers, inArray(startupMembers.startupId, ids)))
      .orderBy(users.firstName, users.lastName),
    tdb
      .select({ startupId: startupPrograms.startupId, id: programs.id, name: programs.name })
      .from(startupPrograms)
      .innerJoin(programs, tdb.where(programs, eq(programs.id, startupPrograms.programId)))
      .where(tdb.where(startupPrograms, inArray(startupPrograms.startupId, ids)))
      .orderBy(programs.name),
  ]);
  return own.map((s) => ({
    ...s,
    people: people.filter((p) => p.startupId === s.id).map((p) => ({ id: p.id, fullName: `${p.firstName} ${p.lastName}` })),
    programs: progs.filter((p) => p.startupId === s.id).map((p) => ({ id: p.id, name: p.name })),
  }));
}

export async function findStartupById(tdb: TenantDb, id: string): Promise<{ id: string; name: string } | null> {
  const rows = await tdb.select({ id: startups.id, name: startups.name }).from(startups).where(tdb.where(startups, eq(startups.id, id))).limit(1);
  return rows[0] ?? null;
}

/** Makes a user one of a startup's people (nothing happens when they are already). */
export async function addStartupMember(tdb: TenantDb, startupId: string, userId: string): Promise<void> {
  await tdb.insert(startupMembers, { startupId, userId }).onConflictDoNothing();
}

export async function listStartupNames(tdb: TenantDb): Promise<{ id: string; name: string }[]> {
  return tdb.select({ id: startups.id, name: startups.name }).from(startups).where(tdb.where(startups)).orderBy(startups.name);
}
