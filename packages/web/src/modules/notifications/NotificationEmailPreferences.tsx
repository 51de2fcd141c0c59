// The account settings' card of email choices: one switch per notification group, off unless chosen. Each switch
// saves at once.
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@ascent/shared';
import { Alert, Card, Group, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotificationPreferencesDocument, SetNotificationPreferenceDocument } from '../../generated/graphql.ts';
import { GROUP_COLORS, GROUP_ICONS } from './NotificationListItem.tsx';

export function NotificationEmailPreferences() {
  const { t } = useTranslation();
  const { data, error } = useQuery(NotificationPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SetNotificationPreferenceDocument);
  const chosen = new Map(data?.notificationPreferences.map((p) => [p.group as NotificationGroup, p.email]));

  const change = async (group: NotificationGroup, email: boolean) => {
    const result = await save({
      variables: { group, email },
      optimisticResponse: {
        setNotificationPreference: NOTIFICATION_GROUPS.map((g) => ({
          __typename: 'NotificationPreference' as const,
          group: g,
          email: g === group ? email : (chosen.get(g) ?? false),
        })),
      },
      update: (cache, { data: saved }) => {
        if (saved)
          cache.writeQuery({
            query: NotificationPreferencesDocument,
            data: { notificationPreferences: saved.setNotificationPreference },
          });
      },
    }).catch(() => null);
    notifications.show(
      result?.data
        ? { message: t('accountSettings.emails.saved') }
        : { color: 'red', message: t('accountSettings.saveFailed') },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notification-emails-title">
      <Title order={2} fz="h3" id="notification-emails-title" mb="xs">
        {t('accountSettings.emails.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('accountSettings.emails.intro')}
      </Text>
      {error && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('accountSettings.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="md">
          {NOTIFICATION_GROUPS.map((group) => {
            const Icon = GROUP_ICONS[group];
            return (
              <Group key={group} wrap="nowrap" gap="sm" align="flex-start">
                <ThemeIcon variant="light" color={GROUP_COLORS[group]} radius="xl" aria-hidden>
                  <Icon size={18} stroke={1.6} />
                </ThemeIcon>
                <Switch
                  label={t(`notifications.groups.${group}`)}
                  description={t(`accountSettings.emails.descriptions.${group}`)}
                  checked={chosen.get(group) ?? false}
                  disabled={!data}
                  onChange={(event) => void change(group, event.currentTarget.checked)}
                  data-testid={`email-preference-${group}`}
                />
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
