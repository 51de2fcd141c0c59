// Invitations on the real server: who may invite whom, the link that creates the account and signs it in, bad
// input and other organisations refused with nothing changed. Replacing, revoking, expiry and acceptance races:
// invitation-links.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { programMembers, programs } from '../programs/programs.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { invitations } from './invitations.schema.ts';
import { AISHA, CLAIRE, HANNAH, LUCAS, MAYA, PRIYA } from '../../../test/personas.ts';
import {
  ACCEPT,
  type Account,
  codeOf,
  db,
  demoId,
  idOf,
  type Inv,
  INVITE,
  invite,
  LIST,
  mailedToken,
  ME,
  NEW_PASSWORD,
  NORTH,
  northId,
  PREVIEW,
  type Preview,
  RESEND,
  REVOKE,
  s,
  snapshot,
  tokens,
  useInvitationsServer,
} from './invitations.fixture.ts';

useInvitationsServer();

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
});
