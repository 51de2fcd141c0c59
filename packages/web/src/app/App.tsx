// Provider order matters: the theme needs the tenant; every screen, including the error boundaries, needs the theme
// and the translations. Apollo Client is provided lower, by RootLayout (ApolloGate), to the screens that use it.
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { TenantProvider } from '../modules/incubators/TenantProvider.tsx';
import { BrandedMantineProvider } from './BrandedMantineProvider.tsx';
import { i18n } from './i18n.ts';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider>
        <BrandedMantineProvider>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </BrandedMantineProvider>
      </TenantProvider>
    </I18nextProvider>
  );
}
