import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startups } from '../startups/startups.schema.ts';
import { AISHA, CLAIRE, DANIEL, HANNAH, MARCO, MAYA, PRIYA } from '../../../test/personas.ts';

type Grant = { key: string; permissionCriteria: string; selected: string[] };
type Role = {
  _id: string;
  type: string;
  label: string;
  isCustom: boolean;
  userCount: number;
  permissions: Grant[];
  userAccess: { roles: string[]; visibilitySettings: string };
  startupAccess: { visibilitySettings: string };
};

const ROLE_FIELDS =
  '_id type label isCustom userCount permissions { key permissionCriteria selected } userAccess { roles visibilitySettings } startupAccess { visibilitySettings }';
const ROLES = `{ roles { ${ROLE_FIELDS} } }`;
const CREATE = `mutation($input: CreateRoleInput!) { createRole(input: $input) { ${ROLE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { ${ROLE_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteRole(id: $id) }';
const SET_ROLE = 'mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { _id role { _id type label } } }';
const USERS = 'query($search: String) { users(search: $search) { results { _id email role { _id } } } }';
const PERMISSIONS = '{ currentUserPermissions { key permissionCriteria } }';
const AUTHORIZED = 'query($p: String!, $d: [PermissionItemInput!]) { isUserAuthorized(permission: $p, data: $d) }';

const roleInput = (over: Record<string, unknown> = {}) => ({
  type: 'Mentor',
  label: 'Task reviewer',
  permissions: [{ key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED' }],
  userAccess: { roles: [], visibilitySettings: 'none' },
  startupAccess: { visibilitySettings: 'own' },
  ...over,
});

describe('roles', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  const token = async (email: string, host = 'demo.localhost') => {
    const key = `${host}/${email}`;
    if (!tokens.has(key)) tokens.set(key, await s.login(email, host));
    return tokens.get(key)!;
  };
  const roles = async (host = 'demo.localhost', email = MAYA) => {
    const res = await s.gql<{ roles: Role[] }>(ROLES, { host, token: await token(email, host) });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data!.roles;
  };
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    const anyId = (await roles())[0]!._id;
    for (const [q, variables] of [
      [ROLES, {}],
      [CREATE, { input: roleInput() }],
      [UPDATE, { id: anyId, input: { label: 'x' } }],
      [DELETE, { id: anyId }],
    ] as const) {
      expect(errorCode(await s.gql(q, { variables })), q).toBe('AUTHENTICATION_REQUIRED');
    }
  });

  it('lists the default role of every type with its grants, visibility and number of users', async () => {
    const list = await roles();
    expect(list.map((r) => r.type)).toEqual([
      'Admin',
      'AdminCoach',
      'Applicant',
      'Coach',
      'Cofounder',
      'CommunityMember',
      'Evaluator',
      'Expert',
      'Mentor',
      'Staff',
      'SubAdmin',
      'System',
    ]);
    expect(list.every((r) => !r.isCustom)).toBe(true);
    const admin = list.find((r) => r.type === 'Admin')!;
    expect(admin).toMatchObject({
      label: 'Admin',
      userCount: 1,
      userAccess: { roles: [], visibilitySettings: 'all' },
      startupAccess: { visibilitySettings: 'all' },
    });
    expect(admin.permissions).toContainEqual({ key: 'ROLES:MANAGE', permissionCriteria: 'ALL', selected: [] });
    // Aisha plus the six founders who are not on the team list.
    expect(list.find((r) => r.type === 'Cofounder')!.userCount).toBe(7);
    expect(list.find((r) => r.type === 'System')!.userCount).toBe(0);
  });

  it('is refused to people without ROLES:MANAGE, and changes nothing', async () => {
    const before = await roles();
    const staffRole = before.find((r) => r.type === 'Staff')!;
    for (const email of [PRIYA, HANNAH, AISHA]) {
      const t = await token(email);
      expect(errorCode(await s.gql(ROLES, { token: t })), email).toBe('FORBIDDEN');
      expect(
        errorCode(await s.gql(CREATE, { token: t, variables: { input: roleInput({ label: `By ${email}` }) } })),
        email,
      ).toBe('FORBIDDEN');
      expect(
        errorCode(await s.gql(UPDATE, { token: t, variables: { id: staffRole._id, input: { label: 'Renamed' } } })),
        email,
      ).toBe('FORBIDDEN');
    }
    expect(await roles()).toEqual(before);
  });

  it('refuses bad input with VALIDATION_FAILED and stores nothing', async () => {
    const t = await token(MAYA);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        'unknown key',
        { permissions: [{ key: 'TASK/TASK:TELEPORT', permissionCriteria: 'ALL' }] },
        /Unknown permission "TASK\/TASK:TELEPORT"/,
      ],
      [
        'scope not allowed',
        { permissions: [{ key: 'ROLES:MANAGE', permissionCriteria: 'ASSIGNED' }] },
        /ROLES:MANAGE cannot be granted ASSIGNED/,
      ],
      ['unknown scope', { permissions: [{ key: 'USERS:VIEW', permissionCriteria: 'MOST' }] }, /Unknown scope/],
      [
        'key twice',
        {
          permissions: [
            { key: 'USERS:VIEW', permissionCriteria: 'ALL' },
            { key: 'USERS:VIEW', permissionCriteria: 'NONE' },
          ],
        },
        /listed twice/,
      ],
      [
        'selected ids that are not ids',
        { permissions: [{ key: 'STARTUPS:VIEW', permissionCriteria: 'SELECTED', selected: ['robert'] }] },
        /must be ids/,
      ],
      ['unknown type', { type: 'Wizard' }, /Unknown role type "Wizard"/],
      ['System', { type: 'System' }, /cannot be based on System/],
      ['no name', { label: '   ' }, /Name is a required field/],
      ['long name', { label: 'x'.repeat(61) }, /at most 60 characters/],
      [
        'bad user visibility',
        { userAccess: { roles: [], visibilitySettings: 'everyone' } },
        /Unknown visibility "everyone"/,
      ],
      [
        'bad role in user access',
        { userAccess: { roles: ['Pirate'], visibilitySettings: 'all' } },
        /Unknown role type "Pirate"/,
      ],
      ['bad startup visibility', { startupAccess: { visibilitySettings: 'some' } }, /Unknown visibility "some"/],
    ];
    for (const [name, over, message] of cases) {
      const res = await s.gql(CREATE, { token: t, variables: { input: roleInput(over) } });
      expect(errorCode(res), name).toBe('VALIDATION_FAILED');
      expect(res.body.errors?.[0]?.message, name).toMatch(message);
    }
    const taken = await s.gql(CREATE, { token: t, variables: { input: roleInput({ label: 'admin' }) } });
    expect(errorCode(taken)).toBe('CONFLICT');
    const list = await roles();
    expect(list).toHaveLength(12);
    // An update with a bad grant changes nothing either (not even the valid name beside it).
    const mentor = list.find((r) => r.type === 'Mentor')!;
    const bad = await s.gql(UPDATE, {
      token: t,
      variables: {
        id: mentor._id,
        input: { label: 'Advisor', permissions: [{ key: 'NOPE', permissionCriteria: 'ALL' }] },
      },
    });
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect((await roles()).find((r) => r._id === mentor._id)).toEqual(mentor);
  });

  it('a custom role with ASSIGNED task permission, given to a user, changes what they may do at once', async () => {
    const admin = await token(MAYA);
    const created = await s.gql<{ createRole: Role }>(CREATE, {
      token: admin,
      variables: {
        input: roleInput({
          permissions: [
            { key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED' },
            { key: 'USERS:VIEW', permissionCriteria: 'NONE' },
          ],
        }),
      },
    });
    expect(created.body.errors).toBeUndefined();
    const role = created.body.data!.createRole;
    expect(role).toMatchObject({
      type: 'Mentor',
      label: 'Task reviewer',
      isCustom: true,
      userCount: 0,
      permissions: [{ key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED', selected: [] }],
    });
    expect((await roles()).map((r) => r.label).slice(11)).toEqual(['System', 'Task reviewer']);

    // Marco Rossi, cofounder of Tidepool Analytics, signed in before the change.
    const marco = await token(MARCO);
    const before = await s.gql<{ currentUserPermissions: { key: string }[] }>(PERMISSIONS, { token: marco });
    expect(before.body.data!.currentUserPermissions.map((p) => p.key)).toContain('STARTUPS:EDIT');

    const found = await s.gql<{ users: { results: { _id: string }[] } }>(USERS, {
      token: admin,
      variables: { search: 'marco' },
    });
    const marcoId = found.body.data!.users.results[0]!._id;
    const assigned = await s.gql<{ setUserRole: { role: { _id: string; type: string; label: string } } }>(SET_ROLE, {
      token: admin,
      variables: { u: marcoId, r: role._id },
    });
    expect(assigned.body.data?.setUserRole.role).toEqual({ _id: role._id, type: 'Mentor', label: 'Task reviewer' });

    // The same token now answers for the new role.
    const after = await s.gql<{ currentUserPermissions: { key: string; permissionCriteria: string }[] }>(PERMISSIONS, {
      token: marco,
    });
    expect(after.body.data!.currentUserPermissions).toEqual([
      { key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED' },
    ]);
    const ids = new Map(
      (await s.running.services.database.db.select({ id: startups.id, name: startups.name }).from(startups)).map(
        (r) => [r.name, r.id],
      ),
    );
    const can = async (permission: string, startup?: string) =>
      (
        await s.gql<{ isUserAuthorized: boolean }>(AUTHORIZED, {
          token: marco,
          variables: { p: permission, d: startup ? [{ key: 'startupId', value: ids.get(startup) }] : [] },
        })
      ).body.data?.isUserAuthorized;
    expect(await can('TASK/TASK:VIEW', 'Tidepool Analytics')).toBe(true);
    expect(await can('TASK/TASK:VIEW', 'Kinfolk Health')).toBe(false);
    expect(await can('STARTUPS:EDIT', 'Tidepool Analytics')).toBe(false);
    expect(await can('TASK/TASK:CREATE')).toBe(false);
    expect((await roles()).find((r) => r._id === role._id)!.userCount).toBe(1);

    // Widening the role applies on the next request too.
    const widened = await s.gql(UPDATE, {
      token: admin,
      variables: { id: role._id, input: { permissions: [{ key: 'TASK/TASK:VIEW', permissionCriteria: 'ALL' }] } },
    });
    expect(widened.body.errors).toBeUndefined();
    expect(await can('TASK/TASK:VIEW', 'Kinfolk Health')).toBe(true);

    // A role with users cannot be deleted.
    const inUse = await s.gql(DELETE, { token: admin, variables: { id: role._id } });
    expect(errorCode(inUse)).toBe('CONFLICT');
  });

  it("changes a default role's grants and visibility but keeps the Admin role able to administer", async () => {
    const admin = await token(MAYA);
    const list = await roles();
    const coach = list.find((r) => r.type === 'Coach')!;
    const res = await s.gql<{ updateRole: Role }>(UPDATE, {
      token: admin,
      variables: {
        id: coach._id,
        input: {
          label: 'Programme coach',
          permissions: [
            ...coach.permissions.map(({ key, permissionCriteria }) => ({ key, permissionCriteria })),
            { key: 'EVENTS:EDIT', permissionCriteria: 'ALL' },
          ],
          userAccess: { roles: ['Cofounder', 'Coach'], visibilitySettings: 'user_roles' },
          startupAccess: { visibilitySettings: 'own' },
        },
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateRole).toMatchObject({
      type: 'Coach',
      label: 'Programme coach',
      isCustom: false,
      userCount: 1,
      userAccess: { roles: ['Cofounder', 'Coach'], visibilitySettings: 'user_roles' },
      startupAccess: { visibilitySettings: 'own' },
    });
    const hannah = await s.gql<{ currentUserPermissions: { key: string }[] }>(PERMISSIONS, {
      token: await token(HANNAH),
    });
    expect(hannah.body.data!.currentUserPermissions.map((p) => p.key)).toContain('EVENTS:EDIT');

    const adminRole = list.find((r) => r.type === 'Admin')!;
    const stripped = await s.gql(UPDATE, {
      token: admin,
      variables: { id: adminRole._id, input: { permissions: [{ key: 'USERS:VIEW', permissionCriteria: 'ALL' }] } },
    });
    expect(errorCode(stripped)).toBe('VALIDATION_FAILED');
    expect(stripped.body.errors?.[0]?.message).toMatch(/always keeps ROLES:MANAGE, SETTINGS:MANAGE/);
    const system = list.find((r) => r.type === 'System')!;
    expect(
      errorCode(await s.gql(UPDATE, { token: admin, variables: { id: system._id, input: { label: 'Robot' } } })),
    ).toBe('FORBIDDEN');
    // Daniel (Admin & Coach) cannot take role management away from his own role.
    const adminCoach = list.find((r) => r.type === 'AdminCoach')!;
    const own = await s.gql(UPDATE, {
      token: await token(DANIEL),
      variables: { id: adminCoach._id, input: { permissions: [{ key: 'USERS:VIEW', permissionCriteria: 'ALL' }] } },
    });
    expect(errorCode(own)).toBe('FORBIDDEN');
    const after = await roles();
    expect(after.find((r) => r._id === adminRole._id)).toEqual(adminRole);
    expect(after.find((r) => r._id === adminCoach._id)).toEqual(adminCoach);
    expect(after.find((r) => r._id === system._id)).toEqual(system);
  });

  it('keeps admin-level roles to admins even for someone granted ROLES:MANAGE', async () => {
    const admin = await token(MAYA);
    const list = await roles();
    const staff = list.find((r) => r.type === 'Staff')!;
    const grants = [
      ...staff.permissions.map(({ key, permissionCriteria }) => ({ key, permissionCriteria })),
      { key: 'ROLES:MANAGE', permissionCriteria: 'ALL' },
    ];
    expect(
      (await s.gql(UPDATE, { token: admin, variables: { id: staff._id, input: { permissions: grants } } })).body.errors,
    ).toBeUndefined();
    const priya = await token(PRIYA);
    expect(
      errorCode(
        await s.gql(CREATE, {
          token: priya,
          variables: { input: roleInput({ type: 'Admin', label: 'Shadow admin' }) },
        }),
      ),
    ).toBe('FORBIDDEN');
    const adminRole = list.find((r) => r.type === 'Admin')!;
    expect(
      errorCode(await s.gql(UPDATE, { token: priya, variables: { id: adminRole._id, input: { label: 'Boss' } } })),
    ).toBe('FORBIDDEN');
    const ok = await s.gql<{ createRole: Role }>(CREATE, {
      token: priya,
      variables: { input: roleInput({ type: 'Cofounder', label: 'Alumni founder' }) },
    });
    expect(ok.body.data?.createRole).toMatchObject({ type: 'Cofounder', isCustom: true });
    const restore = staff.permissions.map(({ key, permissionCriteria }) => ({ key, permissionCriteria }));
    expect(
      (await s.gql(UPDATE, { token: admin, variables: { id: staff._id, input: { permissions: restore } } })).body
        .errors,
    ).toBeUndefined();
  });

  it('deletes a custom role nobody holds, never a default one', async () => {
    const admin = await token(MAYA);
    const list = await roles();
    const alumni = list.find((r) => r.label === 'Alumni founder')!;
    const cofounder = list.find((r) => r.type === 'Cofounder' && !r.isCustom)!;
    expect(errorCode(await s.gql(DELETE, { token: admin, variables: { id: cofounder._id } }))).toBe('FORBIDDEN');
    const res = await s.gql<{ deleteRole: string }>(DELETE, { token: admin, variables: { id: alumni._id } });
    expect(res.body.data?.deleteRole).toBe(alumni._id);
    expect((await roles()).some((r) => r._id === alumni._id)).toBe(false);
    expect(errorCode(await s.gql(DELETE, { token: admin, variables: { id: alumni._id } }))).toBe('NOT_FOUND');
    expect(errorCode(await s.gql(DELETE, { token: admin, variables: { id: 'not-an-id' } }))).toBe('NOT_FOUND');
  });

  it("never reaches another organisation's roles", async () => {
    const demoRoles = await roles();
    const northRoles = await roles('northstar.localhost', CLAIRE);
    expect(northRoles.some((r) => demoRoles.some((d) => d._id === r._id))).toBe(false);
    const claire = await token(CLAIRE, 'northstar.localhost');
    const custom = demoRoles.find((r) => r.label === 'Task reviewer')!;
    const mentor = demoRoles.find((r) => r.type === 'Mentor' && !r.isCustom)!;
    const opts = { host: 'northstar.localhost', token: claire };
    expect(
      errorCode(await s.gql(UPDATE, { ...opts, variables: { id: mentor._id, input: { label: 'Hijacked' } } })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await s.gql(DELETE, { ...opts, variables: { id: custom._id } }))).toBe('NOT_FOUND');
    // Her token is worthless at the demo host.
    expect(errorCode(await s.gql(ROLES, { token: claire }))).toBe('AUTHENTICATION_REQUIRED');
    expect(await roles()).toEqual(demoRoles);
  });
});
