// /startups/metrics: the organisation's metric definitions. Staff with METRICS:EDIT create, edit, archive and
// restore them; others with METRICS/EDIT:VIEW read the list.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MetricsAdminArchiveDocument,
  MetricsAdminListDocument,
  type MetricsAdminMetricFragment,
} from '../../generated/graphql.ts';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { MetricFormDrawer } from './MetricFormDrawer.tsx';
import { labelIn } from './metricModel.ts';
import { useMetricsFailureMessage } from './metricsErrors.ts';

type Metric = MetricsAdminMetricFragment;

export function MetricsPage() {
  const { t, i18n } = useTranslation();
  const facts = useNavigationFacts();
  const canEdit = facts?.permissions.has('METRICS:EDIT') ?? false;
  const canCollect = canEdit && (facts?.features.has('dataCollection') ?? false);
  const [showArchived, setShowArchived] = useState(false);
  const { data, error, loading } = useQuery(MetricsAdminListDocument, {
    variables: { includeArchived: true },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<{ metric: Metric | null } | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const failure = useMetricsFailureMessage();
  const [archive] = useMutation(MetricsAdminArchiveDocument);
  const all = data?.metrics ?? [];
  const shown = all.filter((m) => showArchived || !m.archived);
  const name = (m: Metric) => labelIn(m.name, i18n.language);
  const nameOf = (id: string) => {
    const m = all.find((x) => x.id === id);
    return m ? name(m) : '';
  };

  const toggleArchived = async (m: Metric) => {
    try {
      await archive({ variables: { id: m.id, archived: !m.archived } });
      setStatus({
        tone: 'success',
        message: m.archived
          ? t('metricsAdmin.list.restored', { name: name(m) })
          : t('metricsAdmin.list.archived', { name: name(m) }),
      });
    } catch (e) {
      setStatus({ tone: 'error', message: failure(e) });
    }
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl" component="section" aria-labelledby="metrics-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} fz="h2" id="metrics-title">
              {t('metricsAdmin.list.title')}
            </Title>
            <Text c="dimmed">{t('metricsAdmin.list.intro')}</Text>
          </Stack>
          <Group gap="sm">
            {canCollect ? (
              <Anchor component={Link} to="/startups/metrics/data-collection">
                {t('metricsAdmin.list.toDataCollection')}
              </Anchor>
            ) : null}
            {canEdit ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ metric: null })}
                data-testid="new-metric"
              >
                {t('metricsAdmin.list.new')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <div role="status" aria-live="polite">
          {status?.tone === 'success' ? (
            <Alert
              color="green"
              variant="light"
              withCloseButton
              closeButtonLabel={t('metricsAdmin.dismiss')}
              onClose={() => setStatus(null)}
              data-testid="metrics-status"
            >
              {status.message}
            </Alert>
          ) : null}
        </div>
        {status?.tone === 'error' ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('metricsAdmin.dismiss')}
            onClose={() => setStatus(null)}
          >
            {status.message}
          </Alert>
        ) : null}
        {error && !data ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {t('metricsAdmin.loadFailed')}
          </Alert>
        ) : null}
        <Switch
          label={t('metricsAdmin.list.showArchived')}
          checked={showArchived}
          onChange={(e) => setShowArchived(e.currentTarget.checked)}
        />
        <Card withBorder radius="md" padding="sm">
          {shown.length === 0 ? (
            <Text c="dimmed" p="sm">
              {loading && !data ? t('common.loading') : t('metricsAdmin.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer
              minWidth={640}
              scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-labelledby': 'metrics-title' } }}
            >
              <Table verticalSpacing="xs" highlightOnHover aria-labelledby="metrics-title" data-testid="metrics-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('metricsAdmin.list.columns.name')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.list.columns.unit')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.list.columns.recurrence')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.list.columns.category')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.list.columns.rules')}</Table.Th>
                    {canEdit ? <Table.Th scope="col">{t('metricsAdmin.list.columns.actions')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((m) => (
                    <Table.Tr key={m.id} data-testid="metric-row">
                      <Table.Th scope="row" fw={500}>
                        <Group gap="xs" wrap="nowrap">
                          <span dir="auto">{name(m)}</span>
                          {m.archived ? (
                            <Badge color="gray" variant="light" tt="none">
                              {t('metricsAdmin.list.archivedBadge')}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Th>
                      <Table.Td>
                        {m.unitOfMeasure.unitType === 'CUSTOM'
                          ? m.unitOfMeasure.customName
                          : t(`metricsAdmin.units.${m.unitOfMeasure.unitType}`)}
                        {m.dataType === 'nonNumeric' ? ` · ${t('metricsAdmin.dataTypes.nonNumeric')}` : ''}
                      </Table.Td>
                      <Table.Td>
                        {m.trackingRecurrence.amount === 1
                          ? t(`metricsAdmin.frequencies.${m.trackingRecurrence.type}`)
                          : t(`metricsAdmin.everyN.${m.trackingRecurrence.type}`, {
                              count: m.trackingRecurrence.amount,
                            })}
                      </Table.Td>
                      <Table.Td dir="auto">{m.category ?? ''}</Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          {m.rules.map((r) => (
                            <Text key={r.id} size="sm" data-testid="metric-rule">
                              {t(`metricsAdmin.ruleKinds.${r.kind}`)}{' '}
                              {r.referenceMetricIds.length
                                ? r.referenceMetricIds.map(nameOf).join(` ${t('metricsAdmin.and')} `)
                                : r.value}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                      {canEdit ? (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setEditing({ metric: m })}
                              aria-label={t('metricsAdmin.list.editNamed', { name: name(m) })}
                            >
                              {t('metricsAdmin.list.edit')}
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color={m.archived ? undefined : 'red'}
                              onClick={() => void toggleArchived(m)}
                              aria-label={
                                m.archived
                                  ? t('metricsAdmin.list.restoreNamed', { name: name(m) })
                                  : t('metricsAdmin.list.archiveNamed', { name: name(m) })
                              }
                            >
                              {m.archived ? t('metricsAdmin.list.restore') : t('metricsAdmin.list.archive')}
                            </Button>
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
      <MetricFormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        metric={editing?.metric ?? null}
        metrics={all}
        onSaved={(saved) => setStatus({ tone: 'success', message: t('metricsAdmin.list.saved', { name: saved }) })}
      />
    </Container>
  );
}
