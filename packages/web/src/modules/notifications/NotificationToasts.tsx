// Shows a toast for each notification pushed over the subscription channel while signed in.
import { useSubscription } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotificationCreatedDocument } from '../../generated/graphql.ts';

export function NotificationToasts() {
  const { t } = useTranslation();
  useSubscription(NotificationCreatedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const pushed = data.data?.notificationCreated;
      if (!pushed) return;
      notifications.show({
        id: pushed._id,
        title: t('notifications.new'),
        message: pushed.message,
        icon: <IconBell size={18} aria-hidden />,
      });
    },
    onError: (error) => console.warn('Notification channel error', error),
  });
  return null;
}
