// Invitations on the real server, continued: an invitation replaced, revoked or expired and resent; the checks
// before accepting; other organisations' tokens; the email's language; mentors joined to their programme; the
// options an invitation can name; two simultaneous acceptances.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { incubators } from '../../core/db/incubators.schema.ts';
import { programMembers, programs } from '../programs/programs.schema.ts';
import { startupMembers } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { invitations } from './invitations.schema.ts';
import { AISHA, CLAIRE, LUCAS, MAYA, PRIYA } from '../../../test/personas.ts';
import {
  ACCEPT,
  type Account,
  codeOf,
  db,
  demoId,
  idOf,
  type Inv,
  invite,
  LIST,
  mailedToken,
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
