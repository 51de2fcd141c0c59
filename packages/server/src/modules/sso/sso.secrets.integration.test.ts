// A connection's client secret at rest, through the real server and a real provider: stored sealed, bound to
// its organisation, resealed at start when written in plaintext earlier or sealed under the former SECRET
// (SECRET_PREVIOUS), and a clear "not available" — not a 500 — when SECRET changed without SECRET_PREVIOUS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../../../test/identity-provider.ts';
import { ProviderBrowser } from '../../../test/oidc-browser.ts';
import { createRunning, type Running } from '../../server.ts';
import { CredentialSealer, isSealed } from '../../core/auth/sealed.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { ssoConnections } from './sso.schema.ts';
import { AISHA, MAYA } from '../../../test/personas.ts';

const OLD_SECRET = 'integration-test-secret-integration-test-secret'; // the harness's SECRET
const NEW_SECRET = 'the-rotated-secret-of-this-deployment-0123456789';
const WRONG_SECRET = 'a-secret-nobody-sealed-anything-with-0123456789';
const key = (secret: string) => new TextEncoder().encode(secret);
const UPSERT = 'mutation($input: SsoConnectionInput!) { upsertSsoConnection(input: $input) { id hasClientSecret } }';
type ErrorBody = { error: { code: string; message: string } };

