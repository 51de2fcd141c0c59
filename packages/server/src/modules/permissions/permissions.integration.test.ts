import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startups } from '../startups/startups.schema.ts';
import { AISHA, HANNAH, MAYA, NOAH, PRIYA, SAMUEL, YUKI } from '../../../test/personas.ts';

const AUTH = `query($p: String!, $d: [PermissionItemInput!]) { isUserAuthorized(permission: $p, data: $d) }`;

describe('permission engine', () => {
  let s: TestServer;
  const ids = new Map<string, string>();
  const tokens = new Map<string, string>();
  const token = async (email: string, host = 'demo.localhost') => {
    if (!tokens.has(email)) tokens.set(email, await s.login(email, host));
    return tokens.get(email)!;
  };
  const can = async (email: string, permission: string, startup?: string) => {
    const res = await s.gql<{ isUserAuthorized: boolean }>(AUTH, {
      token: await token(email),
      variables: { p: permission, d: startup ? [{ key: 'startupId', value: ids.get(startup) }] : [] },
    });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data!.isUserAuthorized;
  };

  beforeAll(async () => {
    s = await startTestServer();
    for (const row of await s.running.services.database.db
      .select({ id: startups.id, name: startups.name })
      .from(startups))
      ids.set(row.name, row.id);
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    for (const q of [
      '{ currentUserPermissions { key } }',
      '{ criteriaForPermissions(permissions: ["USERS:VIEW"]) { permissionCriteriaIsAll } }',
      '{ isUserAuthorized(permission: "USERS:VIEW") }',
    ]) {
      expect((await s.gql(q)).body.errors?.[0]?.extensions?.code, q).toBe('AUTHENTICATION_REQUIRED');
    }
  });

  it('lists what a role grants, with its scope', async () => {
    const admin = await s.gql<{
      currentUserPermissions: { key: string; permissionCriteria: string; permissionCriteriaTypes: string[] }[];
    }>('{ currentUserPermissions { key permissionCriteria permissionCriteriaTypes } }', {
      token: await token(MAYA),
    });
    expect(admin.body.data?.currentUserPermissions).toContainEqual({
      key: 'ROLES:MANAGE',
      permissionCriteria: 'ALL',
      permissionCriteriaTypes: ['ALL', 'NONE'],
    });
    const founder = await s.gql<{ currentUserPermissions: { key: string; permissionCriteria: string }[] }>(
      '{ currentUserPermissions { key permissionCriteria } }',
      { token: await token(AISHA) },
    );
    expect(founder.body.data?.currentUserPermissions).toContainEqual({
      key: 'STARTUPS:EDIT',
      permissionCriteria: 'ASSIGNED',
    });
    expect(founder.body.data?.currentUserPermissions.map((p) => p.key)).not.toContain('ROLES:MANAGE');
  });

  it('restricts ASSIGNED to what the user belongs or is assigned to', async () => {
    // A founder: their own startup only.
    expect(await can(AISHA, 'STARTUPS:EDIT', 'Tidepool Analytics')).toBe(true);
    expect(await can(AISHA, 'STARTUPS:EDIT', 'Kinfolk Health')).toBe(false);
    // A coach assigned to two startups.
    expect(await can(HANNAH, 'TASK/TASK:DELETE', 'Greenleaf Robotics')).toBe(true);
    expect(await can(HANNAH, 'TASK/TASK:DELETE', 'Brightpath Learning')).toBe(false);
    // A mentor assigned to the Climate Tech programme sees its startups.
    expect(await can(SAMUEL, 'STARTUPS:VIEW', 'Greenleaf Robotics')).toBe(true);
    expect(await can(SAMUEL, 'STARTUPS:VIEW', 'Kinfolk Health')).toBe(false);
    // ALL covers everything, NONE nothing.
    expect(await can(PRIYA, 'STARTUPS:EDIT', 'Kinfolk Health')).toBe(true);
    expect(await can(NOAH, 'STARTUPS:VIEW')).toBe(false);
  });

  it("never grants on another tenant's startup through ASSIGNED", async () => {
    const north = await s.login(YUKI, 'northstar.localhost');
    const res = await s.gql<{ isUserAuthorized: boolean }>(AUTH, {
      host: 'northstar.localhost',
      token: north,
      variables: { p: 'STARTUPS:VIEW', d: [{ key: 'startupId', value: ids.get('Tidepool Analytics') }] },
    });
    expect(res.body.data?.isUserAuthorized).toBe(false);
    const own = await s.gql<{ isUserAuthorized: boolean }>(AUTH, {
      host: 'northstar.localhost',
      token: north,
      variables: { p: 'STARTUPS:VIEW', d: [{ key: 'startupId', value: ids.get('Aurora Biotech') }] },
    });
    expect(own.body.data?.isUserAuthorized).toBe(true);
  });

  it('drops items without a value and refuses unknown permissions or items', async () => {
    const t = await token(AISHA);
    const dropped = await s.gql<{ isUserAuthorized: boolean }>(AUTH, {
      token: t,
      variables: {
        p: 'STARTUPS:EDIT',
        d: [
          { key: 'startupId', value: null },
          { key: 'startupId', value: '' },
        ],
      },
    });
    expect(dropped.body.data?.isUserAuthorized).toBe(true);
    const unknown = await s.gql(AUTH, { token: t, variables: { p: 'STARTUPS:FLY', d: [] } });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Unknown permission "STARTUPS:FLY".',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const badItem = await s.gql(AUTH, {
      token: t,
      variables: { p: 'STARTUPS:EDIT', d: [{ key: 'planetId', value: 'x' }] },
    });
    expect(badItem.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('answers criteriaForPermissions', async () => {
    const q =
      '{ criteriaForPermissions(permissions: ["TASK/TASK:VIEW", "TASK/TASK:DELETE"]) { permissionCriteriaIsAll permissionCriteriaIsAssigned } }';
    const admin = await s.gql<{ criteriaForPermissions: object }>(q, {
      token: await token(MAYA),
    });
    expect(admin.body.data?.criteriaForPermissions).toEqual({
      permissionCriteriaIsAll: true,
      permissionCriteriaIsAssigned: false,
    });
    const coach = await s.gql<{ criteriaForPermissions: object }>(q, {
      token: await token(HANNAH),
    });
    expect(coach.body.data?.criteriaForPermissions).toEqual({
      permissionCriteriaIsAll: false,
      permissionCriteriaIsAssigned: true,
    });
    const applicant = await s.gql<{ criteriaForPermissions: object }>(q, {
      token: await token(NOAH),
    });
    expect(applicant.body.data?.criteriaForPermissions).toEqual({
      permissionCriteriaIsAll: false,
      permissionCriteriaIsAssigned: false,
    });
  });
});
