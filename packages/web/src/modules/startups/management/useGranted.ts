// The permission keys the signed-in user's role grants (any scope but NONE), from the route guard's cached query.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { RouteGuardChecksDocument } from '../../../generated/graphql.ts';

export function useGranted(): ReadonlySet<string> {
  const { data } = useQuery(RouteGuardChecksDocument);
  return useMemo(
    () =>
      new Set((data?.currentUserPermissions ?? []).filter((p) => p.permissionCriteria !== 'NONE').map((p) => p.key)),
    [data],
  );
}
