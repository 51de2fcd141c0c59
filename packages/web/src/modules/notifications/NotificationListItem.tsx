// One notification in the panel: the sender's avatar with the group's icon, the message cut at 80 characters, the
// note if any, and the time relative to now. Clicking marks it read and follows its url.
import { notificationGroup, snippet, type NotificationGroup } from '@ascent/shared';
import { Avatar, Box, Group, Indicator, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconFileDescription, IconMessageCircle, IconSchool, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../app/i18n.ts';
import { isInternalUrl } from './panelModel.ts';
import { relativeTime } from './relativeTime.ts';
import type { NotificationItem } from './useNotificationCenter.ts';
import classes from './NotificationPanel.module.css';

export const GROUP_ICONS: Readonly<Record<NotificationGroup, Icon>> = {
  appointment: IconCalendarEvent,
  message: IconMessageCircle,
  startupFileUpdate: IconFileDescription,
  programChange: IconSchool,
};

export const GROUP_COLORS: Readonly<Record<NotificationGroup, string>> = {
  appointment: 'grape',
  message: 'blue',
  startupFileUpdate: 'teal',
  programChange: 'orange',
};

interface Props {
  readonly item: NotificationItem;
  readonly now: number;
  readonly onOpen: (item: NotificationItem) => void;
}

export function NotificationListItem({ item, now, onOpen }: Props) {
  const { t } = useTranslation();
  const group = notificationGroup(item.notification.notificationType);
  const GroupIcon = GROUP_ICONS[group];
  const sender = item.notification.sender;
  const url = item.notification.url;
  const note = item.notification.note?.content;

  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Indicator
        position="bottom-end"
        offset={4}
        size={18}
        color="transparent"
        // Without a sender the avatar is the group's icon already.
        disabled={!sender}
        label={
          <ThemeIcon size={18} radius="xl" color={GROUP_COLORS[group]} aria-hidden>
            <GroupIcon size={11} stroke={2} />
          </ThemeIcon>
        }
      >
        {sender ? (
          <Avatar src={sender.avatar} name={sender.fullName} size={36} alt="" />
        ) : (
          <ThemeIcon size={36} radius="xl" variant="light" color={GROUP_COLORS[group]} aria-hidden>
            <GroupIcon size={20} stroke={1.6} />
          </ThemeIcon>
        )}
      </Indicator>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={item.isRead ? 400 : 600} dir="auto" className={classes.message} data-testid="notification-message">
          {snippet(item.message)}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed" dir="auto" className={classes.message}>
            “{snippet(note)}”
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now, currentLanguage())}</time>
          {' · '}
          {t(`notifications.groups.${group}`)}
        </Text>
      </Stack>
      {item.isRead ? null : (
        <Box className={classes.unreadDot} data-testid="notification-unread">
          <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
        </Box>
      )}
    </Group>
  );

  const common = {
    className: classes.item,
    'data-read': item.isRead || undefined,
    'data-testid': 'notification-item',
    onClick: () => onOpen(item),
  };
  if (url && isInternalUrl(url)) {
    return (
      <Link to={url} {...common}>
        {body}
      </Link>
    );
  }
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" {...common}>
        {body}
      </a>
    );
  }
  return (
    <button type="button" {...common}>
      {body}
    </button>
  );
}
