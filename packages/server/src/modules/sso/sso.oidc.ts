// The OpenID Connect relying party (openid-client v6): discovery (cached per connection version), the
// authorization URL with PKCE + state + nonce, the code exchange with its checks, and the end-session URL.
// Every request to the provider (discovery, keys, token, userinfo) goes through the guarded outbound client
// (core/http/outbound.ts): public addresses only, http only to a host the operator allows.
import * as oidc from 'openid-client';
import { SSO_SCOPES } from '@ascent/shared';
import type { Outbound } from '../../core/http/outbound.ts';
import type { SsoConnectionRow } from './sso.schema.ts';

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const HTTP_TIMEOUT_SECONDS = 10;

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  /** true or false when the provider says; null when it does not. */
  emailVerified: boolean | null;
  name: string | null;
}

/** Basic authentication when the provider supports it (the OAuth default), else the secret in the body. */
function clientAuth(secret: string | null): oidc.ClientAuth {
  if (!secret) return oidc.None();
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const method =
      !methods || methods.includes('client_secret_basic')
        ? oidc.ClientSecretBasic(secret)
        : oidc.ClientSecretPost(secret);
    return method(as, client, body, headers);
  };
}

export class OidcClients {
  private readonly cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
  private readonly customFetch: oidc.CustomFetch;

  /** `fetch`: the process's outbound client (read at each request). */
  constructor(fetch: Outbound['fetch']) {
    // openid-client asks for redirect 'manual'. A GET (discovery, keys, userinfo) may follow redirects, each hop
    // checked by the outbound client (and credentials dropped across origins); a POST (the token) does not.
    this.customFetch = (url, options) =>
      fetch(url, {
        method: options.method,
        headers: options.headers,
        body: options.body,
        signal: options.signal,
        redirect: options.method === 'GET' ? 'follow' : 'manual',
      });
  }

  /**
   * The provider's configuration for a connection, with its client secret in plaintext; a change of the
   * connection (updated_at) starts afresh.
   */
  configuration(connection: SsoConnectionRow, clientSecret: string | null): Promise<oidc.Configuration> {
    const key = `${connection.incubatorId}:${connection.id}:${connection.updatedAt.getTime()}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
    const issuer = new URL(connection.issuer);
    // openid-client would refuse http itself; the outbound client allows it only to hosts the operator allows.
    const insecure = issuer.protocol === 'http:';
    const config = oidc.discovery(issuer, connection.clientId, undefined, clientAuth(clientSecret), {
      timeout: HTTP_TIMEOUT_SECONDS,
      [oidc.customFetch]: this.customFetch,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), config });
    // A failed discovery is not remembered: the next sign-in tries again.
    config.catch(() => this.cache.delete(key));
    return config;
  }

  static newSecrets(): { state: string; nonce: string; codeVerifier: string } {
    return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  }

  /** The provider's sign-in page: code flow, PKCE (S256), the login prompt always shown. */
  async authorizationUrl(
    config: oidc.Configuration,
    p: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<URL> {
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: p.redirectUri,
      scope: SSO_SCOPES.join(' '),
      response_type: 'code',
      prompt: 'login',
      state: p.state,
      nonce: p.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(p.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Exchanges the code (with the PKCE verifier) and checks the answer — state, issuer, the ID token's signature,
   * audience, expiry and nonce are openid-client's checks. Email claims missing from the ID token are read from
   * the userinfo endpoint, as many providers put them only there.
   */
  async exchange(
    config: oidc.Configuration,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity> {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    let merged: Record<string, unknown> = { ...claims };
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      merged = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
    const verified = merged.email_verified;
    return {
      subject: claims.sub,
      email: typeof merged.email === 'string' && merged.email.trim() ? merged.email.trim() : null,
      // Some providers send the string "true"/"false".
      emailVerified:
        verified === true || verified === 'true' ? true : verified === false || verified === 'false' ? false : null,
      name: typeof merged.name === 'string' ? merged.name : null,
    };
  }

  /** The provider's end-session URL back to `returnTo`, or null when it has none. */
  endSessionUrl(config: oidc.Configuration, returnTo: string): URL | null {
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: returnTo });
  }
}
