// The tenant's logo and name heading a standalone card (invitation, sign-up), coloured as the login page's:
// with a REVERSE login logo the header takes the sidebar's colours and the white logo.
import { Image, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredTenant } from './TenantProvider.tsx';

export function TenantBrandHeader({ subtitle }: { readonly subtitle?: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const { login, sidebar } = tenant.brandPalette;
  const reverse = login.logoType === 'REVERSE';
  const logo = reverse ? tenant.whiteLogo || tenant.logo : tenant.logo;
  const style: CSSProperties | undefined = reverse
    ? { backgroundColor: sidebar.backgroundColor, color: sidebar.textColor }
    : undefined;
  return (
    <Stack align="center" gap="xs" px="xl" pt="xl" pb="md" style={style}>
      {logo ? (
        <Image
          src={logo}
          alt={t('incubators.logoAlt', { name: tenant.name })}
          h={56}
          w="auto"
          maw="100%"
          fit="contain"
        />
      ) : null}
      <Text fw={700} fz="lg" ta="center">
        {tenant.name}
      </Text>
      {subtitle ? (
        <Title order={1} fz="h3" ta="center">
          {subtitle}
        </Title>
      ) : null}
    </Stack>
  );
}
