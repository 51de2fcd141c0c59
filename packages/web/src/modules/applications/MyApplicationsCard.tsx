// "Your applications" on the home page of an applicant, cofounder or community member (the dashboard's card registry):
// each application with its intake, status and rounds submitted, a draft leading back to where it stands, and a link
// to the intakes taking applications. A cofounder or community member who never applied sees no card.
import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyApplicationsDocument } from '../../generated/graphql.ts';
import { DashboardCard } from '../dashboard/DashboardCard.tsx';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

export function MyApplicationsCard({ alwaysShown }: { readonly alwaysShown: boolean }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(MyApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myApplications ?? [];
  if (!alwaysShown && mine.length === 0) return null;
  return (
    <DashboardCard
      id="home-applications"
      title={t('home.applications.title')}
      link={{ to: '/application/new', label: t('home.applications.apply') }}
    >
      {loading && !data ? <Loader size="sm" aria-label={t('home.loading')} /> : null}
      {data && mine.length === 0 ? <Text c="dimmed">{t('home.applications.empty')}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {mine.map((a) => (
          <Group key={a._id} component="li" justify="space-between" gap="xs" wrap="wrap" data-testid="home-application">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/application/${a._id}`} fw={600} dir="auto">
                {a.name}
              </Anchor>
              <Text size="sm" c="dimmed" dir="auto">
                {a.funnelName} · {t('home.applications.progress', { done: a.roundsSubmitted, total: a.roundCount })}
              </Text>
            </Stack>
            <ApplicationStatusBadge status={a.status} />
          </Group>
        ))}
      </Stack>
    </DashboardCard>
  );
}
