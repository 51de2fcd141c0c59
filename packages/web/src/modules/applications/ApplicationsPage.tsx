// /applications: the staff pipeline — every application, newest change first, filtered by the "All pending" and
// "Evaluation in Progress" groups or one status (with each status's count), as a table; 25 at a time. Staff who
// decide tick applications and act on them in bulk (ApplicationsBulkBar); evaluators see their evaluations first.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ALL_APPLICATION_STATUSES, type ApplicationStatus, type ApplicationStatusGroup } from '@ascent/shared';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationBatchOperationUpdatedDocument, ApplicationsPipelineDocument } from '../../generated/graphql.ts';
import { BatchOperationsProvider } from '../../ui/batchOperations.tsx';
import { ApplicationsBulkBar } from './ApplicationsBulkBar.tsx';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { useHasPermission } from '../../ui/useHasPermission.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { MyEvaluationsPanel } from './MyEvaluationsPanel.tsx';

type GroupChoice = 'all' | ApplicationStatusGroup;

export function ApplicationsPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  // When an operation ends, the pipeline shows its effect.
  const refresh = useCallback(() => void client.refetchQueries({ include: [ApplicationsPipelineDocument] }), [client]);
  const following = {
    kind: 'applications' as const,
    document: ApplicationBatchOperationUpdatedDocument,
    title: t('applications.bulk.title'),
    succeeded: (count: number) => t('applications.bulk.succeeded', { count }),
  };
  return (
    <BatchOperationsProvider following={following} onFinished={refresh}>
      <Pipeline />
    </BatchOperationsProvider>
  );
}

function Pipeline() {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useApplicationErrorMessage();
  const canBuild = useHasPermission('FUNNELS:EDIT');
  const canReview = useHasPermission('EVALUATION_PARAMETERS:EDIT');
  const canDecide = useHasPermission('APPLICATIONS:EDIT');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const [group, setGroup] = useState<GroupChoice>('allPending');
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, previousData, loading, error, fetchMore } = useQuery(ApplicationsPipelineDocument, {
    variables: { group: status || group === 'all' ? null : group, status, search: debounced || null },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.applications;
  const countOf = (s: ApplicationStatus) => page?.statusCounts.find((c) => c.status === s)?.count ?? 0;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz="h2">
            {t('applications.pipeline.title')}
          </Title>
          <Group gap="sm">
            {canBuild ? (
              <Button component={Link} to="/applications/analytics" variant="default">
                {t('applications.analytics.title')}
              </Button>
            ) : null}
            {canReview ? (
              <Button component={Link} to="/startups/programs/evaluation-assignation" variant="default">
                {t('reviews.page.title')}
              </Button>
            ) : null}
            {canBuild ? (
              <Button component={Link} to="/applications/funnels/management" variant="default">
                {t('applications.funnels.title')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <MyEvaluationsPanel />
        <Group align="end" wrap="wrap">
          <SegmentedControl
            value={status ? 'all' : group}
            onChange={(v) => {
              setStatus(null);
              setGroup(v as GroupChoice);
            }}
            data={[
              { value: 'allPending', label: t('applications.groups.allPending') },
              { value: 'evaluationInProgress', label: t('applications.groups.evaluationInProgress') },
              { value: 'all', label: t('applications.groups.all') },
            ]}
            data-testid="pipeline-group"
          />
          <Select
            label={t('applications.pipeline.status')}
            placeholder={t('applications.groups.all')}
            clearable
            value={status}
            onChange={(v) => setStatus(v as ApplicationStatus | null)}
            data={ALL_APPLICATION_STATUSES.map((s) => ({
              value: s,
              label: `${t(`applications.status.${s}`)} (${countOf(s)})`,
            }))}
          />
          <TextInput
            label={t('applications.pipeline.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Group>
        {loading && !page ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {page ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('applications.pipeline.count', { count: page.totalCount })}
          </Text>
        ) : null}
        {canDecide && selected.size > 0 ? (
          <ApplicationsBulkBar selected={[...selected]} onStarted={() => setSelected(new Set())} />
        ) : null}
        {page && page.results.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover data-testid="applications-table">
              <Table.Thead>
                <Table.Tr>
                  {canDecide ? (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('applications.bulk.selectAll')}
                        checked={page.results.every((a) => selected.has(a._id))}
                        indeterminate={selected.size > 0 && !page.results.every((a) => selected.has(a._id))}
                        onChange={(e) =>
                          setSelected(e.currentTarget.checked ? new Set(page.results.map((a) => a._id)) : new Set())
                        }
                        data-testid="applications-select-all"
                      />
                    </Table.Th>
                  ) : null}
                  <Table.Th>{t('applications.pipeline.name')}</Table.Th>
                  <Table.Th>{t('applications.pipeline.applicants')}</Table.Th>
                  <Table.Th>{t('applications.pipeline.funnel')}</Table.Th>
                  <Table.Th>{t('applications.pipeline.rounds')}</Table.Th>
                  <Table.Th>{t('applications.pipeline.status')}</Table.Th>
                  <Table.Th>{t('applications.pipeline.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((a) => (
                  <Table.Tr key={a._id} data-testid="application-row">
                    {canDecide ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t('applications.bulk.select', { name: a.name })}
                          checked={selected.has(a._id)}
                          onChange={() => toggle(a._id)}
                          data-testid="application-select"
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Link to={`/application/${a._id}`}>{a.name}</Link>
                    </Table.Td>
                    <Table.Td dir="auto">{a.members.map((m) => m.fullName).join(', ')}</Table.Td>
                    <Table.Td dir="auto">{a.funnelName}</Table.Td>
                    <Table.Td>
                      {a.roundsSubmitted}/{a.roundCount}
                    </Table.Td>
                    <Table.Td>
                      <ApplicationStatusBadge status={a.status} />
                    </Table.Td>
                    <Table.Td>{f.day(a.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : page ? (
          <Text c="dimmed">{t('applications.pipeline.empty')}</Text>
        ) : null}
        {page?.next ? (
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  applications: {
                    ...fetchMoreResult.applications,
                    results: [...prev.applications.results, ...fetchMoreResult.applications.results],
                  },
                }),
              })
            }
          >
            {t('applications.pipeline.more')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
