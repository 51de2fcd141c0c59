import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { users as usersTable } from '../users/users.schema.ts';
import { userSessions } from '../sessions/sessions.schema.ts';
import { AISHA, CLAIRE, DANIEL, GRACE, HANNAH, LUCAS, MAYA, PRIYA } from '../../../test/personas.ts';

type User = {
  _id: string;
  fullName: string;
  email: string;
  status: string;
  validated: boolean;
  role: { _id: string; type: string; label: string | null };
};
type Page = { results: User[]; next: string | null; totalCount: number };

const USERS =
  'query($search: String, $roleId: ID, $status: AccountStatus, $first: Int, $after: String) { users(search: $search, roleId: $roleId, status: $status, first: $first, after: $after) { totalCount next results { _id fullName email status validated role { _id type label } } } }';
const USER_ROLES = '{ userRoles { _id type label isCustom } }';
const SET_ROLE =
  'mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { _id status role { _id type label } } }';
const SET_STATUS =
  'mutation($u: ID!, $s: SettableAccountStatus!) { setUserStatus(userId: $u, status: $s) { _id status role { type } } }';
const LICENSED = '{ licensedUserCount }';
const LICENSED_USERS =
  'query($status: AccountStatus) { users(licensed: true, status: $status, first: 100) { totalCount results { email status role { type } } } }';
const ME = '{ currentUser { _id } }';

