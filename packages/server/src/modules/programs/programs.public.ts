// What other modules may call of programmes (the home dashboard's programme names; sign-up and invitations, which
// add a member). They import this file, never the repository (docs/architecture.md, "Module boundaries").
export {
  addProgramMember,
  findProgramRow,
  findProgramById,
  findProgramBySlug,
  listPrograms,
  type ProgramSummary,
} from './programs.repository.ts';

import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { assignedIds } from '../assignments/assignments.public.ts';
import { listPrograms } from './programs.repository.ts';
import { programMembers, programs } from './programs.schema.ts';

/** A programme's name and time zone (null: the organisation's): the applications' deadlines are in it. */
export async function findProgramZone(
  tdb: TenantDb,
  id: string,
): Promise<{ id: string; name: string; timezone: string | null } | null> {
  const [row] = await tdb
    .select({ id: programs.id, name: programs.name, timezone: programs.timezone })
    .from(programs)
    .where(tdb.where(programs, eq(programs.id, id)));
  return row ?? null;
}

/**
 * The active programmes a person takes part in, by name: those they joined directly (program_members), those they
 * are assigned to as staff, and those holding a startup they belong to (assignedIds of the assignments module).
 */
export async function programsOfUser(tdb: TenantDb, userId: string): Promise<{ id: string; name: string }[]> {
  const [direct, assigned, active] = await Promise.all([
    tdb
      .select({ id: programMembers.programId })
      .from(programMembers)
      .where(tdb.where(programMembers, eq(programMembers.userId, userId))),
    assignedIds(tdb, userId, 'program'),
    listPrograms(tdb),
  ]);
  const ids = new Set([...direct.map((d) => d.id), ...assigned]);
  return active.filter((p) => ids.has(p.id)).map(({ id, name }) => ({ id, name }));
}
