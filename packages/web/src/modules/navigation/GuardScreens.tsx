// What the route guard shows instead of a page: a user with no role (spec §6 "Not authorized"), and a feature off
// in the plan for a user who may not open the plan page (spec §8 "This feature is not available in your selected
// plan").
import { Button, Text } from '@mantine/core';
import { IconHome, IconLock, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function NotAuthorized() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  return (
    <StatusScreen
      mark={<IconLock size={48} stroke={1.4} />}
      title={t('navigation.notAuthorized.title')}
      testId="not-authorized"
      actions={
        <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
          {t('auth.signOut')}
        </Button>
      }
    >
      <Text>{t('navigation.notAuthorized.message')}</Text>
    </StatusScreen>
  );
}

export function FeatureNotInPlan() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark={<IconLock size={48} stroke={1.4} />}
      title={t('navigation.notInPlan.title')}
      testId="feature-not-in-plan"
      actions={
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('errors.lost.home')}
        </Button>
      }
    >
      <Text>{t('navigation.notInPlan.message')}</Text>
    </StatusScreen>
  );
}
