// /coaching: the sessions the user may see — upcoming first, then past — each opening its page; coaches and
// mentors log a session or invite a startup to one from here, above the invites waiting for an answer.
import { useQuery } from '@apollo/client/react';
import { isFounderSideRole } from '@ascent/shared';
import { Anchor, Badge, Button, Card, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoachingSessionsDocument, type CoachingTimeframe } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { useCoachingErrorMessage } from './coachingErrors.ts';
import { InviteMeetingModal } from './InviteMeetingModal.tsx';
import { LogSessionModal } from './LogSessionModal.tsx';
import { PendingInvites } from './PendingInvites.tsx';
import { useCanScheduleCoaching } from './useCanScheduleCoaching.ts';

export function CoachingPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useCoachingErrorMessage();
  const canLog = useCanScheduleCoaching();
  const user = useCurrentUser();
  const canInvite = canLog && !isFounderSideRole(user.role.type);
  const [timeframe, setTimeframe] = useState<CoachingTimeframe>('UPCOMING');
  const [logging, setLogging] = useState(false);
  const [inviting, setInviting] = useState(false);
  const { data, error, fetchMore } = useQuery(CoachingSessionsDocument, { variables: { timeframe } });
  const page = data?.coachingSessions;
  return (
    <Container size={960} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('coaching.list.title')}</Title>
          {canLog ? (
            <Group gap="xs">
              {canInvite ? (
                <Button variant="default" onClick={() => setInviting(true)} data-testid="invite-open">
                  {t('coachingInvite.form.open')}
                </Button>
              ) : null}
              <Button onClick={() => setLogging(true)}>{t('coaching.log.open')}</Button>
            </Group>
          ) : null}
        </Group>
        <PendingInvites />
        <SegmentedControl
          value={timeframe}
          onChange={(v) => setTimeframe(v as CoachingTimeframe)}
          data={[
            { value: 'UPCOMING', label: t('coaching.list.upcoming') },
            { value: 'PAST', label: t('coaching.list.past') },
          ]}
        />
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {page && page.results.length === 0 ? <Text c="dimmed">{t('coaching.list.empty')}</Text> : null}
        {page?.results.map((s) => (
          <Card key={s._id} withBorder padding="md" data-testid="coaching-session-card">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Anchor component={Link} to={`/coaching/session/${s._id}`} fw={600}>
                  {s.name}
                </Anchor>
                <Text size="sm">
                  {s.startup.name} · {f.dateTime(s.sessionStartDateTime)}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.coachs.map((c) => c.fullName).join(', ')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Badge variant="light">{t(`coaching.type.${s.meetingType}`)}</Badge>
                {s.status === 'meeting_canceled' ? (
                  <Badge color="gray">{t('timeline.coaching.cancelled')}</Badge>
                ) : null}
              </Group>
            </Group>
          </Card>
        ))}
        {page?.next ? (
          <Button variant="default" onClick={() => void fetchMore({ variables: { cursor: page.next } })}>
            {t('coaching.list.more')}
          </Button>
        ) : null}
      </Stack>
      {logging ? <LogSessionModal opened onClose={() => setLogging(false)} /> : null}
      {inviting ? <InviteMeetingModal onClose={() => setInviting(false)} /> : null}
    </Container>
  );
}
