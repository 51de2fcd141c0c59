// The three modules that speak of "staff assigned to a startup" — tasks (whom a founder may give a task to),
// timeline (who hears of a new comment) and metrics (who hears of submitted data) — answer with the one rule of
// the assignments module (docs/decisions.md): assigned directly or through a programme holding the startup, still
// acting, founders apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAccount, type CreatedAccount } from '../../../test/factories/accounts.ts';
import { jobScope, type SignedIn } from '../../core/scope.ts';
import { submittedEvent } from '../metrics/metrics.service.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { programs } from '../programs/programs.schema.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.schema.ts';
import { assigneeReach } from '../tasks/tasks.assignees.ts';
import { timelineViewer } from '../timeline/timeline.access.ts';
import { commentedEvent } from '../timeline/timeline.commented.ts';
import type { FeedRow } from '../timeline/timeline.repository.ts';
import { findAuthUserById } from '../users/users.repository.ts';
import { users } from '../users/users.schema.ts';
import { assignToProgram, assignToStartup } from './assignments.repository.ts';
import { staffAssignedToStartups } from './assignments.public.ts';

let s: TestServer;
let founderScope: SignedIn;
let startup: { id: string; name: string };
const staff: Record<'direct' | 'viaProgram' | 'pending' | 'both', CreatedAccount> = {} as never;
let gone: CreatedAccount;
let founder: CreatedAccount;

const sorted = (ids: Iterable<string>) => [...ids].sort();

beforeAll(async () => {
  s = await startTestServer();
  const tenant = (await s.running.services.tenants.bySlug('demo'))!;
  const scope = jobScope(s.running.services, tenant);
  const { tdb } = scope;
  const [row] = await tdb
    .insert(startups, { name: 'Consumers Agree Labs' })
    .returning({ id: startups.id, name: startups.name });
  startup = row!;
  const [program] = await tdb
    .insert(programs, { name: 'Consumers Track', slug: 'consumers-track' })
    .returning({ id: programs.id });
  await tdb.insert(startupPrograms, { startupId: startup.id, programId: program!.id });
  staff.direct = await createAccount(s, { role: 'Coach', status: 'active', validated: true });
  staff.viaProgram = await createAccount(s, { role: 'Staff', status: 'active', validated: true });
  staff.pending = await createAccount(s, { role: 'Mentor', status: 'pending' });
  staff.both = await createAccount(s, { role: 'Coach', status: 'active', validated: true });
  gone = await createAccount(s, { role: 'Coach', status: 'active', validated: true });
  founder = await createAccount(s, { role: 'Cofounder', status: 'active', validated: true });
  await assignToStartup(tdb, startup.id, staff.direct.id);
  await assignToProgram(tdb, program!.id, staff.viaProgram.id);
  await assignToStartup(tdb, startup.id, staff.pending.id);
  await assignToStartup(tdb, startup.id, staff.both.id);
  await assignToProgram(tdb, program!.id, staff.both.id);
  await assignToStartup(tdb, startup.id, gone.id);
  await tdb.update(users, { status: 'unactive' }, eq(users.id, gone.id));
  await tdb.insert(startupMembers, { startupId: startup.id, userId: founder.id });
  const user = (await findAuthUserById(tdb, founder.id))!;
  founderScope = { ...scope, user: { ...user, sessionId: '00000000-0000-4000-8000-000000000000' } };
});
afterAll(() => s?.close());

describe('staff assigned to a startup, as its three consumers see them', () => {
  it('is the same people for tasks, timeline and metrics: direct and through a programme, still acting', async () => {
    const expected = sorted(Object.values(staff).map((a) => a.id));
    const { tdb } = founderScope;
    expect(sorted(await staffAssignedToStartups(tdb, [startup.id]))).toEqual(expected);

    // Tasks: a founder (TASK/TASK:CREATE at ASSIGNED) may give tasks to themself, their co-founders and the staff.
    const reach = await assigneeReach(tdb, new Authorizer(tdb, founderScope.user));
    expect(reach.people).not.toBe('all');
    const people = sorted([...(reach.people as ReadonlySet<string>)].filter((id) => id !== founder.id));
    expect(people).toEqual(expected);

    // Timeline: a founder's comment is told to the startup's staff.
    const viewer = await timelineViewer(founderScope, startup.id);
    const post = { id: '00000000-0000-4000-8000-000000000001', isPublic: true } as FeedRow;
    const commented = await commentedEvent(tdb, founder.id, {
      post,
      viewer,
      message: 'Hello',
      commentId: post.id,
      parent: null,
    });
    expect(sorted(commented.staffIds)).toEqual(expected);

    // Metrics: submitted data is told to the startup's staff.
    const submitted = await submittedEvent(tdb, founder.id, startup, [], new Map(), new Map(), new Date());
    expect(sorted(submitted.staffIds)).toEqual(expected);

    // Nobody counts twice, the deactivated coach is left out by all three.
    for (const ids of [people, commented.staffIds, submitted.staffIds]) {
      expect(ids).toHaveLength(expected.length);
      expect(ids).not.toContain(gone.id);
    }
  });
});
