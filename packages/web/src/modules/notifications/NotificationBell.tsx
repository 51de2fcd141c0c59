// The header's bell: the unseen count as a badge ("99+" above 99), and the panel in a popover — a drawer on
// phones. Opening sets the count to 0; clicking an item marks it read and follows it (in-app links by the router).
import { formatBadgeCount } from '@ascent/shared';
import {
  ActionIcon,
  Drawer,
  Indicator,
  Popover,
  ScrollArea,
  VisuallyHidden,
  useDirection,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationPanel } from './NotificationPanel.tsx';
import { useNotificationCenter, type NotificationItem } from './useNotificationCenter.ts';

export function NotificationBell() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.xs} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
  const center = useNotificationCenter();
  const titleId = useId();
  const panelId = useId();
  const badge = formatBadgeCount(center.count);

  const toggle = () => (center.opened ? center.close() : center.open());
  const openItem = (item: NotificationItem) => {
    center.markRead(item);
    center.close();
  };

  const button = (
    <Indicator
      label={badge}
      disabled={!badge}
      size={18}
      offset={4}
      color="red"
      inline
      zIndex={2}
      data-testid="notification-badge"
    >
      <ActionIcon
        variant="default"
        size="lg"
        onClick={toggle}
        aria-expanded={center.opened}
        aria-controls={center.opened ? panelId : undefined}
        aria-haspopup="dialog"
        data-testid="notification-bell"
      >
        <IconBell size={18} stroke={1.6} aria-hidden />
        <VisuallyHidden>
          {t('notifications.title')}
          {badge ? `, ${t('notifications.unseen', { count: badge })}` : ''}
        </VisuallyHidden>
      </ActionIcon>
    </Indicator>
  );

  if (phone) {
    return (
      <>
        {button}
        <Drawer.Root
          opened={center.opened}
          onClose={center.close}
          position={dir === 'rtl' ? 'left' : 'right'}
          size="100%"
        >
          <Drawer.Overlay />
          <Drawer.Content id={panelId} data-testid="notification-panel">
            {/* A div, not a second banner landmark. */}
            <Drawer.Header renderRoot={(props) => <div {...props} />}>
              <Drawer.Title fw={700}>{t('notifications.title')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('notifications.close')} />
            </Drawer.Header>
            <Drawer.Body px={0}>
              <section aria-label={t('notifications.title')}>
                <NotificationPanel center={center} titleId={titleId} onOpenItem={openItem} withTitle={false} />
              </section>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </>
    );
  }

  return (
    // In place rather than in a portal, so the open panel stays inside the header landmark.
    // The button carries its own aria attributes (withRoles would put them on the badge's wrapper).
    <Popover
      opened={center.opened}
      onDismiss={center.close}
      position="bottom-end"
      width={400}
      shadow="md"
      withinPortal={false}
      withRoles={false}
      trapFocus
      returnFocus
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p={0} id={panelId} role="dialog" aria-labelledby={titleId} data-testid="notification-panel">
        <ScrollArea.Autosize mah="min(560px, calc(100vh - 90px))" type="auto">
          <section aria-labelledby={titleId}>
            <NotificationPanel center={center} titleId={titleId} onOpenItem={openItem} />
          </section>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
