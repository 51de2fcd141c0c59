// The header's task count (spec 01 §4 "Task badge"): the caller's approved tasks still pending for them and due by
// the end of tomorrow in the organisation's zone. A pushed ADDED counts when the task falls in that window, and
// the badge pulses for 1 s; a REMOVED of a task in the window takes one off and shows the removal icon for 2 s;
// an ADDED while the panel is open asks the list again. Opening the panel asks the server for the exact count.
import {
  TASK_ADDED_PULSE_MS,
  TASK_PAGE_SIZE,
  TASK_REMOVED_ICON_MS,
  endOfTomorrow,
  isInTaskDueWindow,
} from '@ascent/shared';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MyTasksDocument, TasksUpdatedForUserDocument, type MyTasksQueryVariables } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';

export function navbarVariables(now: Date, timeZone: string): MyTasksQueryVariables {
  return {
    queryOptions: {
      before: endOfTomorrow(now, timeZone).toISOString(),
      approvalStatus: 'APPROVED',
      completionStatus: 'PENDING',
    },
    limit: TASK_PAGE_SIZE,
  };
}

function useFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, raise];
}

export function useTaskBadge(opened: boolean) {
  const client = useApolloClient();
  const me = useCurrentUser()._id;
  const zone = useRequiredTenant().timezone;
  const [variables, setVariables] = useState(() => navbarVariables(new Date(), zone));
  const [count, setCount] = useState<number | null>(null);
  const [removed, flashRemoved] = useFlag(TASK_REMOVED_ICON_MS);
  const [pulsing, pulse] = useFlag(TASK_ADDED_PULSE_MS);
  const openedRef = useRef(opened);
  useEffect(() => {
    openedRef.current = opened;
  }, [opened]);

  const refresh = useCallback(async () => {
    const next = navbarVariables(new Date(), zone);
    setVariables((current) => (current.queryOptions?.before === next.queryOptions?.before ? current : next));
    try {
      const { data } = await client.query({ query: MyTasksDocument, variables: next, fetchPolicy: 'network-only' });
      if (data) setCount(data.myTasksPaginated.totalCount);
    } catch {
      // The count stays as it was; the next opening asks again.
    }
  }, [client, zone]);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (opened) void refresh();
  }, [opened, refresh]);

  useSubscription(TasksUpdatedForUserDocument, {
    variables: { userId: me },
    ignoreResults: true,
    onData: ({ data }) => {
      const update = data.data?.tasksUpdatedForUser;
      if (!update) return;
      const counted = isInTaskDueWindow(new Date(update.dueDate), new Date(), zone);
      if (update.updateType === 'ADDED') {
        if (counted) {
          setCount((c) => (c ?? 0) + 1);
          pulse();
        }
        if (openedRef.current) void refresh();
      } else if (counted) {
        setCount((c) => Math.max(0, (c ?? 0) - 1));
        flashRemoved();
      }
    },
    onError: (error) => console.warn('Task channel error', error),
  });

  const list = useQuery(MyTasksDocument, { variables, skip: !opened, fetchPolicy: 'cache-first' });
  const page = list.data?.myTasksPaginated;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: { ...variables, cursor: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          myTasksPaginated: {
            ...fetchMoreResult.myTasksPaginated,
            results: [...previous.myTasksPaginated.results, ...fetchMoreResult.myTasksPaginated.results],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }, [list, page, variables]);

  return {
    count,
    removed,
    pulsing,
    tasks: page?.results ?? [],
    loading: list.loading && !page,
    error: list.error,
    hasMore: Boolean(page?.next),
    loadMore,
    loadingMore,
  };
}
