// Who is signed in, as far as this browser knows (the token), and the sign-in and sign-out actions.
// Lives inside the router so that signing out can navigate.
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadApollo, loadedApollo } from '../../app/apolloLoader.ts';
import { setLanguageSources } from '../../app/i18n.ts';
import { isPublicPath, onAuthenticationRequired } from './authEvents.ts';
import { loginPath } from './redirect.ts';
import { clearToken, onTokenChangedElsewhere, readToken, writeToken } from './tokenStore.ts';
import { LogoutSessionDocument } from '../../generated/graphql.ts';
import { clearSessionId, readSessionId, writeSessionId } from '../sessions/sessionStore.ts';
import { ssoLogoutUrl, takeSsoConnection } from '../sso/ssoLinks.ts';
import { forgetSsoSettings } from '../sso/useSsoLogin.ts';

export interface AuthContextValue {
  readonly token: string | null;
  /** Where the last sign-out sends the visitor; the guard of signed-in pages follows it. */
  readonly signedOutTo: string | null;
  /** Stores the token (and the session id, when the sign-in answered one) and shows the signed-in pages. */
  readonly signIn: (token: string, sessionId?: string) => Promise<void>;
  /** Clears the token, the Apollo cache and session storage, then opens /login (with ?redirect= when given). */
  readonly signOut: (options?: {
    readonly returnTo?: { pathname: string; search: string };
    /** After a single sign-on, also sign out at the provider; by default when the user chose to (no returnTo). */
    readonly federated?: boolean;
  }) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

/** The same, or null outside an AuthProvider (screens also shown before it exists: the root error screen). */
export function useOptionalAuth(): AuthContextValue | null {
  return use(AuthContext);
}

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [token, setToken] = useState(readToken);
  const [signedOutTo, setSignedOutTo] = useState<string | null>(null);
  const leavingForProvider = useRef(false);

  const signIn = useCallback(async (next: string, sessionId?: string) => {
    // Nothing cached while signed out may leak into the signed-in views (no cache yet: nothing loaded Apollo).
    forgetSsoSettings();
    await loadedApollo()?.apolloClient.clearStore();
    if (sessionId) writeSessionId(sessionId);
    writeToken(next);
    setSignedOutTo(null);
    setToken(next);
  }, []);

  const signOut = useCallback<AuthContextValue['signOut']>(
    async (options) => {
      // Signed in through single sign-on and signing out by choice: sign out at the provider too (federated
      // logout, spec §4), which sends the browser back to this site's address. Decided before anything is
      // awaited, so a sign-out this one sets off (the session's own "logged out" push) leaves the page alone.
      if (leavingForProvider.current) return;
      const ssoConnection = takeSsoConnection();
      const federated = ssoConnection !== null && (options?.federated ?? !options?.returnTo);
      leavingForProvider.current = federated;
      // Ending the session on the server revokes the token everywhere (spec §4: the end-session operation).
      // The token is cleared first, so an authentication error of this very call cannot start another sign-out.
      const sessionId = readSessionId();
      const previous = readToken();
      clearSessionId();
      clearToken();
      if (sessionId && previous) {
        await loadApollo()
          .then(({ apolloClient }) =>
            apolloClient.mutate({
              mutation: LogoutSessionDocument,
              variables: { sessionId },
              context: { headers: { authorization: `Bearer ${previous}` } },
            }),
          )
          .catch(() => undefined);
      }
      loadedApollo()?.closeSubscriptionChannel();
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage unavailable: nothing to clear.
      }
      if (federated) {
        window.location.assign(ssoLogoutUrl(ssoConnection));
        return;
      }
      // The guard of the signed-in page renders first (router updates are transitions) and sends
      // the visitor to signedOutTo; navigating here too covers a sign-out from any other page.
      const target = loginPath(options?.returnTo);
      setSignedOutTo(target);
      setToken(null);
      void navigate(target, { replace: true });
      void setLanguageSources({ user: null });
      forgetSsoSettings();
      await loadedApollo()?.apolloClient.clearStore();
    },
    [navigate],
  );

  // Arrived: later visits to signed-in pages remember their path again.
  const here = location.pathname + location.search;
  useEffect(() => {
    if (signedOutTo !== null && here === signedOutTo) setSignedOutTo(null);
  }, [here, signedOutTo]);

  // Another tab signed in or out: start again from a clean page (spec §4).
  useEffect(() => onTokenChangedElsewhere(() => window.location.reload()), []);

  // The server refused the token: sign out, except on pages meant for signed-out visitors (spec §8).
  useEffect(
    () =>
      onAuthenticationRequired(() => {
        if (!readToken() || isPublicPath(window.location.pathname)) return;
        void signOut({ returnTo: { pathname: window.location.pathname, search: window.location.search } });
      }),
    [signOut],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ token, signedOutTo, signIn, signOut }),
    [token, signedOutTo, signIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
