// The generic error screen (spec §2.4, §8): rendering errors, a failed tenant lookup, the /error route.
import { Button, Text } from '@mantine/core';
import { IconMailForward, IconMoodPuzzled, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../modules/incubators/TenantProvider.tsx';
import { StatusScreen } from './StatusScreen.tsx';

export function ErrorScreen({ onRefresh = () => window.location.reload() }: { readonly onRefresh?: () => void }) {
  const { t } = useTranslation();
  const { tenant } = useTenant();
  const support = tenant?.supportEmail.address || tenant?.generalEmail.address;
  return (
    <StatusScreen
      mark={<IconMoodPuzzled size={48} stroke={1.4} />}
      title={t('errors.unexpected.title')}
      testId="error-screen"
      actions={
        <>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRefresh} data-testid="refresh-page">
            {t('errors.unexpected.refresh')}
          </Button>
          {support ? (
            <Button
              component="a"
              variant="default"
              href={`mailto:${support}`}
              leftSection={<IconMailForward size={18} aria-hidden />}
              data-testid="tell-us"
            >
              {t('errors.unexpected.tellUs')}
            </Button>
          ) : null}
        </>
      }
    >
      <Text>{t('errors.unexpected.message')}</Text>
      <Text c="dimmed">{t('errors.unexpected.later')}</Text>
    </StatusScreen>
  );
}

/** The /error route: "Refresh" starts again from the home page rather than reloading /error. */
export function ErrorPage() {
  return <ErrorScreen onRefresh={() => window.location.assign('/')} />;
}
