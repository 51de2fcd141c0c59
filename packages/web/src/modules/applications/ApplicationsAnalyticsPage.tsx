// /applications/analytics (issue 21 §5, behind applicationsDashboard): one intake at a time — how far its applications
// got (started → accepted), how long they wait in each review stage, where they came from, submissions per week, the
// decisions and each evaluator's progress. Each chart carries a text summary for screen readers.
import '@mantine/charts/styles.css';
import { useQuery } from '@apollo/client/react';
import type { AnalyticsStage } from '@ascent/shared';
import { BarChart, DonutChart } from '@mantine/charts';
import {
  Alert,
  Card,
  ColorSwatch,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationAnalyticsDocument, FunnelsDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { EvaluatorProgressTable } from './EvaluatorProgressTable.tsx';

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <div role="img" aria-label={`${title}: ${summary}`}>
          {children}
        </div>
      </Stack>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="h2" fw={700} data-testid="analytics-stat">
        {value}
      </Text>
    </Card>
  );
}

function Analytics({ funnelId }: { readonly funnelId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useApplicationErrorMessage();
  const { data, loading, error } = useQuery(ApplicationAnalyticsDocument, { variables: { funnelId } });
  const a = data?.applicationAnalytics;
  if (!a) {
    if (loading) return <Loader aria-label={t('reviews.loading')} />;
    return (
      <Alert color="red" role="alert">
        {message(error)}
      </Alert>
    );
  }
  const submitted = a.stages.find((s) => s.stage === 'submitted')?.count ?? 0;
  const decided = a.accepted + a.rejected + a.delayRejected;
  const stages = a.stages.map((s) => ({
    name: t(`applications.analytics.stages.${s.stage as AnalyticsStage}`),
    count: s.count,
  }));
  const times = a.timeInStage.map((s) => ({ name: t(`applications.status.${s.stage}`), days: s.days ?? 0 }));
  const weeks = a.weekly.map((w) => ({ week: f.date(w.weekStart), submitted: w.submitted }));
  const summary = (rows: { name: string; value: number }[]) =>
    rows.map((r) => `${r.name}: ${f.number(r.value)}`).join(', ');
  return (
    <Stack gap="lg" data-testid="applications-analytics">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat label={t('applications.analytics.total')} value={f.number(a.total)} />
        <Stat label={t('applications.analytics.submitted')} value={f.number(submitted)} />
        <Stat label={t('applications.analytics.accepted')} value={f.number(a.accepted)} />
        <Stat
          label={t('applications.analytics.acceptanceRate')}
          value={decided ? f.percent(a.accepted / decided) : '—'}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard
          title={t('applications.analytics.funnel')}
          summary={summary(stages.map((s) => ({ name: s.name, value: s.count })))}
        >
          <BarChart
            h={240}
            data={stages}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[{ name: 'count', label: t('applications.analytics.applications'), color: 'blue.6' }]}
            valueFormatter={(v) => f.number(v)}
            gridAxis="none"
          />
        </ChartCard>
        <ChartCard
          title={t('applications.analytics.timeInStage')}
          summary={summary(times.map((s) => ({ name: s.name, value: s.days })))}
        >
          <BarChart
            h={240}
            data={times}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 130 }}
            series={[{ name: 'days', label: t('applications.analytics.days'), color: 'violet.6' }]}
            valueFormatter={(v) => f.number(v, { maximumFractionDigits: 1 })}
            gridAxis="none"
          />
        </ChartCard>
        <ChartCard
          title={t('applications.analytics.weekly')}
          summary={summary(weeks.map((w) => ({ name: w.week, value: w.submitted })))}
        >
          <BarChart
            h={220}
            data={weeks}
            dataKey="week"
            series={[{ name: 'submitted', label: t('applications.analytics.submitted'), color: 'teal.6' }]}
            yAxisProps={{ allowDecimals: false }}
            valueFormatter={(v) => f.number(v)}
          />
        </ChartCard>
        <ChartCard
          title={t('applications.analytics.sources')}
          summary={summary([
            { name: t('applications.analytics.direct'), value: a.directCount },
            { name: t('applications.analytics.lead'), value: a.leadCount },
          ])}
        >
          <DonutChart
            h={200}
            withLabelsLine
            withLabels
            data={[
              { name: t('applications.analytics.direct'), value: a.directCount, color: 'blue.6' },
              { name: t('applications.analytics.lead'), value: a.leadCount, color: 'orange.6' },
            ]}
          />
          <Group gap="lg" justify="center">
            {[
              { label: t('applications.analytics.direct'), value: a.directCount, color: 'blue.6' },
              { label: t('applications.analytics.lead'), value: a.leadCount, color: 'orange.6' },
            ].map((x) => (
              <Group key={x.label} gap={6}>
                <ColorSwatch color={`var(--mantine-color-${x.color.replace('.', '-')})`} size={12} />
                <Text size="sm">
                  {x.label}: {f.number(x.value)}
                </Text>
              </Group>
            ))}
          </Group>
        </ChartCard>
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('applications.analytics.evaluators')}
          </Title>
          {a.evaluators.length === 0 ? (
            <Text c="dimmed">{t('applications.analytics.noEvaluators')}</Text>
          ) : (
            <EvaluatorProgressTable rows={a.evaluators} testId="analytics-evaluators" />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

export function ApplicationsAnalyticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(FunnelsDocument, { fetchPolicy: 'cache-and-network' });
  const funnels = data?.funnels ?? [];
  const busiest = [...funnels].sort((a, b) => b.applicationCount - a.applicationCount)[0] ?? null;
  const funnel = funnels.find((x) => x._id === params.get('funnel')) ?? busiest;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('routes.applicationsAnalytics')}
        </Title>
        {funnel ? (
          <>
            <Select
              label={t('reviews.page.funnel')}
              data={funnels.map((x) => ({ value: x._id, label: x.name }))}
              value={funnel._id}
              allowDeselect={false}
              onChange={(v) => v && setParams({ funnel: v })}
              maw={360}
              data-testid="analytics-funnel"
            />
            <Analytics key={funnel._id} funnelId={funnel._id} />
          </>
        ) : data ? (
          <Text c="dimmed">{t('reviews.page.noFunnel')}</Text>
        ) : (
          <Loader aria-label={t('reviews.loading')} />
        )}
      </Stack>
    </Container>
  );
}
