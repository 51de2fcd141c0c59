// /applications: the staff pipeline — every application, newest change first, filtered by the "All pending" and
// "Evaluation in Progress" groups or one status (with each status's count), the intake, search over names and
// answers, and filters on answers (PipelineFilters); as a table or as cards; 25 at a time. The filters can be saved
// as views (SavedViewsMenu, behind savedViewsApplications). Staff who decide tick applications and act on them in bulk
// (ApplicationsBulkBar); evaluators see their evaluations first.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DEFAULT_APPLICATION_VIEW, type ApplicationStatus, type ApplicationViewFilters } from '@ascent/shared';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationBatchOperationUpdatedDocument, ApplicationsPipelineDocument } from '../../generated/graphql.ts';
import { BatchOperationsProvider } from '../../ui/batchOperations.tsx';
import { ApplicationsBulkBar } from './ApplicationsBulkBar.tsx';
import { ApplicationsExportButton } from './ApplicationsExportButton.tsx';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { useHasPermission } from '../../ui/useHasPermission.ts';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { ApplicationsResults } from './pipeline/ApplicationsResults.tsx';
import { PipelineFilters } from './pipeline/PipelineFilters.tsx';
import { SavedViewsMenu } from './pipeline/SavedViewsMenu.tsx';
import { MyEvaluationsPanel } from './MyEvaluationsPanel.tsx';

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
  const message = useApplicationErrorMessage();
  const canBuild = useHasPermission('FUNNELS:EDIT');
  const canReview = useHasPermission('EVALUATION_PARAMETERS:EDIT');
  const canDecide = useHasPermission('APPLICATIONS:EDIT');
  const views = useNavigationFacts()?.features.has('savedViewsApplications') ?? false;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<ApplicationViewFilters>(DEFAULT_APPLICATION_VIEW);
  const [viewId, setViewId] = useState<string | null>(null);
  const change = (patch: Partial<ApplicationViewFilters>) => setView((v) => ({ ...v, ...patch }));
  const [debounced] = useDebouncedValue(view.search.trim(), 300);
  const { data, previousData, loading, error, fetchMore } = useQuery(ApplicationsPipelineDocument, {
    variables: {
      funnelId: view.funnelId,
      group: view.status ? null : view.group,
      status: view.status,
      search: debounced || null,
      answers: view.answers.map((a) => ({ ...a, values: [...a.values] })),
    },
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
            {canDecide ? (
              <Button component={Link} to="/applications-manager" variant="default">
                {t('applicants.title')}
              </Button>
            ) : null}
            {canBuild ? (
              <Button component={Link} to="/applications/funnels/management" variant="default">
                {t('applications.funnels.title')}
              </Button>
            ) : null}
            <ApplicationsExportButton
              funnelId={view.funnelId}
              status={view.status}
              group={view.group}
              search={debounced}
              answers={view.answers}
            />
          </Group>
        </Group>
        <MyEvaluationsPanel />
        {views ? (
          <SavedViewsMenu
            view={view}
            currentId={viewId}
            onApply={(id, filters) => {
              setViewId(id);
              setView(filters);
            }}
          />
        ) : null}
        <PipelineFilters view={view} onChange={change} countOf={countOf} />
        {loading && !page ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {page ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="pipeline-count">
            {t('applications.pipeline.count', { count: page.totalCount })}
          </Text>
        ) : null}
        {canDecide && selected.size > 0 ? (
          <ApplicationsBulkBar selected={[...selected]} onStarted={() => setSelected(new Set())} />
        ) : null}
        {page && page.results.length > 0 ? (
          <ApplicationsResults
            items={page.results}
            layout={view.layout}
            selection={canDecide ? { selected, set: setSelected } : null}
          />
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
