// /account/exports: the user's exports (metric reports, the applications pipeline), newest first — kind, format,
// status, progress, date — with a Download button once COMPLETED. While one is queued or being written the list is
// asked again every 2 s.
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconFileExport } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MyExportsDocument, type MyExportsQuery } from '../../generated/graphql.ts';

type ExportJob = MyExportsQuery['exports'][number];
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { downloadExport, EXPORT_POLL_MS, isRunning } from './download.ts';
import { EXPORT_FAILURES } from '@ascent/shared';

const STATUS_COLOR: Record<string, string> = {
  QUEUED: 'gray',
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  FAILED: 'orange',
  ERROR: 'red',
};

function ExportRow({ job }: { readonly job: ExportJob }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const download = async () => {
    if (!job.downloadUrl) return;
    const ok = await downloadExport(job.downloadUrl, job.fileName ?? `export.${job.format}`);
    if (!ok) notifications.show({ color: 'red', message: t('exports.page.downloadFailed') });
  };
  return (
    <Table.Tr data-testid="export-row" data-status={job.status}>
      <Table.Td>
        <Text fw={600} size="sm">
          {t(`exports.kind.${job.kind}`)}
        </Text>
        {job.name ? (
          <Text size="sm" c="dimmed" dir="auto">
            {job.name}
          </Text>
        ) : job.kind === 'applications' ? (
          // An export of the pipeline without an intake filter holds every intake the requester manages.
          <Text size="sm" c="dimmed">
            {t('exports.page.allIntakes')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{job.format.toUpperCase()}</Table.Td>
      <Table.Td>
        <StatusBadge color={STATUS_COLOR[job.status] ?? 'gray'} variant="dot" data-testid="export-status">
          {t(`exports.status.${job.status}`)}
        </StatusBadge>
      </Table.Td>
      <Table.Td miw={100}>
        <Progress value={job.progress} aria-label={t('exports.page.progress', { value: job.progress })} size="sm" />
      </Table.Td>
      <Table.Td>{f.dateTime(job.createdAt)}</Table.Td>
      <Table.Td>
        {job.status === 'COMPLETED' && job.downloadUrl ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
            aria-label={t('exports.page.downloadNamed', { name: job.fileName ?? '' })}
          >
            {t('exports.page.download')}
          </Button>
        ) : job.error ? (
          <Text size="sm" c="red" data-testid="export-error">
            {job.errorReason ? t(EXPORT_FAILURES[job.errorReason].key) : job.error}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

export function ExportsPage() {
  const { t } = useTranslation();
  const { data, loading, error, startPolling, stopPolling } = useQuery(MyExportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const jobs = data?.exports ?? [];
  const running = jobs.some((j) => isRunning(j.status));
  useEffect(() => {
    if (!running) return;
    startPolling(EXPORT_POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="md">
        <Group gap="sm">
          <IconFileExport size={28} aria-hidden />
          <Title order={1} fz="h2">
            {t('exports.page.title')}
          </Title>
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {t('exports.page.loadError')}
          </Alert>
        ) : null}
        {!data && loading ? <Loader aria-label={t('common.loading')} /> : null}
        {data && jobs.length === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="exports-empty">
            <Text>{t('exports.page.empty')}</Text>
          </Card>
        ) : null}
        {jobs.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped data-testid="exports-table" aria-busy={running}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('exports.page.kind')}</Table.Th>
                  <Table.Th scope="col">{t('exports.page.format')}</Table.Th>
                  <Table.Th scope="col">{t('exports.page.status')}</Table.Th>
                  <Table.Th scope="col">{t('exports.page.progressColumn')}</Table.Th>
                  <Table.Th scope="col">{t('exports.page.created')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('exports.page.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => (
                  <ExportRow key={job.id} job={job} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Container>
  );
}
