// The startup file's analytics tab: one line chart per metric over its submitted periods (metricSeries).
import '@mantine/charts/styles.css';
import { formatMoney, translatedLabel } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { LineChart } from '@mantine/charts';
import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MetricsCurrencyDocument, MetricSeriesDocument } from '../../../generated/graphql.ts';
import { ExportReportMenu, useCanExportMetrics } from '../../exports/ExportReportMenu.tsx';

const shortDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export function StartupAnalytics({ startupId }: { readonly startupId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, loading } = useQuery(MetricSeriesDocument, {
    variables: { startupId },
    fetchPolicy: 'cache-and-network',
  });
  const currency = useQuery(MetricsCurrencyDocument).data?.publicIncubator?.currency ?? null;
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {t('metrics.analytics.loadError')}
      </Alert>
    );
  }
  if (!data) return loading ? <Loader aria-label={t('common.loading')} /> : null;
  const series = data.metricSeries.filter((s) => s.points.some((p) => p.value != null));
  if (series.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="analytics-empty">
        <IconChartLine aria-hidden size={32} />
        <Text mt="sm">{t('metrics.analytics.empty')}</Text>
      </Card>
    );
  }
  const locale = i18n.language;
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('metrics.analytics.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="startup-analytics">
        {series.map((s) => {
          const name = translatedLabel(s.metric.name, locale);
          const unit = s.metric.unitOfMeasure.unitType;
          const format = (v: number) =>
            unit === 'MONETARY'
              ? formatMoney(v, currency, locale)
              : unit === 'PERCENTAGE'
                ? `${v.toLocaleString(locale)} %`
                : v.toLocaleString(locale);
          const points = s.points.map((p) => ({ period: shortDate(locale, p.to), value: p.value }));
          const summary = points
            .filter((p) => p.value != null)
            .map((p) => `${p.period}: ${format(p.value!)}`)
            .join(', ');
          const titleId = `analytics-${s.metric.id}`;
          return (
            <Card
              key={s.metric.id}
              withBorder
              radius="md"
              padding="md"
              component="figure"
              m={0}
              aria-labelledby={titleId}
              data-testid="analytics-chart"
            >
              <Title order={3} fz="h5" id={titleId} mb="sm" dir="auto">
                {name}
              </Title>
              <div role="img" aria-label={`${name}: ${summary}`}>
                <LineChart
                  h={220}
                  data={points}
                  dataKey="period"
                  series={[{ name: 'value', label: t('metrics.analytics.value'), color: 'blue.6' }]}
                  valueFormatter={format}
                  connectNulls
                  curveType="linear"
                />
              </div>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The `analytics` tab of the startup file, with the "Export report" menu for those who may export it. */
export function AnalyticsTab({ startup }: { readonly startup: { readonly _id: string } }) {
  const canExport = useCanExportMetrics();
  return (
    <Stack gap="sm">
      {canExport ? (
        <Group justify="flex-end">
          <ExportReportMenu startupId={startup._id} />
        </Group>
      ) : null}
      <StartupAnalytics startupId={startup._id} />
    </Stack>
  );
}
