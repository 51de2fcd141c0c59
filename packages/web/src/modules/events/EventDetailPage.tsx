// /events/{id}: the event — when (in the reader's time, and the event's own zone), where, hosts, seats left — with
// register / cancel registration, add to calendar, and for its team: edit, publish, cancel, archive and the
// attendee list with attendance marking. An event the reader may not see answers as not found.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock, IconMapPin, IconUsers, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCode } from '../../app/errors.ts';
import {
  CancelEventRegistrationDocument,
  EventDetailDocument,
  RegisterForEventDocument,
} from '../../generated/graphql.ts';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { AddToCalendar } from './AddToCalendar.tsx';
import { AttendeesPanel } from './AttendeesPanel.tsx';
import { BookingPanel } from './BookingPanel.tsx';
import { EventStaffActions } from './EventStaffActions.tsx';
import { EventLinks } from './EventLinks.tsx';
import { EventOccurrences } from './EventOccurrences.tsx';
import { EventStatusBadge } from './EventList.tsx';
import { useEventErrorMessage } from './eventErrors.ts';
import { BackArrow } from '../../ui/BackArrow.tsx';

export function EventDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useEventErrorMessage();
  const { data, loading, error } = useQuery(EventDetailDocument, { variables: { id } });
  const [register, { loading: registering }] = useMutation(RegisterForEventDocument, {
    refetchQueries: ['EventAttendees', 'EventDetail'],
  });
  const [unregister, { loading: leaving }] = useMutation(CancelEventRegistrationDocument, {
    refetchQueries: ['EventAttendees', 'EventDetail'],
  });
  if (error && errorCode(error) === 'NOT_FOUND') return <LostInCosmos />;
  const event = data?.incubatorEvent;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifications.show({ color: 'green', message: done, withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };

  const started = event ? new Date(event.startTime) <= new Date() : false;
  return (
    <Container size={960} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/events" size="sm">
          <BackArrow size={14} style={{ verticalAlign: 'middle' }} /> {t('events.detail.back')}
        </Anchor>
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {loading && !event ? <Loader aria-label={t('common.loading')} /> : null}
        {event ? (
          <>
            {event.cover ? (
              <Box
                h={{ base: 140, sm: 220 }}
                role="img"
                aria-label={t('profileMedia.cover')}
                data-testid="event-cover-banner"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  background: `center / cover no-repeat url(${JSON.stringify(event.cover)})`,
                }}
              />
            ) : null}
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="outline">{t(`events.type.${event.eventType}`)}</Badge>
                <EventStatusBadge event={event} />
                {event.isArchived ? (
                  <Badge variant="default" tt="none">
                    {t('events.detail.archived')}
                  </Badge>
                ) : null}
              </Group>
              <Title order={1} fz="h2" dir="auto">
                {event.title}
              </Title>
            </Stack>
            {event.status === 'cancelled' ? (
              <Alert color="red" title={t('events.detail.cancelledTitle')}>
                {t('events.detail.cancelledText')}
              </Alert>
            ) : null}
            <Group gap="sm" wrap="wrap">
              {event.canRegister ? (
                <Button
                  loading={registering}
                  onClick={() =>
                    void act(() => register({ variables: { eventId: event._id } }), t('events.detail.registered'))
                  }
                >
                  {t('events.detail.register')}
                </Button>
              ) : null}
              {event.myStatus === 'REGISTERED' && !started ? (
                <Button
                  variant="default"
                  loading={leaving}
                  onClick={() =>
                    void act(() => unregister({ variables: { eventId: event._id } }), t('events.detail.unregistered'))
                  }
                >
                  {t('events.detail.unregister')}
                </Button>
              ) : null}
              {event.status === 'published' ? <AddToCalendar event={event} /> : null}
              {event.editPermission ? <EventStaffActions event={event} /> : null}
            </Group>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconClock size={18} aria-hidden />
                  <Stack gap={0}>
                    <Text>
                      {f.dateTime(event.startTime)} – {f.dateTime(event.endTime)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('events.detail.inZone', {
                        time: f.dateTime(event.startTime, event.timezone),
                        zone: event.timezone,
                      })}
                    </Text>
                  </Stack>
                </Group>
                {event.location.text || event.location.link ? (
                  <Group gap="xs" wrap="nowrap">
                    <IconMapPin size={18} aria-hidden />
                    {event.location.link ? (
                      <Anchor href={event.location.link} target="_blank" rel="noopener noreferrer" dir="auto">
                        {event.location.text || event.location.link}
                      </Anchor>
                    ) : (
                      <Text dir="auto">{event.location.text}</Text>
                    )}
                  </Group>
                ) : null}
                {event.conferenceData?.url && event.myStatus !== null ? (
                  <Group gap="xs" wrap="nowrap">
                    <IconVideo size={18} aria-hidden />
                    <Anchor href={event.conferenceData.url} target="_blank" rel="noopener noreferrer">
                      {t('events.detail.join')}
                    </Anchor>
                  </Group>
                ) : null}
                <Group gap="xs" wrap="nowrap">
                  <IconUsers size={18} aria-hidden />
                  <Text data-testid="event-seats">
                    {event.seatsLeft === null || event.seatsLeft === undefined
                      ? t('events.seats.registered', { count: event.noOfBookings })
                      : t('events.seats.leftOf', { count: event.seatsLeft, capacity: event.capacity ?? 0 })}
                  </Text>
                </Group>
              </Stack>
            </Card>
            {event.eventType.startsWith('ONE_ON_ONE') ? <BookingPanel eventId={event._id} /> : null}
            {event.description ? (
              <Card withBorder radius="md" padding="lg">
                {/* Sanitised by the server (an allow-list of formatting tags, links http(s)/mailto only). */}
                <div
                  className="event-description"
                  dir="auto"
                  style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  dangerouslySetInnerHTML={{ __html: event.description }}
                />
              </Card>
            ) : null}
            <EventLinks links={event.links} />
            <EventOccurrences event={event} />
            {event.hosts.length ? (
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('events.detail.hosts')}
                </Title>
                <Group gap="lg" wrap="wrap">
                  {event.hosts.map((h) => (
                    <Group key={h._id} gap="xs" wrap="nowrap">
                      <UserAvatar user={h} />
                      <Text dir="auto">{h.fullName}</Text>
                    </Group>
                  ))}
                </Group>
              </Stack>
            ) : null}
            {event.editPermission ? (
              <AttendeesPanel eventId={event._id} canMark={event.status !== 'cancelled'} />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