describe('users administration', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  const token = async (email: string, host = 'demo.localhost') => {
    const key = `${host}/${email}`;
    if (!tokens.has(key)) tokens.set(key, await s.login(email, host));
    return tokens.get(key)!;
  };
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const page = async (variables: Record<string, unknown>, email = MAYA) => {
    const res = await s.gql<{ users: Page }>(USERS, { token: await token(email), variables });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data!.users;
  };
  const userByEmail = async (email: string) => (await page({ search: email })).results.find((u) => u.email === email)!;
  const roleOf = async (type: string) => {
    // Every role, System included (userRoles leaves System out).
    const res = await s.gql<{ roles: { _id: string; type: string; isCustom: boolean }[] }>(
      '{ roles { _id type isCustom } }',
      { token: await token(MAYA) },
    );
    return res.body.data!.roles.find((r) => r.type === type && !r.isCustom)!._id;
  };
  const signIn = (email: string, password = DEMO_PASSWORD) =>
    s.http({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, endOldestSession: true }),
    });

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [q, variables] of [
      [USERS, {}],
      [USER_ROLES, {}],
      [LICENSED, {}],
      [SET_ROLE, { u: someId, r: someId }],
      [SET_STATUS, { u: someId, s: 'INACTIVE' }],
    ] as const) {
      expect(errorCode(await s.gql(q, { variables })), q).toBe('AUTHENTICATION_REQUIRED');
    }
  });

  it('lists users by name in cursor pages of 25 by default, and searches name and email', async () => {
    const all = await page({});
    expect(all.totalCount).toBe(17);
    expect(all.results).toHaveLength(17);
    expect(all.next).toBeNull();
    const names = all.results.map((u) => u.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.results[0]).toMatchObject({
      fullName: 'Aisha Bello',
      status: 'ACTIVE',
      validated: true,
      role: { type: 'Cofounder', label: 'Co/Founder' },
    });

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const p: Page = await page({ first: 5, after });
      expect(p.totalCount).toBe(17);
      expect(p.results.length).toBeLessThanOrEqual(5);
      seen.push(...p.results.map((u) => u._id));
      after = p.next;
    } while (after);
    expect(seen).toEqual(all.results.map((u) => u._id));

    expect((await page({ search: 'MAYA' })).results.map((u) => u.fullName)).toEqual(['Maya Chen']);
    expect((await page({ search: 'chen@lakeside' })).results.map((u) => u.fullName)).toEqual(['Maya Chen']);
    expect((await page({ search: 'maya chen' })).results.map((u) => u.fullName)).toEqual(['Maya Chen']);
    expect((await page({ search: '%' })).totalCount).toBe(0);
    const founders = await page({ roleId: await roleOf('Cofounder') });
    expect(founders.totalCount).toBe(7);
    expect(founders.results.every((u) => u.role.type === 'Cofounder')).toBe(true);
    expect((await page({ status: 'PENDING' })).totalCount).toBe(0);

    expect(errorCode(await s.gql(USERS, { token: await token(MAYA), variables: { first: 500 } }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await s.gql(USERS, { token: await token(MAYA), variables: { after: 'garbage' } }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('is refused to people without the permission', async () => {
    // A cofounder cannot even list; a coach may list (USERS:VIEW) but not change anyone.
    const aisha = await token(AISHA);
    expect(errorCode(await s.gql(USERS, { token: aisha }))).toBe('FORBIDDEN');
    expect(errorCode(await s.gql(USER_ROLES, { token: aisha }))).toBe('FORBIDDEN');
    const grace = await userByEmail(GRACE);
    const mentorRole = await roleOf('Mentor');
    for (const email of [HANNAH, AISHA]) {
      const t = await token(email);
      expect(errorCode(await s.gql(SET_ROLE, { token: t, variables: { u: grace._id, r: mentorRole } })), email).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await s.gql(SET_STATUS, { token: t, variables: { u: grace._id, s: 'DENIED' } })), email).toBe(
        'FORBIDDEN',
      );
    }
    // Staff have no SETTINGS:MANAGE: the plan's count is not theirs.
    expect(errorCode(await s.gql(LICENSED, { token: await token(PRIYA) }))).toBe('FORBIDDEN');
    expect(await userByEmail(GRACE)).toEqual(grace);
  });

  it('counts licensed users who may sign in for the plan', async () => {
    const res = await s.gql<{ licensedUserCount: number }>(LICENSED, { token: await token(MAYA) });
    // Admin, Admin & Coach, Staff, Sub-Admin and Coach of the demo.
    expect(res.body.data?.licensedUserCount).toBe(5);
  });

  it('lists as licensed exactly the users the plan counts, and both follow a status change', async () => {
    const admin = await token(MAYA);
    const count = async () =>
      (await s.gql<{ licensedUserCount: number }>(LICENSED, { token: admin })).body.data!.licensedUserCount;
    const licensed = async (status?: string) =>
      (await s.gql<{ users: Page }>(LICENSED_USERS, { token: admin, variables: { status } })).body.data!.users;
    const listed = await licensed();
    expect(listed.totalCount).toBe(await count());
    expect(listed.results.map((u) => u.role.type).sort()).toEqual([
      'Admin',
      'AdminCoach',
      'Coach',
      'Staff',
      'SubAdmin',
    ]);
    // The users screen lists everyone; mentors, experts, evaluators, founders and applicants are not counted.
    const everyone = await page({ first: 100 });
    expect(
      everyone.results.filter((u) => !listed.results.some((l) => l.email === u.email)).map((u) => u.role.type),
    ).not.toContain('Coach');
    expect(everyone.totalCount).toBeGreaterThan(listed.totalCount);
    // A deactivated coach leaves both the count and the list; reactivated, comes back to both.
    const hannah = await userByEmail(HANNAH);
    expect(
      errorCode(await s.gql(SET_STATUS, { token: admin, variables: { u: hannah._id, s: 'INACTIVE' } })),
    ).toBeUndefined();
    expect([(await licensed()).totalCount, await count()]).toEqual([4, 4]);
    expect((await licensed('INACTIVE')).totalCount).toBe(0);
    expect(
      errorCode(await s.gql(SET_STATUS, { token: admin, variables: { u: hannah._id, s: 'ACTIVE' } })),
    ).toBeUndefined();
    expect([(await licensed('ACTIVE')).totalCount, await count()]).toEqual([5, 5]);
  });

  it('keeps people from changing themselves, handing out roles above their own, or touching admins', async () => {
    const maya = await userByEmail(MAYA);
    const priya = await userByEmail(PRIYA);
    const grace = await userByEmail(GRACE);
    const admin = await token(MAYA);
    expect(
      errorCode(await s.gql(SET_ROLE, { token: admin, variables: { u: maya._id, r: await roleOf('Staff') } })),
    ).toBe('FORBIDDEN');
    expect(errorCode(await s.gql(SET_STATUS, { token: admin, variables: { u: maya._id, s: 'INACTIVE' } }))).toBe(
      'FORBIDDEN',
    );
    const staff = await token(PRIYA);
    expect(
      errorCode(await s.gql(SET_ROLE, { token: staff, variables: { u: grace._id, r: await roleOf('Admin') } })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await s.gql(SET_ROLE, { token: staff, variables: { u: grace._id, r: await roleOf('AdminCoach') } })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await s.gql(SET_ROLE, { token: staff, variables: { u: grace._id, r: await roleOf('System') } })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await s.gql(SET_ROLE, { token: admin, variables: { u: grace._id, r: await roleOf('System') } })),
    ).toBe('FORBIDDEN');
    expect(errorCode(await s.gql(SET_STATUS, { token: staff, variables: { u: maya._id, s: 'ARCHIVED' } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await s.gql(SET_STATUS, { token: staff, variables: { u: priya._id, s: 'ARCHIVED' } }))).toBe(
      'FORBIDDEN',
    );
    // Staff (USERS:EDIT) may move a community member to a mentor role, and back.
    const moved = await s.gql<{ setUserRole: User }>(SET_ROLE, {
      token: staff,
      variables: { u: grace._id, r: await roleOf('Mentor') },
    });
    expect(moved.body.data?.setUserRole.role.type).toBe('Mentor');
    await s.gql(SET_ROLE, { token: staff, variables: { u: grace._id, r: await roleOf('CommunityMember') } });
    expect(await userByEmail(MAYA)).toEqual(maya);
    // An unknown status is refused by the schema.
    expect(errorCode(await s.gql(SET_STATUS, { token: admin, variables: { u: grace._id, s: 'DELETED' } }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('never demotes or deactivates the last active Admin', async () => {
    const maya = await userByEmail(MAYA);
    const daniel = await token(DANIEL);
    const demote = await s.gql(SET_ROLE, { token: daniel, variables: { u: maya._id, r: await roleOf('Staff') } });
    expect(errorCode(demote)).toBe('CONFLICT');
    expect(demote.body.errors?.[0]?.message).toBe('This is the last active Admin: make someone else an Admin first.');
    expect(demote.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'lastAdmin' } as object);
    expect(errorCode(await s.gql(SET_STATUS, { token: daniel, variables: { u: maya._id, s: 'INACTIVE' } }))).toBe(
      'CONFLICT',
    );
    expect(await userByEmail(MAYA)).toEqual(maya);
    // With a second Admin, Maya may be demoted; the new Admin then is the last one.
    const lucas = await userByEmail(LUCAS);
    expect(
      (await s.gql(SET_ROLE, { token: daniel, variables: { u: lucas._id, r: await roleOf('Admin') } })).body.errors,
    ).toBeUndefined();
    const ok = await s.gql<{ setUserRole: User }>(SET_ROLE, {
      token: daniel,
      variables: { u: maya._id, r: await roleOf('AdminCoach') },
    });
    expect(ok.body.data?.setUserRole.role.type).toBe('AdminCoach');
    expect(errorCode(await s.gql(SET_STATUS, { token: daniel, variables: { u: lucas._id, s: 'DENIED' } }))).toBe(
      'CONFLICT',
    );
    // Put things back.
    expect(
      (await s.gql(SET_ROLE, { token: daniel, variables: { u: maya._id, r: await roleOf('Admin') } })).body.errors,
    ).toBeUndefined();
    expect(
      (await s.gql(SET_ROLE, { token: daniel, variables: { u: lucas._id, r: await roleOf('SubAdmin') } })).body.errors,
    ).toBeUndefined();
  });

  it("a deactivated user's token stops working and they cannot sign in, until reactivated", async () => {
    const admin = await token(MAYA);
    const graceToken = await token(GRACE);
    const grace = await userByEmail(GRACE);
    expect((await s.gql<{ currentUser: { _id: string } }>(ME, { token: graceToken })).body.data?.currentUser?._id).toBe(
      grace._id,
    );
    const wrong = await signIn(GRACE, 'not-the-password');
    for (const status of ['INACTIVE', 'ARCHIVED', 'DENIED'] as const) {
      const res = await s.gql<{ setUserStatus: User }>(SET_STATUS, {
        token: admin,
        variables: { u: grace._id, s: status },
      });
      expect(res.body.data?.setUserStatus.status).toBe(status);
      expect((await page({ status })).results.map((u) => u.email)).toEqual([GRACE]);
      expect((await s.gql<{ currentUser: null }>(ME, { token: graceToken })).body.data?.currentUser).toBeNull();
      expect(errorCode(await s.gql('{ currentUserPermissions { key } }', { token: graceToken }))).toBe(
        'AUTHENTICATION_REQUIRED',
      );
      const refused = await signIn(GRACE);
      expect(refused.status).toBe(401);
      // The same answer as a wrong password: nothing tells the account exists but is switched off.
      expect(refused.body).toEqual(wrong.body);
    }
    // Her sessions were ended, not only refused.
    const tdb = new TenantDb(
      s.running.services.database.db,
      (await s.gql<{ publicIncubator: { id: string } }>('{ publicIncubator { id } }')).body.data!.publicIncubator.id,
    );
    const live = await tdb
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(tdb.where(userSessions, eq(userSessions.userId, grace._id), eq(userSessions.status, 'active')));
    expect(live).toEqual([]);

    expect(
      (await s.gql<{ setUserStatus: User }>(SET_STATUS, { token: admin, variables: { u: grace._id, s: 'ACTIVE' } }))
        .body.data?.setUserStatus.status,
    ).toBe('ACTIVE');
    // The old token's session is over; a new sign-in works.
    expect((await s.gql<{ currentUser: null }>(ME, { token: graceToken })).body.data?.currentUser).toBeNull();
    expect((await signIn(GRACE)).status).toBe(200);

    // Pending accounts still sign in (the web's email gate handles them).
    await tdb.update(usersTable, { status: 'pending' }, eq(usersTable.id, grace._id));
    expect((await signIn(GRACE)).status).toBe(200);
    expect((await page({ status: 'PENDING' })).results.map((u) => u.email)).toEqual([GRACE]);
    await tdb.update(usersTable, { status: 'active' }, eq(usersTable.id, grace._id));
  });

  it("never reaches another organisation's users or roles", async () => {
    const claire = await token(CLAIRE, 'northstar.localhost');
    const opts = { host: 'northstar.localhost', token: claire };
    const north = await s.gql<{ users: Page }>(USERS, { ...opts, variables: {} });
    expect(north.body.data!.users.results.every((u) => u.email.endsWith('@northstar.example'))).toBe(true);
    const grace = await userByEmail(GRACE);
    const northRoles = await s.gql<{ userRoles: { _id: string; type: string }[] }>(USER_ROLES, opts);
    const northMentor = northRoles.body.data!.userRoles.find((r) => r.type === 'Mentor')!._id;
    expect(errorCode(await s.gql(SET_ROLE, { ...opts, variables: { u: grace._id, r: northMentor } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await s.gql(SET_STATUS, { ...opts, variables: { u: grace._id, s: 'DENIED' } }))).toBe('NOT_FOUND');
    // A northstar user given a demo role id: no such role here.
    const northUser = north.body.data!.users.results.find(
      (u) => u.role.type === 'Mentor' || u.role.type === 'Cofounder',
    )!;
    expect(
      errorCode(await s.gql(SET_ROLE, { ...opts, variables: { u: northUser._id, r: await roleOf('Mentor') } })),
    ).toBe('NOT_FOUND');
    expect(await userByEmail(GRACE)).toEqual(grace);
    expect(errorCode(await s.gql(USERS, { token: claire }))).toBe('AUTHENTICATION_REQUIRED');
  });
});
