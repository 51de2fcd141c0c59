// A page of the staff views, moved with the server's next / prev cursors.
import { TASK_LIST_PAGE_SIZE } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { TeamTasksDocument, type TasksFilter } from '../../generated/graphql.ts';

export function useTeamTasks(filter: TasksFilter, skip = false) {
  const [cursor, setCursor] = useState<string | null>(null);
  const key = JSON.stringify(filter);
  // A new filter starts at the first page.
  useEffect(() => setCursor(null), [key]);
  const { data, error, loading } = useQuery(TeamTasksDocument, {
    variables: { filter, cursor, limit: TASK_LIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const page = data?.tasks;
  return {
    page,
    error,
    loading: loading && !page,
    next: page?.next ? () => setCursor(page.next ?? null) : null,
    prev: page?.prev ? () => setCursor(page.prev ?? null) : null,
  };
}
