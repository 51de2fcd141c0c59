// One notification in the panel: the sender's avatar with its label's icon (the group's, or the task icon for a task
// notification), the message cut at 80 characters, the note if any, the time relative to now and the label. Clicking marks it read and follows its url.
import { notificationLabel, snippet, type NotificationGroup, type NotificationLabel } from '@ascent/shared';
import { Avatar, Box, Group, Indicator, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChecklist,
  IconFileDescription,
  IconMessageCircle,
  IconSchool,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../app/i18n.ts';
import { isInternalUrl, notificationLabelKey } from './panelModel.ts';
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

/** The panel's label of each notification: a group's, or the task notifications' own. */
const LABEL_ICONS: Readonly<Record<NotificationLabel, Icon>> = { ...GROUP_ICONS, task: IconChecklist };
const LABEL_COLORS: Readonly<Record<NotificationLabel, string>> = { ...GROUP_COLORS, task: 'indigo' };

interface Props {
  readonly item: NotificationItem;
  readonly now: number;
  readonly onOpen: (item: NotificationItem) => void;
}

export function NotificationListItem({ item, now, onOpen }: Props) {
  const { t } = useTranslation();
  const label = notificationLabel(item.notification.notificationType);
  const LabelIcon = LABEL_ICONS[label];
  const color = LABEL_COLORS[label];
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
          <ThemeIcon size={18} radius="xl" color={color} aria-hidden>
            <LabelIcon size={11} stroke={2} />
          </ThemeIcon>
        }
      >
        {sender ? (
          <Avatar src={sender.avatar} name={sender.fullName} size={36} alt="" />
        ) : (
          <ThemeIcon size={36} radius="xl" variant="light" color={color} aria-hidden>
            <LabelIcon size={20} stroke={1.6} />
          </ThemeIcon>
        )}
      </Indicator>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text
          size="sm"
          fw={item.isRead ? 400 : 600}
          dir="auto"
          className={classes.message}
          data-testid="notification-message"
        >
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
          <span data-testid="notification-label">{t(notificationLabelKey(item.notification.notificationType))}</span>
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
