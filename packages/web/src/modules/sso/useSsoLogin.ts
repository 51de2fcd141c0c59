// Spec §4 "Sign-in mode" for the login page: asks whether single sign-on is on; with exactly one connection
// the browser goes straight to it, with several the page offers one button each. If the question fails, the
// failure is logged and local sign-in is used.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { RetryContext } from '../../app/apollo.ts';
import { IsAuth0Document, type IsAuth0Query } from '../../generated/graphql.ts';
import { ssoLoginUrl, wantsLocalLogin } from './ssoLinks.ts';

export type SsoConnection = IsAuth0Query['auth0']['oauthConnections'][number];

export interface SsoLoginState {
  /** Still asking, or on the way to the provider: show a loader. */
  readonly waiting: boolean;
  /** Buttons to show (several connections, or one under /login?local). */
  readonly connections: readonly SsoConnection[];
  readonly showPasswordForm: boolean;
}

// The login page waits on this question: fail over to local sign-in after two attempts, not six.
const CONTEXT: RetryContext = { maxAttempts: 2 };

export function useSsoLogin(opts: {
  readonly signedIn: boolean;
  readonly search: string;
  readonly returnTo: string;
  readonly localAllowed: boolean;
}): SsoLoginState {
  const { data, loading, error } = useQuery(IsAuth0Document, { fetchPolicy: 'cache-first', context: CONTEXT });

  useEffect(() => {
    if (error) console.error('Cannot tell whether single sign-on is on; using local sign-in', error);
  }, [error]);

  const settings = error ? null : data?.auth0;
  const connections = settings?.enabled ? settings.oauthConnections : [];
  const forceLocal = opts.localAllowed && wantsLocalLogin(opts.search);
  const direct = !opts.signedIn && !forceLocal && connections.length === 1 ? connections[0]! : null;

  useEffect(() => {
    // replace: going back from the provider must not land here and bounce there again.
    if (direct) window.location.replace(ssoLoginUrl(direct.id, opts.returnTo));
  }, [direct, opts.returnTo]);

  return {
    waiting: (loading && !data && !error) || direct !== null,
    connections,
    showPasswordForm: connections.length === 0 || opts.localAllowed,
  };
}
