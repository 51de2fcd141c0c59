// A month of entries as a grid, used by the calendar and by the events' calendar view mode: whole weeks starting on
// the language's first weekday, each day a cell with its entries (three at most, then "+N more" opening the day).
// At phone width a cell shows a dot instead of titles, or (a grid whose days do not open) the month is a list of its
// busy days (MonthList). The grid is a table, so screen readers announce the weekday of each cell; each day number
// opens that day.
import { Anchor, Box, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { EntryChip, type GridEntry } from './EntryChip.tsx';
import { calendarDateString, type CalendarDate } from '@ascent/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { sameDay } from './calendarModel.ts';
import { MonthList } from './MonthList.tsx';

const SHOWN = 3;

export { EntryChip, KIND_COLOURS, useTimeFormat, type GridEntry } from './EntryChip.tsx';

interface Props {
  readonly days: readonly CalendarDate[];
  readonly month: number;
  readonly today: CalendarDate;
  readonly byDay: ReadonlyMap<string, readonly GridEntry[]>;
  readonly zone: string;
  /** Opens a day (its number is a button, and a cell shows three entries then "+N more"); without it, a cell shows all. */
  readonly onOpenDay?: (day: CalendarDate) => void;
}

export function MonthGrid({ days, month, today, byDay, zone, onOpenDay }: Props) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  // A phone shows dots when a day can be opened to list them; otherwise every entry, however tall the cell.
  const dots = phone && !!onOpenDay;
  // A grid that cannot open its days lists them instead on a phone: titles in cells that narrow cannot be read.
  if (phone && !onOpenDay) return <MonthList days={days} month={month} today={today} byDay={byDay} zone={zone} />;
  const shown = onOpenDay ? SHOWN : Infinity;
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
                  h={dots ? 56 : 112}
                  data-testid="calendar-day"
                  data-date={key}
                  bg={d.month === month ? undefined : 'var(--mantine-color-default-hover)'}
                >
                  <Stack gap={2}>
                    <DayNumber
                      day={d}
                      isToday={isToday}
                      outside={d.month !== month}
                      label={t('calendar.openDay', { day: longDay.format(asUtc(d)), count: entries.length })}
                      onOpen={onOpenDay}
                    />
                    {dots ? (
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
                        {entries.slice(0, shown).map((e) => (
                          <EntryChip key={`${key}-${e._id}`} entry={e} zone={zone} />
                        ))}
                        {entries.length > shown && onOpenDay ? (
                          <Anchor component="button" type="button" size="xs" onClick={() => onOpenDay(d)}>
                            {t('calendar.more', { count: entries.length - shown })}
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

/** The day's number: a button opening the day when the grid can, today's filled with the primary colour. */
function DayNumber(props: {
  readonly day: CalendarDate;
  readonly isToday: boolean;
  readonly outside: boolean;
  readonly label: string;
  readonly onOpen?: (day: CalendarDate) => void;
}) {
  const { day, isToday, outside, label, onOpen } = props;
  const look = {
    px: 6,
    bg: isToday ? 'var(--mantine-primary-color-filled)' : undefined,
    c: isToday ? 'var(--mantine-primary-color-contrast)' : outside ? 'dimmed' : undefined,
    style: { alignSelf: 'flex-start', borderRadius: 999 },
  } as const;
  const number = (
    <Text size="sm" fw={isToday ? 700 : 500} span={!onOpen}>
      {day.day}
    </Text>
  );
  return onOpen ? (
    <UnstyledButton
      onClick={() => onOpen(day)}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      {...look}
    >
      {number}
    </UnstyledButton>
  ) : (
    <Box aria-current={isToday ? 'date' : undefined} {...look}>
      {number}
    </Box>
  );
}
