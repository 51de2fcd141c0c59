// A founder's home cards (issue 14 §9), per startup of theirs: what is due (the oldest metrics period still to fill
// in), their latest metrics with the change against the period before, and their coach's last post.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FounderDashboardDocument, type FounderDashboardQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { DashboardCard } from './DashboardCard.tsx';

type Startup = FounderDashboardQuery['founderDashboard'][number];
type Metric = Startup['metrics'][number];

function MetricRow({ metric }: { readonly metric: Metric }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const value = metric.value == null ? null : Number(metric.value);
  const shown =
    value == null || !Number.isFinite(value)
      ? '—'
      : metric.unitType === 'MONETARY'
        ? f.money(value)
        : metric.unitType === 'PERCENTAGE'
          ? `${f.number(value)} %`
          : f.number(value);
  const change = metric.change;
  const trend =
    change == null ? null : change > 0 ? 'up' : change < 0 ? 'down' : ('flat' as 'up' | 'down' | 'flat' | null);
  const percent = change == null ? '' : f.percent(Math.abs(change) / 100, 1);
  const trendText =
    trend === 'up'
      ? t('dashboard.founder.up', { change: percent })
      : trend === 'down'
        ? t('dashboard.founder.down', { change: percent })
        : trend === 'flat'
          ? t('dashboard.founder.flat')
          : null;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid="home-metric">
      <Text size="sm" dir="auto">
        {metric.name}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text fw={600}>{shown}</Text>
        {trend ? (
          <Group gap={2} wrap="nowrap" data-testid={`home-metric-${trend}`}>
            <ThemeIcon
              size="sm"
              variant="light"
              color={trend === 'up' ? 'teal' : trend === 'down' ? 'red' : 'gray'}
              aria-hidden
            >
              {trend === 'up' ? (
                <IconArrowUpRight size={14} />
              ) : trend === 'down' ? (
                <IconArrowDownRight size={14} />
              ) : (
                <IconMinus size={14} />
              )}
            </ThemeIcon>
            <Text size="xs" c="dimmed">
              {trendText}
            </Text>
          </Group>
        ) : null}
      </Group>
    </Group>
  );
}

function StartupCards({ startup, withName }: { readonly startup: Startup; readonly withName: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const named = (title: string) => (withName ? `${title} · ${startup.name}` : title);
  const open = startup.openPeriod;
  const overdue = open ? new Date(`${open.dueDate}T23:59:59Z`).getTime() < Date.now() : false;
  const timeline = `/startup/${startup.id}/file/activities`;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <DashboardCard id={`home-due-${startup.id}`} title={named(t('dashboard.founder.due'))}>
        {open ? (
          <Stack gap="sm" align="flex-start" data-testid="home-due">
            <Text
              c={overdue ? 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' : undefined}
              fw={overdue ? 600 : undefined}
            >
              {t(overdue ? 'dashboard.founder.overdue' : 'dashboard.founder.dueOn', {
                period: `${f.date(open.from)} – ${f.date(open.to)}`,
                date: f.date(open.dueDate),
              })}
            </Text>
            <Button component={Link} to={`/startup/${startup.id}/metrics`} size="sm">
              {t('dashboard.founder.fill')}
            </Button>
          </Stack>
        ) : (
          <Text c="dimmed" data-testid="home-due">
            {t('dashboard.founder.upToDate')}
          </Text>
        )}
      </DashboardCard>
      <DashboardCard id={`home-metrics-${startup.id}`} title={named(t('dashboard.founder.metrics'))}>
        {startup.metrics.length > 0 && startup.metricsPeriod ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('dashboard.founder.metricsPeriod', {
                period: `${f.date(startup.metricsPeriod.from)} – ${f.date(startup.metricsPeriod.to)}`,
              })}
            </Text>
            <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {startup.metrics.map((m) => (
                <MetricRow key={m.metricId} metric={m} />
              ))}
            </Stack>
          </Stack>
        ) : (
          <Text c="dimmed">{t('dashboard.founder.metricsEmpty')}</Text>
        )}
      </DashboardCard>
      <DashboardCard
        id={`home-coach-${startup.id}`}
        title={named(t('dashboard.founder.coach'))}
        link={{ to: timeline, label: t('dashboard.founder.timeline') }}
      >
        {startup.coachPost ? (
          <Stack gap={4} data-testid="home-coach-post">
            <Text fw={600} dir="auto">
              {startup.coachPost.authorName ?? ''}
            </Text>
            <Text size="sm" lineClamp={4} dir="auto">
              {startup.coachPost.message}
            </Text>
            <Text size="xs" c="dimmed">
              {f.dateTime(startup.coachPost.createdAt)}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t('dashboard.founder.coachEmpty')}</Text>
        )}
      </DashboardCard>
    </SimpleGrid>
  );
}

export function FounderDashboard() {
  const { t } = useTranslation();
  const { data, error, loading } = useQuery(FounderDashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('home.loadFailed')}
      </Alert>
    );
  if (!data) return loading ? <Loader size="sm" aria-label={t('home.loading')} /> : null;
  const list = data.founderDashboard;
  if (list.length === 0) return null;
  return (
    <Stack gap="lg" data-testid="home-founder">
      {list.map((s) => (
        <StartupCards key={s.id} startup={s} withName={list.length > 1} />
      ))}
    </Stack>
  );
}
