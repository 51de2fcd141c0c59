// The guard above every screen (spec 01 §6). It reads the route table's definition of the matched route (the
// `handle` set by tableRoutes.tsx) and decides with guardDecision: sign-in with the return path, signed-in
// visitors of signed-out pages home, role and permission checks (the permission's answer wins), the plan for a
// feature that is off. While the checks load, a loading indicator shows. It also sets the browser title.
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { RouteGuardChecksDocument, type RouteGuardChecksQuery } from '../../generated/graphql.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loginPath } from '../auth/redirect.ts';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { tenantTitle, useTenant } from '../incubators/TenantProvider.tsx';
import { CurrentUserProvider, useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { answeredLater } from '../users/fields/profileLater.ts';
import { FeatureNotInPlan, NotAuthorized } from './GuardScreens.tsx';
import { guardDecision, PLAN_PATH, signedInDecision, type GuardDecision } from './guardDecision.ts';
import { pageTitle, translateKey } from './messages.ts';
import { navigationFacts } from './useNavigationFacts.ts';
import type { GuardHandle } from './tableRoutes.tsx';
import type { RouteDefinition } from '@ascent/shared';

function useMatchedRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as GuardHandle | undefined;
  return handle?.route;
}

function useDocumentTitle(route: RouteDefinition | undefined): void {
  const { t, i18n } = useTranslation();
  // No tenant on /incubator-not-found: nothing to name the page after.
  const { tenant } = useTenant();
  const title = route?.title ? translateKey(t, route.title) : null;
  const suffix = tenant ? tenantTitle(tenant) : null;
  useEffect(() => {
    if (suffix !== null) document.title = pageTitle(title, suffix);
  }, [title, suffix, i18n.language]);
}

export function RouteGuard() {
  const route = useMatchedRoute();
  const { token, signedOutTo } = useAuth();
  const location = useLocation();
  useDocumentTitle(route);
  // Asked alongside the current user (not after it), once per session: sign-in and sign-out clear the cache.
  const query = useQuery(RouteGuardChecksDocument, { skip: token === null || route?.access !== 'signedIn' });
  const checks: Checks = {
    data: query.dataState === 'complete' ? query.data : undefined,
    error: query.error,
    loading: query.loading,
  };
  // Not-found and other screens outside the table are open to anyone.
  if (!route) return <Outlet />;
  // A signed-out route that some signed-in roles may open too (applying) needs the user's role.
  if (route.access === 'signedOut' && route.signedInRoles && token)
    return (
      <CurrentUserProvider>
        <SignedInVisitor route={route} />
      </CurrentUserProvider>
    );
  if (route.access !== 'signedIn') return <Verdict decision={guardDecision(route, { signedIn: token !== null })} />;
  if (!token) return <Navigate to={signedOutTo ?? loginPath(location)} replace />;
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
function SignedInVisitor({ route }: { readonly route: RouteDefinition }) {
  const user = useCurrentUser();
  const decision = guardDecision(route, { signedIn: true, roleType: user.role.type });
  return <Verdict decision={decision} home={route.signedInRedirect} />;
}

function Verdict({ decision, home = '/' }: { readonly decision: GuardDecision; readonly home?: string }) {
  switch (decision) {
    case 'allow':
      return <Outlet />;
    case 'home':
      return <Navigate to={home} replace />;
    case 'plan':
      return <Navigate to={PLAN_PATH} replace />;
    case 'notInPlan':
      return <FeatureNotInPlan />;
    case 'notAuthorized':
      return <NotAuthorized />;
    case 'login':
      return <Navigate to="/login" replace />;
    case 'notFound':
      return <LostInCosmos />;
  }
}
