// /coaching/session/{id}: the session — when, who, the meeting link, topics — its notes, the coach's pre-session
// brief (for its coaches and the team) and its history; printable. A session the reader may not see answers as not
// found.
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCode } from '../../app/errors.ts';
import { CancelCoachingSessionDocument, CoachingSessionDocument } from '../../generated/graphql.ts';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { CoachBriefPanel } from './CoachBriefPanel.tsx';
import { useCoachingErrorMessage } from './coachingErrors.ts';
import { SessionChangelog } from './SessionChangelog.tsx';
import { SessionEvaluation } from './SessionEvaluation.tsx';
import { SessionNotes } from './SessionNotes.tsx';
import { SessionReschedule } from './SessionReschedule.tsx';
import { BackArrow } from '../../ui/BackArrow.tsx';

const FOUNDER_SIDE = ['Applicant', 'Cofounder', 'CommunityMember'];

export function CoachingSessionPage() {
  const { coachingId = '' } = useParams();
  const { t } = useTranslation();
  const f = useFormatters();
  const user = useCurrentUser();
  const message = useCoachingErrorMessage();
  const { data, error } = useQuery(CoachingSessionDocument, { variables: { id: coachingId } });
  const [cancel, { loading: cancelling }] = useMutation(CancelCoachingSessionDocument, {
    refetchQueries: ['CoachingSessionChangelog'],
  });
  if (error && errorCode(error) === 'NOT_FOUND') return <LostInCosmos />;
  const session = data?.coachingSession;
  const cancelled = session?.status === 'meeting_canceled';
  return (
    <Container size={960} px={{ base: 'md', sm: 'xl' }} py="xl">
      <style>{'@media print { .no-print, header, nav { display: none !important; } }'}</style>
      <Stack gap="lg">
        <Anchor component={Link} to="/coaching" size="sm" className="no-print">
          <BackArrow size={14} style={{ verticalAlign: 'middle' }} /> {t('coaching.session.back')}
        </Anchor>
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {session ? (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{session.name}</Title>
                <Group gap="xs">
                  <Badge variant="light">{t(`coaching.type.${session.meetingType}`)}</Badge>
                  {cancelled ? <Badge color="gray">{t('timeline.coaching.cancelled')}</Badge> : null}
                </Group>
              </Stack>
              <Group gap="xs" className="no-print">
                <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                  {t('coaching.session.print')}
                </Button>
                {session.canEdit && !cancelled ? (
                  <Button
                    color="red"
                    variant="light"
                    loading={cancelling}
                    onClick={() =>
                      void cancel({ variables: { id: session._id } }).catch((e: unknown) =>
                        notifications.show({ color: 'red', message: message(e) }),
                      )
                    }
                  >
                    {t('coaching.session.cancel')}
                  </Button>
                ) : null}
              </Group>
            </Group>
            <Card withBorder padding="md">
              <Stack gap={6}>
                <Text>
                  <Anchor component={Link} to={`/startup/${session.startup._id}/file/activities`}>
                    {session.startup.name}
                  </Anchor>
                </Text>
                <Text data-testid="coaching-session-when">
                  {f.dateTime(session.sessionStartDateTime)} – {f.dateTime(session.sessionEndDateTime)} (
                  {t('coaching.session.minutes', { n: session.estimatedDuration })})
                </Text>
                <Text size="sm">
                  {t('coaching.session.coaches')}: {session.coachs.map((c) => c.fullName).join(', ') || '—'}
                </Text>
                <Text size="sm">
                  {t('coaching.session.attendees')}: {session.attendees.map((a) => a.fullName).join(', ') || '—'}
                </Text>
                {session.topics.length ? (
                  <Group gap={4}>
                    {session.topics.map((topic) => (
                      <Badge key={topic} variant="outline" size="sm">
                        {topic}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
                {session.canEdit && !cancelled ? (
                  <SessionReschedule key={session.sessionStartDateTime} session={session} />
                ) : null}
                {session.conferenceLink && !cancelled ? (
                  <Anchor href={session.conferenceLink} target="_blank" rel="noopener noreferrer">
                    <IconVideo size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                    {t('timeline.coaching.join')}
                  </Anchor>
                ) : null}
              </Stack>
            </Card>
            {!FOUNDER_SIDE.includes(user.role.type) && (session.canEditNotes || session.canEditStaffNotes) ? (
              <CoachBriefPanel sessionId={session._id} />
            ) : null}
            <SessionNotes key={`${session._id}-${session.status}`} session={session} />
            <SessionEvaluation sessionId={session._id} />
            <SessionChangelog sessionId={session._id} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
