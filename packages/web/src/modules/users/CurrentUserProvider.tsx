// Loads the signed-in user once per sign-in and shares it with the signed-in layout and its pages.
// A token the server no longer accepts signs the user out, back to /login with this page remembered.
import { useQuery } from '@apollo/client/react';
import { createContext, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { setLanguageSources } from '../../app/i18n.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { CurrentUserDocument, type CurrentUserQuery } from '../../generated/graphql.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';

export type CurrentUser = NonNullable<CurrentUserQuery['currentUser']>;

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser needs a CurrentUserProvider');
  return user;
}

export function CurrentUserProvider({ children }: { readonly children: ReactNode }) {
  const { signOut } = useAuth();
  const location = useLocation();
  // Spec §7: network-only, partial errors tolerated.
  const { data, error, loading } = useQuery(CurrentUserDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const user = data?.currentUser ?? null;
  const rejected = !loading && data !== undefined && (!data.isAuthenticated || !user);

  useEffect(() => {
    if (rejected) void signOut({ returnTo: { pathname: location.pathname, search: location.search } });
    // Only the verdict matters; the location is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rejected, signOut]);

  const language = user?.language ?? null;
  useEffect(() => {
    if (user) void setLanguageSources({ user: language });
  }, [user, language]);

  if (user) return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
  if (error && !loading && data === undefined) return <ErrorScreen />;
  return <PageLoader />;
}
