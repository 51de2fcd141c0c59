// "Subscribe": the person's private ICS address for Google Calendar, Outlook or Apple Calendar. The address is shown
// once, when made (only its fingerprint is stored); a new one replaces it, and "Stop sharing" withdraws it.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { CALENDAR_ERRORS } from './calendarErrors.ts';
import {
  CalendarFeedDocument,
  CreateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

export function CalendarFeedModal({ opened, onClose }: { readonly opened: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useErrorMessage(CALENDAR_ERRORS);
  const { data, loading } = useQuery(CalendarFeedDocument, { skip: !opened });
  const [address, setAddress] = useState<string | null>(null);
  const [create, created] = useMutation(CreateCalendarFeedDocument, {
    refetchQueries: [CalendarFeedDocument],
    onCompleted: (d) => setAddress(d.createCalendarFeed.url),
  });
  const [revoke, revoked] = useMutation(RevokeCalendarFeedDocument, {
    update: (cache, { data: d }) =>
      d && cache.writeQuery({ query: CalendarFeedDocument, data: { calendarFeed: d.revokeCalendarFeed } }),
    onCompleted: () => setAddress(null),
  });
  const feed = data?.calendarFeed;
  const failure = created.error ?? revoked.error;
  const close = () => {
    setAddress(null);
    onClose();
  };

  return (
    <Modal.Root opened={opened} onClose={close} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={700}>{t('calendar.feed.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('calendar.feed.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm">{t('calendar.feed.intro')}</Text>
            {failure ? (
              <Alert color="red" icon={<IconAlertTriangle size={16} aria-hidden />}>
                {message(failure)}
              </Alert>
            ) : null}
            {loading && !feed ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
            {address ? (
              <Stack gap="xs" data-testid="calendar-feed-address">
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('calendar.feed.address')}
                    value={address}
                    readOnly
                    onFocus={(e) => e.currentTarget.select()}
                    style={{ flex: 1 }}
                    dir="ltr"
                  />
                  <CopyButton value={address}>
                    {({ copied, copy }) => (
                      <Button
                        variant="default"
                        onClick={copy}
                        leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      >
                        {copied ? t('calendar.feed.copied') : t('calendar.feed.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('calendar.feed.onlyNow')}
                </Text>
                <Button component="a" variant="light" href={address.replace(/^https?:/, 'webcal:')}>
                  {t('calendar.feed.open')}
                </Button>
              </Stack>
            ) : feed?.active ? (
              <Text size="sm" data-testid="calendar-feed-status">
                {t('calendar.feed.live', { date: f.date(feed.createdAt!) })}{' '}
                {feed.lastFetchedAt
                  ? t('calendar.feed.lastRead', { date: f.dateTime(feed.lastFetchedAt) })
                  : t('calendar.feed.neverRead')}
              </Text>
            ) : feed ? (
              <Text size="sm" c="dimmed" data-testid="calendar-feed-status">
                {t('calendar.feed.none')}
              </Text>
            ) : null}
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
              {t('calendar.feed.secret')}
            </Alert>
            <Group justify="flex-end" gap="sm">
              {feed?.active ? (
                <Button variant="subtle" color="red" loading={revoked.loading} onClick={() => void revoke()}>
                  {t('calendar.feed.revoke')}
                </Button>
              ) : null}
              <Button loading={created.loading} onClick={() => void create()}>
                {feed?.active ? t('calendar.feed.replace') : t('calendar.feed.create')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
