// The content of the notification panel: "New" and "Earlier" (split by the baseline of the last opening), a
// "Mark all as read" action, and further pages loaded when the end of the list comes into view (or on the button).
import { INFINITE_SCROLL_THRESHOLD, RELATIVE_TIME_REFRESH_MS } from '@ascent/shared';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationListItem } from './NotificationListItem.tsx';
import { splitSections } from './panelModel.ts';
import type { NotificationCenter, NotificationItem } from './useNotificationCenter.ts';
import classes from './NotificationPanel.module.css';

interface Props {
  readonly center: NotificationCenter;
  readonly titleId: string;
  readonly onOpenItem: (item: NotificationItem) => void;
  /** The drawer shows its own title. */
  readonly withTitle?: boolean;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function NotificationPanel({ center, titleId, onOpenItem, withTitle = true }: Props) {
  const { t } = useTranslation();
  // Relative times refresh every 10 s while the panel is open (spec 01 §4).
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const { fresh, earlier } = splitSections(center.items, center.baseline);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore } = center;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      threshold: INFINITE_SCROLL_THRESHOLD,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const section = (key: 'new' | 'earlier', items: readonly NotificationItem[]) =>
    items.length ? (
      <section aria-labelledby={`${titleId}-${key}`} data-testid={`notifications-${key}`}>
        <Title order={3} id={`${titleId}-${key}`} className={classes.sectionTitle}>
          {t(`notifications.sections.${key}`)}
        </Title>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item._id}>
              <NotificationListItem item={item} now={now} onOpen={onOpenItem} />
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" px="sm" pt={withTitle ? 'xs' : 0}>
        {withTitle ? (
          <Title order={2} fz="md" id={titleId}>
            {t('notifications.title')}
          </Title>
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => void center.markAllRead()}
          disabled={center.unreadCount === 0}
          data-testid="notifications-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {center.failed ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" m="sm">
          {t('notifications.loadFailed')}
        </Alert>
      ) : null}
      {center.loading ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('notifications.loading')} />
        </Center>
      ) : null}
      {!center.loading && !center.failed && center.items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg" c="dimmed" data-testid="notifications-empty">
          <IconBellOff size={28} stroke={1.5} aria-hidden />
          <Text size="sm">{t('notifications.empty')}</Text>
        </Stack>
      ) : null}
      {section('new', fresh)}
      {section('earlier', earlier)}
      {center.hasMore ? (
        <Center ref={sentinel} py="xs">
          <Button
            variant="default"
            size="xs"
            onClick={center.loadMore}
            loading={center.loadingMore}
            data-testid="notifications-load-more"
          >
            {t('notifications.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
