// The routes of the web app. Screens are loaded on demand; the shell pieces (root layout, guard,
// loader, error boundary) are in the first bundle.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../modules/auth/RequireAuth.tsx';
import { RouteErrorBoundary } from '../modules/errors/RouteErrorBoundary.tsx';
import { INCUBATOR_NOT_FOUND_PATH, RootLayout } from './RootLayout.tsx';
import { PageLoader } from './shell/PageLoader.tsx';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        // A second boundary keeps the tenant and sign-in state when a screen fails.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('../modules/auth/LoginPage.tsx')).LoginPage }),
          },
          {
            path: '/auth/callback',
            lazy: async () => ({ Component: (await import('../modules/sso/SsoCallbackPage.tsx')).SsoCallbackPage }),
          },
          {
            path: '/acceptinvitation',
            lazy: async () => ({ Component: (await import('../modules/invitations/AcceptInvitationPage.tsx')).AcceptInvitationPage }),
          },
          {
            path: '/application/new',
            lazy: async () => ({ Component: (await import('../modules/applications/ApplicantSignUpPage.tsx')).ApplicantSignUpPage }),
          },
          {
            path: '/apply/program/:slug',
            lazy: async () => ({ Component: (await import('../modules/applications/ApplicantSignUpPage.tsx')).ApplicantSignUpPage }),
          },
          {
            path: '/forgotpassword',
            lazy: async () => ({ Component: (await import('../modules/accounts/ForgotPasswordPage.tsx')).ForgotPasswordPage }),
          },
          {
            path: '/reset/:token',
            lazy: async () => ({ Component: (await import('../modules/accounts/ResetPasswordPage.tsx')).ResetPasswordPage }),
          },
          {
            path: '/validate/:token',
            lazy: async () => ({ Component: (await import('../modules/accounts/ValidateEmailPage.tsx')).ValidateEmailPage }),
          },
          {
            path: INCUBATOR_NOT_FOUND_PATH,
            lazy: async () => ({
              Component: (await import('../modules/incubators/IncubatorNotFoundPage.tsx')).IncubatorNotFoundPage,
            }),
          },
          {
            path: '/error',
            lazy: async () => ({ Component: (await import('../modules/errors/ErrorScreen.tsx')).ErrorPage }),
          },
          {
            path: '/404',
            lazy: async () => ({ Component: (await import('../modules/errors/NotFoundPage.tsx')).NotFoundPage }),
          },
          {
            path: '/',
            Component: RequireAuth,
            children: [
              {
                lazy: async () => ({ Component: (await import('./shell/SignedInRoute.tsx')).SignedInRoute }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await import('../modules/users/HomePage.tsx')).HomePage }),
                  },
                  {
                    path: 'account/confirmation',
                    lazy: async () => ({ Component: (await import('../modules/accounts/AccountConfirmationPage.tsx')).AccountConfirmationPage }),
                  },
                  {
                    path: 'emails/outbox',
                    lazy: async () => ({ Component: (await import('../modules/mail/OutboxPage.tsx')).OutboxPage }),
                  },
                  {
                    path: 'account/settings/security',
                    lazy: async () => ({ Component: (await import('../modules/sessions/SecurityPage.tsx')).SecurityPage }),
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../modules/errors/LostInCosmos.tsx')).LostInCosmos }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
