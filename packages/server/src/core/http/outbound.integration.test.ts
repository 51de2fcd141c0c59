// The guarded outbound client through the real server: a single sign-on issuer (the first thing the server
// fetches on a user's say-so) on this machine, on the cloud metadata address, on a name that resolves to a private
// address, or redirecting there, is refused with a clear error code — nothing stored, nobody signed in, and no
// request reaches the address behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { TenantDb } from '../db/tenant-db.ts';
import { createOutbound, type Outbound, type Resolver } from './outbound.ts';
import { ssoConnections, ssoLoginStates } from '../../modules/sso/sso.schema.ts';
import { userSessions } from '../../modules/sessions/sessions.schema.ts';
import { MAYA } from '../../../test/personas.ts';

const UPSERT = 'mutation($input: SsoConnectionInput!) { upsertSsoConnection(input: $input) { id } }';
const ADDRESS_REFUSED = "The sign-in provider's address is not allowed. Please ask your programme team.";
type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

const listen = async (handler: Parameters<typeof createServer>[1]) => {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
};
const stop = (server: Server) => {
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
};

describe('outbound requests on a user’s say-so (single sign-on issuers)', () => {
  let s: TestServer;
  let admin: string;
  let tdb: TenantDb;
  // A service on this machine that no request of ours may reach (think: an admin interface on localhost).
  let victim: Server;
  let victimPort: number;
  let victimHits = 0;
  // The one host the operator allows (a local identity provider), whose answers each test sets.
  let provider: Server;
  let providerPort: number;
  let answer: (path: string) => { status: number; headers?: Record<string, string>; body?: unknown } = () => ({
    status: 404,
  });
  let systemOutbound: Outbound;

  const providerOrigin = () => `http://127.0.0.1:${providerPort}`;
  const gqlCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const upsert = (issuer: string, name = 'Lakeside Login') =>
    s.gql<{ upsertSsoConnection: { id: string } }>(UPSERT, {
      token: admin,
      variables: { input: { provider: 'generic', name, issuer, clientId: 'ascent', clientSecret: 'a-client-secret' } },
    });
  /** A connection as an older version may have stored it (before issuers were checked for their address). */
  const storedConnection = async (issuer: string) => {
    const [row] = await tdb
      .insert(ssoConnections, { provider: 'generic', name: 'Stored earlier', issuer, clientId: 'ascent' })
      .returning();
    return row!.id;
  };
  /** GET /auth/url: where the browser is sent (the error screen's query when refused). */
  const start = async (connection: string) => {
    const res = await s.http({ path: `/auth/url?${new URLSearchParams({ connection, returnTo: '/' })}` });
    expect(res.status, res.text).toBe(302);
    return new URL(res.headers.location as string, 'http://demo.localhost');
  };
  const expectRefusedStart = async (connection: string) => {
    const url = await start(connection);
    expect(url.pathname).toBe('/auth/callback');
    expect(url.searchParams.get('error')).toBe('SSO_PROVIDER_ERROR');
    expect(url.searchParams.get('error_description')).toBe(ADDRESS_REFUSED);
    expect(
      await tdb
        .select()
        .from(ssoLoginStates)
        .where(tdb.where(ssoLoginStates, eq(ssoLoginStates.connectionId, connection))),
    ).toEqual([]);
  };
  const withResolver = (names: Record<string, string>) => {
    const lookup: Resolver = async (hostname) => {
      const address = names[hostname];
      if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    };
    s.running.services.outbound = createOutbound({
      allowHosts: s.running.services.config.OUTBOUND_ALLOW_HOSTS,
      lookup,
    });
  };
  const sessionCount = async () => (await tdb.select().from(userSessions).where(tdb.where(userSessions))).length;

  beforeAll(async () => {
    ({ server: victim, port: victimPort } = await listen((_req, res) => {
      victimHits++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ secret: 'internal' }));
    }));
    ({ server: provider, port: providerPort } = await listen((req, res) => {
      const a = answer(req.url!);
      res.writeHead(a.status, { 'content-type': 'application/json', ...(a.headers ?? {}) });
      res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    }));
    s = await startTestServer({ OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${providerPort}` });
    systemOutbound = s.running.services.outbound;
    admin = await s.login(MAYA);
    tdb = new TenantDb(s.running.services.database.db, (await s.running.services.tenants.bySlug('demo'))!.id);
  });
  afterAll(async () => {
    await s?.close();
    if (victim) await stop(victim);
    if (provider) await stop(provider);
  });

  it('refuses to save an issuer on this machine, on a private or metadata address, unless its host is allowed', async () => {
    for (const issuer of [
      `http://127.0.0.1:${victimPort}`,
      `https://127.0.0.1:${victimPort}`,
      `http://localhost:${victimPort}`,
      'https://169.254.169.254',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:169.254.169.254]',
      'https://[fd00:ec2::254]',
      'https://10.0.0.1/realms/acme',
      'https://metadata.google.internal',
    ]) {
      const res = await upsert(issuer);
      expect(gqlCode(res), issuer).toBe('VALIDATION_FAILED');
      expect(res.body.errors?.[0]?.message, issuer).toMatch(
        /^Issuer must not be a private, loopback, link-local or metadata address/,
      );
    }
    expect(await tdb.select().from(ssoConnections).where(tdb.where(ssoConnections))).toEqual([]);
    // The allowed host is accepted, over http.
    expect(gqlCode(await upsert(providerOrigin()))).toBeUndefined();
    await tdb.delete(ssoConnections);
    expect(victimHits).toBe(0);
  });

  it('refuses to fetch from an issuer stored earlier on 127.0.0.1 or 169.254.169.254: SSO_PROVIDER_ERROR, no sign-in started', async () => {
    for (const issuer of [
      `http://127.0.0.1:${victimPort}`,
      `https://127.0.0.1:${victimPort}`,
      'http://169.254.169.254',
      'https://169.254.169.254/computeMetadata',
    ]) {
      await expectRefusedStart(await storedConnection(issuer));
    }
    expect(victimHits).toBe(0);
  });

  it('refuses an issuer whose name resolves to a private address (checked after resolution, before connecting)', async () => {
    // A name is accepted when saved: only resolving it can tell.
    const res = await upsert(`https://evil.example:${victimPort}`, 'Evil');
    expect(res.body.errors).toBeUndefined();
    const evil = res.body.data!.upsertSsoConnection.id;
    const other = (await upsert('https://intranet.example/realms/x', 'Intranet')).body.data!.upsertSsoConnection.id;
    try {
      withResolver({ 'evil.example': '127.0.0.1', 'intranet.example': '10.0.0.1' });
      await expectRefusedStart(evil);
      await expectRefusedStart(other);
    } finally {
      s.running.services.outbound = systemOutbound;
    }
    expect(victimHits).toBe(0);
  });

  it('refuses a redirect from the allowed host to a private address, each hop checked', async () => {
    const connection = (await upsert(providerOrigin(), 'Redirecting')).body.data!.upsertSsoConnection.id;
    try {
      withResolver({ 'rebind.example': '10.0.0.1' });
      for (const target of [
        `http://127.0.0.1:${victimPort}/.well-known/openid-configuration`,
        'http://169.254.169.254/latest/meta-data/',
        'https://[::ffff:127.0.0.1]/',
        'https://rebind.example/.well-known/openid-configuration',
      ]) {
        answer = () => ({ status: 302, headers: { location: target } });
        await expectRefusedStart(connection);
      }
    } finally {
      s.running.services.outbound = systemOutbound;
    }
    expect(victimHits).toBe(0);
  });

  it('refuses a token endpoint on a private address: the code is not sent, nobody is signed in', async () => {
    const issuer = providerOrigin();
    answer = (path) =>
      path === '/.well-known/openid-configuration'
        ? {
            status: 200,
            body: {
              issuer,
              authorization_endpoint: `${issuer}/auth`,
              token_endpoint: `http://127.0.0.1:${victimPort}/token`,
              jwks_uri: `${issuer}/jwks`,
              response_types_supported: ['code'],
              subject_types_supported: ['public'],
              id_token_signing_alg_values_supported: ['RS256'],
            },
          }
        : { status: 404 };
    const connection = (await upsert(issuer, 'Private token endpoint')).body.data!.upsertSsoConnection.id;
    const url = await start(connection);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    const sessions = await sessionCount();
    const res = await s.http({
      method: 'POST',
      path: '/auth/sso/callback',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: url.searchParams.get('state'), code: 'a-code' }),
    });
    expect(res.status).toBe(502);
    expect((res.body as ErrorBody).error).toEqual({
      code: 'SSO_PROVIDER_ERROR',
      message: ADDRESS_REFUSED,
      details: { reason: 'PRIVATE_ADDRESS' },
    });
    expect(await sessionCount()).toBe(sessions);
    expect(victimHits).toBe(0);
  });
});
