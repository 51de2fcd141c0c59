// Spec §2.4: what any unknown path shows.
import { Button, Text } from '@mantine/core';
import { IconHome, IconPlanet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from './StatusScreen.tsx';

export function LostInCosmos() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark={<IconPlanet size={48} stroke={1.4} />}
      title={t('errors.lost.title')}
      testId="lost-in-cosmos"
      actions={
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('errors.lost.home')}
        </Button>
      }
    >
      <Text>{t('errors.lost.message')}</Text>
    </StatusScreen>
  );
}
