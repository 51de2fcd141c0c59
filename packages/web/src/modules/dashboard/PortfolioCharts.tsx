// Two charts of the portfolio: startups per programme (bars, each programme a link to the filtered portfolio) and
// this period's metric submissions (on time, late, not yet). Each chart carries a text summary for screen readers.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortfolioDashboardQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { DashboardCard } from './DashboardCard.tsx';

type Portfolio = PortfolioDashboardQuery['portfolioDashboard'];

export function ProgramsChart({
  programs,
  linkTo,
}: {
  readonly programs: Portfolio['programs'];
  readonly linkTo: ((programId: string) => string) | null;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const label = t('dashboard.portfolio.startups');
  const summary = programs.map((p) => `${p.name}: ${f.number(p.startupCount)}`).join(', ');
  return (
    <DashboardCard id="home-programs" title={t('dashboard.programs.title')}>
      {programs.length === 0 ? (
        <Text c="dimmed">{t('dashboard.programs.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <div role="img" aria-label={`${t('dashboard.programs.title')}: ${summary}`}>
            <BarChart
              h={Math.max(140, programs.length * 44)}
              data={programs.map((p) => ({ name: p.name, startups: p.startupCount }))}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              series={[{ name: 'startups', label, color: 'blue.6' }]}
              valueFormatter={(v) => f.number(v)}
              gridAxis="none"
            />
          </div>
          {linkTo ? (
            <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {programs.map((p) => (
                <li key={p.id}>
                  <Anchor component={Link} to={linkTo(p.id)} size="sm" data-testid="home-program-link">
                    {p.name} ({f.number(p.startupCount)})
                  </Anchor>
                </li>
              ))}
            </Group>
          ) : null}
        </Stack>
      )}
    </DashboardCard>
  );
}

export function SubmissionsChart({
  submissions,
  link,
}: {
  readonly submissions: Portfolio['submissions'];
  readonly link: string | null;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const s = submissions;
  const parts = [
    { name: t('dashboard.submissions.onTime'), value: s.onTime, color: 'teal.6' },
    { name: t('dashboard.submissions.late'), value: s.late, color: 'yellow.6' },
    { name: t('dashboard.submissions.missing'), value: s.missing, color: 'red.6' },
  ];
  const summary = parts.map((p) => `${p.name}: ${f.number(p.value)}`).join(', ');
  return (
    <DashboardCard
      id="home-submissions"
      title={t('dashboard.submissions.title')}
      link={link ? { to: link, label: t('dashboard.submissions.link') } : null}
    >
      {s.expected === 0 || !s.from || !s.to ? (
        <Text c="dimmed">{t('dashboard.submissions.empty')}</Text>
      ) : (
        <Group align="center" gap="lg" wrap="wrap">
          <div role="img" aria-label={summary}>
            <DonutChart data={parts} size={140} thickness={22} withTooltip={false} />
          </div>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('dashboard.submissions.period', {
                period: `${f.date(s.from)} – ${f.date(s.to)}`,
                due: s.dueDate ? f.date(s.dueDate) : '',
              })}
            </Text>
            {parts.map((p) => (
              <Group key={p.name} gap={8} wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: `var(--mantine-color-${p.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm">
                  {p.name}: <strong>{f.number(p.value)}</strong>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </DashboardCard>
  );
}
