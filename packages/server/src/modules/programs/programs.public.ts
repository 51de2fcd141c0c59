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
import { programs } from './programs.schema.ts';

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
