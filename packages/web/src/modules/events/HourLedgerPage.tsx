// /events/hours (staff, behind the hoursAllocation flag): every startup's coaching minutes — allocated, pending
// (booked sessions), used and left — with a form to allocate more (or, negative, take some back) and the chosen
// startup's ledger entries, newest first, and the whole ledger as CSV. Balances are sums of the entries; nothing here
// edits an entry.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Container,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { BOOKING_ERROR_MESSAGES } from '@ascent/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { AllocateHoursDocument, HourAllocationsDocument, HourLedgerDocument } from '../../generated/graphql.ts';
import { downloadExport } from '../exports/download.ts';

export function HourLedgerPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useErrorMessage({ reasons: BOOKING_ERROR_MESSAGES });
  const all = useQuery(HourAllocationsDocument);
  const [startupId, setStartupId] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number | string>(60);
  const [note, setNote] = useState('');
  const ledger = useQuery(HourLedgerDocument, { variables: { startupId: startupId ?? '' }, skip: !startupId });
  const [allocate, { loading }] = useMutation(AllocateHoursDocument, {
    refetchQueries: ['HourAllocations', 'HourLedger'],
  });
  const rows = all.data?.hourAllocations ?? [];
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    const day = new Date().toISOString().slice(0, 10);
    const ok = await downloadExport('/api/hours/ledger.csv', `hour-ledger-${day}.csv`).catch(() => false);
    setDownloading(false);
    if (!ok)
      notifications.show({
        color: 'red',
        message: t('hours.downloadFailed'),
        closeButtonProps: { 'aria-label': t('booking.close') },
      });
  };

  const submit = async () => {
    if (!startupId) return;
    try {
      await allocate({ variables: { startupId, minutes: Number(minutes), note } });
      setNote('');
      notifications.show({ color: 'green', message: t('hours.allocated'), withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e), closeButtonProps: { 'aria-label': t('booking.close') } });
    }
  };

  return (
    <Container size={960} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t('hours.title')}
            </Title>
            <Text c="dimmed">{t('hours.intro')}</Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="hours-download"
          >
            {t('hours.downloadCsv')}
          </Button>
        </Group>
        {all.loading && !all.data ? <Loader aria-label={t('common.loading')} /> : null}
        {all.error ? (
          <Text c="red" role="alert">
            {message(all.error)}
          </Text>
        ) : null}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('hours.startup')}
            data={rows.map((r) => ({ value: r.startupId, label: r.startupName }))}
            value={startupId}
            onChange={setStartupId}
            searchable
            w={260}
          />
          <NumberInput label={t('hours.minutes')} value={minutes} onChange={setMinutes} allowDecimal={false} w={140} />
          <TextInput label={t('hours.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} w={240} />
          <Button loading={loading} disabled={!startupId} onClick={() => void submit()}>
            {t('hours.allocate')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hours.startup')}</Table.Th>
                <Table.Th>{t('hours.allocatedCol')}</Table.Th>
                <Table.Th>{t('hours.pendingCol')}</Table.Th>
                <Table.Th>{t('hours.usedCol')}</Table.Th>
                <Table.Th>{t('hours.leftCol')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.startupId} data-testid={`hours-${r.startupName}`}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setStartupId(r.startupId)}>
                      {r.startupName}
                    </Button>
                  </Table.Td>
                  <Table.Td>{f.number(r.minutesAllocated)}</Table.Td>
                  <Table.Td>{f.number(r.minutesPending)}</Table.Td>
                  <Table.Td>{f.number(r.minutesUsed)}</Table.Td>
                  <Table.Td>{f.number(r.minutesRemaining)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {startupId && ledger.data ? (
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('hours.ledgerOf', { startup: rows.find((r) => r.startupId === startupId)?.startupName ?? '' })}
            </Title>
            {ledger.data.hourLedger.length === 0 ? <Text>{t('hours.noEntries')}</Text> : null}
            <Stack gap={4}>
              {ledger.data.hourLedger.map((e) => (
                <Text key={e._id} size="sm">
                  {f.dateTime(e.createdAt)} · {t(`hours.kind.${e.kind}`)} ·{' '}
                  {t('booking.minutes', { minutes: e.minutes })}
                  {e.note ? ` · ${e.note}` : ''}
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
