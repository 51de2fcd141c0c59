// The state behind the bell (spec 01 §4 "Notifications"): the unseen count, the New / Earlier baseline, the list
// with its further pages, and the live channel. Opening sets the count to 0 and records the last-seen time; the
// panel keeps the previous baseline while open, so what was new stays under "New" until it closes. A pushed
// notification raises the count at once and refreshes the list a second later.
import { NOTIFICATION_REFETCH_DELAY_MS } from '@ascent/shared';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  MarkAllNotificationsReadDocument,
  NotificationCreatedDocument,
  NotificationsPanelDocument,
  SetNotificationReadDocument,
  UnseenNotificationsDocument,
  UpdateLastSeenNotificationsDocument,
  type NotificationItemFragment,
  type UnseenNotificationsQuery,
} from '../../generated/graphql.ts';
import { appendPage, lastSeenTimestamp } from './panelModel.ts';

export type NotificationItem = NotificationItemFragment;

export interface NotificationCenter {
  readonly count: number;
  readonly opened: boolean;
  /** The baseline the open panel splits by (null: everything is new). */
  readonly baseline: number | null;
  readonly items: readonly NotificationItem[];
  readonly unreadCount: number;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  open(): void;
  close(): void;
  loadMore(): void;
  markRead(item: NotificationItem): void;
  markAllRead(): Promise<void>;
}

export function useNotificationCenter(): NotificationCenter {
  const client = useApolloClient();
  const unseen = useQuery(UnseenNotificationsDocument, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(NotificationsPanelDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [recordSeen] = useMutation(UpdateLastSeenNotificationsDocument);
  const [setRead] = useMutation(SetNotificationReadDocument);
  const [markAll] = useMutation(MarkAllNotificationsReadDocument);
  const [opened, setOpened] = useState(false);
  const [baseline, setBaseline] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const writeUnseen = useCallback(
    (
      update: (
        current: UnseenNotificationsQuery['unseenNotifications'],
      ) => Partial<UnseenNotificationsQuery['unseenNotifications']>,
    ) => {
      client.cache.updateQuery({ query: UnseenNotificationsDocument }, (data) =>
        data ? { unseenNotifications: { ...data.unseenNotifications, ...update(data.unseenNotifications) } } : data,
      );
    },
    [client],
  );

  useSubscription(NotificationCreatedDocument, {
    ignoreResults: true,
    onData: () => {
      writeUnseen((u) => ({ count: u.count + 1 }));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void client.refetchQueries({ include: [NotificationsPanelDocument, UnseenNotificationsDocument] });
      }, NOTIFICATION_REFETCH_DELAY_MS);
      timers.current.add(timer);
    },
    onError: (error) => console.warn('Notification channel error', error),
  });

  const items = useMemo(() => list.data?.notifications.notifications ?? [], [list.data]);
  const nextCursor = list.data?.notifications.nextCursor ?? null;

  const open = useCallback(() => {
    setBaseline(unseen.data?.unseenNotifications.lastSeenTimestamp ?? null);
    setOpened(true);
    writeUnseen(() => ({ count: 0 }));
    void recordSeen({ variables: { timestamp: lastSeenTimestamp(items, Date.now()) } })
      .then(({ data }) => {
        if (data) writeUnseen(() => data.updateLastSeenNotifications);
      })
      .catch(() => undefined);
    void list.refetch().catch(() => undefined);
  }, [items, list, recordSeen, unseen.data, writeUnseen]);

  const close = useCallback(() => setOpened(false), []);

  const loadMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    void list
      .fetchMore({
        variables: { cursor: nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notifications: {
            ...fetchMoreResult.notifications,
            notifications: appendPage(
              previous.notifications?.notifications ?? [],
              fetchMoreResult.notifications.notifications,
            ),
          },
        }),
      })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [list, loadingMore, nextCursor]);

  const markRead = useCallback(
    (item: NotificationItem) => {
      if (item.isRead) return;
      void setRead({
        variables: { ids: [item._id] },
        // __typename lets the cache find the item (the generated types leave it out).
        optimisticResponse: {
          setNotificationRead: [
            { __typename: 'NotificationRecipient', _id: item._id, isRead: true } as { _id: string; isRead: boolean },
          ],
        },
        update: (cache, { data }) => {
          if (!data?.setNotificationRead.length) return;
          cache.updateQuery({ query: NotificationsPanelDocument }, (current) =>
            current
              ? {
                  notifications: {
                    ...current.notifications,
                    unreadCount: Math.max(0, current.notifications.unreadCount - 1),
                  },
                }
              : current,
          );
        },
      }).catch(() => undefined);
    },
    [setRead],
  );

  const markAllRead = useCallback(async () => {
    await markAll().catch(() => undefined);
    await list.refetch().catch(() => undefined);
  }, [list, markAll]);

  return {
    count: unseen.data?.unseenNotifications.count ?? 0,
    opened,
    baseline,
    items,
    unreadCount: list.data?.notifications.unreadCount ?? 0,
    loading: list.loading && !list.data,
    failed: Boolean(list.error) && !list.data,
    hasMore: Boolean(nextCursor),
    loadingMore,
    open,
    close,
    loadMore,
    markRead,
    markAllRead,
  };
}
