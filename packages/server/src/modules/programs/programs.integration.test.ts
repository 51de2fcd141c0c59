// Programme management on the real server (issue 17 item 1): create (the creator becomes its administrator), edit,
// archive and restore, bulk assignment of startups and people; bad input — a duplicate name, an archived programme
// assigned to, another tenant's ids, too many ids — is refused with a typed error and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { users } from '../users/users.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { programAssignments } from '../assignments/assignments.schema.ts';
import { programMembers, programs } from './programs.schema.ts';

const MAYA = 'maya.chen@lakeside.example'; // Admin
const PRIYA = 'priya.raman@lakeside.example'; // Staff
const LUCAS = 'lucas.moreau@lakeside.example'; // SubAdmin: no PROGRAMS:CREATE
const HANNAH = 'hannah.schultz@lakeside.example'; // Coach
const SAMUEL = 'samuel.adeyemi@lakeside.example'; // Mentor
const AISHA = 'aisha.bello@lakeside.example'; // Cofounder
const NOAH = 'noah.williams@lakeside.example'; // Applicant
const CLAIRE = 'claire.dubois@northstar.example';
const NORTH = 'northstar.localhost';

const PROGRAM = `_id slug name description startsOn endsOn timezone status archivedAt
  admins { _id fullName } startupCount peopleCount canEdit`;

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const startupId: Record<string, string> = {};
const db = () => s.running.services.database.db;

type Program = {
  _id: string;
  slug: string;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  timezone: string | null;
  status: string;
  admins: { _id: string; fullName: string }[];
  startupCount: number;
  peopleCount: number;
  canEdit: boolean;
};
type Body<T> = { data?: T; errors?: { extensions?: { code?: string; reason?: string; fields?: object } }[] };

async function gql<T = Record<string, Program>>(who: string, query: string, variables: Record<string, unknown> = {}) {
  return (await s.gql<T>(query, { token: tokens[who], variables, host: who === CLAIRE ? NORTH : undefined }))
    .body as Body<T>;
}
const failure = (body: Body<unknown>) => ({
  code: body.errors?.[0]?.extensions?.code,
  reason: body.errors?.[0]?.extensions?.reason,
});
const CREATE = `mutation($input: ProgramInput!) { createProgram(input: $input) { ${PROGRAM} } }`;
const ASSIGN = `mutation($programId: ID!, $startupIds: [ID!]!, $userIds: [ID!]!) {
  assignToProgram(programId: $programId, startupIds: $startupIds, userIds: $userIds) {
    startupsChanged peopleChanged program { ${PROGRAM} } } }`;
const programRows = async () => db().select().from(programs);

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, LUCAS, HANNAH, NOAH]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups)) startupId[r.name] = r.id;
}, 120_000);
afterAll(() => s?.close());

