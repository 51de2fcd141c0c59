// The month view: whole weeks starting on the language's first weekday, each day a cell with its entries (three
// at most, then "+N more" opening the day). At phone width a cell shows a count instead of titles. The grid is a
// table, so screen readers announce the weekday of each cell; each day number opens that day.
import { Anchor, Box, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { calendarDateString, type CalendarDate } from '@ascent/shared';
import { useTranslation } from 'react-i18next';
import { EntryChip, type Entry } from './CalendarEntryItem.tsx';
import { sameDay } from './calendarModel.ts';

const SHOWN = 3;

interface Props {
  readonly days: readonly CalendarDate[];
  readonly month: number;
  readonly today: CalendarDate;
  readonly byDay: ReadonlyMap<string, readonly Entry[]>;
  readonly zone: string;
  readonly onOpenDay: (day: CalendarDate) => void;
}

export function CalendarMonth({ days, month, today, byDay, zone, onOpenDay }: Props) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: phone ? 'narrow' : 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const asUtc = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day));
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <Table layout="fixed" withTableBorder withColumnBorders data-testid="calendar-month">
      <Table.Thead>
        <Table.Tr>
          {weeks[0]!.map((d) => (
            <Table.Th key={calendarDateString(d)} ta="center" p={4}>
              {weekday.format(asUtc(d))}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={calendarDateString(week[0]!)}>
            {week.map((d) => {
              const key = calendarDateString(d);
              const entries = byDay.get(key) ?? [];
              const isToday = sameDay(d, today);
              return (
                <Table.Td
                  key={key}
                  valign="top"
                  p={4}
                  h={phone ? 56 : 112}
                  data-testid="calendar-day"
                  data-date={key}
                  bg={d.month === month ? undefined : 'var(--mantine-color-default-hover)'}
                >
                  <Stack gap={2}>
                    <UnstyledButton
                      onClick={() => onOpenDay(d)}
                      aria-label={t('calendar.openDay', { day: longDay.format(asUtc(d)), count: entries.length })}
                      aria-current={isToday ? 'date' : undefined}
                      style={{ alignSelf: 'flex-start', borderRadius: 999 }}
                      px={6}
                      bg={isToday ? 'var(--mantine-primary-color-filled)' : undefined}
                      c={isToday ? 'var(--mantine-primary-color-contrast)' : d.month === month ? undefined : 'dimmed'}
                    >
                      <Text size="sm" fw={isToday ? 700 : 500}>
                        {d.day}
                      </Text>
                    </UnstyledButton>
                    {phone ? (
                      entries.length ? (
                        <Box
                          aria-hidden
                          mx="auto"
                          w={8}
                          h={8}
                          style={{ borderRadius: 999, background: 'var(--mantine-primary-color-filled)' }}
                        />
                      ) : null
                    ) : (
                      <>
                        {entries.slice(0, SHOWN).map((e) => (
                          <EntryChip key={`${key}-${e._id}`} entry={e} zone={zone} />
                        ))}
                        {entries.length > SHOWN ? (
                          <Anchor component="button" type="button" size="xs" onClick={() => onOpenDay(d)}>
                            {t('calendar.more', { count: entries.length - SHOWN })}
                          </Anchor>
                        ) : null}
                      </>
                    )}
                  </Stack>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
