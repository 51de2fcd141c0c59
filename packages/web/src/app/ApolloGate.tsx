// Provides Apollo Client to the screens under it, loading it first (with a page loader meanwhile). The signed-out
// pages that need no GraphQL client (SIGNED_OUT_PAGES_WITHOUT_APOLLO: /login, whose two questions are plain fetches,
// publicQuery.ts) are rendered without it, so the login page loads no Apollo Client, rxjs or graphql (issue #15).
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '../ui/PageLoader.tsx';
import { loadApollo } from './apolloLoader.ts';

const SIGNED_OUT_PAGES_WITHOUT_APOLLO: ReadonlySet<string> = new Set(['/login']);

/** Whether the page at this path needs Apollo Client (every page but those above). */
export function needsApollo(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !SIGNED_OUT_PAGES_WITHOUT_APOLLO.has(path.toLowerCase());
}

const LoadedApolloProvider = lazy(async () => {
  const [{ ApolloProvider }, { apolloClient }] = await Promise.all([import('@apollo/client/react'), loadApollo()]);
  function Provider({ children }: { readonly children: ReactNode }) {
    return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
  }
  return { default: Provider };
});

export function ApolloGate({ needed, children }: { readonly needed: boolean; readonly children: ReactNode }) {
  if (!needed) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <LoadedApolloProvider>{children}</LoadedApolloProvider>
    </Suspense>
  );
}
