// The programme team's home cards (issue 14 §9): the portfolio's figures, startups per programme, this period's
// metric submissions, the silent startups (or, for a coach or mentor, all of their startups with their last update)
// and the latest activity — each linking to its list where the reader may open it.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { calendarDateInTimeZone } from '@ascent/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortfolioDashboardDocument } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { ProgramsChart, SubmissionsChart } from './PortfolioCharts.tsx';
import { LatestActivity, StartupUpdates } from './PortfolioLists.tsx';
import { PortfolioStats } from './PortfolioStats.tsx';
import { useOpenPath } from './useOpenPath.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Yesterday in the organisation's zone, as the task filters' day key: tasks due up to then are overdue. */
function yesterdayKey(timeZone: string): string {
  const d = calendarDateInTimeZone(new Date(Date.now() - 86_400_000), timeZone);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

export function PortfolioDashboard({ assignedOnly }: { readonly assignedOnly: boolean }) {
  const { t } = useTranslation();
  const zone = useRequiredTenant().timezone;
  const open = useOpenPath();
  const { data, error, loading } = useQuery(PortfolioDashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('home.loadFailed')}
      </Alert>
    );
  if (!data) return loading ? <Loader size="sm" aria-label={t('home.loading')} /> : null;
  const p = data.portfolioDashboard;
  if (p.startupCount === 0) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="home-portfolio-empty">
        <Text>{assignedOnly ? t('dashboard.startups.mineEmpty') : t('dashboard.portfolio.empty')}</Text>
        {!assignedOnly && open('/startups/management') ? (
          <Anchor component={Link} to="/startups/management" mt="xs" display="inline-block">
            {t('dashboard.portfolio.add')}
          </Anchor>
        ) : null}
      </Card>
    );
  }
  const days = p.silentDays;
  const tasks = open('/tasks/users')
    ? `/tasks/users?status=PENDING&to=${yesterdayKey(zone)}`
    : open('/tasks')
      ? '/tasks'
      : null;
  return (
    <Stack gap="lg" data-testid="home-portfolio">
      <PortfolioStats
        portfolio={p}
        links={{
          startups: open('/startups') ? '/startups' : null,
          metrics: open('/startups/metrics/data-collection') ? '/startups/metrics/data-collection' : null,
          tasks,
          silent: null,
        }}
      />
      {assignedOnly ? (
        <StartupUpdates
          id="home-my-startups"
          title={t('dashboard.startups.mine')}
          startups={p.startups}
          empty={t('dashboard.startups.mineEmpty')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProgramsChart
          programs={p.programs}
          linkTo={open('/startups') ? (id) => `/startups?program=${encodeURIComponent(id)}` : null}
        />
        <SubmissionsChart
          submissions={p.submissions}
          link={open('/startups/metrics/data-collection') ? '/startups/metrics/data-collection' : null}
        />
        {assignedOnly ? null : (
          <StartupUpdates
            id="home-silent"
            title={t('dashboard.startups.silentTitle', { days })}
            startups={p.silentStartups}
            empty={t('dashboard.startups.silentEmpty', { days })}
          />
        )}
        <LatestActivity items={p.latestActivity} />
      </SimpleGrid>
    </Stack>
  );
}
