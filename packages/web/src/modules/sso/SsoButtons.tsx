// One button per single sign-on connection on the login page (spec §4: several connections).
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ssoLoginUrl } from './ssoLinks.ts';
import type { SsoConnection } from './useSsoLogin.ts';

function ProviderIcon({ provider }: { readonly provider: string }) {
  switch (provider) {
    case 'google':
      return <IconBrandGoogle size={18} aria-hidden />;
    case 'microsoft':
      return <IconBrandWindows size={18} aria-hidden />;
    case 'okta':
    case 'auth0':
      return <IconShieldLock size={18} aria-hidden />;
    default:
      return <IconKey size={18} aria-hidden />;
  }
}

export function SsoButtons({
  connections,
  returnTo,
  withDivider,
}: {
  readonly connections: readonly SsoConnection[];
  readonly returnTo: string;
  readonly withDivider: boolean;
}) {
  const { t } = useTranslation();
  if (connections.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="sso-connections">
      {connections.map((connection) => (
        <Button
          key={connection.id}
          component="a"
          href={ssoLoginUrl(connection.id, returnTo)}
          variant="default"
          fullWidth
          leftSection={<ProviderIcon provider={connection.provider} />}
          data-testid="sso-connection"
        >
          {t('sso.continueWith', { name: connection.name })}
        </Button>
      ))}
      {withDivider ? <Divider label={t('sso.or')} labelPosition="center" /> : null}
    </Stack>
  );
}
