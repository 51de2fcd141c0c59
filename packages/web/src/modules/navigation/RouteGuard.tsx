// The guard above every screen (spec 01 §6). It reads the route table's definition of the matched route (the
// `handle` set by tableRoutes.tsx) and decides with guardDecision: sign-in with the return path, signed-in
// visitors of signed-out pages home, role and permission checks (the permission's answer wins), the plan for a
// feature that is off. While the checks load, a loading indicator shows. It also sets the browser title.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loginPath } from '../auth/redirect.ts';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { tenantTitle, useTenant } from '../incubators/TenantProvider.tsx';
import { FeatureNotInPlan, NotAuthorized } from './GuardScreens.tsx';
import { guardDecision, PLAN_PATH, type GuardDecision } from './guardDecision.ts';
import { pageTitle, translateKey } from './messages.ts';
import type { GuardHandle } from './tableRoutes.tsx';
import type { RouteDefinition } from '@ascent/shared';

// The checks of a signed-in visitor (the current user, role, permissions, plan) use Apollo Client: they load with
// the first page that needs them, never on the signed-out pages (issue #15).
const SignedInChecks = lazy(async () => ({ default: (await import('./SignedInGuard.tsx')).SignedInChecks }));
const SignedInVisitor = lazy(async () => ({ default: (await import('./SignedInGuard.tsx')).SignedInVisitor }));

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
  // Not-found and other screens outside the table are open to anyone.
  if (!route) return <Outlet />;
  // A signed-out route that some signed-in roles may open too (applying) needs the user's role.
  if (route.access === 'signedOut' && route.signedInRoles && token)
    return (
      <Suspense fallback={<PageLoader />}>
        <SignedInVisitor route={route} />
      </Suspense>
    );
  if (route.access !== 'signedIn') return <Verdict decision={guardDecision(route, { signedIn: token !== null })} />;
  if (!token) return <Navigate to={signedOutTo ?? loginPath(location)} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInChecks route={route} />
    </Suspense>
  );
}

export function Verdict({ decision, home = '/' }: { readonly decision: GuardDecision; readonly home?: string }) {
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
