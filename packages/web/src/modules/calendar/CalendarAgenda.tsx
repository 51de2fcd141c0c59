// The week and day views: one section per day (seven side by side on a wide screen, one under the other on a
// phone), each with its entries as cards in time order, or a quiet line when the day is free.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { calendarDateString, type CalendarDate } from '@ascent/shared';
import { useTranslation } from 'react-i18next';
import { EntryCard, type Entry } from './CalendarEntryItem.tsx';
import { sameDay } from '../../ui/calendar/calendarModel.ts';

interface Props {
  readonly days: readonly CalendarDate[];
  readonly today: CalendarDate;
  readonly byDay: ReadonlyMap<string, readonly Entry[]>;
  readonly zone: string;
}

export function CalendarAgenda({ days, today, byDay, zone }: Props) {
  const { t, i18n } = useTranslation();
  const heading = new Intl.DateTimeFormat(i18n.language, {
    weekday: days.length === 1 ? 'long' : 'short',
    day: 'numeric',
    month: days.length === 1 ? 'long' : 'short',
    timeZone: 'UTC',
  });
  return (
    <SimpleGrid
      cols={days.length === 1 ? 1 : { base: 1, lg: 7 }}
      spacing="xs"
      data-testid={days.length === 1 ? 'calendar-dayview' : 'calendar-week'}
    >
      {days.map((d) => {
        const key = calendarDateString(d);
        const entries = byDay.get(key) ?? [];
        const isToday = sameDay(d, today);
        return (
          <Paper
            key={key}
            withBorder
            p="xs"
            radius="md"
            component="section"
            aria-labelledby={`day-${key}`}
            data-date={key}
            bg={isToday ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Stack gap="xs">
              <Title order={2} fz="sm" id={`day-${key}`} aria-current={isToday ? 'date' : undefined}>
                {heading.format(new Date(Date.UTC(d.year, d.month - 1, d.day)))}
              </Title>
              {entries.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('calendar.free')}
                </Text>
              ) : (
                entries.map((e) => (
                  <EntryCard key={`${key}-${e._id}`} entry={e} zone={zone} compact={days.length > 1} />
                ))
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
