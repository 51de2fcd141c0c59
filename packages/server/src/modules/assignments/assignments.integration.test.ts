// The one rule of "staff assigned to a startup" (docs/decisions.md): assigned directly, or to a programme holding
// the startup; still acting (active or pending); founders are members, not staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAccount, tenantDbOf } from '../../../test/factories/accounts.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programs } from '../programs/programs.schema.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { assignToProgram, assignToStartup } from './assignments.repository.ts';
import { staffAssignedToStartups } from './assignments.public.ts';

let s: TestServer;
let tdb: TenantDb;

beforeAll(async () => {
  s = await startTestServer();
  tdb = await tenantDbOf(s, 'demo');
});
afterAll(() => s?.close());

describe('staff assigned to a startup', () => {
  it('counts direct and programme assignments of people who still act, and no founder', async () => {
    const [startup] = await tdb.insert(startups, { name: 'Rule Check Labs' }).returning({ id: startups.id });
    const [program] = await tdb
      .insert(programs, { name: 'Rule Check Track', slug: 'rule-check' })
      .returning({ id: programs.id });
    await tdb.insert(startupPrograms, { startupId: startup!.id, programId: program!.id });
    const direct = await createAccount(s, { role: 'Coach', status: 'active', validated: true });
    const viaProgram = await createAccount(s, { role: 'Staff', status: 'active', validated: true });
    const pending = await createAccount(s, { role: 'Mentor', status: 'pending' });
    const gone = await createAccount(s, { role: 'Coach', status: 'active', validated: true });
    const founder = await createAccount(s, { role: 'Cofounder', status: 'active', validated: true });
    await assignToStartup(tdb, startup!.id, direct.id);
    await assignToProgram(tdb, program!.id, viaProgram.id);
    await assignToStartup(tdb, startup!.id, pending.id);
    await assignToStartup(tdb, startup!.id, gone.id);
    await tdb.update(users, { status: 'unactive' }, eq(users.id, gone.id));
    await tdb.insert(startupMembers, { startupId: startup!.id, userId: founder.id });

    expect((await staffAssignedToStartups(tdb, [startup!.id])).sort()).toEqual(
      [direct.id, viaProgram.id, pending.id].sort(),
    );
    // Assigned both ways, counted once; no startup, nobody.
    await assignToStartup(tdb, startup!.id, viaProgram.id);
    expect((await staffAssignedToStartups(tdb, [startup!.id])).filter((id) => id === viaProgram.id)).toHaveLength(1);
    expect(await staffAssignedToStartups(tdb, [])).toEqual([]);
    // Another organisation's view of the same ids finds nothing.
    expect(await staffAssignedToStartups(await tenantDbOf(s, 'northstar'), [startup!.id])).toEqual([]);
  });
});
