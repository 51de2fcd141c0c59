// An occurrence's page lists the dates of its series (how it repeats, then each date with its seats and the reader's
// registration), the one shown marked; each date links to its own page, where it is registered for on its own.
import { WEEKDAYS } from '@ascent/shared';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { weekdayName, type EventDetail } from './eventModel.ts';

export function EventOccurrences({ event }: { readonly event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const rule = event.recurrence;
  if (!rule || event.occurrences.length < 2) return null;
  const position = event.occurrences.findIndex((o) => o._id === event._id) + 1;
  const days = new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' }).format(
    rule.weekdays.map((d) => weekdayName(i18n.language, WEEKDAYS.indexOf(d), 'long')),
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="event-occurrences">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4">
            {t('events.series.title')}
          </Title>
          {position > 0 ? (
            <Text size="sm" c="dimmed">
              {t('events.series.position', { position, count: event.occurrences.length })}
            </Text>
          ) : null}
        </Group>
        <Text size="sm">
          {t(`events.repeat.summary.${rule.frequency}`, { interval: rule.interval })}
          {days && rule.frequency === 'WEEKLY' ? ` · ${days}` : ''}
        </Text>
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {event.occurrences.map((o) => {
            const current = o._id === event._id;
            return (
              <Group
                key={o._id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py={4}
                aria-current={current ? 'true' : undefined}
              >
                {current ? (
                  <Text fw={700}>{f.dateTime(o.startTime)}</Text>
                ) : (
                  <Anchor component={Link} to={`/events/${o._id}`}>
                    {f.dateTime(o.startTime)}
                  </Anchor>
                )}
                <Group gap={6}>
                  {current ? (
                    <Badge variant="light" tt="none">
                      {t('events.series.thisOne')}
                    </Badge>
                  ) : null}
                  {o.status === 'cancelled' ? (
                    <Badge color="red" variant="dot" tt="none">
                      {t('events.status.cancelled')}
                    </Badge>
                  ) : o.myStatus ? (
                    <Badge color="green" variant="dot" tt="none">
                      {t(`events.attendeeStatus.${o.myStatus}`)}
                    </Badge>
                  ) : o.seatsLeft === 0 ? (
                    <Badge color="gray" variant="dot" tt="none">
                      {t('events.seats.full')}
                    </Badge>
                  ) : o.seatsLeft != null ? (
                    <Text size="sm" c="dimmed">
                      {t('events.seats.left', { count: o.seatsLeft })}
                    </Text>
                  ) : null}
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
