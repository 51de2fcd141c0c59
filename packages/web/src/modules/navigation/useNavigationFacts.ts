// What the guard knows about the signed-in user (role, startups, granted permissions, features in effect), for
// the navigation: the same once-per-session query as the RouteGuard, read from the cache.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { RouteGuardChecksDocument } from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import type { SignedInUserFacts } from './guardDecision.ts';

export function useNavigationFacts(): SignedInUserFacts | null {
  const user = useCurrentUser();
  const { data, dataState } = useQuery(RouteGuardChecksDocument);
  return useMemo(() => {
    if (dataState !== 'complete' || !data) return null;
    return {
      roleType: user.role.type,
      hasStartup: user.startups.length > 0,
      permissions: new Set(data.currentUserPermissions.map((p) => p.key)),
      features: new Set(data.featureFlags?.featureFlags.filter((f) => f.enabled).map((f) => f.name) ?? []),
    };
  }, [data, dataState, user]);
}
