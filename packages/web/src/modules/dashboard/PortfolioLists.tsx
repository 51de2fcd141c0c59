// The portfolio's lists: startups with their founders' last update (the silent ones, or all of a coach's), and the
// latest activity on their timelines. Each row opens the startup's file.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortfolioDashboardQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { DashboardCard } from './DashboardCard.tsx';

type Portfolio = PortfolioDashboardQuery['portfolioDashboard'];

const fileOf = (startupId: string) => `/startup/${startupId}/file/activities`;
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

export function StartupUpdates({
  id,
  title,
  startups,
  empty,
}: {
  readonly id: string;
  readonly title: string;
  readonly startups: readonly (Portfolio['startups'][number] | Portfolio['silentStartups'][number])[];
  readonly empty: string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <DashboardCard id={id} title={title}>
      {startups.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={listStyle}>
          {startups.map((s) => (
            <Group key={s.id} component="li" justify="space-between" gap="xs" wrap="nowrap" data-testid="home-startup">
              <Anchor component={Link} to={fileOf(s.id)} fw={500} dir="auto" truncate>
                {s.name}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                {'silent' in s && s.silent ? (
                  <Badge
                    color="red"
                    variant="light"
                    tt="none"
                    style={
                      {
                        '--badge-color': 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-2))',
                      } as CSSProperties
                    }
                  >
                    {t('dashboard.startups.silent')}
                  </Badge>
                ) : null}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {s.lastUpdateAt
                    ? t('dashboard.startups.lastUpdate', { date: f.day(s.lastUpdateAt) })
                    : t('dashboard.startups.never')}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

export function ActivityLine({ item }: { readonly item: Portfolio['latestActivity'][number] }) {
  const organisation = useRequiredTenant().name;
  const f = useFormatters();
  const who = item.authorName ?? organisation;
  const key =
    item.kind === 'DATA_SUBMITTED'
      ? 'dashboard.activity.submitted'
      : item.kind === 'CATEGORIZATION_UPDATE' || item.kind === 'CATEGORIZATION_SKIP'
        ? 'dashboard.activity.categorization'
        : 'dashboard.activity.posted';
  return (
    <Stack gap={2}>
      <Text size="sm">
        <Trans
          i18nKey={key}
          values={{ who, startup: item.startupName }}
          components={{ startup: <Anchor component={Link} to={fileOf(item.startupId)} dir="auto" fz="inherit" /> }}
        />
      </Text>
      {item.message ? (
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
          {item.message}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {f.dateTime(item.createdAt)}
      </Text>
    </Stack>
  );
}

export function LatestActivity({ items }: { readonly items: Portfolio['latestActivity'] }) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="home-activity" title={t('dashboard.activity.title')}>
      {items.length === 0 ? (
        <Text c="dimmed">{t('dashboard.activity.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={listStyle}>
          {items.map((item) => (
            <li key={item.id} data-testid="home-activity-item">
              <ActivityLine item={item} />
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
