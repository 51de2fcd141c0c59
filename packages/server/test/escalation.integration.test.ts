// No escalation (security issue 12): nobody gives, invites to, edits or accepts a role that grants permissions the
// giver does not hold. The refusals change nothing: no invitation, no mail, no role or user row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { invitations } from '../src/modules/invitations/invitations.schema.ts';
import { mailOutbox } from '../src/core/mail/outbox.schema.ts';
import { roles, users } from '../src/modules/users/users.schema.ts';
import { createAccount } from './factories/accounts.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { AISHA, MAYA, PRIYA } from './personas.ts';

type Grant = { key: string; permissionCriteria: string; selected?: string[] | null };
type RoleInfo = { _id: string; type: string; label: string; isCustom: boolean; permissions: Grant[] };

const ROLES = '{ roles { _id type label isCustom permissions { key permissionCriteria selected } } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { _id } }';
const INVITE =
  'mutation($email: String!, $roleType: RoleType!) { inviteUser(input: { email: $email, roleType: $roleType }) { _id } }';
const ACCEPT =
  'mutation($token: String!) { acceptInvitation(token: $token, firstName: "Eve", lastName: "Climber", password: "a-long-password-2026") { token } }';
const PREVIEW = 'query($token: String!) { invitation(token: $token) { status } }';

let s: TestServer;
let mail: MailCatcher;
let admin: string;
let staff: string;

