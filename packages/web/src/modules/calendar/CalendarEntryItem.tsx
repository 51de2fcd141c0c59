// One calendar entry, compact (a month cell) or full (week and day views): its time in the reader's zone, its
// title linking to its page, its kind by colour and word, and — in full — whom it is with, where, and its link.
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconUsers, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEntriesQuery } from '../../generated/graphql.ts';
import { KIND_COLOURS, useTimeFormat } from '../../ui/calendar/MonthGrid.tsx';

export type Entry = CalendarEntriesQuery['calendarEntries'][number];

/** The entry as a card: what, when, with whom, where. */
export function EntryCard({
  entry,
  zone,
  compact = false,
}: {
  readonly entry: Entry;
  readonly zone: string;
  /** A week column: time, title, state and people only. */
  readonly compact?: boolean;
}) {
  const { t } = useTranslation();
  const f = useTimeFormat(zone);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="calendar-entry"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${KIND_COLOURS[entry.kind]}-6)` }}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap={compact ? 'wrap' : 'nowrap'}>
          <Text size="sm" c="dimmed">
            {f.range(entry)}
          </Text>
          <Group gap={4} wrap="nowrap" display={compact && !entry.cancelled ? 'none' : undefined}>
            {entry.cancelled ? (
              <Badge color="red" variant="dot" tt="none" size="sm">
                {t('calendar.cancelled')}
              </Badge>
            ) : null}
            {compact ? null : (
              <Badge color={KIND_COLOURS[entry.kind]} variant="dot" tt="none" size="sm">
                {t(`calendar.kind.${entry.kind}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Anchor component={Link} to={entry.path} fw={600} td={entry.cancelled ? 'line-through' : undefined} dir="auto">
          {entry.title}
        </Anchor>
        {entry.withNames.length ? (
          <Group gap={6} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="sm" lineClamp={2}>
              {t('calendar.with', { names: entry.withNames.join(', ') })}
            </Text>
          </Group>
        ) : null}
        {entry.location && !compact ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" lineClamp={1} dir="auto">
              {entry.location}
            </Text>
          </Group>
        ) : null}
        {entry.conferenceUrl && !entry.cancelled && !compact ? (
          <Group gap={6} wrap="nowrap">
            <IconVideo size={14} aria-hidden />
            <Anchor href={entry.conferenceUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('calendar.join')}
            </Anchor>
          </Group>
        ) : null}
        {entry.timezone !== zone && !compact ? <PlannedTime entry={entry} /> : null}
      </Stack>
    </Card>
  );
}

/** The entry's times in the zone it was planned in, when that is not the reader's. */
function PlannedTime({ entry }: { readonly entry: Entry }) {
  const { t } = useTranslation();
  const f = useTimeFormat(entry.timezone);
  return (
    <Text size="xs" c="dimmed">
      {t('calendar.plannedIn', { time: f.range(entry), zone: entry.timezone.replace(/_/g, ' ') })}
    </Text>
  );
}
