// Spec §4 "Sign-in mode" for the login page: asks whether single sign-on is on; with exactly one connection
// the browser goes straight to it, with several the page offers one button each. If the question fails, the
// failure is logged and local sign-in is used.
import { useEffect, useState } from 'react';
import { publicQuery } from '../../app/publicQuery.ts';
import type { IsAuth0Query } from '../../generated/graphql.ts';
import { ssoLoginUrl, wantsLocalLogin } from './ssoLinks.ts';
// The text of the query: the login page asks it without Apollo Client (publicQuery.ts, issue #15).
import IS_AUTH0_QUERY from './graphql/IsAuth0.graphql?raw';

export type SsoConnection = IsAuth0Query['auth0']['oauthConnections'][number];

export interface SsoLoginState {
  /** Still asking, or on the way to the provider: show a loader. */
  readonly waiting: boolean;
  /** Buttons to show (several connections, or one under /login?local). */
  readonly connections: readonly SsoConnection[];
  readonly showPasswordForm: boolean;
}

// The login page waits on this question: fail over to local sign-in after two attempts, not six.
const ATTEMPTS = 2;

// Asked once until the next sign-in or sign-out (as Apollo's cache-first did with the cache they clear); a failure
// is asked again by the next login page.
let answer: IsAuth0Query | null = null;
let asking: Promise<IsAuth0Query> | null = null;

/** Signing in or out: the next login page asks again. */
export function forgetSsoSettings(): void {
  answer = null;
  asking = null;
}

function askSso(): Promise<IsAuth0Query> {
  asking ??= publicQuery<IsAuth0Query>(IS_AUTH0_QUERY, 'IsAuth0', { maxAttempts: ATTEMPTS }).then(
    (data) => (answer = data),
    (error: unknown) => {
      asking = null;
      throw error;
    },
  );
  return asking;
}

function useSsoSettings(): { readonly data: IsAuth0Query | null; readonly error: unknown } {
  const [state, setState] = useState<{ data: IsAuth0Query | null; error: unknown }>(() => ({
    data: answer,
    error: null,
  }));
  useEffect(() => {
    if (answer) return;
    let current = true;
    askSso().then(
      (data) => current && setState({ data, error: null }),
      (error: unknown) => current && setState({ data: null, error: error ?? new Error('IsAuth0 failed') }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

export function useSsoLogin(opts: {
  readonly signedIn: boolean;
  readonly search: string;
  readonly returnTo: string;
  readonly localAllowed: boolean;
}): SsoLoginState {
  const { data, error } = useSsoSettings();
  const loading = !data && !error;

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
