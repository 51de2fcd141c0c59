// Single sign-on's settings and configuration tests, registered in order by sso.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ssoConnections } from './sso.schema.ts';
import { AISHA, CLAIRE, DANIEL, PRIYA } from '../../../test/personas.ts';
import {
  admin,
  AUTH0,
  connectionId,
  connectionInput,
  DEMO,
  demoDb,
  gqlCode,
  idp,
  NORTHSTAR,
  origin,
  s,
  setConnectionId,
  upsert,
} from './sso.fixture.ts';

/** Settings and configuration (run first by sso.integration.test.ts): creates the connection. */
export function ssoSettingsTests(): void {
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
      setConnectionId(created.id as string);
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
}
