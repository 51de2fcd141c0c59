// The portfolio's four figures at a glance, each a link to the list it counts.
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBuildingSkyscraper, IconChecklist, IconZzz } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortfolioDashboardQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

type Portfolio = PortfolioDashboardQuery['portfolioDashboard'];

function Stat({
  label,
  value,
  hint,
  icon,
  to,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
  readonly icon: ReactNode;
  readonly to: string | null;
  readonly testId: string;
}) {
  const body = (
    <Card withBorder radius="md" padding="md" h="100%">
      <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        {icon}
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
  return (
    <li data-testid={testId}>
      {to ? (
        <UnstyledButton component={Link} to={to} display="block" h="100%" w="100%">
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </li>
  );
}

export function PortfolioStats({
  portfolio,
  links,
}: {
  readonly portfolio: Portfolio;
  readonly links: { startups: string | null; metrics: string | null; tasks: string | null; silent: string | null };
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const s = portfolio.submissions;
  const period = s.from && s.to ? `${f.date(s.from)} – ${f.date(s.to)}` : undefined;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, md: 4 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('dashboard.portfolio.title')}
    >
      <Stat
        testId="stat-startups"
        label={t('dashboard.portfolio.startups')}
        value={f.number(portfolio.startupCount)}
        icon={<IconBuildingSkyscraper size={16} aria-hidden />}
        to={links.startups}
      />
      <Stat
        testId="stat-on-time"
        label={t('dashboard.portfolio.onTime')}
        value={
          s.expected ? t('dashboard.portfolio.ofTotal', { done: f.number(s.onTime), total: f.number(s.expected) }) : '—'
        }
        hint={period}
        icon={<IconChecklist size={16} aria-hidden />}
        to={links.metrics}
      />
      <Stat
        testId="stat-overdue"
        label={t('dashboard.portfolio.overdue')}
        value={f.number(portfolio.overdueTaskCount)}
        icon={<IconAlertTriangle size={16} aria-hidden />}
        to={links.tasks}
      />
      <Stat
        testId="stat-silent"
        label={t('dashboard.portfolio.silent', { days: portfolio.silentDays })}
        value={f.number(portfolio.silentStartups.length)}
        icon={<IconZzz size={16} aria-hidden />}
        to={links.silent}
      />
    </SimpleGrid>
  );
}
