import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { programMembers, programs } from '../programs/programs.schema.ts';
import { startupMembers, startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { invitations } from './invitations.schema.ts';
import { AISHA, CLAIRE, HANNAH, LUCAS, MAYA, PRIYA } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';
const NEW_PASSWORD = 'a-strong-passphrase';

const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) {
  _id email firstName lastName status expiresAt role { type label } startup { _id name } program { _id name } invitedBy { fullName } } }`;
const LIST = 'query($status: InvitationState) { invitations(status: $status) { _id email status role { type } } }';
const PREVIEW =
  'query($token: String!) { invitation(token: $token) { email firstName lastName roleType roleLabel incubatorName inviterName status } }';
const ACCEPT = `mutation($token: String!, $firstName: String!, $lastName: String!, $password: String!) {
  acceptInvitation(token: $token, firstName: $firstName, lastName: $lastName, password: $password) { token sessionId user { _id fullName } } }`;
const REVOKE = 'mutation($id: ID!) { revokeInvitation(id: $id) { _id status } }';
const RESEND = 'mutation($id: ID!) { resendInvitation(id: $id) { _id status expiresAt } }';
const ME = '{ currentUser { _id fullName email status validated role { type } startups { name } } }';

type Inv = {
  _id: string;
  email: string;
  status: string;
  expiresAt: string;
  role: { type: string; label: string | null };
  startup: { _id: string; name: string } | null;
  program: { _id: string; name: string } | null;
  invitedBy: { fullName: string } | null;
};
type Preview = {
  email: string;
  firstName: string | null;
  roleType: string;
  roleLabel: string;
  incubatorName: string;
  inviterName: string | null;
  status: string;
} | null;
type Account = { token: string; sessionId: string; user: { _id: string; fullName: string } };

let s: TestServer;
let tokens: Record<string, string>;
let demoId: string;
let mail: MailCatcher;
let northId: string;

const db = () => s.running.services.database.db;
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;

async function idOf(
  table: typeof startups | typeof programs,
  incubatorId: string,
  column: 'name' | 'slug',
  value: string,
) {
  const col = column === 'name' ? (table as typeof startups).name : (table as typeof programs).slug;
  const [row] = await db()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.incubatorId, incubatorId), eq(col, value)));
  return row!.id;
}

/** Everything a refusal must leave as it was: invitations, mail, users. */
async function snapshot() {
  const [inv] = await db().select({ n: count() }).from(invitations);
  const [sent] = await db().select({ n: count() }).from(mailOutbox);
  const [people] = await db().select({ n: count() }).from(users);
  const [open] = await db()
    .select({ n: count() })
    .from(invitations)
    .where(sql`${invitations.acceptedAt} is null and ${invitations.revokedAt} is null`);
  return { invitations: inv!.n, mail: sent!.n, users: people!.n, open: open!.n };
}

/** The link of the next invitation mailed to an address (over SMTP, as the invitee receives it): its raw token. */
async function mailedToken(to: string): Promise<{ token: string; subject: string; text: string; html: string }> {
  const received = await mail.take(to);
  const match = /\/acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(received.text);
  expect(match, `an invitation link mailed to ${to}`).not.toBeNull();
  return { token: match![1]!, subject: received.subject, text: received.text, html: received.html };
}

async function invite(as: string, input: Record<string, unknown>, host?: string) {
  return s.gql<{ inviteUser: Inv }>(INVITE, { token: tokens[as], variables: { input }, host });
}

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url });
  tokens = {};
  for (const email of [MAYA, PRIYA, LUCAS, HANNAH, AISHA]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  const rows = await db().select({ id: incubators.id, slug: incubators.slug }).from(incubators);
  demoId = rows.find((r) => r.slug === 'demo')!.id;
  northId = rows.find((r) => r.slug === 'northstar')!.id;
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

describe('invitations', () => {
  it('requires authentication to invite or list', async () => {
    const before = await snapshot();
    const res = await s.gql(INVITE, { variables: { input: { email: 'x@example.com', roleType: 'Mentor' } } });
    expect(codeOf(res)).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await s.gql(LIST))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await s.gql(REVOKE, { variables: { id: '00000000-0000-4000-8000-000000000000' } }))).toBe(
      'AUTHENTICATION_REQUIRED',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lets an admin invite a cofounder into a startup and programme; the link creates the account and signs it in', async () => {
    const startupId = await idOf(startups, demoId, 'name', 'Kinfolk Health');
    const programId = await idOf(programs, demoId, 'slug', 'climate-track');
    const res = await invite(MAYA, {
      email: 'Zoe.Park@Example.com',
      roleType: 'Cofounder',
      startupId,
      programId,
      firstName: 'Zoe',
      lastName: 'Park',
    });
    expect(res.body.errors).toBeUndefined();
    const inv = res.body.data!.inviteUser;
    expect(inv).toMatchObject({
      email: 'Zoe.Park@Example.com',
      status: 'PENDING',
      role: { type: 'Cofounder' },
      startup: { name: 'Kinfolk Health' },
      program: { name: 'Climate Tech Track' },
      invitedBy: { fullName: 'Maya Chen' },
    });
    const days = (Date.parse(inv.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // The email: branded, in the organisation's language, with a link to this tenant's origin.
    const mail = await mailedToken('Zoe.Park@Example.com');
    expect(mail.subject).toBe("You're invited to join Lakeside Ventures Accelerator");
    expect(mail.text).toContain('Maya Chen invited you to join Lakeside Ventures Accelerator as Co/Founder.');
    expect(mail.text).toContain(`http://demo.localhost:${s.port}/acceptinvitation?token=${mail.token}`);
    expect(mail.html).toContain('Accept the invitation');
    // Only the hash is stored.
    const [stored] = await db()
      .select({ tokenHash: invitations.tokenHash })
      .from(invitations)
      .where(eq(invitations.id, inv._id));
    expect(stored!.tokenHash).not.toContain(mail.token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const preview = await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: mail.token } });
    expect(preview.body.data!.invitation).toEqual({
      email: 'Zoe.Park@Example.com',
      firstName: 'Zoe',
      lastName: 'Park',
      roleType: 'Cofounder',
      roleLabel: 'Co/Founder',
      incubatorName: 'Lakeside Ventures Accelerator',
      inviterName: 'Maya Chen',
      status: 'VALID',
    });

    const accepted = await s.gql<{ acceptInvitation: Account }>(ACCEPT, {
      variables: { token: mail.token, firstName: ' Zoë ', lastName: 'Park', password: NEW_PASSWORD },
    });
    expect(accepted.body.errors).toBeUndefined();
    const account = accepted.body.data!.acceptInvitation;
    expect(account.user.fullName).toBe('Zoë Park');
    expect(account.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const me = await s.gql<{
      currentUser: {
        fullName: string;
        email: string;
        status: string;
        validated: boolean;
        role: { type: string };
        startups: { name: string }[];
      };
    }>(ME, { token: account.token });
    expect(me.body.data!.currentUser).toMatchObject({
      fullName: 'Zoë Park',
      email: 'Zoe.Park@Example.com',
      status: 'active',
      validated: true,
      role: { type: 'Cofounder' },
      startups: [{ name: 'Kinfolk Health' }],
    });
    const [membership] = await db()
      .select()
      .from(programMembers)
      .where(and(eq(programMembers.programId, programId), eq(programMembers.userId, account.user._id)));
    expect(membership).toBeDefined();
    // The password chosen works for signing in.
    const login = await s.http({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'zoe.park@example.com', password: NEW_PASSWORD }),
    });
    expect(login.status).toBe(200);

    // Used: the link says so and works no more.
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: mail.token } })).body.data!.invitation!
        .status,
    ).toBe('USED');
    const before = await snapshot();
    const again = await s.gql(ACCEPT, {
      variables: { token: mail.token, firstName: 'Mallory', lastName: 'X', password: NEW_PASSWORD },
    });
    expect(codeOf(again)).toBe('INVALID_TOKEN');
    expect(again.body.errors![0]!.message).toMatch(/used already/);
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await s.gql<{ invitations: Inv[] }>(LIST, { token: tokens[MAYA], variables: { status: 'ACCEPTED' } })
      ).body.data!.invitations.map((i) => i.email),
    ).toContain('Zoe.Park@Example.com');
  });

  it('refuses a cofounder, a coach, and roles above the inviter; nobody invites System', async () => {
    const before = await snapshot();
    for (const [as, roleType] of [
      [AISHA, 'Cofounder'],
      [HANNAH, 'Mentor'],
      [PRIYA, 'Admin'],
      [PRIYA, 'AdminCoach'],
      [PRIYA, 'SubAdmin'],
      [LUCAS, 'Admin'],
      [MAYA, 'System'],
    ] as const) {
      const res = await invite(as, { email: 'someone.new@example.com', roleType });
      expect(codeOf(res), `${as} inviting a ${roleType}`).toBe('FORBIDDEN');
    }
    expect(codeOf(await s.gql(LIST, { token: tokens[AISHA] }))).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(LIST, { token: tokens[HANNAH] }))).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
    // Staff and SubAdmin may invite below admin level.
    expect(
      (await invite(PRIYA, { email: 'mentor.by.staff@example.com', roleType: 'Mentor' })).body.data!.inviteUser.status,
    ).toBe('PENDING');
    expect(
      (await invite(LUCAS, { email: 'mentor.by.subadmin@example.com', roleType: 'Mentor' })).body.data!.inviteUser
        .status,
    ).toBe('PENDING');
    // …but not to a role granting what they lack: Staff may create programmes and edit users, a sub-admin may not.
    const staffBySubAdmin = await invite(LUCAS, { email: 'staff.by.subadmin@example.com', roleType: 'Staff' });
    expect(staffBySubAdmin.body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'beyondOwnPermissions',
    });
  });

  it("refuses bad input, an existing account and another organisation's startup or programme, changing nothing", async () => {
    const northStartup = await idOf(startups, northId, 'name', 'Aurora Biotech');
    const northProgram = await idOf(programs, northId, 'slug', 'fellowship-2026');
    const demoStartup = await idOf(startups, demoId, 'name', 'Kinfolk Health');
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [{ email: 'not-an-email', roleType: 'Mentor' }, 'VALIDATION_FAILED', /not a valid email/],
      [{ email: '', roleType: 'Mentor' }, 'VALIDATION_FAILED', /required/],
      [
        { email: 'long.name@example.com', roleType: 'Mentor', firstName: 'x'.repeat(101) },
        'VALIDATION_FAILED',
        /100 characters/,
      ],
      [
        { email: 'mentor.startup@example.com', roleType: 'Mentor', startupId: demoStartup },
        'VALIDATION_FAILED',
        /cofounder or a community member/,
      ],
      [{ email: 'cross@example.com', roleType: 'Cofounder', startupId: northStartup }, 'NOT_FOUND', /startup/],
      [{ email: 'cross@example.com', roleType: 'Cofounder', programId: northProgram }, 'NOT_FOUND', /programme/],
      [{ email: 'cross@example.com', roleType: 'Cofounder', programId: 'not-a-uuid' }, 'NOT_FOUND'],
      [{ email: 'AISHA.BELLO@lakeside.example', roleType: 'Cofounder' }, 'CONFLICT', /already has an account/],
    ];
    for (const [input, code, message] of cases) {
      const res = await invite(MAYA, input);
      expect(codeOf(res), JSON.stringify(input)).toBe(code);
      if (message) expect(res.body.errors![0]!.message).toMatch(message);
    }
    // A role type outside the enumeration never reaches the resolver.
    expect(codeOf(await invite(MAYA, { email: 'x@example.com', roleType: 'Overlord' }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another organisation's staff: their token here, their invitations there", async () => {
    const before = await snapshot();
    // Claire's token is bound to northstar: on the demo host she is nobody.
    expect(codeOf(await invite(CLAIRE, { email: 'from.north@example.com', roleType: 'Mentor' }))).toBe(
      'AUTHENTICATION_REQUIRED',
    );
    expect(await snapshot()).toEqual(before);
    const demoInvites = (await s.gql<{ invitations: Inv[] }>(LIST, { token: tokens[MAYA] })).body.data!.invitations;
    expect(demoInvites.length).toBeGreaterThan(0);
    // On her own host she sees none of the demo's invitations and cannot touch them.
    const northList = await s.gql<{ invitations: Inv[] }>(LIST, { token: tokens[CLAIRE], host: NORTH });
    expect(northList.body.data!.invitations.map((i) => i._id)).not.toContain(demoInvites[0]!._id);
    expect(
      codeOf(await s.gql(REVOKE, { token: tokens[CLAIRE], host: NORTH, variables: { id: demoInvites[0]!._id } })),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await s.gql(RESEND, { token: tokens[CLAIRE], host: NORTH, variables: { id: demoInvites[0]!._id } })),
    ).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('replaces an open invitation when the same address is invited again', async () => {
    await invite(PRIYA, { email: 'twice@example.com', roleType: 'Mentor' });
    const first = await mailedToken('twice@example.com');
    const second = await invite(MAYA, { email: 'TWICE@example.com', roleType: 'Expert' });
    expect(second.body.data!.inviteUser.role.type).toBe('Expert');
    const latest = await mailedToken('TWICE@example.com');
    expect(latest.token).not.toBe(first.token);
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: first.token } })).body.data!.invitation!
        .status,
    ).toBe('REVOKED');
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: latest.token } })).body.data!.invitation,
    ).toMatchObject({ status: 'VALID', roleType: 'Expert' });
    const pending = (await s.gql<{ invitations: Inv[] }>(LIST, { token: tokens[PRIYA] })).body.data!.invitations;
    expect(pending.filter((i) => i.email.toLowerCase() === 'twice@example.com')).toHaveLength(1);
  });

  it("revokes an invitation: its link says so and cannot be used; staff cannot revoke an admin's invitation", async () => {
    const made = (await invite(MAYA, { email: 'revoked@example.com', roleType: 'Mentor' })).body.data!.inviteUser;
    const { token } = await mailedToken('revoked@example.com');
    expect(codeOf(await s.gql(REVOKE, { token: tokens[AISHA], variables: { id: made._id } }))).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(REVOKE, { token: tokens[PRIYA], variables: { id: 'nope' } }))).toBe('NOT_FOUND');
    const revoked = await s.gql<{ revokeInvitation: Inv }>(REVOKE, {
      token: tokens[PRIYA],
      variables: { id: made._id },
    });
    expect(revoked.body.data!.revokeInvitation.status).toBe('REVOKED');
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token } })).body.data!.invitation!.status,
    ).toBe('REVOKED');
    const before = await snapshot();
    const res = await s.gql(ACCEPT, {
      variables: { token, firstName: 'Rev', lastName: 'Oked', password: NEW_PASSWORD },
    });
    expect(codeOf(res)).toBe('INVALID_TOKEN');
    expect(res.body.errors![0]!.message).toMatch(/withdrawn/);
    expect(codeOf(await s.gql(RESEND, { token: tokens[PRIYA], variables: { id: made._id } }))).toBe('CONFLICT');
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await s.gql<{ invitations: Inv[] }>(LIST, { token: tokens[MAYA], variables: { status: 'REVOKED' } })
      ).body.data!.invitations.map((i) => i._id),
    ).toContain(made._id);

    const adminInvite = (await invite(MAYA, { email: 'future.admin@example.com', roleType: 'Admin' })).body.data!
      .inviteUser;
    const beforeStaff = await snapshot();
    expect(codeOf(await s.gql(REVOKE, { token: tokens[PRIYA], variables: { id: adminInvite._id } }))).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(RESEND, { token: tokens[LUCAS], variables: { id: adminInvite._id } }))).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(beforeStaff);
  });

  it('says an expired link has expired, and a resend makes a fresh link that works', async () => {
    const made = (await invite(MAYA, { email: 'late@example.com', roleType: 'CommunityMember' })).body.data!.inviteUser;
    const old = await mailedToken('late@example.com');
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, made._id));
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: old.token } })).body.data!.invitation!
        .status,
    ).toBe('EXPIRED');
    expect(
      (
        await s.gql<{ invitations: Inv[] }>(LIST, { token: tokens[MAYA], variables: { status: 'EXPIRED' } })
      ).body.data!.invitations.map((i) => i._id),
    ).toContain(made._id);
    const before = await snapshot();
    const res = await s.gql(ACCEPT, {
      variables: { token: old.token, firstName: 'Late', lastName: 'Comer', password: NEW_PASSWORD },
    });
    expect(codeOf(res)).toBe('INVALID_TOKEN');
    expect(res.body.errors![0]!.message).toMatch(/expired/);
    expect(await snapshot()).toEqual(before);

    const resent = await s.gql<{ resendInvitation: Inv }>(RESEND, {
      token: tokens[PRIYA],
      variables: { id: made._id },
    });
    expect(resent.body.data!.resendInvitation.status).toBe('PENDING');
    const fresh = await mailedToken('late@example.com');
    expect(fresh.token).not.toBe(old.token);
    // The old link is forgotten (only the new hash is kept).
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: old.token } })).body.data!.invitation,
    ).toBeNull();
    const accepted = await s.gql<{ acceptInvitation: Account }>(ACCEPT, {
      variables: { token: fresh.token, firstName: 'Late', lastName: 'Comer', password: NEW_PASSWORD },
    });
    expect(accepted.body.data!.acceptInvitation.user.fullName).toBe('Late Comer');
  });

  it('checks the name and password before creating anything', async () => {
    await invite(MAYA, { email: 'careful@example.com', roleType: 'Mentor' });
    const { token } = await mailedToken('careful@example.com');
    const before = await snapshot();
    for (const [vars, message] of [
      [{ firstName: 'Care', lastName: 'Ful', password: 'short' }, /at least 10 characters/],
      [{ firstName: 'Care', lastName: 'Ful', password: 'x'.repeat(1025) }, /at most 1024/],
      [{ firstName: '   ', lastName: 'Ful', password: NEW_PASSWORD }, /First name is a required field/],
      [{ firstName: 'Care', lastName: '', password: NEW_PASSWORD }, /Last name is a required field/],
    ] as const) {
      const res = await s.gql(ACCEPT, { variables: { token, ...vars } });
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
      expect(res.body.errors![0]!.message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token } })).body.data!.invitation!.status,
    ).toBe('VALID');
  });

  it("knows nothing of another organisation's token, nor of made-up ones", async () => {
    const made = await invite(CLAIRE, { email: 'north.invitee@example.com', roleType: 'Mentor' }, NORTH);
    expect(made.body.errors).toBeUndefined();
    const { token } = await mailedToken('north.invitee@example.com');
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token }, host: NORTH })).body.data!.invitation!
        .status,
    ).toBe('VALID');
    expect((await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token } })).body.data!.invitation).toBeNull();
    expect(
      (await s.gql<{ invitation: Preview }>(PREVIEW, { variables: { token: 'made-up' } })).body.data!.invitation,
    ).toBeNull();
    const before = await snapshot();
    const res = await s.gql(ACCEPT, {
      variables: { token, firstName: 'Cross', lastName: 'Tenant', password: NEW_PASSWORD },
    });
    expect(codeOf(res)).toBe('INVALID_TOKEN');
    expect(res.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/not valid/),
      extensions: { status: 'UNKNOWN' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to accept when the address got an account in the meantime', async () => {
    await invite(MAYA, { email: 'raced@example.com', roleType: 'Mentor' });
    const { token } = await mailedToken('raced@example.com');
    const signUp = await s.gql('mutation($input: SignUpApplicantInput!) { signUpApplicant(input: $input) { token } }', {
      variables: { input: { email: 'raced@example.com', firstName: 'Ra', lastName: 'Ced', password: NEW_PASSWORD } },
    });
    expect(signUp.body.errors).toBeUndefined();
    const before = await snapshot();
    expect(
      codeOf(await s.gql(ACCEPT, { variables: { token, firstName: 'Ra', lastName: 'Ced', password: NEW_PASSWORD } })),
    ).toBe('CONFLICT');
    expect(await snapshot()).toEqual(before);
  });

  it("writes the email in the organisation's default language", async () => {
    await db().update(incubators).set({ defaultLanguage: 'fr' }).where(eq(incubators.id, northId));
    s.running.services.tenants.invalidate('northstar');
    try {
      await invite(CLAIRE, { email: 'francophone@example.com', roleType: 'Cofounder' }, NORTH);
      const mail = await mailedToken('francophone@example.com');
      expect(mail.subject).toBe('Invitation à rejoindre Northstar Incubator');
      expect(mail.text).toContain('Claire Dubois vous invite à rejoindre Northstar Incubator en tant que Cofondateur.');
      expect(mail.html).toContain('Accepter l&#39;invitation');
    } finally {
      await db().update(incubators).set({ defaultLanguage: 'en' }).where(eq(incubators.id, northId));
      s.running.services.tenants.invalidate('northstar');
    }
  });

  it('joins an invited mentor to the programme named, and only to it', async () => {
    const programId = await idOf(programs, demoId, 'slug', 'spring-2026');
    await invite(PRIYA, { email: 'program.mentor@example.com', roleType: 'Mentor', programId });
    const { token } = await mailedToken('program.mentor@example.com');
    const account = (
      await s.gql<{ acceptInvitation: Account }>(ACCEPT, {
        variables: { token, firstName: 'Pro', lastName: 'Gram', password: NEW_PASSWORD },
      })
    ).body.data!.acceptInvitation;
    const memberships = await db()
      .select({ programId: programMembers.programId })
      .from(programMembers)
      .where(eq(programMembers.userId, account.user._id));
    expect(memberships).toEqual([{ programId }]);
    expect(await db().select().from(startupMembers).where(eq(startupMembers.userId, account.user._id))).toEqual([]);
  });

  it('lists the startups and programmes an invitation can name, of this organisation only, to staff only', async () => {
    const TARGETS = '{ invitationTargets { startups { name } programs { name } roleTypes } }';
    const res = await s.gql<{
      invitationTargets: { startups: { name: string }[]; programs: { name: string }[]; roleTypes: string[] };
    }>(TARGETS, { token: tokens[LUCAS] });
    // A sub-admin invites below admin level, and not to Staff, which grants what a sub-admin lacks.
    expect(res.body.data!.invitationTargets.roleTypes).toEqual([
      'Applicant',
      'Coach',
      'Cofounder',
      'CommunityMember',
      'Evaluator',
      'Expert',
      'Mentor',
    ]);
    expect(res.body.data!.invitationTargets.startups.map((x) => x.name)).toEqual([
      'Brightpath Learning',
      'Greenleaf Robotics',
      'Kinfolk Health',
      'Tidepool Analytics',
    ]);
    expect(res.body.data!.invitationTargets.programs.map((x) => x.name)).toEqual([
      'Climate Tech Track',
      'Spring 2026 Cohort',
    ]);
    expect(codeOf(await s.gql(TARGETS, { token: tokens[AISHA] }))).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(TARGETS))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await s.gql(TARGETS, { token: tokens[CLAIRE] }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('lets only one of two simultaneous acceptances of a link win', async () => {
    await invite(MAYA, { email: 'double.click@example.com', roleType: 'Mentor' });
    const { token } = await mailedToken('double.click@example.com');
    const results = await Promise.all(
      ['One', 'Two'].map((firstName) =>
        s.gql<{ acceptInvitation: Account }>(ACCEPT, {
          variables: { token, firstName, lastName: 'Click', password: NEW_PASSWORD },
        }),
      ),
    );
    expect(results.filter((r) => r.body.data?.acceptInvitation).length).toBe(1);
    expect(results.map((r) => codeOf(r)).filter(Boolean)).toHaveLength(1);
    const [n] = await db().select({ n: count() }).from(users).where(eq(users.email, 'double.click@example.com'));
    expect(n!.n).toBe(1);
  });
});
