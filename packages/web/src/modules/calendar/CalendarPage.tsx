// /calendar: everything the person attends or hosts — group events, one-on-one bookings, coaching sessions — by
// month, week or day, in their own time zone. The view and the date are in the address (?view=week&date=…), so a
// view can be bookmarked and the back button steps through the pages visited. "Subscribe" opens the private ICS
// feed for calendar applications.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCalendarShare, IconCalendar } from '@tabler/icons-react';
import {
  calendarDateString,
  isCalendarView,
  parseCalendarDate,
  stepView,
  type CalendarDate,
  type CalendarView,
} from '@ascent/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../app/errors.ts';
import { CalendarEntriesDocument } from '../../generated/graphql.ts';
import { browserTimeZone } from '../../ui/timeZones.ts';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { CalendarAgenda } from './CalendarAgenda.tsx';
import { CalendarFeedModal } from './CalendarFeedModal.tsx';
import { CALENDAR_ERRORS } from './calendarErrors.ts';
import { entriesByDay, todayIn, viewRange, weekStartOf } from '../../ui/calendar/calendarModel.ts';
import { MonthGrid } from '../../ui/calendar/MonthGrid.tsx';
import { PeriodNav } from '../../ui/calendar/PeriodNav.tsx';

const asUtc = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day));

/** The heading of the period shown: "November 2026", "23 – 29 Nov 2026", "Saturday 28 November 2026". */
function usePeriodLabel(view: CalendarView, days: readonly CalendarDate[], date: CalendarDate): string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  if (view === 'month')
    return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asUtc(date));
  if (view === 'day') return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(asUtc(date));
  return new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(asUtc(days[0]!), asUtc(days.at(-1)!));
}

export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage(CALENDAR_ERRORS);
  const [params, setParams] = useSearchParams();
  const [feedOpen, setFeedOpen] = useState(false);
  const seesEvents = useNavigationFacts()?.permissions.has('EVENTS:VIEW') ?? false;
  const zone = useMemo(() => browserTimeZone(), []);
  const today = todayIn(zone);
  const view: CalendarView = isCalendarView(params.get('view')) ? (params.get('view') as CalendarView) : 'month';
  const date = parseCalendarDate(params.get('date') ?? '') ?? today;
  const weekStart = weekStartOf(i18n.language);
  const { days, from, to } = viewRange(view, date, zone, weekStart);
  const { data, previousData, loading, error } = useQuery(CalendarEntriesDocument, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.calendarEntries;
  const byDay = useMemo(() => entriesByDay(shown ?? [], zone), [shown, zone]);
  const entries = shown ?? [];
  const label = usePeriodLabel(view, days, date);

  const go = (next: { view?: CalendarView; date?: CalendarDate }) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      out.set('view', next.view ?? view);
      out.set('date', calendarDateString(next.date ?? date));
      return out;
    });

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <IconCalendar size={28} aria-hidden />
            <Title order={1} fz="h2">
              {t('calendar.title')}
            </Title>
          </Group>
          <Button
            variant="default"
            leftSection={<IconCalendarShare size={16} aria-hidden />}
            onClick={() => setFeedOpen(true)}
          >
            {t('calendar.subscribe')}
          </Button>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <PeriodNav
            view={view}
            label={label}
            loading={loading}
            onStep={(step) => go({ date: stepView(view, date, step) })}
            onToday={() => go({ date: today })}
          />
          <SegmentedControl
            aria-label={t('calendar.view')}
            value={view}
            onChange={(v) => go({ view: v as CalendarView })}
            data={(['month', 'week', 'day'] as const).map((v) => ({ value: v, label: t(`calendar.views.${v}`) }))}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('calendar.zone', { zone: zone.replace(/_/g, ' ') })}
        </Text>
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {view === 'month' ? (
          <MonthGrid
            days={days}
            month={date.month}
            today={today}
            byDay={byDay}
            zone={zone}
            onOpenDay={(d) => go({ view: 'day', date: d })}
          />
        ) : (
          <CalendarAgenda days={days} today={today} byDay={byDay} zone={zone} />
        )}
        {!loading && !error && entries.length === 0 ? (
          <Text c="dimmed" ta="center" data-testid="calendar-empty">
            {t('calendar.empty')}{' '}
            {seesEvents ? (
              <Anchor component={Link} to="/events" inherit underline="always">
                {t('calendar.browseEvents')}
              </Anchor>
            ) : null}
          </Text>
        ) : null}
      </Stack>
      <CalendarFeedModal opened={feedOpen} onClose={() => setFeedOpen(false)} />
    </Container>
  );
}
