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
