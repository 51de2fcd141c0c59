// A month of entries as a list of its busy days, for a phone where a grid that cannot open its days (the events'
// calendar view) would cut every title to a few letters: each day of the month with entries, under its date, each
// entry on its own line with its time. A month without entries says so.
import { Stack, Text, Title } from '@mantine/core';
import { calendarDateString, type CalendarDate } from '@ascent/shared';
import { useTranslation } from 'react-i18next';
import { sameDay } from './calendarModel.ts';
import { EntryChip, type GridEntry } from './EntryChip.tsx';

interface Props {
  readonly days: readonly CalendarDate[];
  readonly month: number;
  readonly today: CalendarDate;
  readonly byDay: ReadonlyMap<string, readonly GridEntry[]>;
  readonly zone: string;
}

export function MonthList({ days, month, today, byDay, zone }: Props) {
  const { t, i18n } = useTranslation();
  const heading = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const busy = days.filter((d) => d.month === month && (byDay.get(calendarDateString(d))?.length ?? 0) > 0);
  if (busy.length === 0)
    return (
      <Text c="dimmed" data-testid="calendar-month-list">
        {t('calendar.monthFree')}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="calendar-month-list">
      {busy.map((d) => {
        const key = calendarDateString(d);
        const isToday = sameDay(d, today);
        return (
          <Stack key={key} gap={4} component="section" aria-labelledby={`list-day-${key}`} data-date={key}>
            <Title order={2} fz="sm" id={`list-day-${key}`} aria-current={isToday ? 'date' : undefined}>
              {heading.format(new Date(Date.UTC(d.year, d.month - 1, d.day)))}
            </Title>
            {(byDay.get(key) ?? []).map((e) => (
              <EntryChip key={`${key}-${e._id}`} entry={e} zone={zone} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
