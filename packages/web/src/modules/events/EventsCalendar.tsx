// The events list's calendar view mode (spec 02 view modes: card, table, calendar): the tab's events of one month
// in a grid, in the reader's zone, the month in the address (?month=2026-11). A one-on-one event marks the day its
// booking window opens (its window is when slots may be booked, not a meeting).
import { useQuery } from '@apollo/client/react';
import {
  calendarDateString,
  isOneOnOneEvent,
  parseCalendarDate,
  stepView,
  type CalendarDate,
  type EventTab,
} from '@ascent/shared';
import { Alert, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventsListDocument } from '../../generated/graphql.ts';
import { entriesByDay, todayIn, viewRange, weekStartOf } from '../../ui/calendar/calendarModel.ts';
import { MonthGrid, type GridEntry } from '../../ui/calendar/MonthGrid.tsx';
import { PeriodNav } from '../../ui/calendar/PeriodNav.tsx';
import { browserTimeZone } from '../../ui/timeZones.ts';
import { useEventErrorMessage } from './eventErrors.ts';

export function EventsCalendar({ tab, search }: { readonly tab: EventTab; readonly search: string | null }) {
  const { i18n } = useTranslation();
  const message = useEventErrorMessage();
  const [params, setParams] = useSearchParams();
  const zone = useMemo(() => browserTimeZone(), []);
  const today = todayIn(zone);
  const month: CalendarDate = parseCalendarDate(`${params.get('month') ?? ''}-01`) ?? { ...today, day: 1 };
  const { days, from, to } = viewRange('month', month, zone, weekStartOf(i18n.language));
  const { data, previousData, loading, error } = useQuery(EventsListDocument, {
    variables: { tab, search, from, to },
    fetchPolicy: 'cache-and-network',
  });
  const results = (data ?? previousData)?.incubatorEvents.results;
  const byDay = useMemo(
    () =>
      entriesByDay<GridEntry>(
        (results ?? []).map((e) => ({
          _id: e._id,
          kind: 'EVENT',
          title: e.title,
          startTime: e.startTime,
          endTime: isOneOnOneEvent(e.eventType) ? e.startTime : e.endTime,
          cancelled: e.status === 'cancelled',
          path: `/events/${e._id}`,
        })),
        zone,
      ),
    [results, zone],
  );
  const go = (date: CalendarDate) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      out.set('month', calendarDateString(date).slice(0, 7));
      return out;
    });
  const label = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  return (
    <Stack gap="sm" data-testid="events-calendar">
      <PeriodNav
        view="month"
        label={label}
        loading={loading}
        onStep={(step) => go(stepView('month', month, step))}
        onToday={() => go(today)}
      />
      {error ? <Alert color="red">{message(error)}</Alert> : null}
      <MonthGrid days={days} month={month.month} today={today} byDay={byDay} zone={zone} />
    </Stack>
  );
}
