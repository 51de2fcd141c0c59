// One section of /admin/configuration inside its frame: the titled region, the loading line, and the alert when its
// settings could not be read; `children` renders once they are.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFrame } from './AdminFrame.tsx';
import type { AdminTab } from './adminAccess.ts';

export function AdminSection<T>({
  tab,
  title,
  intro,
  data,
  error,
  children,
}: {
  readonly tab: AdminTab;
  readonly title: string;
  readonly intro: string;
  /** The section's settings, once read. */
  readonly data: T | null | undefined;
  readonly error: unknown;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `admin-${tab}-title`;
  return (
    <AdminFrame tab={tab}>
      <Stack component="section" gap="md" aria-labelledby={titleId}>
        <Stack gap={4}>
          <Title order={2} id={titleId}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {error && !data ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('admin.loadFailed')}
          </Alert>
        ) : null}
        {data ? children(data) : !error ? <Text c="dimmed">{t('common.loading')}</Text> : null}
      </Stack>
    </AdminFrame>
  );
}
