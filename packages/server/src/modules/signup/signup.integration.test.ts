import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { programMembers, programs } from '../programs/programs.schema.ts';
import { users } from '../users/users.schema.ts';
import { NOAH } from '../../../test/personas.ts';

const SIGN_UP =
  'mutation($input: SignUpApplicantInput!) { signUpApplicant(input: $input) { token sessionId user { _id fullName } } }';
const PROGRAM = 'query($slug: String!) { publicProgram(slug: $slug) { _id slug name description } }';
const ME = '{ currentUser { _id fullName email status validated language role { type } } }';
const PASSWORD = 'a-strong-passphrase';
const NORTH = 'northstar.localhost';

type Account = { token: string; sessionId: string; user: { _id: string; fullName: string } };

const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;

describe('applicant sign-up and the public programme', () => {
  let s: TestServer;
  const db = () => s.running.services.database.db;
  const signUp = (input: Record<string, unknown>, host?: string) =>
    s.gql<{ signUpApplicant: Account }>(SIGN_UP, { variables: { input }, host });
  async function snapshot() {
    const [people] = await db().select({ n: count() }).from(users);
    const [mail] = await db().select({ n: count() }).from(mailOutbox);
    const [members] = await db().select({ n: count() }).from(programMembers);
    return { users: people!.n, mail: mail!.n, members: members!.n };
  }

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  it('shows a programme of this organisation to anyone, and nothing of another', async () => {
    const res = await s.gql<{ publicProgram: { slug: string; name: string; description: string } | null }>(PROGRAM, {
      variables: { slug: 'spring-2026' },
    });
    expect(res.body.data!.publicProgram).toMatchObject({
      slug: 'spring-2026',
      name: 'Spring 2026 Cohort',
      description: 'Twelve weeks from problem to first revenue.',
    });
    for (const slug of ['fellowship-2026', 'no-such-programme', '../etc', '']) {
      expect(
        (await s.gql<{ publicProgram: unknown }>(PROGRAM, { variables: { slug } })).body.data!.publicProgram,
        slug,
      ).toBeNull();
    }
    expect(
      (
        await s.gql<{ publicProgram: { name: string } }>(PROGRAM, {
          variables: { slug: 'fellowship-2026' },
          host: NORTH,
        })
      ).body.data!.publicProgram.name,
    ).toBe('Northstar Fellowship 2026');
  });

  it('creates a pending applicant in the programme, sends the confirmation and signs them in', async () => {
    const res = await signUp({
      email: 'Ada.Lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: PASSWORD,
      programSlug: 'spring-2026',
      language: 'fr-FR',
    });
    expect(res.body.errors).toBeUndefined();
    const account = res.body.data!.signUpApplicant;
    expect(account.user.fullName).toBe('Ada Lovelace');
    expect(account.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const me = await s.gql<{
      currentUser: { email: string; status: string; validated: boolean; language: string; role: { type: string } };
    }>(ME, { token: account.token });
    expect(me.body.data!.currentUser).toMatchObject({
      email: 'Ada.Lovelace@example.com',
      status: 'pending',
      validated: false,
      language: 'fr',
      role: { type: 'Applicant' },
    });
    const [spring] = await db().select({ id: programs.id }).from(programs).where(eq(programs.slug, 'spring-2026'));
    expect(
      await db()
        .select({ programId: programMembers.programId })
        .from(programMembers)
        .where(eq(programMembers.userId, account.user._id)),
    ).toEqual([{ programId: spring!.id }]);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'Ada.Lovelace@example.com'), eq(mailOutbox.kind, 'confirmation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`http://demo.localhost:${s.port}/validate/`);
    // The password chosen signs in.
    const login = await s.http({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada.lovelace@example.com', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
  });

  it('signs up from /application/new without a programme', async () => {
    const res = await signUp({
      email: 'no.programme@example.com',
      firstName: 'No',
      lastName: 'Programme',
      password: PASSWORD,
    });
    const account = res.body.data!.signUpApplicant;
    expect(await db().select().from(programMembers).where(eq(programMembers.userId, account.user._id))).toEqual([]);
  });

  it('says an address is already registered, whatever its case, and changes nothing', async () => {
    const before = await snapshot();
    const res = await signUp({
      email: 'NOAH.WILLIAMS@lakeside.example',
      firstName: 'Noah',
      lastName: 'Again',
      password: PASSWORD,
      programSlug: 'spring-2026',
    });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.body.errors![0]!.message).toMatch(/already registered/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad input and an unknown or another organisation's programme, changing nothing", async () => {
    const before = await snapshot();
    const good = { email: 'valid.person@example.com', firstName: 'Val', lastName: 'Id', password: PASSWORD };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...good, email: 'nope' }, 'VALIDATION_FAILED', /not a valid email/],
      [{ ...good, password: 'too-short' }, 'VALIDATION_FAILED', /at least 10 characters/],
      [{ ...good, firstName: ' ' }, 'VALIDATION_FAILED', /First name is a required field/],
      [{ ...good, lastName: 'x'.repeat(101) }, 'VALIDATION_FAILED', /at most 100 characters/],
      [{ ...good, programSlug: 'no-such-programme' }, 'NOT_FOUND', /no such programme/],
      [{ ...good, programSlug: 'fellowship-2026' }, 'NOT_FOUND', /no such programme/],
    ];
    for (const [input, code, message] of cases) {
      const res = await signUp(input);
      expect(codeOf(res), JSON.stringify(input).slice(0, 80)).toBe(code);
      expect(res.body.errors![0]!.message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps organisations apart: the same address may sign up at another, and its token is worthless here', async () => {
    const res = await signUp(
      {
        email: 'ada.lovelace@example.com',
        firstName: 'Ada',
        lastName: 'North',
        password: PASSWORD,
        programSlug: 'fellowship-2026',
      },
      NORTH,
    );
    expect(res.body.errors).toBeUndefined();
    const northToken = res.body.data!.signUpApplicant.token;
    expect(
      (await s.gql<{ currentUser: { fullName: string } }>(ME, { token: northToken, host: NORTH })).body.data!
        .currentUser.fullName,
    ).toBe('Ada North');
    expect((await s.gql<{ currentUser: unknown }>(ME, { token: northToken })).body.data!.currentUser).toBeNull();
  });
});

describe('sign-up throttling', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  it('allows 10 sign-ups a minute from one client address, then says to wait', async () => {
    const statuses: string[] = [];
    for (let i = 0; i < 11; i++) {
      // Half of them fail (already registered): every attempt counts, or probing addresses would be free.
      const email = i % 2 === 0 ? `burst${i}@example.com` : NOAH;
      const res = await s.gql<{ signUpApplicant: Account }>(SIGN_UP, {
        variables: { input: { email, firstName: 'Burst', lastName: String(i), password: PASSWORD } },
      });
      statuses.push(codeOf(res) ?? 'OK');
    }
    expect(statuses.slice(0, 10)).toEqual([
      'OK',
      'CONFLICT',
      'OK',
      'CONFLICT',
      'OK',
      'CONFLICT',
      'OK',
      'CONFLICT',
      'OK',
      'CONFLICT',
    ]);
    expect(statuses[10]).toBe('TOO_MANY_ATTEMPTS');
    const [row] = await s.running.services.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'burst10@example.com'));
    expect(row!.n).toBe(0);
  });
});
