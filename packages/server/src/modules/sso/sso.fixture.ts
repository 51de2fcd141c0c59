// The single sign-on tests share this: the server and a real OpenID Connect provider (oidc-provider) started
// here, the connection the configuration creates, and the helpers that go through the code flow over HTTP.
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../../../test/identity-provider.ts';
import { ProviderBrowser } from '../../../test/oidc-browser.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { userSessions } from '../sessions/sessions.schema.ts';
import { MAYA } from '../../../test/personas.ts';
export const json = { 'content-type': 'application/json' };
export const DEMO = 'demo.localhost';
export const NORTHSTAR = 'northstar.localhost';
export const UPSERT = `mutation($input: SsoConnectionInput!) { upsertSsoConnection(input: $input) {
  id protocol provider name issuer clientId hasClientSecret enabled redirectUri postLogoutRedirectUri } }`;
export const AUTH0 = '{ auth0 { enabled organization oauthConnections { id protocol provider name } } }';

export interface Completed {
  token: string;
  sessionId: string;
  connectionId: string;
  returnTo: string;
  user: { _id: string; fullName: string; email: string; role: { type: string } };
}
export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
export let s: TestServer;
export let idp: TestIdentityProvider;
export let admin: string;
export let connectionId: string;
export const origin = (tenant: string) => `http://${tenant}.localhost:${s.port}`;

export const gqlCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
export const upsert = (input: Record<string, unknown>, token: string | null = admin, host = DEMO) =>
  s.gql<{ upsertSsoConnection: Record<string, unknown> }>(UPSERT, { variables: { input }, token, host });
export const connectionInput = (extra: Record<string, unknown> = {}) => ({
  provider: 'generic',
  name: 'Lakeside Login',
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  ...extra,
});

/** GET /auth/url: the Location answered. */
export const start = async (connection: string, returnTo = '/', host = DEMO) => {
  const res = await s.http({ path: `/auth/url?${new URLSearchParams({ connection, returnTo })}`, host });
  expect(res.status, res.text).toBe(302);
  return new URL(res.headers.location as string, origin('demo'));
};
/** Starts at our server, signs in at the provider, and answers the callback URL the provider sent back. */
export const throughProvider = async (login: string, returnTo = '/', host = DEMO, connection = connectionId) => {
  const authUrl = await start(connection, returnTo, host);
  expect(authUrl.origin).toBe(idp.issuer);
  return new ProviderBrowser(idp.issuer).signIn(authUrl.href, login);
};
export const complete = (callback: URL | Record<string, unknown>, host = DEMO) => {
  const body =
    callback instanceof URL
      ? Object.fromEntries(['code', 'state', 'iss'].map((k) => [k, callback.searchParams.get(k)]))
      : callback;
  return s.http({ method: 'POST', path: '/auth/sso/callback', host, headers: json, body: JSON.stringify(body) });
};
export const demoDb = async () =>
  new TenantDb(s.running.services.database.db, (await s.running.services.tenants.bySlug('demo'))!.id);
export const activeSessions = async (userId: string) => {
  const tdb = await demoDb();
  const rows = await tdb
    .select()
    .from(userSessions)
    .where(tdb.where(userSessions, eq(userSessions.userId, userId), eq(userSessions.status, 'active')));
  return rows.length;
};
/** Completes a sign-in that must succeed, and signs out again (users have at most five sessions). */
export const completeOk = async (callback: URL) => {
  const res = await complete(callback);
  expect(res.status, res.text).toBe(200);
  const body = res.body as Completed;
  await s.gql('mutation($id: ID!) { logoutSession(sessionId: $id) }', {
    token: body.token,
    variables: { id: body.sessionId },
  });
  return body;
};

/** The connection the configuration tests create, used by the sign-in tests after them. */
export function setConnectionId(id: string): void {
  connectionId = id;
}

/** Starts the server for the file (and closes it after), with the tokens and ids above. */
export function useSsoServer(): void {
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
}
