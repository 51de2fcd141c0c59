// Single sign-on through OpenID Connect (spec 01 §4 "Sign-in mode"): what the server and the web app agree on.

/** Scopes asked of the provider. */
export const SSO_SCOPES = ['openid', 'email', 'profile'] as const;

/** The SPA route the provider sends the browser back to; it hands code and state to the server. */
export const SSO_CALLBACK_PATH = '/auth/callback';
/** Starts a sign-in: GET ?connection=<id>&returnTo=<path>, answers 302 to the provider. */
export const SSO_LOGIN_URL_PATH = '/auth/url';
/** Federated sign-out: GET ?connection=<id>, answers 302 to the provider's end-session endpoint. */
export const SSO_LOGOUT_PATH = '/auth/logout';
/** Where the callback page POSTs {code, state, iss}. */
export const SSO_COMPLETE_PATH = '/auth/sso/callback';

/** The only protocol so far. */
export const SSO_PROTOCOLS = ['oidc'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Kinds of provider, for the button's wording and icon; 'generic' is any OpenID Connect provider. */
export const SSO_PROVIDERS = ['google', 'microsoft', 'okta', 'auth0', 'keycloak', 'generic'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export function isSsoProvider(value: unknown): value is SsoProvider {
  return typeof value === 'string' && (SSO_PROVIDERS as readonly string[]).includes(value);
}

/** A started sign-in must come back within this time. */
export const SSO_LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

/** Remembers the connection a browser signed in with, so that signing out also signs out at the provider. */
export const SSO_CONNECTION_STORAGE_KEY = 'accelerator-sso-connection';

/** The login page shows the password form even under single sign-on with this query parameter (?local). */
export const LOCAL_LOGIN_PARAM = 'local';

/**
 * A same-site path to return to after signing in: starts with one '/', no scheme, no '//' or '/\' (which
 * browsers read as another host), no control characters; otherwise '/'. The login pages are not targets.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(value)
  )
    return '/';
  if (value === '/login' || value.startsWith('/login?') || value.startsWith(SSO_CALLBACK_PATH)) return '/';
  return value;
}

/** http is accepted for an issuer on this machine only (development and tests); elsewhere https. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '[::1]' || h === '::1';
}

// scheme://host[:port][/path], without credentials, query or fragment (parsed by hand: no URL global here).
const ISSUER = /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?(\/[^\s?#]*)?$/i;

export function ssoIssuerProblem(issuer: string): 'invalid' | 'insecure' | null {
  const match = ISSUER.exec(issuer);
  if (!match) return 'invalid';
  const [, scheme, host] = match;
  if (scheme!.toLowerCase() === 'https') return null;
  return isLoopbackHost(host!) ? null : 'insecure';
}
