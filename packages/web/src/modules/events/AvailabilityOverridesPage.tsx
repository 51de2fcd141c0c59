// /availability: date overrides and time off. A date listed here replaces the weekly schedule that day: either a
// day off, or the time ranges given (in the reader's own zone). Several rows of one date add up to that date's
// ranges. Saved whole; the server refuses overlapping ranges or impossible dates and then stores nothing.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AVAILABILITY_ERROR_MESSAGES, clockToMinutes, minutesToClock } from '@ascent/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../app/errors.ts';
import { MyAvailabilityDocument, SetAvailabilityOverridesDocument } from '../../generated/graphql.ts';

type Row = { key: number; date: string; off: boolean; start: string; end: string };
let nextKey = 1;

/** Rows → one override per date (a day off wins over ranges of the same date). */
function toOverrides(rows: readonly Row[]): { date: string; ranges: { start: number; end: number }[] }[] {
  const byDate = new Map<string, { off: boolean; ranges: { start: number; end: number }[] }>();
  for (const r of rows) {
    const entry = byDate.get(r.date) ?? { off: false, ranges: [] };
    if (r.off) entry.off = true;
    else entry.ranges.push({ start: clockToMinutes(r.start) ?? -1, end: clockToMinutes(r.end) ?? -1 });
    byDate.set(r.date, entry);
  }
  return [...byDate.entries()].map(([date, e]) => ({ date, ranges: e.off ? [] : e.ranges }));
}

export function AvailabilityOverridesPage() {
  const { t } = useTranslation();
  const message = useErrorMessage({ reasons: AVAILABILITY_ERROR_MESSAGES });
  const { data, loading, error } = useQuery(MyAvailabilityDocument);
  const [save, { loading: saving }] = useMutation(SetAvailabilityOverridesDocument);
  const [rows, setRows] = useState<Row[]>([]);

  useEffect(() => {
    const a = data?.myAvailability;
    if (!a) return;
    setRows(
      a.overrides.flatMap((o): Row[] =>
        o.ranges.length === 0
          ? [{ key: nextKey++, date: o.date, off: true, start: '09:00', end: '12:00' }]
          : o.ranges.map((r) => ({
              key: nextKey++,
              date: o.date,
              off: false,
              start: minutesToClock(r.start),
              end: minutesToClock(r.end),
            })),
      ),
    );
  }, [data]);

  const update = (key: number, change: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const submit = async () => {
    try {
      await save({ variables: { overrides: toOverrides(rows) } });
      notifications.show({ color: 'green', message: t('availability.saved'), withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e), closeButtonProps: { 'aria-label': t('booking.close') } });
    }
  };

  return (
    <Container size={760} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('availability.overridesTitle')}
          </Title>
          <Text c="dimmed">
            {data ? t('availability.overridesIntro', { zone: data.myAvailability.timezone }) : null}
          </Text>
          <Anchor component={Link} to="/availability/weekly" size="sm">
            {t('availability.toWeekly')}
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
            {rows.length === 0 ? <Text>{t('availability.noOverrides')}</Text> : null}
            {rows.map((r) => (
              <Card key={r.key} withBorder radius="md" padding="sm">
                <Group gap="sm" wrap="wrap" align="flex-end">
                  <TextInput
                    type="date"
                    label={t('availability.date')}
                    value={r.date}
                    onChange={(e) => update(r.key, { date: e.currentTarget.value })}
                  />
                  <Checkbox
                    label={t('availability.dayOff')}
                    checked={r.off}
                    onChange={(e) => update(r.key, { off: e.currentTarget.checked })}
                    mb={8}
                  />
                  {!r.off ? (
                    <>
                      <TextInput
                        type="time"
                        step={300}
                        label={t('availability.fromLabel')}
                        value={r.start}
                        onChange={(e) => update(r.key, { start: e.currentTarget.value })}
                      />
                      <TextInput
                        type="time"
                        step={300}
                        label={t('availability.untilLabel')}
                        value={r.end}
                        onChange={(e) => update(r.key, { end: e.currentTarget.value })}
                      />
                    </>
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    aria-label={t('availability.removeOverride')}
                    onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Card>
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  setRows((list) => [
                    ...list,
                    {
                      key: nextKey++,
                      date: new Date().toISOString().slice(0, 10),
                      off: true,
                      start: '09:00',
                      end: '12:00',
                    },
                  ])
                }
              >
                {t('availability.addOverride')}
              </Button>
              <Button loading={saving} onClick={() => void submit()}>
                {t('availability.save')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
