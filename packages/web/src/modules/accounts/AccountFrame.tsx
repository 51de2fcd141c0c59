// The frame of the signed-out account screens (forgot password, reset, email confirmation): the tenant's name
// above a card, in the standalone layout of the login page.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';

export function AccountFrame({
  title,
  children,
  testId,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const tenant = useRequiredTenant();
  return (
    <StandaloneLayout maxWidth={440}>
      <Paper withBorder shadow="sm" radius="lg" p="xl" data-testid={testId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Text c="dimmed" size="sm" fw={600} data-testid="tenant-name">
              {tenant.name}
            </Text>
            <Title order={1} fz="h2">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}
