// Single sign-on against a real OpenID Connect provider (oidc-provider) started here: the full code flow over
// HTTP, and every way a sign-in must be refused. One server and provider for the file; the settings' and the
// sign-in suites (sso-settings.cases.ts, sso-sign-in.cases.ts) run first, in order.
import { describe, expect, it } from 'vitest';
import { ProviderBrowser } from '../../../test/oidc-browser.ts';
import { ssoConnections, ssoLoginStates } from './sso.schema.ts';
import { AISHA } from '../../../test/personas.ts';
import {
  admin,
  AUTH0,
  complete,
  completeOk,
  connectionId,
  connectionInput,
  demoDb,
  type ErrorBody,
  idp,
  origin,
  s,
  start,
  throughProvider,
  upsert,
  useSsoServer,
} from './sso.fixture.ts';
import { ssoSettingsTests } from './sso-settings.cases.ts';
import { ssoSignInTests } from './sso-sign-in.cases.ts';

useSsoServer();

describe('single sign-on (OpenID Connect)', () => {
  // In order: the configuration creates the connection that signing in uses.
  ssoSettingsTests();
  ssoSignInTests();

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
