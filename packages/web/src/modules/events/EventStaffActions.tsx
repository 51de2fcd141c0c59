// The team's actions on an event's page: edit, publish (a draft), cancel (asks first: attendees are told), archive
// or restore.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArchiveIncubatorEventDocument,
  CancelIncubatorEventDocument,
  PublishIncubatorEventDocument,
} from '../../generated/graphql.ts';
import type { EventDetail } from './eventModel.ts';
import { useEventErrorMessage } from './eventErrors.ts';

export function EventStaffActions({ event }: { readonly event: EventDetail }) {
  const { t } = useTranslation();
  const message = useEventErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const [following, setFollowing] = useState(false);
  const now = new Date().toISOString();
  // Later occurrences of its series that cancelling "this and the following" would also cancel.
  const later = event.occurrences.filter(
    (o) => o.startTime > event.startTime && o.startTime > now && o.status !== 'cancelled',
  ).length;
  const refetch = { refetchQueries: ['EventDetail', 'EventAttendees', 'EventsList'] };
  const [publish, { loading: publishing }] = useMutation(PublishIncubatorEventDocument, refetch);
  const [cancel, { loading: cancelling }] = useMutation(CancelIncubatorEventDocument, refetch);
  const [archive, { loading: archiving }] = useMutation(ArchiveIncubatorEventDocument, refetch);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifications.show({ color: 'green', message: done, withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };
  const id = event._id;

  return (
    <>
      {event.status !== 'cancelled' && !event.isArchived ? (
        <Button component={Link} to={`/events/${id}/edit`} variant="default">
          {t('events.actions.edit')}
        </Button>
      ) : null}
      {event.status === 'draft' && !event.isArchived ? (
        <Button
          color="green"
          loading={publishing}
          onClick={() => void act(() => publish({ variables: { id } }), t('events.actions.published'))}
        >
          {t('events.actions.publish')}
        </Button>
      ) : null}
      {event.status !== 'cancelled' ? (
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('events.actions.cancel')}
        </Button>
      ) : null}
      <Button
        variant="subtle"
        loading={archiving}
        onClick={() =>
          void act(
            () => archive({ variables: { id, archived: !event.isArchived } }),
            t(event.isArchived ? 'events.actions.restored' : 'events.actions.archived'),
          )
        }
      >
        {t(event.isArchived ? 'events.actions.restore' : 'events.actions.archive')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('events.actions.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('events.actions.keep') }}
      >
        <Stack gap="md">
          <Text>{t('events.actions.cancelText', { count: event.noOfBookings })}</Text>
          {later > 0 ? (
            <Radio.Group
              label={t('events.series.cancelWhich')}
              value={following ? 'following' : 'this'}
              onChange={(v) => setFollowing(v === 'following')}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="this" label={t('events.series.cancelThis')} />
                <Radio value="following" label={t('events.series.cancelFollowing', { count: later })} />
              </Stack>
            </Radio.Group>
          ) : null}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('events.actions.keep')}
          </Button>
          <Button
            color="red"
            loading={cancelling}
            onClick={() =>
              void act(async () => {
                await cancel({ variables: { id, following: following && later > 0 } });
                setConfirming(false);
              }, t('events.actions.cancelled'))
            }
          >
            {t('events.actions.confirmCancel')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
