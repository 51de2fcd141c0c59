// Whether the signed-in user's role grants a permission key in any scope but NONE (as the route guard reads it, from
// the cache). What they reach with it is the server's answer, per item.
import { useQuery } from '@apollo/client/react';
import { RouteGuardChecksDocument } from '../generated/graphql.ts';

export function useHasPermission(key: string): boolean {
  const { data } = useQuery(RouteGuardChecksDocument, { fetchPolicy: 'cache-first' });
  return Boolean(data?.currentUserPermissions.some((p) => p.key === key && p.permissionCriteria !== 'NONE'));
}
