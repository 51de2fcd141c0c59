// Single sign-on against a real OpenID Connect provider (oidc-provider) started here: the full code flow over
// HTTP, and every way a sign-in must be refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../../../test/identity-provider.ts';
import { ProviderBrowser } from '../../../test/oidc-browser.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { ssoConnections, ssoLoginStates } from './sso.schema.ts';
import { userSessions } from '../sessions/sessions.schema.ts';
import { AISHA, CLAIRE, DANIEL, GRACE, MAYA, NOAH, PRIYA } from '../../../test/personas.ts';

const json = { 'content-type': 'application/json' };
const DEMO = 'demo.localhost';
const NORTHSTAR = 'northstar.localhost';
const UPSERT = `mutation($input: SsoConnectionInput!) { upsertSsoConnection(input: $input) {
  id protocol provider name issuer clientId hasClientSecret enabled redirectUri postLogoutRedirectUri } }`;
const AUTH0 = '{ auth0 { enabled organization oauthConnections { id protocol provider name } } }';

interface Completed {
  token: string;
  sessionId: string;
  connectionId: string;
  returnTo: string;
  user: { _id: string; fullName: string; email: string; role: { type: string } };
}
type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

describe('single sign-on (OpenID Connect)', () => {
  let s: TestServer;
  let idp: TestIdentityProvider;
  let admin: string;
  let connectionId: string;
  const origin = (tenant: string) => `http://${tenant}.localhost:${s.port}`;

  const gqlCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const upsert = (input: Record<string, unknown>, token: string | null = admin, host = DEMO) =>
    s.gql<{ upsertSsoConnection: Record<string, unknown> }>(UPSERT, { variables: { input }, token, host });
  const connectionInput = (extra: Record<string, unknown> = {}) => ({
    provider: 'generic',
    name: 'Lakeside Login',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    ...extra,
  });

  /** GET /auth/url: the Location answered. */
  const start = async (connection: string, returnTo = '/', host = DEMO) => {
    const res = await s.http({ path: `/auth/url?${new URLSearchParams({ connection, returnTo })}`, host });
    expect(res.status, res.text).toBe(302);
    return new URL(res.headers.location as string, origin('demo'));
  };
  /** Starts at our server, signs in at the provider, and answers the callback URL the provider sent back. */
  const throughProvider = async (login: string, returnTo = '/', host = DEMO, connection = connectionId) => {
    const authUrl = await start(connection, returnTo, host);
    expect(authUrl.origin).toBe(idp.issuer);
    return new ProviderBrowser(idp.issuer).signIn(authUrl.href, login);
  };
  const complete = (callback: URL | Record<string, unknown>, host = DEMO) => {
    const body =
      callback instanceof URL
        ? Object.fromEntries(['code', 'state', 'iss'].map((k) => [k, callback.searchParams.get(k)]))
        : callback;
    return s.http({ method: 'POST', path: '/auth/sso/callback', host, headers: json, body: JSON.stringify(body) });
  };
  const demoDb = async () =>
    new TenantDb(s.running.services.database.db, (await s.running.services.tenants.bySlug('demo'))!.id);
  const activeSessions = async (userId: string) => {
    const tdb = await demoDb();
    const rows = await tdb
      .select()
      .from(userSessions)
      .where(tdb.where(userSessions, eq(userSessions.userId, userId), eq(userSessions.status, 'active')));
    return rows.length;
  };
  /** Completes a sign-in that must succeed, and signs out again (users have at most five sessions). */
  const completeOk = async (callback: URL) => {
    const res = await complete(callback);
    expect(res.status, res.text).toBe(200);
    const body = res.body as Completed;
    await s.gql('mutation($id: ID!) { logoutSession(sessionId: $id) }', {
      token: body.token,
      variables: { id: body.sessionId },
    });
    return body;
  };

  beforeAll(async () => {
    // The provider runs on 127.0.0.1 (a port not known yet): the operator allows that host for outbound requests.
    s = await startTestServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
    idp = await startIdentityProvider({
      redirectUris: [`${origin('demo')}/auth/callback`, `${origin('northstar')}/auth/callback`],
      postLogoutRedirectUris: [origin('demo'), origin('northstar')],
      accounts: {
        'grace.kim@lakeside.example': { emailVerified: false },
        'noemail@lakeside.example': { noEmail: true },
      },
    });
    admin = await s.login(MAYA);
  });
  afterAll(async () => {
    await idp?.close();
    await s?.close();
  });

  describe('settings and configuration', () => {
    it('is off for the demo organisations: no connection', async () => {
      for (const [host, slug] of [
        [DEMO, 'demo'],
        [NORTHSTAR, 'northstar'],
      ] as const) {
        const res = await s.gql<{ auth0: unknown }>(AUTH0, { host });
        expect(res.body.data?.auth0).toEqual({ enabled: false, organization: slug, oauthConnections: [] });
      }
    });

    it('answers "off" for a host that names no organisation', async () => {
      const res = await s.gql<{ auth0: unknown }>(AUTH0, { host: 'nowhere.localhost' });
      expect(res.body.data?.auth0).toEqual({ enabled: false, organization: null, oauthConnections: [] });
    });

    it('lets an administrator add a connection, and then answers auth0 without any secret', async () => {
      const res = await upsert(connectionInput());
      expect(res.body.errors).toBeUndefined();
      const created = res.body.data!.upsertSsoConnection;
      expect(created).toMatchObject({
        protocol: 'oidc',
        provider: 'generic',
        name: 'Lakeside Login',
        issuer: idp.issuer,
        clientId: idp.clientId,
        hasClientSecret: true,
        enabled: true,
        redirectUri: `${origin('demo')}/auth/callback`,
        postLogoutRedirectUri: origin('demo'),
      });
      connectionId = created.id as string;
      const pub = await s.gql<{ auth0: unknown }>(AUTH0);
      expect(pub.body.data?.auth0).toEqual({
        enabled: true,
        organization: 'demo',
        oauthConnections: [{ id: connectionId, protocol: 'oidc', provider: 'generic', name: 'Lakeside Login' }],
      });
      expect(pub.text).not.toContain(idp.clientSecret);
      expect(JSON.stringify(res.body)).not.toContain(idp.clientSecret);
      // Stored sealed, not as given.
      const tdb = await demoDb();
      const [row] = await tdb
        .select()
        .from(ssoConnections)
        .where(tdb.where(ssoConnections, eq(ssoConnections.id, connectionId)));
      expect(row!.clientSecret).toMatch(/^v1:[\w-]+:[\w-]+$/);
      expect(row!.clientSecret).not.toContain(idp.clientSecret);
      // The schema has no field that could carry the secret.
      const probe = await s.gql('{ auth0 { oauthConnections { clientSecret } } }');
      expect(probe.status).toBe(400);
      const probe2 = await s.gql('{ ssoConnections { clientSecret } }', { token: admin });
      expect(probe2.status).toBe(400);
      // The other organisation is untouched.
      const other = await s.gql<{ auth0: { enabled: boolean } }>(AUTH0, { host: NORTHSTAR });
      expect(other.body.data?.auth0.enabled).toBe(false);
    });

    it('lets an Admin & Coach list the connections; refuses Staff, a founder and signed-out callers', async () => {
      const coach = await s.login(DANIEL);
      const list = await s.gql<{ ssoConnections: { id: string }[] }>('{ ssoConnections { id hasClientSecret } }', {
        token: coach,
      });
      expect(list.body.data?.ssoConnections).toEqual([{ id: connectionId, hasClientSecret: true }]);
      for (const email of [PRIYA, AISHA]) {
        const token = await s.login(email);
        expect(gqlCode(await s.gql('{ ssoConnections { id } }', { token }))).toBe('FORBIDDEN');
        expect(gqlCode(await upsert(connectionInput({ name: 'Hijack' }), token))).toBe('FORBIDDEN');
        expect(
          gqlCode(
            await s.gql('mutation($id: ID!) { deleteSsoConnection(id: $id) }', {
              token,
              variables: { id: connectionId },
            }),
          ),
        ).toBe('FORBIDDEN');
      }
      expect(gqlCode(await upsert(connectionInput(), null))).toBe('AUTHENTICATION_REQUIRED');
      const pub = await s.gql<{ auth0: { oauthConnections: { name: string }[] } }>(AUTH0);
      expect(pub.body.data?.auth0.oauthConnections.map((c) => c.name)).toEqual(['Lakeside Login']);
    });

    it("does not let another organisation's administrator see, change or delete the connection", async () => {
      const claire = await s.login(CLAIRE, NORTHSTAR);
      const list = await s.gql<{ ssoConnections: unknown[] }>('{ ssoConnections { id } }', {
        token: claire,
        host: NORTHSTAR,
      });
      expect(list.body.data?.ssoConnections).toEqual([]);
      expect(gqlCode(await upsert(connectionInput({ id: connectionId, name: 'Taken over' }), claire, NORTHSTAR))).toBe(
        'NOT_FOUND',
      );
      expect(
        gqlCode(
          await s.gql('mutation($id: ID!) { deleteSsoConnection(id: $id) }', {
            token: claire,
            host: NORTHSTAR,
            variables: { id: connectionId },
          }),
        ),
      ).toBe('NOT_FOUND');
      // Nor with the demo admin's token on the other host.
      expect(gqlCode(await upsert(connectionInput({ id: connectionId }), admin, NORTHSTAR))).toBe(
        'AUTHENTICATION_REQUIRED',
      );
      const pub = await s.gql<{ auth0: { oauthConnections: { name: string }[] } }>(AUTH0);
      expect(pub.body.data?.auth0.oauthConnections.map((c) => c.name)).toEqual(['Lakeside Login']);
    });

    it('refuses bad input with a clear message and changes nothing', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ issuer: 'http://idp.example.com' }, /Issuer must use https/],
        [
          { issuer: 'https://169.254.169.254' },
          /Issuer must not be a private, loopback, link-local or metadata address/,
        ],
        [{ issuer: 'http://localhost:4000' }, /Issuer must not be a private/],
        [{ issuer: 'https://[::ffff:10.0.0.1]/realms/x' }, /Issuer must not be a private/],
        [{ issuer: 'not a url' }, /Issuer must be a URL/],
        [{ provider: 'myspace' }, /Provider must be one of google, microsoft/],
        [{ name: '   ' }, /Name is required/],
        [{ clientId: '' }, /Client id is required/],
        [{ id: connectionId, issuer: 'ftp://idp.example.com' }, /Issuer must be a URL/],
      ];
      for (const [extra, message] of cases) {
        const res = await upsert(connectionInput(extra));
        expect(gqlCode(res), JSON.stringify(extra)).toBe('VALIDATION_FAILED');
        expect(res.body.errors?.[0]?.message).toMatch(message);
      }
      expect(gqlCode(await upsert(connectionInput({ id: '00000000-0000-4000-8000-000000000000' })))).toBe('NOT_FOUND');
      expect(gqlCode(await s.gql('mutation { deleteSsoConnection(id: "not-an-id") }', { token: admin }))).toBe(
        'NOT_FOUND',
      );
      const list = await s.gql<{ ssoConnections: unknown[] }>('{ ssoConnections { id name issuer } }', {
        token: admin,
      });
      expect(list.body.data?.ssoConnections).toEqual([
        { id: connectionId, name: 'Lakeside Login', issuer: idp.issuer },
      ]);
    });
  });

  describe('signing in', () => {
    it('sends the browser to the provider: code flow, PKCE, scopes openid email profile, login prompt, our callback', async () => {
      const url = await start(connectionId, '/tasks');
      expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
      const q = url.searchParams;
      expect(q.get('response_type')).toBe('code');
      expect(q.get('client_id')).toBe(idp.clientId);
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('prompt')).toBe('login');
      expect(q.get('redirect_uri')).toBe(`${origin('demo')}/auth/callback`);
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
      expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    });

    it('signs a user in through the provider: token, session, and where to return', async () => {
      const callback = await throughProvider(AISHA, '/tasks?tab=mine');
      expect(callback.origin + callback.pathname).toBe(`${origin('demo')}/auth/callback`);
      expect(callback.searchParams.get('iss')).toBe(idp.issuer);
      const res = await complete(callback);
      expect(res.status, res.text).toBe(200);
      const body = res.body as Completed;
      expect(body).toMatchObject({
        connectionId,
        returnTo: '/tasks?tab=mine',
        user: { email: AISHA, fullName: 'Aisha Bello', role: { type: 'Cofounder' } },
      });
      expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const me = await s.gql<{ currentUser: { email: string } }>('{ currentUser { email } }', { token: body.token });
      expect(me.body.data?.currentUser.email).toBe(AISHA);
      const sessions = await s.gql<{ mySessions: { _id: string; current: boolean }[] }>(
        '{ mySessions { _id current } }',
        { token: body.token },
      );
      expect(sessions.body.data?.mySessions).toContainEqual({ _id: body.sessionId, current: true });
    });

    it('refuses a state used once already (a replayed callback)', async () => {
      const callback = await throughProvider(AISHA);
      await completeOk(callback);
      const again = await complete(callback);
      expect(again.status).toBe(400);
      expect((again.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
    });

    it('refuses a state started at another organisation, which stays good at its own', async () => {
      const callback = await throughProvider(AISHA);
      const elsewhere = await complete(callback, NORTHSTAR);
      expect(elsewhere.status).toBe(400);
      expect((elsewhere.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
      await completeOk(callback);
    });

    it('refuses an expired state', async () => {
      const callback = await throughProvider(AISHA);
      const tdb = await demoDb();
      await tdb.update(
        ssoLoginStates,
        { expiresAt: new Date(Date.now() - 1000) },
        eq(ssoLoginStates.state, callback.searchParams.get('state')!),
      );
      const res = await complete(callback);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'SSO_STATE_INVALID',
        message: 'This sign-in has expired or was already used. Please try again.',
      });
    });

    it('refuses a forged code or a state never issued', async () => {
      const callback = await throughProvider(AISHA);
      const forged = await complete({
        code: 'forged-code',
        state: callback.searchParams.get('state'),
        iss: idp.issuer,
      });
      expect(forged.status).toBe(502);
      expect((forged.body as ErrorBody).error.code).toBe('SSO_PROVIDER_ERROR');
      const unknown = await complete({
        code: callback.searchParams.get('code'),
        state: 'never-issued',
        iss: idp.issuer,
      });
      expect((unknown.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
      const missing = await complete({ code: 'x' });
      expect(missing.status).toBe(400);
      expect((missing.body as ErrorBody).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'State is required',
      });
    });

    it('does not create an account: an email with no account in this organisation is refused', async () => {
      for (const login of ['stranger@elsewhere.example', CLAIRE]) {
        const res = await complete(await throughProvider(login));
        expect(res.status).toBe(403);
        expect((res.body as ErrorBody).error).toMatchObject({
          code: 'SSO_NO_ACCOUNT',
          message: 'No account for this email in Lakeside Ventures Accelerator',
          details: { email: login },
        });
      }
      const users = await s.gql<{ currentUser: unknown }>('{ currentUser { _id } }');
      expect(users.body.data?.currentUser).toBeNull();
    });

    it('refuses an email the provider says is unverified, and a provider that shares no email', async () => {
      const unverified = await complete(await throughProvider(GRACE));
      expect(unverified.status).toBe(403);
      expect((unverified.body as ErrorBody).error.code).toBe('SSO_EMAIL_UNVERIFIED');
      const none = await complete(await throughProvider('noemail@lakeside.example'));
      expect((none.body as ErrorBody).error).toMatchObject({
        code: 'SSO_PROVIDER_ERROR',
        message: 'The sign-in provider did not share your email address.',
      });
    });

    it('keeps returnTo on this site', async () => {
      for (const returnTo of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
        expect((await completeOk(await throughProvider(AISHA, returnTo))).returnTo).toBe('/');
      }
    });

    it('answers "maximum number of sessions", then lets the same sign-in end the oldest session', async () => {
      const email = NOAH;
      for (let i = 0; i < 5; i++) await s.login(email);
      // The sixth live session: refused without an answer.
      const callback = await throughProvider(email);
      const res = await complete(callback);
      expect(res.status).toBe(409);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'MAX_SESSIONS',
        message: 'Maximum number of sessions reached',
      });
      const state = callback.searchParams.get('state');
      const cont = await complete({ state, endOldestSession: true });
      expect(cont.status, cont.text).toBe(200);
      const me = await s.gql<{ currentUser: { _id: string; email: string } }>('{ currentUser { _id email } }', {
        token: (cont.body as Completed).token,
      });
      expect(me.body.data?.currentUser.email).toBe(email);
      // Done: the state is spent.
      expect(((await complete({ state, endOldestSession: true })).body as ErrorBody).error.code).toBe(
        'SSO_STATE_INVALID',
      );
      expect(await activeSessions(me.body.data!.currentUser._id)).toBe(5);
    });

    it('cannot skip the provider: a state without a code never signs in', async () => {
      const url = await start(connectionId);
      const res = await complete({ state: url.searchParams.get('state'), endOldestSession: true });
      expect((res.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
    });
  });

  describe('unavailable connections and providers', () => {
    it('sends the browser to the error screen for an unknown connection', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'junk', '']) {
        const url = await start(id);
        expect(url.pathname).toBe('/auth/callback');
        expect(url.searchParams.get('error')).toBe('SSO_CONNECTION_UNAVAILABLE');
        expect(url.searchParams.get('error_description')).toBe(
          'This sign-in method is not available. Please ask your programme team.',
        );
      }
    });

    it("says so when the provider can't be reached", async () => {
      const res = await upsert(connectionInput({ name: 'Broken', issuer: 'http://127.0.0.1:9' }));
      const broken = res.body.data!.upsertSsoConnection.id as string;
      const url = await start(broken);
      expect(url.searchParams.get('error')).toBe('SSO_PROVIDER_ERROR');
      await s.gql('mutation($id: ID!) { deleteSsoConnection(id: $id) }', { token: admin, variables: { id: broken } });
    });

    it('refuses a disabled connection, also for a sign-in started before it was disabled', async () => {
      const callback = await throughProvider(AISHA);
      expect(
        (await upsert(connectionInput({ id: connectionId, enabled: false, clientSecret: undefined }))).body.data
          ?.upsertSsoConnection,
      ).toMatchObject({ enabled: false, hasClientSecret: true });
      const pub = await s.gql<{ auth0: unknown }>(AUTH0);
      expect(pub.body.data?.auth0).toEqual({ enabled: false, organization: 'demo', oauthConnections: [] });
      const res = await complete(callback);
      expect(res.status).toBe(404);
      expect((res.body as ErrorBody).error.code).toBe('SSO_CONNECTION_UNAVAILABLE');
      expect((await start(connectionId)).searchParams.get('error')).toBe('SSO_CONNECTION_UNAVAILABLE');
      await upsert(connectionInput({ id: connectionId, enabled: true, clientSecret: undefined }));
      await completeOk(await throughProvider(AISHA));
    });
  });

  describe('signing out', () => {
    it('goes through the provider and back to the organisation', async () => {
      const res = await s.http({ path: `/auth/logout?connection=${connectionId}` });
      expect(res.status).toBe(302);
      const url = new URL(res.headers.location as string);
      expect(url.origin).toBe(idp.issuer);
      expect(url.searchParams.get('post_logout_redirect_uri')).toBe(origin('demo'));
      expect(url.searchParams.get('client_id')).toBe(idp.clientId);
      const back = await new ProviderBrowser(idp.issuer).signOut(url.href);
      expect(back.href).toBe(`${origin('demo')}/`);
    });

    it('goes straight back to the organisation without a known connection', async () => {
      for (const q of ['', '?connection=00000000-0000-4000-8000-000000000000']) {
        const res = await s.http({ path: `/auth/logout${q}` });
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe(origin('demo'));
      }
    });
  });

  it('deletes a connection and its pending sign-ins; single sign-on is off again', async () => {
    await start(connectionId);
    const del = await s.gql<{ deleteSsoConnection: boolean }>('mutation($id: ID!) { deleteSsoConnection(id: $id) }', {
      token: admin,
      variables: { id: connectionId },
    });
    expect(del.body.data?.deleteSsoConnection).toBe(true);
    const tdb = await demoDb();
    expect(await tdb.select().from(ssoLoginStates).where(tdb.where(ssoLoginStates))).toEqual([]);
    expect(await tdb.select().from(ssoConnections).where(tdb.where(ssoConnections))).toEqual([]);
    const pub = await s.gql<{ auth0: { enabled: boolean } }>(AUTH0);
    expect(pub.body.data?.auth0.enabled).toBe(false);
  });
});