describe('single sign-on client secrets at rest', () => {
  let s: TestServer;
  let running: Running;
  let idp: TestIdentityProvider;
  let connectionId: string;
  let demoId: string;
  let northstarId: string;
  const origin = (tenant: string) => `http://${tenant}.localhost:${s.port}`;

  /** Starts the server again on the same database, with another environment, on the same port. */
  const restart = async (env: Record<string, string>) => {
    await running.close();
    running = await createRunning(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: s.dataDir,
        ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}),
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        JOBS: 'false',
        ...env,
      },
      { webDist: null },
    );
    await running.app.listen({ port: s.port, host: '127.0.0.1' });
    running.services.tenants.setListenPort(s.port);
  };
  const storedSecret = async (incubatorId = demoId, id = connectionId) => {
    const tdb = new TenantDb(running.services.database.db, incubatorId);
    const [row] = await tdb
      .select()
      .from(ssoConnections)
      .where(tdb.where(ssoConnections, eq(ssoConnections.id, id)));
    return row!.clientSecret!;
  };
  const setStoredSecret = (value: string, incubatorId = demoId, id = connectionId) =>
    new TenantDb(running.services.database.db, incubatorId).update(
      ssoConnections,
      { clientSecret: value },
      eq(ssoConnections.id, id),
    );
  const start = async (host = 'demo.localhost', connection = connectionId) => {
    const res = await s.http({ path: `/auth/url?${new URLSearchParams({ connection, returnTo: '/' })}`, host });
    expect(res.status, res.text).toBe(302);
    return new URL(res.headers.location as string, origin('demo'));
  };
  /** A whole sign-in through the provider; answers the completion's status and body. */
  const signIn = async (login = AISHA) => {
    const authUrl = await start();
    expect(authUrl.origin, authUrl.href).toBe(idp.issuer);
    const callback = await new ProviderBrowser(idp.issuer).signIn(authUrl.href, login);
    const body = Object.fromEntries(['code', 'state', 'iss'].map((k) => [k, callback.searchParams.get(k)]));
    const res = await s.http({
      method: 'POST',
      path: '/auth/sso/callback',
      host: 'demo.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 200) {
      const { token, sessionId } = res.body as { token: string; sessionId: string };
      await s.gql('mutation($id: ID!) { logoutSession(sessionId: $id) }', { token, variables: { id: sessionId } });
    }
    return res;
  };

  beforeAll(async () => {
    s = await startTestServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1', JOBS: 'false' });
    running = s.running;
    idp = await startIdentityProvider({
      redirectUris: [`${origin('demo')}/auth/callback`],
      postLogoutRedirectUris: [origin('demo')],
    });
    demoId = (await running.services.tenants.bySlug('demo'))!.id;
    northstarId = (await running.services.tenants.bySlug('northstar'))!.id;
    const res = await s.gql<{ upsertSsoConnection: { id: string } }>(UPSERT, {
      token: await s.login(MAYA),
      variables: {
        input: {
          provider: 'generic',
          name: 'Lakeside Login',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.text).not.toContain(idp.clientSecret);
    connectionId = res.body.data!.upsertSsoConnection.id;
  });
  afterAll(async () => {
    await running?.close();
    await s?.close();
    await idp?.close();
  });

  it('stores the secret sealed: not the plaintext, not containing it; signing in through the provider works', async () => {
    const stored = await storedSecret();
    expect(stored).not.toBe(idp.clientSecret);
    expect(stored).not.toContain(idp.clientSecret);
    expect(stored).not.toContain(Buffer.from(idp.clientSecret).toString('base64url').slice(0, 12));
    expect(isSealed(stored)).toBe(true);
    expect(new CredentialSealer(key(OLD_SECRET)).open(stored, demoId)).toBe(idp.clientSecret);
    expect((await signIn()).status).toBe(200);
    // The administrators' view never carries it, sealed or not.
    const list = await s.gql('{ ssoConnections { id hasClientSecret issuer clientId } }', {
      token: await s.login(MAYA),
    });
    expect(list.body.data).toEqual({
      ssoConnections: [{ id: connectionId, hasClientSecret: true, issuer: idp.issuer, clientId: idp.clientId }],
    });
    expect(list.text).not.toContain(stored.slice(3, 20));
  });

  it("does not open in another organisation's row", async () => {
    const [copy] = await new TenantDb(running.services.database.db, northstarId)
      .insert(ssoConnections, {
        provider: 'generic',
        name: 'Copied',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: await storedSecret(),
      })
      .returning();
    const url = await start('northstar.localhost', copy!.id);
    expect(url.pathname).toBe('/auth/callback');
    expect(url.searchParams.get('error')).toBe('SSO_CONNECTION_UNAVAILABLE');
    await new TenantDb(running.services.database.db, northstarId).delete(
      ssoConnections,
      eq(ssoConnections.id, copy!.id),
    );
  });

  it('reseals at start a secret stored in plaintext before sealing existed', async () => {
    await setStoredSecret(idp.clientSecret);
    expect((await signIn()).status).toBe(200); // a plaintext row still works until then
    await restart({ SECRET: OLD_SECRET });
    const stored = await storedSecret();
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(idp.clientSecret);
    expect((await signIn()).status).toBe(200);
  });

  it('rotates SECRET: with SECRET_PREVIOUS the secret still opens, and is resealed under the new SECRET at start', async () => {
    const before = await storedSecret();
    await restart({ SECRET: NEW_SECRET, SECRET_PREVIOUS: OLD_SECRET });
    const after = await storedSecret();
    expect(after).not.toBe(before);
    expect(new CredentialSealer(key(NEW_SECRET)).open(after, demoId)).toBe(idp.clientSecret);
    expect(() => new CredentialSealer(key(OLD_SECRET)).open(after, demoId)).toThrow();
    expect((await signIn()).status).toBe(200);
    // Starting again changes nothing: every value is already under the current key.
    await restart({ SECRET: NEW_SECRET, SECRET_PREVIOUS: OLD_SECRET });
    expect(await storedSecret()).toBe(after);
    // SECRET_PREVIOUS can go once every instance has started with the new SECRET.
    await restart({ SECRET: NEW_SECRET });
    expect((await signIn()).status).toBe(200);
  });

  it('answers a clear error, not a 500, when SECRET changed without SECRET_PREVIOUS; entering the secret again mends it', async () => {
    const before = await storedSecret();
    await restart({ SECRET: WRONG_SECRET });
    expect(await storedSecret()).toBe(before); // left for an operator who sets SECRET_PREVIOUS after all
    const url = await start();
    expect(url.pathname).toBe('/auth/callback');
    expect(url.searchParams.get('error')).toBe('SSO_CONNECTION_UNAVAILABLE');
    expect(url.searchParams.get('error_description')).toBe(
      'This sign-in method is not available. Please ask your programme team.',
    );
    const logout = await s.http({ path: `/auth/logout?connection=${connectionId}` });
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe(origin('demo'));
    // The administrators still see the connection, and can enter the secret again.
    const admin = await s.login(MAYA);
    const list = await s.gql<{ ssoConnections: { id: string; hasClientSecret: boolean }[] }>(
      '{ ssoConnections { id hasClientSecret } }',
      { token: admin },
    );
    expect(list.body.data?.ssoConnections).toEqual([{ id: connectionId, hasClientSecret: true }]);
    const res = await s.gql(UPSERT, {
      token: admin,
      variables: {
        input: {
          id: connectionId,
          provider: 'generic',
          name: 'Lakeside Login',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(new CredentialSealer(key(WRONG_SECRET)).open(await storedSecret(), demoId)).toBe(idp.clientSecret);
    expect((await signIn()).status).toBe(200);
  });

  it('a code exchange with a secret that does not open answers SSO_CONNECTION_UNAVAILABLE', async () => {
    const authUrl = await start();
    const callback = await new ProviderBrowser(idp.issuer).signIn(authUrl.href, AISHA);
    await setStoredSecret(new CredentialSealer(key(OLD_SECRET)).seal(idp.clientSecret, demoId));
    const body = Object.fromEntries(['code', 'state', 'iss'].map((k) => [k, callback.searchParams.get(k)]));
    const res = await s.http({
      method: 'POST',
      path: '/auth/sso/callback',
      host: 'demo.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).error.code).toBe('SSO_CONNECTION_UNAVAILABLE');
  });
});