describe('programmes', () => {
  it('requires authentication', async () => {
    const body = (await s.gql(`{ programsOverview { _id } }`)).body as Body<unknown>;
    expect(failure(body).code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('lists the seeded programmes with their counts', async () => {
    const body = await gql<{ programsOverview: Program[] }>(PRIYA, `{ programsOverview { ${PROGRAM} } }`);
    expect(body.errors).toBeUndefined();
    const spring = body.data!.programsOverview.find((p) => p.slug === 'spring-2026')!;
    expect(spring).toMatchObject({ status: 'active', canEdit: true });
    expect(spring.startupCount).toBeGreaterThan(0);
  });

  it('creates a programme whose creator becomes its administrator', async () => {
    const body = await gql(PRIYA, CREATE, {
      input: {
        name: '  Autumn 2026 Cohort ',
        description: 'Ten weeks.',
        startsOn: '2026-09-01',
        endsOn: '2026-11-30',
        timezone: 'Europe/Paris',
        adminIds: [ids[HANNAH]],
      },
    });
    expect(body.errors).toBeUndefined();
    const p = body.data!.createProgram!;
    expect(p).toMatchObject({
      name: 'Autumn 2026 Cohort',
      slug: 'autumn-2026-cohort',
      startsOn: '2026-09-01',
      endsOn: '2026-11-30',
      timezone: 'Europe/Paris',
      status: 'active',
      startupCount: 0,
      peopleCount: 2,
    });
    expect(p.admins.map((a) => a.fullName).sort()).toEqual(['Hannah Schultz', 'Priya Raman']);
    const rows = await db().select().from(programAssignments).where(eq(programAssignments.programId, p._id));
    expect(rows.filter((r) => r.isAdmin).map((r) => r.userId)).toContain(ids[PRIYA]);
  });

  it('refuses a duplicate name whatever its case, bad dates and a founder as administrator; nothing stored', async () => {
    const before = (await programRows()).length;
    expect(failure(await gql(MAYA, CREATE, { input: { name: 'spring 2026 COHORT' } }))).toEqual({
      code: 'CONFLICT',
      reason: 'nameTaken',
    });
    expect(failure(await gql(MAYA, CREATE, { input: { name: '   ' } }))).toEqual({
      code: 'VALIDATION_FAILED',
      reason: 'nameRequired',
    });
    expect(
      failure(await gql(MAYA, CREATE, { input: { name: 'X', startsOn: '2026-05-02', endsOn: '2026-05-01' } })),
    ).toEqual({ code: 'VALIDATION_FAILED', reason: 'endBeforeStart' });
    expect(failure(await gql(MAYA, CREATE, { input: { name: 'X', startsOn: '2026-02-30' } })).reason).toBe('date');
    expect(failure(await gql(MAYA, CREATE, { input: { name: 'X', timezone: 'Mars/Olympus' } })).reason).toBe(
      'timezone',
    );
    expect(failure(await gql(MAYA, CREATE, { input: { name: 'X', adminIds: [ids[AISHA]] } })).reason).toBe('admin');
    // Another organisation's user is no administrator here.
    expect(failure(await gql(MAYA, CREATE, { input: { name: 'X', adminIds: [ids[CLAIRE]] } })).reason).toBe('admin');
    expect((await programRows()).length).toBe(before);
  });

  it('refuses creation without PROGRAMS:CREATE', async () => {
    expect(failure(await gql(LUCAS, CREATE, { input: { name: 'Sub-admin programme' } })).code).toBe('FORBIDDEN');
  });

  it('edits, archives and restores; an archived programme takes no assignment', async () => {
    const created = (await gql(MAYA, CREATE, { input: { name: 'Winter Lab' } })).data!.createProgram!;
    const edited = await gql(
      MAYA,
      `mutation($id: ID!, $input: ProgramInput!) { updateProgram(id: $id, input: $input) { ${PROGRAM} } }`,
      { id: created._id, input: { name: 'Winter Lab 2027', endsOn: '2027-03-01', timezone: '' } },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateProgram).toMatchObject({ name: 'Winter Lab 2027', endsOn: '2027-03-01', timezone: null });
    const clash = await gql(
      MAYA,
      `mutation($id: ID!, $input: ProgramInput!) { updateProgram(id: $id, input: $input) { _id } }`,
      { id: created._id, input: { name: 'Climate Tech Track' } },
    );
    expect(failure(clash)).toEqual({ code: 'CONFLICT', reason: 'nameTaken' });

    const archived = await gql(MAYA, `mutation($id: ID!) { archiveProgram(id: $id) { status archivedAt } }`, {
      id: created._id,
    });
    expect(archived.data!.archiveProgram).toMatchObject({ status: 'archived' });
    const listed = await gql<{ programs: { _id: string }[] }>(MAYA, `{ programs { _id } }`);
    expect(listed.data!.programs.map((p) => p._id)).not.toContain(created._id);
    const refused = await gql(MAYA, ASSIGN, {
      programId: created._id,
      startupIds: [startupId['Tidepool Analytics']],
      userIds: [],
    });
    expect(failure(refused)).toEqual({ code: 'CONFLICT', reason: 'archived' });
    const batch = await gql(
      MAYA,
      `mutation($ids: [ID!]!, $t: ID) { startStartupBatchOperation(action: ADD_TO_PROGRAM, startupIds: $ids, targetId: $t) }`,
      { ids: [startupId['Tidepool Analytics']], t: created._id },
    );
    expect(failure(batch).code).toBe('VALIDATION_FAILED');

    const restored = await gql(MAYA, `mutation($id: ID!) { restoreProgram(id: $id) { status archivedAt } }`, {
      id: created._id,
    });
    expect(restored.data!.restoreProgram).toEqual({ status: 'active', archivedAt: null });
  });

  it('assigns startups and people in bulk, all or nothing', async () => {
    const p = (await gql(MAYA, CREATE, { input: { name: 'Bulk Programme' } })).data!.createProgram!;
    const ok = await gql<{
      assignToProgram: { startupsChanged: number; peopleChanged: number; program: Program };
    }>(MAYA, ASSIGN, {
      programId: p._id,
      startupIds: [startupId['Tidepool Analytics'], startupId['Greenleaf Robotics']].filter(Boolean),
      userIds: [ids[SAMUEL], ids[NOAH]],
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.assignToProgram.peopleChanged).toBe(2);
    expect(ok.data!.assignToProgram.program.startupCount).toBe(ok.data!.assignToProgram.startupsChanged);
    // The mentor is assigned (reaches the startups), the applicant joins.
    const assigned = await db().select().from(programAssignments).where(eq(programAssignments.programId, p._id));
    expect(assigned.map((r) => r.userId)).toContain(ids[SAMUEL]);
    const members = await db().select().from(programMembers).where(eq(programMembers.programId, p._id));
    expect(members.map((r) => r.userId)).toEqual([ids[NOAH]]);
    // Again: nothing new.
    const again = await gql<{ assignToProgram: { startupsChanged: number; peopleChanged: number } }>(MAYA, ASSIGN, {
      programId: p._id,
      startupIds: [startupId['Tidepool Analytics']],
      userIds: [ids[SAMUEL]],
    });
    expect(again.data!.assignToProgram).toMatchObject({ startupsChanged: 0, peopleChanged: 0 });

    const membersList = await gql<{ programMembers: { people: { name: string }[] } }>(
      MAYA,
      `query($id: ID!) { programMembers(programId: $id) { startups { _id name } people { _id name } } }`,
      { id: p._id },
    );
    expect(membersList.data!.programMembers.people.map((x) => x.name)).toContain('Samuel Adeyemi');

    // One of another tenant's ids among good ones: refused, nothing added.
    const northStartup = (
      await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Aurora Biotech'))
    )[0]?.id;
    const mixed = await gql(MAYA, ASSIGN, {
      programId: p._id,
      startupIds: [startupId['Kinfolk Health'], northStartup].filter(Boolean),
      userIds: [ids[CLAIRE]],
    });
    expect(failure(mixed)).toEqual({ code: 'VALIDATION_FAILED', reason: 'unknownItems' });
    expect(failure(await gql(MAYA, ASSIGN, { programId: p._id, startupIds: [], userIds: [] })).reason).toBe(
      'nothingToAssign',
    );
    const tooMany = Array.from({ length: 10_001 }, () => crypto.randomUUID());
    expect(failure(await gql(MAYA, ASSIGN, { programId: p._id, startupIds: tooMany, userIds: [] })).reason).toBe(
      'tooManyItems',
    );
    const after = await gql<{ program: Program }>(MAYA, `query($id: ID!) { program(id: $id) { ${PROGRAM} } }`, {
      id: p._id,
    });
    expect(after.data!.program.peopleCount).toBe(3);

    const removed = await gql<{ removeFromProgram: { peopleChanged: number } }>(
      MAYA,
      `mutation($p: ID!, $u: [ID!]!) { removeFromProgram(programId: $p, userIds: $u) { peopleChanged } }`,
      { p: p._id, u: [ids[NOAH]] },
    );
    expect(removed.data!.removeFromProgram.peopleChanged).toBe(1);
  });

  it('answers another organisation nothing of this one', async () => {
    const spring = (await programRows()).find((r) => r.slug === 'spring-2026')!;
    const read = await gql<{ program: Program | null }>(CLAIRE, `query($id: ID!) { program(id: $id) { _id } }`, {
      id: spring.id,
    });
    expect(read.data?.program ?? null).toBeNull();
    const write = await gql(CLAIRE, `mutation($id: ID!) { archiveProgram(id: $id) { _id } }`, { id: spring.id });
    expect(failure(write).code).toBe('NOT_FOUND');
    expect((await programRows()).find((r) => r.id === spring.id)!.status).toBe('active');
  });
});
