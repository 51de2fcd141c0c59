// Startup management on the real server (issue 7): create/edit/archive, founders editing their own company only,
// programmes, founders and team assignments, and bulk actions whose progress is pushed to the starter over the
// subscription. Refusals change nothing. The file, taxonomy and portfolio filters: startups-file.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscribe } from '../../../test/ws.ts';
import { startups } from './startups.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { startupAssignments } from '../assignments/assignments.schema.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, NOAH, PRIYA, SAMUEL } from '../../../test/personas.ts';
import {
  codeOf,
  db,
  FILE,
  type File,
  gql,
  ids,
  programId,
  row,
  s,
  startupId,
  tokens,
  useStartupsServer,
} from './startups-management.fixture.ts';

useStartupsServer();

describe('create, edit, archive', () => {
  it('creates a startup with normalised links and refuses bad input without storing anything', async () => {
    const before = (await db().select().from(startups)).length;
    for (const input of [
      { name: '  ' },
      { name: 'X', foundedYear: 1949 },
      { name: 'X', foundedYear: new Date().getUTCFullYear() + 1 },
      { name: 'X', website: 'not a link' },
      { name: 'X', country: 'Canada' },
      { name: 'X', tagIds: ['00000000-0000-4000-8000-000000000000'] },
    ]) {
      expect(
        codeOf(await gql(PRIYA, `mutation($input: StartupInput!) { createStartup(input: $input) { _id } }`, { input })),
      ).toBe('VALIDATION_FAILED');
    }
    expect((await db().select().from(startups)).length).toBe(before);
    expect(codeOf(await gql(HANNAH, `mutation { createStartup(input: { name: "Nope" }) { _id } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, `mutation { createStartup(input: { name: "Nope" }) { _id } }`))).toBe('FORBIDDEN');
    expect((await db().select().from(startups)).length).toBe(before);

    const created = await gql<{ createStartup: File }>(
      PRIYA,
      `mutation($input: StartupInput!) { createStartup(input: $input) { ${FILE} } }`,
      {
        input: {
          name: 'Harbor Labs',
          website: 'harbor.example',
          linkedin: 'linkedin.com/company/harbor',
          foundedYear: 2025,
          country: 'US',
          city: 'Erie',
          stage: 'idea',
          employeeCount: 2,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createStartup).toMatchObject({
      name: 'Harbor Labs',
      website: 'http://harbor.example',
      status: 'active',
    });
    startupId['Harbor Labs'] = created.data!.createStartup._id;
  });

  it('lets a founder edit their own company profile, but not tags, status or another startup', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const ok = await gql<{ updateStartup: File }>(
      AISHA,
      `mutation($id: ID!, $input: StartupInput!) { updateStartup(id: $id, input: $input) { ${FILE} } }`,
      {
        id: tidepool,
        input: { city: 'Akron', employeeCount: 11, twitter: '' },
      },
    );
    expect(ok.errors).toBeUndefined();
    expect((await row(tidepool)).city).toBe('Akron');
    expect((await row(tidepool)).name).toBe('Tidepool Analytics');

    const kinfolk = startupId['Kinfolk Health']!;
    const beforeK = await row(kinfolk);
    expect(
      codeOf(
        await gql(AISHA, `mutation($id: ID!) { updateStartup(id: $id, input: { city: "Elsewhere" }) { _id } }`, {
          id: kinfolk,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(AISHA, `mutation($id: ID!) { updateStartup(id: $id, input: { tagIds: [] }) { _id } }`, {
          id: tidepool,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, `mutation($id: ID!) { archiveStartup(id: $id) { _id } }`, { id: tidepool }))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(
        await gql(CLAIRE, `mutation($id: ID!) { updateStartup(id: $id, input: { city: "Paris" }) { _id } }`, {
          id: kinfolk,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await row(kinfolk)).toEqual(beforeK);
    expect((await row(tidepool)).status).toBe('active');
  });

  it('archives and restores (staff), refuses a coach who is not assigned', async () => {
    const id = startupId['Harbor Labs']!;
    const archived = (
      await gql<{ archiveStartup: File & { archivedAt: string } }>(
        PRIYA,
        `mutation($id: ID!) { archiveStartup(id: $id) { status archivedAt } }`,
        { id },
      )
    ).data!.archiveStartup;
    expect(archived.status).toBe('archived');
    expect(archived.archivedAt).toEqual(expect.any(String));
    const restored = (
      await gql<{ restoreStartup: File }>(MAYA, `mutation($id: ID!) { restoreStartup(id: $id) { status } }`, { id })
    ).data!.restoreStartup;
    expect(restored.status).toBe('active');
    expect(codeOf(await gql(HANNAH, `mutation($id: ID!) { archiveStartup(id: $id) { status } }`, { id }))).toBe(
      'FORBIDDEN',
    );
    expect((await row(id)).status).toBe('active');
  });
});

describe('programmes, founders and assignments', () => {
  it('sets programmes, adds and removes a founder, assigns a mentor', async () => {
    const id = startupId['Harbor Labs']!;
    const progs = (
      await gql<{ setStartupPrograms: File }>(
        PRIYA,
        `mutation($id: ID!, $p: [ID!]!) { setStartupPrograms(startupId: $id, programIds: $p) { programs { name } } }`,
        { id, p: [programId['climate-track']] },
      )
    ).data!.setStartupPrograms;
    expect(progs.programs.map((p) => p.name)).toEqual(['Climate Tech Track']);
    // Another organisation's programme is refused and nothing changes.
    const northProgram = (
      await db().select({ id: programs.id }).from(programs).where(eq(programs.slug, 'fellowship-2026'))
    )[0]!.id;
    expect(
      codeOf(
        await gql(
          PRIYA,
          `mutation($id: ID!, $p: [ID!]!) { setStartupPrograms(startupId: $id, programIds: $p) { _id } }`,
          { id, p: [northProgram] },
        ),
      ),
    ).toBe('VALIDATION_FAILED');

    const withFounder = (
      await gql<{ addStartupFounder: File }>(
        PRIYA,
        `mutation($id: ID!, $u: ID!) { addStartupFounder(startupId: $id, userId: $u) { people { fullName } } }`,
        { id, u: ids[NOAH] },
      )
    ).data!.addStartupFounder;
    expect(withFounder.people.map((p) => p.fullName)).toEqual(['Noah Williams']);
    // A team member cannot be a founder; another organisation's user is unknown here.
    expect(
      codeOf(
        await gql(PRIYA, `mutation($id: ID!, $u: ID!) { addStartupFounder(startupId: $id, userId: $u) { _id } }`, {
          id,
          u: ids[MAYA],
        }),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(
        await gql(PRIYA, `mutation($id: ID!, $u: ID!) { addStartupFounder(startupId: $id, userId: $u) { _id } }`, {
          id,
          u: ids[CLAIRE],
        }),
      ),
    ).toBe('NOT_FOUND');
    const removed = (
      await gql<{ removeStartupFounder: File }>(
        PRIYA,
        `mutation($id: ID!, $u: ID!) { removeStartupFounder(startupId: $id, userId: $u) { people { fullName } } }`,
        { id, u: ids[NOAH] },
      )
    ).data!.removeStartupFounder;
    expect(removed.people).toEqual([]);

    const assigned = (
      await gql<{ assignUserToStartup: File }>(
        PRIYA,
        `mutation($id: ID!, $u: ID!) { assignUserToStartup(startupId: $id, userId: $u) { staff { fullName } } }`,
        { id, u: ids[HANNAH] },
      )
    ).data!.assignUserToStartup;
    expect(assigned.staff.map((p) => p.fullName)).toEqual(['Hannah Schultz']);
    // ASSIGNED reads it: the coach now sees the startup in her portfolio.
    const seen = (
      await gql<{ startups: { results: { name: string }[] } }>(HANNAH, `{ startups { results { name } } }`)
    ).data!.startups.results.map((r) => r.name);
    expect(seen).toContain('Harbor Labs');
    await gql(PRIYA, `mutation($id: ID!, $u: ID!) { unassignUserFromStartup(startupId: $id, userId: $u) { _id } }`, {
      id,
      u: ids[HANNAH],
    });
    expect(await db().select().from(startupAssignments).where(eq(startupAssignments.startupId, id))).toEqual([]);

    expect(
      (
        await gql<{ assignUserToProgram: boolean }>(
          PRIYA,
          `mutation($p: ID!, $u: ID!) { assignUserToProgram(programId: $p, userId: $u) }`,
          { p: programId['spring-2026'], u: ids[SAMUEL] },
        )
      ).data!.assignUserToProgram,
    ).toBe(true);
    expect(
      codeOf(
        await gql(AISHA, `mutation($p: ID!, $u: ID!) { assignUserToProgram(programId: $p, userId: $u) }`, {
          p: programId['spring-2026'],
          u: ids[SAMUEL],
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      (
        await gql<{ unassignUserFromProgram: boolean }>(
          PRIYA,
          `mutation($p: ID!, $u: ID!) { unassignUserFromProgram(programId: $p, userId: $u) }`,
          { p: programId['spring-2026'], u: ids[SAMUEL] },
        )
      ).data!.unassignUserFromProgram,
    ).toBe(true);
  });

  it('lists people options by kind for managers only', async () => {
    const team = (
      await gql<{ startupPersonOptions: { fullName: string; roleType: string }[] }>(
        PRIYA,
        `{ startupPersonOptions(kind: TEAM, search: "hann") { fullName roleType } }`,
      )
    ).data!.startupPersonOptions;
    expect(team).toEqual([{ fullName: 'Hannah Schultz', roleType: 'Coach' }]);
    const founders = (
      await gql<{ startupPersonOptions: { roleType: string }[] }>(
        PRIYA,
        `{ startupPersonOptions(kind: FOUNDER) { roleType } }`,
      )
    ).data!.startupPersonOptions;
    expect(founders.every((f) => ['Cofounder', 'CommunityMember', 'Applicant'].includes(f.roleType))).toBe(true);
    expect(codeOf(await gql(AISHA, `{ startupPersonOptions(kind: TEAM) { fullName } }`))).toBe('FORBIDDEN');
  });
});

describe('bulk actions', () => {
  type Update = {
    startupBatchOperationUpdated: {
      operationId: string;
      updateType: string;
      itemId: string | null;
      total: number;
      succeeded: number;
      failed: number;
    };
  };
  const follow = (who: string, operationId: string) =>
    subscribe<Update>({
      port: s.port,
      host: 'demo.localhost',
      query: `subscription { startupBatchOperationUpdated(operationId: "${operationId}") { operationId updateType itemId total succeeded failed } }`,
      connectionParams: { authorization: `Bearer ${tokens[who]}` },
    });
  const start = async (who: string, action: string, startupIds: string[], targetId?: string) =>
    gql<{ startStartupBatchOperation: string }>(
      who,
      `mutation($a: StartupBatchAction!, $ids: [ID!]!, $t: ID) { startStartupBatchOperation(action: $a, startupIds: $ids, targetId: $t) }`,
      { a: action, ids: startupIds, t: targetId },
    );

  it('archives two startups item by item, pushing progress to the starter only', async () => {
    const two = [startupId['Harbor Labs']!, startupId['Brightpath Learning']!];
    const res = await start(PRIYA, 'ARCHIVE', two);
    expect(res.errors).toBeUndefined();
    const opId = res.data!.startStartupBatchOperation;
    const mine = follow(PRIYA, opId);
    const other = follow(MAYA, opId);
    const seen: string[] = [];
    for (;;) {
      const u = (await mine.next(5000)).startupBatchOperationUpdated;
      expect(u.operationId).toBe(opId);
      seen.push(u.updateType);
      if (u.updateType.startsWith('PROCESSING_')) {
        expect(u).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
        break;
      }
    }
    expect(seen).toEqual(['VALIDATION_SUCCEEDED', 'ITEM_SUCCEEDED', 'ITEM_SUCCEEDED', 'PROCESSING_SUCCEEDED']);
    expect(await other.quiet(300)).toBe(true);
    await Promise.all([mine.close(), other.close()]);
    for (const id of two) expect((await row(id)).status).toBe('archived');
    const archived = (
      await gql<{ startups: { results: { name: string }[] } }>(
        PRIYA,
        `{ startups(status: archived) { results { name } } }`,
      )
    ).data!.startups.results.map((r) => r.name);
    expect(archived).toEqual(['Brightpath Learning', 'Harbor Labs']);
  });

  it('refuses a coach without STARTUPS:EDIT; fails another organisation’s startup on its own (partial)', async () => {
    expect(codeOf(await start(HANNAH, 'RESTORE', [startupId['Harbor Labs']!]))).toBe('FORBIDDEN');
    const foreign = (
      await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Aurora Biotech'))
    )[0]!.id;
    const res = await start(PRIYA, 'RESTORE', [startupId['Harbor Labs']!, foreign]);
    const sub = follow(PRIYA, res.data!.startStartupBatchOperation);
    const types: string[] = [];
    for (;;) {
      const u = (await sub.next(5000)).startupBatchOperationUpdated;
      types.push(u.updateType);
      if (u.updateType.startsWith('PROCESSING_')) break;
    }
    await sub.close();
    expect(types).toEqual(['VALIDATION_SUCCEEDED', 'ITEM_SUCCEEDED', 'ITEM_FAILED', 'PROCESSING_PARTIALLY_SUCCEEDED']);
    expect((await row(foreign)).status).toBe('active');
    expect((await row(startupId['Harbor Labs']!)).status).toBe('active');
  });

  it('adds a tag and a programme in bulk; refuses a bad request before starting', async () => {
    const all = (await gql<{ tags: { _id: string; name: string }[] }>(PRIYA, `{ tags { _id name } }`)).data!.tags;
    const saas = all.find((t) => t.name === 'SaaS')!._id;
    const res = await start(PRIYA, 'ADD_TAG', [startupId['Tidepool Analytics']!], saas);
    const sub = follow(PRIYA, res.data!.startStartupBatchOperation);
    let last = '';
    while (!last.startsWith('PROCESSING_')) last = (await sub.next(5000)).startupBatchOperationUpdated.updateType;
    await sub.close();
    expect(last).toBe('PROCESSING_SUCCEEDED');
    const file = (
      await gql<{ startup: File }>(PRIYA, `query($id: ID!) { startup(id: $id) { tags { name } } }`, {
        id: startupId['Tidepool Analytics'],
      })
    ).data!.startup;
    expect(file.tags.map((t) => t.name)).toContain('SaaS');

    expect(codeOf(await start(PRIYA, 'ADD_TO_PROGRAM', [startupId['Tidepool Analytics']!]))).toBe('VALIDATION_FAILED');
    expect(codeOf(await start(PRIYA, 'ARCHIVE', []))).toBe('VALIDATION_FAILED');
    expect(codeOf(await start(PRIYA, 'ADD_TAG', [startupId['Tidepool Analytics']!], programId['spring-2026']))).toBe(
      'VALIDATION_FAILED',
    );
    expect(codeOf(await start(AISHA, 'ARCHIVE', [startupId['Tidepool Analytics']!]))).toBe('FORBIDDEN');
    expect((await row(startupId['Tidepool Analytics']!)).status).toBe('active');
  });
});
