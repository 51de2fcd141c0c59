// Where single sign-on starts and ends, and which connection this browser signed in with (spec §4).
import {
  LOCAL_LOGIN_PARAM,
  SSO_CONNECTION_STORAGE_KEY,
  SSO_LOGIN_URL_PATH,
  SSO_LOGOUT_PATH,
  safeReturnPath,
} from '@ascent/shared';

/** The server's /auth/url, which sends the browser to the provider and back to `returnTo` afterwards. */
export function ssoLoginUrl(connectionId: string, returnTo = '/'): string {
  return `${SSO_LOGIN_URL_PATH}?${new URLSearchParams({ connection: connectionId, returnTo: safeReturnPath(returnTo) })}`;
}

/** The server's /auth/logout, which signs out at the provider and comes back to this site. */
export function ssoLogoutUrl(connectionId: string): string {
  return `${SSO_LOGOUT_PATH}?${new URLSearchParams({ connection: connectionId })}`;
}

/** /login?local: the password form stays reachable (when the organisation allows it) under single sign-on. */
export function wantsLocalLogin(search: string): boolean {
  return new URLSearchParams(search).has(LOCAL_LOGIN_PARAM);
}

export function rememberSsoConnection(connectionId: string): void {
  try {
    window.localStorage.setItem(SSO_CONNECTION_STORAGE_KEY, connectionId);
  } catch {
    // Storage unavailable: signing out will not reach the provider.
  }
}

/** Reads and forgets the connection (at sign-out). */
export function takeSsoConnection(): string | null {
  try {
    const id = window.localStorage.getItem(SSO_CONNECTION_STORAGE_KEY);
    window.localStorage.removeItem(SSO_CONNECTION_STORAGE_KEY);
    return id;
  } catch {
    return null;
  }
}
