// The booking of a one-on-one event on /events/{id}: the free sessions of the chosen length in the reader's own
// time zone, day by day; the startup's remaining minutes shown before the founder confirms (and what is left after);
// the booked session with a way to cancel it. A refused booking says why and the slots are fetched again.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOOKABLE_DURATIONS_MINUTES, BOOKING_ERROR_MESSAGES, EVENT_ERROR_MESSAGES } from '@ascent/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import {
  BookEventTimeslotDocument,
  CancelEventRegistrationDocument,
  EventBookingDocument,
  EventTimeslotsDocument,
  MyHourAllocationDocument,
} from '../../generated/graphql.ts';

const DAY = 86_400_000;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function BookingPanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage({ reasons: { ...EVENT_ERROR_MESSAGES, ...BOOKING_ERROR_MESSAGES } });
  const zone = browserZone();
  const [duration, setDuration] = useState(60);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const range = useMemo(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + 14 * DAY).toISOString() };
  }, []);
  const event = useQuery(EventBookingDocument, { variables: { id: eventId } });
  const slots = useQuery(EventTimeslotsDocument, { variables: { eventId, duration, ...range } });
  const hours = useQuery(MyHourAllocationDocument, { errorPolicy: 'all' });
  const refetchQueries = ['EventBooking', 'EventTimeslots', 'MyHourAllocation', 'EventDetail'];
  const [book, { loading: booking }] = useMutation(BookEventTimeslotDocument, { refetchQueries });
  const [cancel, { loading: cancelling }] = useMutation(CancelEventRegistrationDocument, { refetchQueries });

  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }),
    [i18n.language, zone],
  );
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    [i18n.language, zone],
  );
  const byDay = useMemo(() => {
    const groups = new Map<string, { start: string; end: string }[]>();
    for (const s of slots.data?.eventTimeslots ?? []) {
      const label = dayFormat.format(new Date(s.start));
      groups.set(label, [...(groups.get(label) ?? []), s]);
    }
    return groups;
  }, [slots.data, dayFormat]);

  const e = event.data?.incubatorEvent;
  if (!e || e.status !== 'published' || e.isArchived) return null;
  const allocation = e.ignoreHourAllocation ? null : (hours.data?.hourAllocation ?? null);
  const days = [...byDay.keys()];
  const shownDay = day && byDay.has(day) ? day : (days[0] ?? null);
  const when = (iso: string) => `${dayFormat.format(new Date(iso))}, ${timeFormat.format(new Date(iso))}`;

  const confirm = async () => {
    if (!chosen) return;
    try {
      await book({ variables: { eventId, start: chosen, duration } });
      setChosen(null);
      notifications.show({ color: 'green', message: t('booking.booked'), withCloseButton: false });
    } catch (err) {
      setChosen(null);
      notifications.show({
        color: 'red',
        message: message(err),
        closeButtonProps: { 'aria-label': t('booking.close') },
      });
      void slots.refetch();
    }
  };
  const cancelMine = async () => {
    try {
      await cancel({ variables: { eventId } });
      notifications.show({ color: 'green', message: t('booking.cancelled'), withCloseButton: false });
    } catch (err) {
      notifications.show({
        color: 'red',
        message: message(err),
        closeButtonProps: { 'aria-label': t('booking.close') },
      });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="booking-panel">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('booking.title')}
        </Title>
        {allocation ? (
          <Text fw={600} data-testid="minutes-left">
            {t('booking.remaining', { minutes: allocation.minutesRemaining, startup: allocation.startupName })}
          </Text>
        ) : e.ignoreHourAllocation ? (
          <Text size="sm" c="dimmed">
            {t('booking.notCharged')}
          </Text>
        ) : null}
        {e.myBooking ? (
          <Alert color="green" title={t('booking.mineTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text data-testid="my-booking">
                {t('booking.mine', {
                  time: when(e.myBooking.start),
                  minutes: e.myBooking.minutes,
                  host: e.myBooking.host.fullName,
                })}
              </Text>
              <Button variant="default" size="xs" loading={cancelling} onClick={() => void cancelMine()}>
                {t('booking.cancel')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('booking.zone', { zone })}
            </Text>
            <Group gap="md" align="flex-end" wrap="wrap">
              <Select
                label={t('booking.duration')}
                data={BOOKABLE_DURATIONS_MINUTES.map((m) => ({
                  value: String(m),
                  label: t('booking.minutes', { minutes: m }),
                }))}
                value={String(duration)}
                onChange={(v) => {
                  setDuration(Number(v ?? 60));
                  setChosen(null);
                }}
                allowDeselect={false}
                w={180}
              />
              {days.length ? (
                <Select
                  label={t('booking.day')}
                  data={days}
                  value={shownDay}
                  onChange={(v) => {
                    setDay(v);
                    setChosen(null);
                  }}
                  allowDeselect={false}
                  w={260}
                />
              ) : null}
            </Group>
            {slots.loading ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
            {slots.error ? (
              <Text c="red" role="alert">
                {message(slots.error)}
              </Text>
            ) : null}
            {!slots.loading && !slots.error && days.length === 0 ? <Text>{t('booking.noSlots')}</Text> : null}
            {shownDay ? (
              <Group gap="xs" wrap="wrap" role="group" aria-label={shownDay}>
                {(byDay.get(shownDay) ?? []).map((s) => (
                  <Button
                    key={s.start}
                    size="xs"
                    variant={chosen === s.start ? 'filled' : 'default'}
                    aria-pressed={chosen === s.start}
                    onClick={() => setChosen(s.start)}
                  >
                    {timeFormat.format(new Date(s.start))}
                  </Button>
                ))}
              </Group>
            ) : null}
            {chosen ? (
              <Alert title={t('booking.confirmTitle')} data-testid="booking-confirm">
                <Stack gap="xs" align="flex-start">
                  <Text>{t('booking.confirmText', { time: when(chosen), minutes: duration })}</Text>
                  {allocation ? (
                    <Text size="sm">{t('booking.after', { minutes: allocation.minutesRemaining - duration })}</Text>
                  ) : null}
                  <Button loading={booking} onClick={() => void confirm()}>
                    {t('booking.confirm')}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
