// What the guard knows about the signed-in user (role, startups, granted permissions, features in effect): the
// one set of facts the route guard, the top navigation, the bottom bar and the create menu give the shared access
// rule (@ascent/shared access.ts). Read from the once-per-session RouteGuardChecks query.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { SignedInUserFacts } from '@ascent/shared';
import { RouteGuardChecksDocument, type RouteGuardChecksQuery } from '../../generated/graphql.ts';
import { useCurrentUser, type CurrentUser } from '../users/CurrentUserProvider.tsx';

/** The facts from the current user and the answers of `currentUserPermissions` and `featureFlags`. */
export function navigationFacts(
  user: Pick<CurrentUser, 'role' | 'startups'>,
  data: RouteGuardChecksQuery,
): SignedInUserFacts {
  return {
    roleType: user.role.type,
    hasStartup: user.startups.length > 0,
    permissions: new Set(data.currentUserPermissions.filter((p) => p.permissionCriteria !== 'NONE').map((p) => p.key)),
    features: new Set(data.featureFlags?.featureFlags.filter((f) => f.enabled).map((f) => f.name) ?? []),
  };
}

export function useNavigationFacts(): SignedInUserFacts | null {
  const user = useCurrentUser();
  const { data, dataState } = useQuery(RouteGuardChecksDocument);
  return useMemo(
    () => (dataState !== 'complete' || !data ? null : navigationFacts(user, data)),
    [data, dataState, user],
  );
}
