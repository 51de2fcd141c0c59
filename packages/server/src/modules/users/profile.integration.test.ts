import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, INGRID, KOFI, MAYA, MEI, NOAH, PRIYA } from '../../../test/personas.ts';

type Card = {
  _id: string;
  fullName: string;
  role: { type: string };
  startups: { name: string; people: { fullName: string }[] }[];
} | null;
const CARD =
  'query($id: ID!) { userHoverCard(id: $id) { _id fullName timezone role { type } startups { name people { fullName } } } profileCard(id: $id) { _id } }';
const PROFILE =
  'query($id: ID!) { profile(id: $id) { _id fullName bio country links { linkedin twitter } expertise industries isMe role { type } } }';
const ME = '{ currentUser { _id role { _id } startups { people { _id fullName } } } }';
const UPDATE_ROLE = 'mutation($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { _id } }';
const DELETE = 'mutation($p: String!) { deleteMyAccount(password: $p) }';
const SETTINGS =
  'mutation($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { allowUserSelfDelete } }';

describe('user visibility, hover card and profile', () => {
  let s: TestServer;
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const me = async (token: string, host?: string) =>
    (
      await s.gql<{
        currentUser: {
          _id: string;
          role: { _id: string };
          startups: { people: { _id: string; fullName: string }[] }[];
        };
      }>(ME, { token, host })
    ).body.data!.currentUser;
  const card = async (token: string, id: string) => {
    const res = await s.gql<{ userHoverCard: Card; profileCard: { _id: string } | null }>(CARD, {
      token,
      variables: { id },
    });
    expect(res.body.errors, res.text).toBeUndefined();
    expect(res.body.data!.profileCard?._id ?? null).toBe(res.body.data!.userHoverCard?._id ?? null);
    return res.body.data!.userHoverCard;
  };
  let admin: string,
    aisha: string,
    aishaId: string,
    cofounderRole: string,
    priyaId: string,
    noahId: string,
    marcoId: string,
    claireId: string;
  const setCofounderAccess = async (roles: string[], visibilitySettings: string) => {
    const res = await s.gql(UPDATE_ROLE, {
      token: admin,
      variables: { id: cofounderRole, input: { userAccess: { roles, visibilitySettings } } },
    });
    expect(res.body.errors, res.text).toBeUndefined();
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.login(MAYA);
    aisha = await s.login(AISHA);
    const a = await me(aisha);
    aishaId = a._id;
    cofounderRole = a.role._id;
    marcoId = a.startups.flatMap((st) => st.people).find((p) => p.fullName === 'Marco Rossi')!._id;
    priyaId = (await me(await s.login(PRIYA)))._id;
    noahId = (await me(await s.login(NOAH)))._id;
    claireId = (await me(await s.login(CLAIRE, 'northstar.localhost'), 'northstar.localhost'))._id;
  });
  afterAll(() => s.close());

  it('requires sign-in', async () => {
    expect(errorCode(await s.gql(CARD, { variables: { id: priyaId } }))).toBe('AUTHENTICATION_REQUIRED');
    expect(errorCode(await s.gql(PROFILE, { variables: { id: priyaId } }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('shows the card of a visible user with role, time zone and startups with people', async () => {
    const c = await card(admin, aishaId);
    expect(c).toMatchObject({ _id: aishaId, fullName: 'Aisha Bello', role: { type: 'Cofounder' } });
    expect(c!.startups.find((st) => st.name === 'Tidepool Analytics')!.people.map((p) => p.fullName)).toEqual([
      'Aisha Bello',
      'Marco Rossi',
    ]);
  });

  it("answers null for another tenant's user, an unknown id and a malformed id", async () => {
    expect(await card(admin, claireId)).toBeNull();
    expect(await card(admin, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await card(admin, 'not-an-id')).toBeNull();
    const res = await s.gql<{ profile: unknown }>(PROFILE, { token: admin, variables: { id: claireId } });
    expect(res.body.data!.profile).toBeNull();
  });

  it("follows the viewer role's userAccess: all / user_roles / own / none", async () => {
    await setCofounderAccess([], 'all');
    expect((await card(aisha, noahId))?._id).toBe(noahId);
    await setCofounderAccess(['Staff'], 'all');
    expect((await card(aisha, priyaId))?._id).toBe(priyaId);
    expect(await card(aisha, noahId)).toBeNull();

    await setCofounderAccess(['Staff'], 'user_roles');
    expect((await card(aisha, priyaId))?._id).toBe(priyaId);
    expect(await card(aisha, noahId)).toBeNull();
    await setCofounderAccess([], 'user_roles');
    expect((await card(aisha, noahId))?._id).toBe(noahId);

    await setCofounderAccess([], 'own');
    expect((await card(aisha, marcoId))?._id).toBe(marcoId);
    expect(await card(aisha, priyaId)).toBeNull();
    const p = await s.gql<{ profile: unknown }>(PROFILE, { token: aisha, variables: { id: priyaId } });
    expect(p.body.data!.profile).toBeNull();

    await setCofounderAccess([], 'none');
    expect(await card(aisha, marcoId)).toBeNull();
    expect((await card(aisha, aishaId))?._id).toBe(aishaId);
    await setCofounderAccess([], 'user_roles');
  });

  it('an applicant (own) sees only themselves and those sharing a startup', async () => {
    const noah = await s.login(NOAH);
    expect(await card(noah, priyaId)).toBeNull();
    expect((await card(noah, noahId))?._id).toBe(noahId);
  });
});

describe('PUT /user profile fields', () => {
  let s: TestServer;
  const put = (body: unknown, token: string) =>
    s.http({
      method: 'PUT',
      path: '/user',
      host: 'demo.localhost',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const profile = async (token: string, id: string) =>
    (await s.gql<{ profile: Record<string, unknown> }>(PROFILE, { token, variables: { id } })).body.data!.profile;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('stores bio, country, normalised links, expertise and industries, shown on the profile', async () => {
    const token = await s.login(INGRID);
    const id = (await s.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token })).body.data!
      .currentUser._id;
    const res = await put(
      {
        bio: 'Robotics engineer.',
        country: 'no',
        links: { linkedin: 'linkedin.com/in/ingrid', twitter: 'https://x.com/ingrid' },
        expertise: ['Robotics', 'Robotics', 'Hardware'],
        industries: ['AgTech'],
      },
      token,
    );
    expect(res.status, res.text).toBe(200);
    const admin = await s.login(MAYA);
    expect(await profile(admin, id)).toMatchObject({
      fullName: 'Ingrid Larsen',
      bio: 'Robotics engineer.',
      country: 'NO',
      isMe: false,
      links: { linkedin: 'http://linkedin.com/in/ingrid', twitter: 'https://x.com/ingrid' },
      expertise: ['Robotics', 'Hardware'],
      industries: ['AgTech'],
    });
    // An emptied link is removed; links not sent stay.
    expect((await put({ links: { twitter: '' } }, token)).status).toBe(200);
    expect(await profile(token, id)).toMatchObject({
      isMe: true,
      links: { linkedin: 'http://linkedin.com/in/ingrid', twitter: null },
    });
  });

  it('refuses bad values with a clear message and changes nothing', async () => {
    const token = await s.login(KOFI);
    const id = (await s.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token })).body.data!
      .currentUser._id;
    const before = await profile(token, id);
    for (const [body, message] of [
      [{ country: 'XX' }, 'Country is not a valid ISO 3166 country code'],
      [{ country: 'France' }, 'Country is not a valid ISO 3166 country code'],
      [{ links: { linkedin: 'javascript:alert(1)' } }, 'LinkedIn must be a web address (http or https)'],
      [{ links: { myspace: 'https://myspace.com/x' } }, undefined],
      [{ expertise: Array.from({ length: 21 }, (_, i) => `skill ${i}`) }, 'Expertise can hold at most 20 items'],
      [{ industries: ['x'.repeat(61)] }, 'Industries items must be at most 60 characters'],
      [{ expertise: 'Robotics' }, undefined],
      [{ bio: 'x'.repeat(2001) }, 'Bio must be at most 2000 characters'],
    ] as const) {
      const res = await put(body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = (res.body as { error: { code: string; message: string } }).error;
      expect(err.code).toBe('VALIDATION_FAILED');
      if (message) expect(err.message).toBe(message);
    }
    expect(await profile(token, id)).toEqual(before);
  });
});

describe('deleteMyAccount', () => {
  let s: TestServer;
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const allow = async (value: boolean) => {
    const admin = await s.login(MAYA);
    const input = {
      name: 'Lakeside Ventures',
      timezone: 'Europe/Paris',
      defaultLanguage: 'en',
      currency: 'USD',
      allowUserSelfDelete: value,
      allowWriteInOptionInUserSkills: false,
    };
    const res = await s.gql(SETTINGS, { token: admin, variables: { input } });
    expect(res.body.errors, res.text).toBeUndefined();
  };

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires sign-in and is refused when the organisation does not allow it', async () => {
    expect(errorCode(await s.gql(DELETE, { variables: { p: DEMO_PASSWORD } }))).toBe('AUTHENTICATION_REQUIRED');
    const token = await s.login(MEI);
    expect(errorCode(await s.gql(DELETE, { token, variables: { p: DEMO_PASSWORD } }))).toBe('FORBIDDEN');
    expect(
      (await s.gql<{ currentUser: { _id: string } | null }>('{ currentUser { _id } }', { token })).body.data!
        .currentUser,
    ).not.toBeNull();
  });

  it('when allowed: refuses a wrong password, then anonymises the account and ends its sessions', async () => {
    await allow(true);
    const token = await s.login(MEI);
    const id = (await s.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token })).body.data!
      .currentUser._id;
    expect(errorCode(await s.gql(DELETE, { token, variables: { p: 'wrong password' } }))).toBe('INVALID_CREDENTIALS');
    expect(errorCode(await s.gql(DELETE, { token, variables: { p: '' } }))).toBe('VALIDATION_FAILED');
    const res = await s.gql<{ deleteMyAccount: boolean }>(DELETE, { token, variables: { p: DEMO_PASSWORD } });
    expect(res.body.data?.deleteMyAccount, res.text).toBe(true);
    // The session is over, the old address no longer signs in, and others no longer see the person.
    expect(
      (await s.gql<{ currentUser: unknown }>('{ currentUser { _id } }', { token })).body.data!.currentUser,
    ).toBeNull();
    const login = await s.http({
      method: 'POST',
      path: '/auth/local',
      host: 'demo.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MEI, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(401);
    const admin = await s.login(MAYA);
    expect(
      (await s.gql<{ userHoverCard: unknown }>(CARD, { token: admin, variables: { id } })).body.data!.userHoverCard,
    ).toBeNull();
    await allow(false);
  });
});
