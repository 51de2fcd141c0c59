// /availability/weekly: the reader's weekly schedule in their own time zone (spec 02 §9): business hours
// (07:00–18:00) or all hours, and for each weekday the time ranges they are free. The shared rules check the form
// as it is typed; the server checks again and refuses a schedule whole (nothing is stored).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  AVAILABILITY_ERROR_MESSAGES,
  WEEKDAYS,
  clockToMinutes,
  hoursModeBounds,
  minutesToClock,
  weeklyAvailabilityError,
  type HoursMode,
} from '@ascent/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../app/errors.ts';
import { MyAvailabilityDocument, SetWeeklyAvailabilityDocument } from '../../generated/graphql.ts';

type Row = { key: number; weekday: number; start: string; end: string };
let nextKey = 1;

export function AvailabilityWeeklyPage() {
  const { t } = useTranslation();
  const message = useErrorMessage({ reasons: AVAILABILITY_ERROR_MESSAGES });
  const { data, loading, error } = useQuery(MyAvailabilityDocument);
  const [save, { loading: saving }] = useMutation(SetWeeklyAvailabilityDocument);
  const [timezone, setTimezone] = useState('');
  const [mode, setMode] = useState<HoursMode>('BUSINESS_HOURS');
  const [rows, setRows] = useState<Row[]>([]);
  const zones = useMemo(
    () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    [],
  );

  useEffect(() => {
    const a = data?.myAvailability;
    if (!a) return;
    setTimezone(a.timezone);
    setMode(a.hoursMode as HoursMode);
    setRows(
      a.rules.map((r) => ({
        key: nextKey++,
        weekday: r.weekday,
        start: minutesToClock(r.start),
        end: minutesToClock(r.end),
      })),
    );
  }, [data]);

  const rules = rows.map((r) => ({
    weekday: r.weekday,
    start: clockToMinutes(r.start) ?? -1,
    end: clockToMinutes(r.end) ?? -1,
  }));
  const problem = timezone ? weeklyAvailabilityError({ timezone, hoursMode: mode, rules }) : null;
  const bounds = hoursModeBounds(mode);

  const submit = async () => {
    try {
      await save({ variables: { timezone, hoursMode: mode, rules } });
      notifications.show({ color: 'green', message: t('availability.saved'), withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e), closeButtonProps: { 'aria-label': t('booking.close') } });
    }
  };
  const update = (key: number, change: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <Container size={760} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('availability.weeklyTitle')}
          </Title>
          <Text c="dimmed">{t('availability.weeklyIntro')}</Text>
          <Anchor component={Link} to="/availability" size="sm">
            {t('availability.toOverrides')}
          </Anchor>
        </Stack>
        {loading && !data ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {data ? (
          <>
            <Group gap="md" align="flex-end" wrap="wrap">
              <Select
                label={t('availability.timezone')}
                data={zones.includes(timezone) || !timezone ? zones : [timezone, ...zones]}
                value={timezone}
                onChange={(v) => setTimezone(v ?? timezone)}
                searchable
                allowDeselect={false}
                w={280}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="hours-mode-label">
                  {t('availability.hoursMode')}
                </Text>
                <SegmentedControl
                  aria-labelledby="hours-mode-label"
                  value={mode}
                  onChange={(v) => setMode(v as HoursMode)}
                  data={[
                    { value: 'BUSINESS_HOURS', label: t('availability.businessHours') },
                    { value: 'ALL_HOURS', label: t('availability.allHours') },
                  ]}
                />
              </Stack>
            </Group>
            <Stack gap="sm">
              {WEEKDAYS.map((code, weekday) => {
                const mine = rows.filter((r) => r.weekday === weekday);
                return (
                  <Card key={code} withBorder radius="md" padding="sm">
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                      <Text fw={600} w={120}>
                        {t(`availability.weekdays.${code}`)}
                      </Text>
                      <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
                        {mine.length === 0 ? <Text c="dimmed">{t('availability.unavailable')}</Text> : null}
                        {mine.map((r) => (
                          <Group key={r.key} gap="xs" wrap="nowrap">
                            <TextInput
                              type="time"
                              step={300}
                              aria-label={t('availability.from', { day: t(`availability.weekdays.${code}`) })}
                              value={r.start}
                              min={minutesToClock(bounds.start)}
                              onChange={(e) => update(r.key, { start: e.currentTarget.value })}
                            />
                            <Text aria-hidden>–</Text>
                            <TextInput
                              type="time"
                              step={300}
                              aria-label={t('availability.until', { day: t(`availability.weekdays.${code}`) })}
                              value={r.end === '24:00' ? '23:59' : r.end}
                              onChange={(e) =>
                                update(r.key, {
                                  end: e.currentTarget.value === '23:59' ? '24:00' : e.currentTarget.value,
                                })
                              }
                            />
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('availability.removeRange')}
                              onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Group>
                        ))}
                      </Stack>
                      <Button
                        variant="subtle"
                        size="xs"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={() => {
                          const last = mine.at(-1);
                          const start = last ? (clockToMinutes(last.end) ?? bounds.start) : Math.max(bounds.start, 540);
                          const end = Math.min(bounds.end, start + 120);
                          setRows((list) => [
                            ...list,
                            { key: nextKey++, weekday, start: minutesToClock(start), end: minutesToClock(end) },
                          ]);
                        }}
                      >
                        {t('availability.addRange')}
                      </Button>
                    </Group>
                  </Card>
                );
              })}
            </Stack>
            {problem ? (
              <Text c="red" role="alert">
                {t(AVAILABILITY_ERROR_MESSAGES[problem].key as 'availability.errors.overlap')}
              </Text>
            ) : null}
            <Group>
              <Button loading={saving} disabled={Boolean(problem)} onClick={() => void submit()}>
                {t('availability.save')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