const code = (res: { body: { errors?: { extensions?: { code?: string; reason?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions;
const db = () => s.running.services.database.db;

async function counts() {
  const [inv] = await db().select({ n: count() }).from(invitations);
  const [sent] = await db().select({ n: count() }).from(mailOutbox);
  const [people] = await db().select({ n: count() }).from(users);
  const [kinds] = await db().select({ n: count() }).from(roles);
  return { invitations: inv!.n, mail: sent!.n, users: people!.n, roles: kinds!.n };
}

async function role(type: string): Promise<RoleInfo> {
  const res = await s.gql<{ roles: RoleInfo[] }>(ROLES, { token: admin });
  return res.body.data!.roles.find((r) => r.type === type && !r.isCustom)!;
}

/** The Admin sets a default role's grants (the Admin holds everything, so may). */
async function setGrants(type: string, change: (grants: Grant[]) => Grant[]) {
  const r = await role(type);
  const permissions = change(
    r.permissions.map(({ key, permissionCriteria, selected }) => ({
      key,
      permissionCriteria,
      ...(selected?.length ? { selected } : {}),
    })),
  );
  const res = await s.gql(UPDATE, { token: admin, variables: { id: r._id, input: { permissions } } });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
}
const withKey = (key: string) => (grants: Grant[]) => [
  ...grants.filter((g) => g.key !== key),
  { key, permissionCriteria: 'ALL' },
];
const withoutKey = (key: string) => (grants: Grant[]) => grants.filter((g) => g.key !== key);

/** The raw token of the invitation link mailed to an address. */
async function invitationToken(to: string): Promise<string> {
  const received = await mail.take(to);
  return /acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(received.text)![1]!;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url });
  admin = await s.login(MAYA);
  staff = await s.login(PRIYA);
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

describe('no escalation through roles and invitations', () => {
  it('refuses an invitation to a role above the inviter’s, storing nothing', async () => {
    const before = await counts();
    for (const roleType of ['Admin', 'AdminCoach', 'SubAdmin']) {
      expect(
        code(await s.gql(INVITE, { token: staff, variables: { email: `up.${roleType}@example.org`, roleType } }))?.code,
        roleType,
      ).toBe('FORBIDDEN');
    }
    // A role of a lower type that was given a permission the inviter lacks is above them too.
    await setGrants('Mentor', withKey('SETTINGS:MANAGE'));
    const refused = await s.gql(INVITE, {
      token: staff,
      variables: { email: 'mentor.plus@example.org', roleType: 'Mentor' },
    });
    expect(code(refused)).toMatchObject({ code: 'FORBIDDEN', reason: 'beyondOwnPermissions' });
    expect(refused.body.errors![0]!.message).toContain('SETTINGS:MANAGE');
    expect(await counts()).toEqual(before);
    // The Admin, who holds it, may.
    expect(
      code(await s.gql(INVITE, { token: admin, variables: { email: 'mentor.plus@example.org', roleType: 'Mentor' } })),
    ).toBeUndefined();
    await mail.take('mentor.plus@example.org');
    await setGrants('Mentor', withoutKey('SETTINGS:MANAGE'));
  });

  it('refuses giving a user a role above one’s own, or changing the role of a user above one', async () => {
    const [founder] = (
      await s.gql<{ users: { results: { _id: string; email: string }[] } }>(
        '{ users(first: 100) { results { _id email } } }',
        { token: admin },
      )
    ).body.data!.users.results.filter((u) => u.email === AISHA);
    await setGrants('Mentor', withKey('SETTINGS:MANAGE'));
    const mentor = await role('Mentor');
    const before = await counts();
    const res = await s.gql('mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { _id } }', {
      token: staff,
      variables: { u: founder!._id, r: mentor._id },
    });
    expect(code(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'beyondOwnPermissions' });
    expect(await counts()).toEqual(before);
    expect((await role('Cofounder'))._id).not.toBe(mentor._id);
    await setGrants('Mentor', withoutKey('SETTINGS:MANAGE'));
  });

  it('refuses creating or editing a role beyond one’s own permissions, even with ROLES:MANAGE', async () => {
    await setGrants('Staff', withKey('ROLES:MANAGE'));
    const before = await counts();
    const base = { userAccess: { roles: [], visibilitySettings: 'all' }, startupAccess: { visibilitySettings: 'all' } };
    const created = await s.gql('mutation($input: CreateRoleInput!) { createRole(input: $input) { _id } }', {
      token: staff,
      variables: {
        input: {
          type: 'Coach',
          label: 'Super coach',
          permissions: [{ key: 'SETTINGS:MANAGE', permissionCriteria: 'ALL' }],
          ...base,
        },
      },
    });
    expect(code(created)).toMatchObject({ code: 'FORBIDDEN', reason: 'beyondOwnPermissions' });
    // Nor through one's own role: the Staff role cannot give itself what it lacks.
    const staffRole = await role('Staff');
    const self = await s.gql(UPDATE, {
      token: staff,
      variables: {
        id: staffRole._id,
        input: {
          permissions: [
            ...staffRole.permissions.map(({ key, permissionCriteria }) => ({ key, permissionCriteria })),
            { key: 'SETTINGS:MANAGE', permissionCriteria: 'ALL' },
          ],
        },
      },
    });
    expect(code(self)).toMatchObject({ code: 'FORBIDDEN', reason: 'beyondOwnPermissions' });
    // A role above the editor is out of reach even to rename.
    await setGrants('Mentor', withKey('SETTINGS:MANAGE'));
    const rename = await s.gql(UPDATE, {
      token: staff,
      variables: { id: (await role('Mentor'))._id, input: { label: 'Renamed' } },
    });
    expect(code(rename)).toMatchObject({ code: 'FORBIDDEN', reason: 'beyondOwnPermissions' });
    expect(await counts()).toEqual(before);
    expect((await role('Staff')).permissions.some((g) => g.key === 'SETTINGS:MANAGE')).toBe(false);
    // The outbox stays with admin-level roles, whoever asks.
    const outbox = await s.gql(UPDATE, {
      token: admin,
      variables: {
        id: staffRole._id,
        input: {
          permissions: [
            { key: 'EMAILS/OUTBOX:VIEW', permissionCriteria: 'ALL' },
            { key: 'ROLES:MANAGE', permissionCriteria: 'ALL' },
          ],
        },
      },
    });
    expect(code(outbox)?.code).toBe('VALIDATION_FAILED');
    await setGrants('Mentor', withoutKey('SETTINGS:MANAGE'));
    await setGrants('Staff', withoutKey('ROLES:MANAGE'));
  });

  it('refuses accepting an invitation its sender may no longer give, and accepts it once they may again', async () => {
    expect(
      code(await s.gql(INVITE, { token: staff, variables: { email: 'coach.later@example.org', roleType: 'Coach' } })),
    ).toBeUndefined();
    const token = await invitationToken('coach.later@example.org');
    expect(
      (await s.gql<{ invitation: { status: string } }>(PREVIEW, { variables: { token } })).body.data!.invitation.status,
    ).toBe('VALID');

    // The Coach role gains a permission the Staff inviter does not hold: the link is worth nothing meanwhile.
    await setGrants('Coach', withKey('SETTINGS:MANAGE'));
    expect(
      (await s.gql<{ invitation: { status: string } }>(PREVIEW, { variables: { token } })).body.data!.invitation.status,
    ).toBe('REVOKED');
    const before = await counts();
    expect(code(await s.gql(ACCEPT, { variables: { token } }))).toMatchObject({
      code: 'INVALID_TOKEN',
      status: 'REVOKED',
    });
    expect(await counts()).toEqual(before);

    await setGrants('Coach', withoutKey('SETTINGS:MANAGE'));
    const accepted = await s.gql<{ acceptInvitation: { token: string } }>(ACCEPT, { variables: { token } });
    expect(accepted.body.data?.acceptInvitation.token).toMatch(/^ey/);
  });

  it('refuses accepting an invitation whose sender was deactivated since', async () => {
    const inviter = await createAccount(s, { role: 'Staff', status: 'active', validated: true, firstName: 'Leaving' });
    expect(
      code(
        await s.gql(INVITE, {
          token: await s.login(inviter.email),
          variables: { email: 'orphan@example.org', roleType: 'Mentor' },
        }),
      ),
    ).toBeUndefined();
    const token = await invitationToken('orphan@example.org');
    const off = await s.gql('mutation($u: ID!) { setUserStatus(userId: $u, status: INACTIVE) { _id } }', {
      token: admin,
      variables: { u: inviter.id },
    });
    expect(off.body.errors).toBeUndefined();
    const before = await counts();
    expect(code(await s.gql(ACCEPT, { variables: { token } }))).toMatchObject({
      code: 'INVALID_TOKEN',
      status: 'REVOKED',
    });
    expect(await counts()).toEqual(before);
  });
});
