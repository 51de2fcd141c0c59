// /startups/metrics/data-collection: which metrics are collected from which startups or programmes and from
// when; the periods opened so far; and "Open periods now" (the daily job does the same every night).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import {
  MetricsAdminAssignDocument,
  MetricsAdminCollectionsDocument,
  MetricsAdminMetricNamesDocument,
  MetricsAdminOpenPeriodsDocument,
  MetricsAdminPeriodsDocument,
  MetricsAdminRemoveCollectionDocument,
  MetricsAdminTargetsDocument,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { labelIn } from './metricModel.ts';
import { useMetricsFailureMessage } from './metricsErrors.ts';

const todayKey = () => new Date().toISOString().slice(0, 10);

export function DataCollectionPage() {
  const { t, i18n } = useTranslation();
  const failure = useMetricsFailureMessage();
  const format = useFormatters();
  const { data, error } = useQuery(MetricsAdminCollectionsDocument, { fetchPolicy: 'cache-and-network' });
  const targets = useQuery(MetricsAdminTargetsDocument, { fetchPolicy: 'cache-and-network' });
  const names = useQuery(MetricsAdminMetricNamesDocument, { fetchPolicy: 'cache-and-network' });
  const periods = useQuery(MetricsAdminPeriodsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [MetricsAdminCollectionsDocument, MetricsAdminPeriodsDocument];
  const [assign, assigning] = useMutation(MetricsAdminAssignDocument, { refetchQueries });
  const [remove] = useMutation(MetricsAdminRemoveCollectionDocument, { refetchQueries });
  const [open, opening] = useMutation(MetricsAdminOpenPeriodsDocument, { refetchQueries });
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [openFor, setOpenFor] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      metricIds: [] as string[],
      startupIds: [] as string[],
      programIds: [] as string[],
      startDate: todayKey(),
    },
    validate: {
      metricIds: (v: string[]) => (v.length ? null : t('metricsAdmin.collection.metricRequired')),
      startupIds: (v: string[], values) =>
        v.length || values.programIds.length ? null : t('metricsAdmin.collection.targetRequired'),
      startDate: (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : t('metricsAdmin.collection.startDateRequired')),
    },
  });
  const allMetrics = (names.data?.metrics ?? []).map((m) => ({
    value: m.id,
    label: labelIn(m.name, i18n.language),
    archived: m.archived,
  }));
  const metrics = allMetrics.filter((m) => !m.archived).map(({ value, label }) => ({ value, label }));
  const startups = (targets.data?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }));
  const programs = (targets.data?.programs ?? []).map((p) => ({ value: p._id, label: p.name }));
  // Several startups or whole programmes at once: the feature bulkDataAssignation (the server holds it too).
  const facts = useNavigationFacts();
  const bulk = !facts || facts.features.has('bulkDataAssignation');

  const submit = form.onSubmit(
    async (v) => {
      try {
        await assign({ variables: { input: v } });
        setStatus({ tone: 'success', message: t('metricsAdmin.collection.assigned') });
        form.setValues({ metricIds: [], startupIds: [], programIds: [] });
      } catch (e) {
        setStatus({ tone: 'error', message: failure(e) });
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );
  const openNow = async () => {
    try {
      const res = await open({ variables: { startupId: openFor || null } });
      setStatus({
        tone: 'success',
        message: t('metricsAdmin.collection.opened', { count: res.data?.openDueMetricPeriods.opened ?? 0 }),
      });
    } catch (e) {
      setStatus({ tone: 'error', message: failure(e) });
    }
  };
  const removeOne = async (id: string) => {
    try {
      await remove({ variables: { id } });
      setStatus({ tone: 'success', message: t('metricsAdmin.collection.removed') });
    } catch (e) {
      setStatus({ tone: 'error', message: failure(e) });
    }
  };

  return (
    <Container
      size={1280}
      px={{ base: 'md', sm: 'xl' }}
      py="xl"
      component="section"
      aria-labelledby="data-collection-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2" id="data-collection-title">
            {t('metricsAdmin.collection.title')}
          </Title>
          <Text c="dimmed">{t('metricsAdmin.collection.intro')}</Text>
        </Stack>
        <div role="status" aria-live="polite">
          {status?.tone === 'success' ? (
            <Alert
              color="green"
              variant="light"
              withCloseButton
              closeButtonLabel={t('metricsAdmin.dismiss')}
              onClose={() => setStatus(null)}
              data-testid="collection-status"
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
            data-testid="collection-error"
          >
            {status.message}
          </Alert>
        ) : null}
        {[{ error, data }, targets, names, periods].some((q) => q.error && !q.data) ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {t('metricsAdmin.loadFailed')}
          </Alert>
        ) : null}

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="assign-title">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} fz="h4" id="assign-title">
                {t('metricsAdmin.collection.assignTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <MultiSelect
                  label={t('metricsAdmin.collection.metrics')}
                  data={metrics}
                  searchable
                  required
                  key={form.key('metricIds')}
                  {...form.getInputProps('metricIds')}
                  data-testid="collect-metrics"
                />
                <TextInput
                  type="date"
                  label={t('metricsAdmin.collection.startDate')}
                  description={t('metricsAdmin.collection.startDateHelp')}
                  required
                  key={form.key('startDate')}
                  {...form.getInputProps('startDate')}
                  data-testid="collect-start"
                />
                <MultiSelect
                  label={t('metricsAdmin.collection.startups')}
                  data={startups}
                  searchable
                  maxValues={bulk ? undefined : 1}
                  description={bulk ? undefined : t('metricsAdmin.collection.oneAtATime')}
                  key={form.key('startupIds')}
                  {...form.getInputProps('startupIds')}
                  data-testid="collect-startups"
                />
                {bulk ? (
                  <MultiSelect
                    label={t('metricsAdmin.collection.programs')}
                    data={programs}
                    searchable
                    key={form.key('programIds')}
                    {...form.getInputProps('programIds')}
                    data-testid="collect-programs"
                  />
                ) : null}
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={assigning.loading} data-testid="collect-assign">
                  {t('metricsAdmin.collection.assign')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>

        <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="collections-title">
          <Title order={2} fz="h4" id="collections-title" p="xs">
            {t('metricsAdmin.collection.listTitle')}
          </Title>
          {(data?.metricCollections.length ?? 0) === 0 ? (
            <Text c="dimmed" p="xs">
              {t('metricsAdmin.collection.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer
              minWidth={520}
              scrollAreaProps={{
                viewportProps: { tabIndex: 0, role: 'group', 'aria-labelledby': 'collections-title' },
              }}
            >
              <Table verticalSpacing="xs" aria-labelledby="collections-title" data-testid="collections-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('metricsAdmin.collection.columns.metric')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.collection.columns.target')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.collection.columns.startDate')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.collection.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data!.metricCollections.map((c) => {
                    const metric = allMetrics.find((m) => m.value === c.metric.id)?.label ?? '';
                    const target = c.startup?.name ?? c.program?.name ?? '';
                    return (
                      <Table.Tr key={c.id} data-testid="collection-row">
                        <Table.Th scope="row" fw={500} dir="auto">
                          {metric}
                        </Table.Th>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <span dir="auto">{target}</span>
                            {c.program ? (
                              <Badge variant="light" tt="none">
                                {t('metricsAdmin.collection.programBadge')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <time dateTime={c.startDate}>{format.date(c.startDate)}</time>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => void removeOne(c.id)}
                            aria-label={t('metricsAdmin.collection.removeNamed', { metric, target })}
                          >
                            {t('metricsAdmin.collection.remove')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>

        <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="periods-title">
          <Stack gap="sm" p="xs">
            <Title order={2} fz="h4" id="periods-title">
              {t('metricsAdmin.collection.periodsTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('metricsAdmin.collection.periodsIntro')}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <NativeSelect
                label={t('metricsAdmin.collection.openFor')}
                data={[{ value: '', label: t('metricsAdmin.collection.allStartups') }, ...startups]}
                value={openFor}
                onChange={(e) => setOpenFor(e.currentTarget.value)}
                data-testid="open-for"
              />
              <Button onClick={() => void openNow()} loading={opening.loading} data-testid="open-now">
                {t('metricsAdmin.collection.openNow')}
              </Button>
            </Group>
          </Stack>
          {(periods.data?.metricPeriods.length ?? 0) === 0 ? (
            <Text c="dimmed" p="xs">
              {t('metricsAdmin.collection.noPeriods')}
            </Text>
          ) : (
            <Table.ScrollContainer
              minWidth={520}
              scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-labelledby': 'periods-title' } }}
            >
              <Table verticalSpacing="xs" aria-labelledby="periods-title" data-testid="periods-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('metricsAdmin.collection.periodColumns.startup')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.collection.periodColumns.period')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.collection.periodColumns.dueDate')}</Table.Th>
                    <Table.Th scope="col">{t('metricsAdmin.collection.periodColumns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {periods.data!.metricPeriods.map((p) => (
                    <Table.Tr key={p.id} data-testid="period-row">
                      <Table.Th scope="row" fw={500} dir="auto">
                        {p.startup.name}
                      </Table.Th>
                      <Table.Td>
                        <time dateTime={p.from}>{format.date(p.from)}</time> –{' '}
                        <time dateTime={p.to}>{format.date(p.to)}</time>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={p.dueDate}>{format.date(p.dueDate)}</time>
                      </Table.Td>
                      <Table.Td>
                        {p.submittedAt ? (
                          <StatusBadge color="green" variant="dot">
                            {t('metricsAdmin.collection.statusSubmitted')}
                          </StatusBadge>
                        ) : (
                          <StatusBadge color="orange" variant="dot">
                            {t('metricsAdmin.collection.statusOpen')}
                          </StatusBadge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
