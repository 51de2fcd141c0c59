// The lists of /events as cards or as a table: when (in the reader's own time), what, where, hosts and seats.
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventsListQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { AvatarList } from '../../ui/AvatarList.tsx';

type ListedEvent = EventsListQuery['incubatorEvents']['results'][number];

export function EventStatusBadge({ event }: { readonly event: Pick<ListedEvent, 'status' | 'myStatus'> }) {
  const { t } = useTranslation();
  if (event.status !== 'published')
    return (
      <Badge color={event.status === 'cancelled' ? 'red' : 'gray'} variant="dot" tt="none">
        {t(`events.status.${event.status}`)}
      </Badge>
    );
  if (event.myStatus)
    return (
      <Badge color={event.myStatus === 'EVENT_CANCELLED' ? 'red' : 'green'} variant="dot" tt="none">
        {t(`events.attendeeStatus.${event.myStatus}`)}
      </Badge>
    );
  return null;
}

function Seats({ event }: { readonly event: ListedEvent }) {
  const { t } = useTranslation();
  if (event.seatsLeft === null || event.seatsLeft === undefined)
    return <>{t('events.seats.registered', { count: event.noOfBookings })}</>;
  return event.seatsLeft === 0 ? (
    <>{t('events.seats.full')}</>
  ) : (
    <>{t('events.seats.left', { count: event.seatsLeft })}</>
  );
}

export function EventCards({ events }: { readonly events: readonly ListedEvent[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="events-cards">
      {events.map((e) => (
        <Card key={e._id} withBorder radius="md" padding="lg" data-testid="event-card">
          {e.cover ? (
            <Card.Section
              h={96}
              mb="sm"
              aria-hidden
              style={{ background: `center / cover no-repeat url(${JSON.stringify(e.cover)})` }}
            />
          ) : null}
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {f.dateTime(e.startTime)}
              </Text>
              <EventStatusBadge event={e} />
            </Group>
            <Text component={Link} to={`/events/${e._id}`} fw={700} size="lg" dir="auto">
              {e.title}
            </Text>
            <Text size="sm">
              {t(`events.type.${e.eventType}`)}
              {e.seriesId ? ` · ${t('events.series.badge')}` : ''}
            </Text>
            {e.location.text ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm" dir="auto" lineClamp={1}>
                  {e.location.text}
                </Text>
              </Group>
            ) : null}
            <Group justify="space-between" gap="xs">
              <AvatarList people={e.hosts} max={4} />
              <Group gap={6} wrap="nowrap">
                <IconUsers size={16} aria-hidden />
                <Text size="sm">
                  <Seats event={e} />
                </Text>
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function EventTable({ events }: { readonly events: readonly ListedEvent[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.columns.title')}</Table.Th>
            <Table.Th>{t('events.columns.when')}</Table.Th>
            <Table.Th>{t('events.columns.type')}</Table.Th>
            <Table.Th>{t('events.columns.hosts')}</Table.Th>
            <Table.Th>{t('events.columns.seats')}</Table.Th>
            <Table.Th>{t('events.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e._id} data-testid="event-row">
              <Table.Td>
                <Text component={Link} to={`/events/${e._id}`} fw={600} dir="auto">
                  {e.title}
                </Text>
              </Table.Td>
              <Table.Td>{f.dateTime(e.startTime)}</Table.Td>
              <Table.Td>{t(`events.type.${e.eventType}`)}</Table.Td>
              <Table.Td>{e.hosts.map((h) => h.fullName).join(', ')}</Table.Td>
              <Table.Td>
                <Seats event={e} />
              </Table.Td>
              <Table.Td>
                <EventStatusBadge event={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
