// oidc-provider ships no types; the reference brings ours to every project importing this file (e2e too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
// A real OpenID Connect provider (oidc-provider) for tests, on a random port of 127.0.0.1: code flow with PKCE
// required, its development login form (any login, any password: the login is the account's email), no
// consent screen for our client, and RP-initiated logout.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';

export interface IdentityProviderAccount {
  emailVerified?: boolean;
  name?: string;
  /** Leave the email out of the claims (a provider that shares none). */
  noEmail?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startIdentityProvider(opts: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Host name in the issuer (default 127.0.0.1). */
  host?: string;
  accounts?: Record<string, IdentityProviderAccount>;
}): Promise<TestIdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  const clientId = 'ascent-test-client';
  const clientSecret = 'ascent-test-client-secret-0123456789';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['ascent-test-identity-provider-cookie-key'] },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    // Lifetimes in seconds (set, so the provider does not print a notice for each default it uses).
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = opts.accounts?.[sub] ?? {};
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(account.noEmail ? {} : { email: sub, email_verified: account.emailVerified ?? true }),
          name: account.name ?? sub.split('@')[0],
        }),
      };
    },
    // First-party client: consent is implied (the grant is made on first sign-in).
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { provider: op, client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
