// Spec §8: "There was a problem with your log in:" with the message, and "Try again", which restarts
// the sign-in returning to /.
import { Button, Text } from '@mantine/core';
import { IconLockExclamation, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import type { SsoErrorMessage } from './ssoErrors.ts';

export function SsoErrorScreen({
  message,
  onTryAgain,
}: {
  readonly message: SsoErrorMessage;
  readonly onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const text = 'text' in message ? message.text : t(message.key, { organisation: tenant.name, ...message.values });
  return (
    <StatusScreen
      mark={<IconLockExclamation size={48} stroke={1.4} />}
      title={t('sso.error.title')}
      testId="sso-error"
      actions={
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onTryAgain}
          data-testid="sso-try-again"
          autoFocus
        >
          {t('sso.error.tryAgain')}
        </Button>
      }
    >
      <Text role="alert" data-testid="sso-error-message">
        {text}
      </Text>
    </StatusScreen>
  );
}
