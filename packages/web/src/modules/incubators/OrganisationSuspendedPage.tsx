// Shown at every address of an organisation the instance operator suspended (the server refuses every call with
// TENANT_SUSPENDED, publicIncubator included).
import { Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function OrganisationSuspendedPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark={<IconPlayerPause size={48} stroke={1.4} />}
      title={t('incubators.suspended.title')}
      testId="organisation-suspended"
    >
      <Text>{t('incubators.suspended.message')}</Text>
      <Text c="dimmed">{t('incubators.suspended.hint')}</Text>
    </StatusScreen>
  );
}
