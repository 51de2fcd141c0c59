// What every step of the living demo works from: the organisation, its people by role, its startups with their
// founders, programmes and assigned staff, a seeded PRNG and the clock. Read back from the database after the
// portfolio step, so a step sees exactly what the base seed and the earlier steps wrote.
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { incubators, type IncubatorRow } from '../../core/db/incubators.schema.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { programAssignments, startupAssignments } from '../../modules/assignments/assignments.schema.ts';
import { programs } from '../../modules/programs/programs.schema.ts';
import { startupMembers, startupPrograms, startups } from '../../modules/startups/startups.schema.ts';
import { roles, users } from '../../modules/users/users.schema.ts';
import { createRng, type Rng } from './random.ts';

export interface LivingUser {
  id: string;
  fullName: string;
  roleType: string;
  language: string;
}

export interface LivingStartup {
  id: string;
  name: string;
  founderIds: string[];
  programIds: string[];
  /** Staff assigned to the startup directly or through one of its programmes. */
  staffIds: string[];
}

export interface LivingContext {
  db: Db;
  tdb: TenantDb;
  tenant: IncubatorRow;
  rng: Rng;
  now: Date;
  users: LivingUser[];
  /** The demo person of a role type (the first user of that type). */
  person(roleType: string): LivingUser;
  userById(id: string): LivingUser;
  startups: LivingStartup[];
  programs: { id: string; slug: string; name: string }[];
}

export async function loadContext(db: Db, incubatorId: string, now: Date): Promise<LivingContext> {
  const tdb = new TenantDb(db, incubatorId);
  const [tenant] = await db.select().from(incubators).where(eq(incubators.id, incubatorId));
  const userRows = await tdb
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      roleType: roles.type,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(tdb.where([users, roles]));
  const people: LivingUser[] = userRows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((u) => ({
      id: u.id,
      fullName: `${u.firstName} ${u.lastName}`,
      roleType: u.roleType,
      language: u.language ?? tenant!.defaultLanguage ?? 'en',
    }));
  const programRows = await tdb
    .select({ id: programs.id, slug: programs.slug, name: programs.name })
    .from(programs)
    .where(tdb.where(programs));
  const startupRows = await tdb
    .select({ id: startups.id, name: startups.name, createdAt: startups.createdAt })
    .from(startups)
    .where(tdb.where(startups));
  const members = await tdb.select().from(startupMembers).where(tdb.where(startupMembers));
  const links = await tdb.select().from(startupPrograms).where(tdb.where(startupPrograms));
  const direct = await tdb.select().from(startupAssignments).where(tdb.where(startupAssignments));
  const viaProgram = await tdb.select().from(programAssignments).where(tdb.where(programAssignments));
  const list: LivingStartup[] = startupRows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => {
      const programIds = links.filter((l) => l.startupId === row.id).map((l) => l.programId);
      const staffIds = new Set([
        ...direct.filter((a) => a.startupId === row.id).map((a) => a.userId),
        ...viaProgram.filter((a) => programIds.includes(a.programId)).map((a) => a.userId),
      ]);
      return {
        id: row.id,
        name: row.name,
        founderIds: members.filter((m) => m.startupId === row.id).map((m) => m.userId),
        programIds,
        staffIds: [...staffIds],
      };
    });
  return {
    db,
    tdb,
    tenant: tenant!,
    rng: createRng(`${tenant!.slug}:living-demo`),
    now,
    users: people,
    person: (roleType) => people.find((p) => p.roleType === roleType)!,
    userById: (id) => people.find((p) => p.id === id)!,
    startups: list,
    programs: programRows.sort((a, b) => a.slug.localeCompare(b.slug)),
  };
}
