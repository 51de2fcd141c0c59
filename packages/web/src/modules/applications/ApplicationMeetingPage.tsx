// /application/{id}/meeting: the interview meeting of an application (docs/applications.md, "Meetings"). Its members
// see when and where it is (in its zone and their own), add it to their calendar, confirm that they will attend or
// ask for another time with a message; staff see the members' answer and change or cancel it.
import { useMutation, useQuery } from '@apollo/client/react';
import { APPLICATION_MEETING_LIMITS, type CalendarEventFacts } from '@ascent/shared';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  AnswerApplicationMeetingDocument,
  ApplicationDocument,
  ApplicationMeetingDocument,
  type ApplicationMeetingFieldsFragment,
} from '../../generated/graphql.ts';
import { AddToCalendarMenu } from '../../ui/calendar/AddToCalendarMenu.tsx';
import { useMeetingErrorMessage } from './applicationErrors.ts';
import { MeetingBadges, MeetingStaffActions, MeetingWhen } from './ApplicationMeetingParts.tsx';
import { BackArrow } from '../../ui/BackArrow.tsx';

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The members' answer, in the words of whoever reads it (the members themselves, or staff). */
function AnswerSummary({ meeting }: { readonly meeting: ApplicationMeetingFieldsFragment }) {
  const { t } = useTranslation();
  const who = meeting.respondedBy?.fullName ?? t('applications.meeting.anApplicant');
  const key = meeting.isMember
    ? (`applications.meeting.answer.mine.${meeting.response}` as const)
    : (`applications.meeting.answer.staff.${meeting.response}` as const);
  return (
    <Stack gap={4} data-testid="meeting-answer">
      <Text size="sm">{t(key, { name: who })}</Text>
      {meeting.response === 'newTimeRequested' && meeting.responseMessage ? (
        <Text size="sm" fs="italic" dir="auto" style={TEXT}>
          “{meeting.responseMessage}”
        </Text>
      ) : null}
    </Stack>
  );
}

/** A member confirms, or asks for another time with a message saying which times suit them. */
function MemberAnswer({ meeting }: { readonly meeting: ApplicationMeetingFieldsFragment }) {
  const { t } = useTranslation();
  const message = useMeetingErrorMessage();
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, { loading }] = useMutation(AnswerApplicationMeetingDocument);
  const send = async (value: 'confirmed' | 'newTimeRequested', note?: string) => {
    setFailure(null);
    try {
      await answer({ variables: { applicationId: meeting.applicationId, answer: value, message: note ?? null } });
      setAsking(false);
      setText('');
    } catch (e) {
      setFailure(message(e));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void send('newTimeRequested', text);
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          onClick={() => void send('confirmed')}
          loading={loading && !asking}
          disabled={meeting.response === 'confirmed'}
          data-testid="meeting-confirm"
        >
          {t('applications.meeting.confirm')}
        </Button>
        {!asking ? (
          <Button variant="default" onClick={() => setAsking(true)} data-testid="meeting-ask">
            {t('applications.meeting.askOther')}
          </Button>
        ) : null}
      </Group>
      {asking ? (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label={t('applications.meeting.askLabel')}
              description={t('applications.meeting.askHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={APPLICATION_MEETING_LIMITS.message}
              dir="auto"
              data-autofocus
              data-testid="meeting-ask-message"
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('applications.meeting.back')}
              </Button>
              <Button type="submit" loading={loading} disabled={!text.trim()} data-testid="meeting-ask-send">
                {t('applications.meeting.askSend')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}

function MeetingDetails({ meeting }: { readonly meeting: ApplicationMeetingFieldsFragment }) {
  const { t } = useTranslation();
  const scheduled = meeting.status === 'scheduled';
  const facts: CalendarEventFacts = {
    id: `application-meeting-${meeting._id}`,
    title: t('applications.meeting.calendarTitle', {
      application: meeting.applicationName,
      funnel: meeting.funnelName,
    }),
    details: meeting.note,
    location: [meeting.location, meeting.videoLink].filter(Boolean).join(' '),
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    url: `${window.location.origin}/application/${meeting.applicationId}/meeting`,
  };
  return (
    <Card withBorder radius="md" data-testid="meeting-details">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <MeetingWhen meeting={meeting} />
          <MeetingBadges meeting={meeting} />
        </Group>
        {meeting.status === 'cancelled' ? (
          <Alert color="red" variant="light">
            {t('applications.meeting.cancelledNotice')}
          </Alert>
        ) : null}
        {meeting.location ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('applications.meeting.location')}
            </Text>
            <Text dir="auto" style={TEXT} data-testid="meeting-location-text">
              {meeting.location}
            </Text>
          </Stack>
        ) : null}
        {meeting.videoLink ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('applications.meeting.videoLink')}
            </Text>
            <Anchor
              href={meeting.videoLink}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="meeting-video-link"
            >
              {meeting.videoLink}
            </Anchor>
          </Stack>
        ) : null}
        {meeting.note ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('applications.meeting.note')}
            </Text>
            <Text dir="auto" style={TEXT}>
              {meeting.note}
            </Text>
          </Stack>
        ) : null}
        {meeting.scheduledBy ? (
          <Text size="sm" c="dimmed">
            {t('applications.meeting.scheduledBy', { name: meeting.scheduledBy.fullName })}
          </Text>
        ) : null}
        {scheduled ? (
          <Group>
            <AddToCalendarMenu facts={facts} fileName={`meeting-${meeting._id}.ics`} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ApplicationMeetingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const message = useMeetingErrorMessage();
  const app = useQuery(ApplicationDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const { data, loading, error } = useQuery(ApplicationMeetingDocument, {
    variables: { applicationId: id },
    fetchPolicy: 'cache-and-network',
  });
  const application = app.data?.application;
  const meeting = data?.applicationMeeting ?? null;
  const failure = error ?? app.error;
  const upcoming = meeting?.status === 'scheduled' && new Date(meeting.startTime).getTime() > Date.now();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={`/application/${id}`}>
          <Group gap={4}>
            <BackArrow size={16} />
            {t('applications.meeting.backToApplication')}
          </Group>
        </Anchor>
        {(loading || app.loading) && !(data && application) ? <Loader aria-label={t('common.loading')} /> : null}
        {failure ? <Alert color="red">{message(failure)}</Alert> : null}
        {application && data ? (
          <>
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {t('applications.meeting.title')}
              </Title>
              <Text c="dimmed" dir="auto">
                {application.name} · {application.funnel.name}
              </Text>
            </Stack>
            {meeting ? (
              <MeetingDetails meeting={meeting} />
            ) : (
              <Text c="dimmed" data-testid="meeting-none">
                {t('applications.meeting.none')}
              </Text>
            )}
            {meeting && meeting.status === 'scheduled' ? (
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {t(meeting.isMember ? 'applications.meeting.yourAnswer' : 'applications.meeting.theirAnswer')}
                </Title>
                <AnswerSummary meeting={meeting} />
                {meeting.isMember && upcoming ? <MemberAnswer meeting={meeting} /> : null}
              </Stack>
            ) : null}
            {application.canManage ? (
              <MeetingStaffActions applicationId={application._id} status={application.status} meeting={meeting} />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
