// The guard's checks for a signed-in visitor (RouteGuard.tsx): the current user, then role, startups, permissions
// and flags. Loaded on demand, with Apollo Client, so that the signed-out pages go without them (issue #15).
import { useQuery } from '@apollo/client/react';
import type { RouteDefinition } from '@ascent/shared';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RouteGuardChecksDocument, type RouteGuardChecksQuery } from '../../generated/graphql.ts';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { CurrentUserProvider, useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { answeredLater } from '../users/fields/profileLater.ts';
import { guardDecision, signedInDecision } from './guardDecision.ts';
import { Verdict } from './RouteGuard.tsx';
import { navigationFacts } from './useNavigationFacts.ts';

/** A signed-in route (under ApolloGate: the signed-out pages render no GraphQL hook here). */
export function SignedInChecks({ route }: { readonly route: RouteDefinition }) {
  // Asked alongside the current user (not after it), once per session: sign-in and sign-out clear the cache.
  const query = useQuery(RouteGuardChecksDocument);
  const checks: Checks = {
    data: query.dataState === 'complete' ? query.data : undefined,
    error: query.error,
    loading: query.loading,
  };
  return (
    <CurrentUserProvider>
      <SignedInGuard route={route} checks={checks} />
    </CurrentUserProvider>
  );
}

interface Checks {
  readonly data: RouteGuardChecksQuery | undefined;
  readonly error: unknown;
  readonly loading: boolean;
}

/** The checks that need the user: role, startups, permissions and flags (asked once per session, then cached). */
const WELCOME_PATH = '/welcome';
const COMPLETE_PATH = '/profile/complete';

function SignedInGuard({ route, checks }: { readonly route: RouteDefinition; readonly checks: Checks }) {
  const user = useCurrentUser();
  const location = useLocation();
  const { data, error, loading } = checks;
  const facts = useMemo(() => data && navigationFacts(user, data), [data, user]);
  if (!facts) return loading || !error ? <PageLoader /> : <ErrorScreen />;
  const decision = signedInDecision(route, facts);
  // The first sign-in's onboarding comes first, once (WelcomePage): then the page the user was heading to. Not for
  // applicants, who come to apply: they meet it once accepted, as founders (docs/decisions.md).
  const here = encodeURIComponent(location.pathname + location.search);
  if (decision === 'allow' && !user.welcomedAt && user.role.type !== 'Applicant' && route.path !== WELCOME_PATH)
    return <Navigate to={`${WELCOME_PATH}?next=${here}`} replace />;
  // Then the profile fields the role requires and the person lacks: asked once per browser session, never a lock.
  if (
    decision === 'allow' &&
    user.missingProfileFields.length > 0 &&
    route.path !== COMPLETE_PATH &&
    route.path !== WELCOME_PATH &&
    !answeredLater(user._id)
  )
    return <Navigate to={`${COMPLETE_PATH}?next=${here}`} replace />;
  return <Verdict decision={decision} />;
}

/** A signed-in visitor of a signed-out route: the roles it names go through, others to its `signedInRedirect`. */
export function SignedInVisitor({ route }: { readonly route: RouteDefinition }) {
  return (
    <CurrentUserProvider>
      <SignedInVisitorVerdict route={route} />
    </CurrentUserProvider>
  );
}

function SignedInVisitorVerdict({ route }: { readonly route: RouteDefinition }) {
  const user = useCurrentUser();
  const decision = guardDecision(route, { signedIn: true, roleType: user.role.type });
  return <Verdict decision={decision} home={route.signedInRedirect} />;
}
