// The root route: waits for the tenant, sends hosts without one to /incubator-not-found, then
// renders the matched screen with sign-in state available.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthProvider } from '../modules/auth/AuthProvider.tsx';
import { ErrorScreen } from '../ui/ErrorScreen.tsx';
import { OrganisationSuspendedPage } from '../modules/incubators/OrganisationSuspendedPage.tsx';
import { useTenant } from '../modules/incubators/TenantProvider.tsx';
import { useStartupLabel } from '../modules/incubators/useStartupLabel.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { ApolloGate, needsApollo } from './ApolloGate.tsx';

export const INCUBATOR_NOT_FOUND_PATH = '/incubator-not-found';

// The instance's own hosts: the operator console (OPERATOR_LABEL) and the organisation sign-up (SIGNUP_LABEL).
const OperatorConsole = lazy(async () => ({
  default: (await import('../modules/operator/OperatorConsole.tsx')).OperatorConsole,
}));
const OrganisationSignUpPage = lazy(async () => ({
  default: (await import('../modules/operator/OrganisationSignUpPage.tsx')).OrganisationSignUpPage,
}));

export function RootLayout() {
  const tenant = useTenant();
  const { pathname } = useLocation();
  // The organisation's name for startups, wherever the interface says "startup".
  useStartupLabel(tenant.tenant?.alternativeStartupLabel);
  if (tenant.status === 'loading') return <PageLoader />;
  if (tenant.status === 'error') return <ErrorScreen />;
  // Every address of a suspended organisation shows the same page: nothing else would work.
  if (tenant.status === 'suspended') return <OrganisationSuspendedPage />;
  if (tenant.status === 'operator' || tenant.status === 'signup') {
    return (
      <ApolloGate needed>
        <Suspense fallback={<PageLoader />}>
          {tenant.status === 'operator' ? <OperatorConsole /> : <OrganisationSignUpPage />}
        </Suspense>
      </ApolloGate>
    );
  }
  if (tenant.status === 'missing' && pathname !== INCUBATOR_NOT_FOUND_PATH) {
    return <Navigate to={INCUBATOR_NOT_FOUND_PATH} replace />;
  }
  return (
    <AuthProvider>
      {/* Spec §2.4: scroll resets on each route change. */}
      <ScrollRestoration />
      <ApolloGate needed={needsApollo(pathname)}>
        <Outlet />
      </ApolloGate>
    </AuthProvider>
  );
}
