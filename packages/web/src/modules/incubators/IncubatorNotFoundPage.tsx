// Shown when no organisation answers to the host name (publicIncubator is null).
import { Code, Text } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function IncubatorNotFoundPage() {
  const { t } = useTranslation();
  const host = window.location.hostname;
  return (
    <StatusScreen
      mark={<IconBuildingOff size={48} stroke={1.4} />}
      title={t('incubators.notFound.title')}
      testId="incubator-not-found"
    >
      <Text>
        <Trans
          i18nKey="incubators.notFound.message"
          values={{ host }}
          components={{ host: <Code data-testid="incubator-host" dir="ltr" fz="inherit" /> }}
        />
      </Text>
      <Text c="dimmed">{t('incubators.notFound.hint')}</Text>
    </StatusScreen>
  );
}
