// Whether the signed-in user may log coaching sessions (COACHING:SCHEDULE on some startup).
import { useQuery } from '@apollo/client/react';
import { RouteGuardChecksDocument } from '../../generated/graphql.ts';

export function useCanScheduleCoaching(): boolean {
  const { data } = useQuery(RouteGuardChecksDocument, { fetchPolicy: 'cache-first' });
  return Boolean(
    data?.currentUserPermissions.some((p) => p.key === 'COACHING:SCHEDULE' && p.permissionCriteria !== 'NONE'),
  );
}
