// Provider order matters: the tenant query needs Apollo; the theme needs the tenant; every screen,
// including the error boundaries, needs the theme and the translations.
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { TenantProvider } from '../modules/incubators/TenantProvider.tsx';
import { apolloClient } from './apollo.ts';
import { BrandedMantineProvider } from './BrandedMantineProvider.tsx';
import { i18n } from './i18n.ts';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <TenantProvider>
          <BrandedMantineProvider>
            <AppErrorBoundary>
              <RouterProvider router={router} />
            </AppErrorBoundary>
          </BrandedMantineProvider>
        </TenantProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
