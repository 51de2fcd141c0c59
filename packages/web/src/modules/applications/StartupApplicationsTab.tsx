// The startup file's applications tab (issue 21 §3): the application the startup was accepted from — its intake,
// status and dates — and its answers round by round, for its founders and the programme team.
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StartupApplicationsDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import type { StartupFileTabProps } from '../startups/file/tabs.tsx';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { RoundAnswers } from './RoundAnswers.tsx';

export function StartupApplicationsTab({ startup }: StartupFileTabProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data, loading } = useQuery(StartupApplicationsDocument, { variables: { startupId: startup._id } });
  const list = data?.startupApplications ?? [];
  if (loading && !data) return <Loader aria-label={t('reviews.loading')} />;
  if (list.length === 0) return <Text c="dimmed">{t('applications.startupTab.empty')}</Text>;
  return (
    <Stack gap="lg" data-testid="startup-applications">
      {list.map((a) => (
        <Card key={a._id} withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Title order={2} size="h4">
                  <Anchor component={Link} to={`/application/${a._id}`} inherit underline="always">
                    {a.name}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {a.funnelName}
                  {a.submittedAt ? ` · ${t('applications.page.submitted', { date: f.date(a.submittedAt) })}` : ''}
                </Text>
              </Stack>
              <ApplicationStatusBadge status={a.status} />
            </Group>
            <RoundAnswers rounds={a.rounds} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
