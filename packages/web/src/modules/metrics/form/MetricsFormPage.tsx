// /startup/:id/metrics: the metrics update form on its own page (founders of the startup, staff who edit its data).
// The spec does not show this route; the prompt opens the same form in a modal (docs/decisions.md).
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MetricsUpdateForm } from './MetricsUpdateForm.tsx';

export function MetricsFormPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Container size={880} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('metrics.form.title')}
        </Title>
        <MetricsUpdateForm startupId={id} />
      </Stack>
    </Container>
  );
}
