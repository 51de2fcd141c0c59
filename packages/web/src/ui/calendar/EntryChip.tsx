// One entry as a month shows it: a coloured mark by kind, the start time and the title, linking to its page.
import { Text, UnstyledButton } from '@mantine/core';
import type { CalendarEntryKind } from '@ascent/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a month cell shows of an entry. */
export interface GridEntry {
  readonly _id: string;
  readonly kind: CalendarEntryKind;
  readonly title: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly cancelled: boolean;
  /** Its page in the app. */
  readonly path: string;
}

export const KIND_COLOURS: Readonly<Record<CalendarEntryKind, string>> = {
  EVENT: 'blue',
  BOOKING: 'teal',
  COACHING: 'grape',
};

export function useTimeFormat(zone: string) {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone: zone });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    range: (e: { startTime: string; endTime: string }) =>
      `${time.format(new Date(e.startTime))} – ${time.format(new Date(e.endTime))}`,
  };
}

/** A line in a month cell: a coloured mark, the start and the title. */
export function EntryChip({ entry, zone }: { readonly entry: GridEntry; readonly zone: string }) {
  const f = useTimeFormat(zone);
  return (
    <UnstyledButton
      component={Link}
      to={entry.path}
      data-testid="calendar-chip"
      w="100%"
      px={4}
      style={{ borderRadius: 4, borderInlineStart: `3px solid var(--mantine-color-${KIND_COLOURS[entry.kind]}-6)` }}
    >
      <Text size="xs" lineClamp={2} td={entry.cancelled ? 'line-through' : undefined}>
        <Text span size="xs" c="dimmed">
          {f.time(entry.startTime)}
        </Text>{' '}
        {entry.title}
      </Text>
    </UnstyledButton>
  );
}
