// Pieces of an application's meeting shared by its card on /application/{id} and its page /application/{id}/meeting:
// its status and answer as badges, its time (in the meeting's zone and the reader's own), and the staff's actions
// (schedule, change, cancel — the last one confirmed first).
import { useMutation } from '@apollo/client/react';
import { isDecidedStatus, type ApplicationStatus } from '@ascent/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApplicationDocument,
  ApplicationMeetingDocument,
  CancelApplicationMeetingDocument,
  type ApplicationMeetingFieldsFragment,
} from '../../generated/graphql.ts';
import { browserTimeZone } from '../../ui/timeZones.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useMeetingErrorMessage } from './applicationErrors.ts';
import { ApplicationMeetingModal } from './ApplicationMeetingModal.tsx';
import { fullDateTime } from './meetingTime.ts';

const RESPONSE_COLOR: Record<ApplicationMeetingFieldsFragment['response'], string> = {
  pending: 'gray',
  confirmed: 'green',
  newTimeRequested: 'orange',
};

/** A meeting may be planned for a submitted application not yet decided (the server's rule). */
export const meetingSchedulable = (status: ApplicationStatus) => status !== 'draft' && !isDecidedStatus(status);

export function MeetingBadges({ meeting }: { readonly meeting: ApplicationMeetingFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <StatusBadge variant="dot" color={meeting.status === 'scheduled' ? 'blue' : 'red'} data-testid="meeting-status">
        {t(`applications.meeting.status.${meeting.status}`)}
      </StatusBadge>
      {meeting.status === 'scheduled' ? (
        <StatusBadge variant="dot" color={RESPONSE_COLOR[meeting.response]} data-testid="meeting-response">
          {t(`applications.meeting.response.${meeting.response}`)}
        </StatusBadge>
      ) : null}
    </Group>
  );
}

/** The meeting's day and time in its own zone; below, the reader's time when their zone differs. */
export function MeetingWhen({ meeting }: { readonly meeting: ApplicationMeetingFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const own = browserTimeZone();
  const there = fullDateTime(i18n.language, meeting.startTime, meeting.timeZone);
  const here = fullDateTime(i18n.language, meeting.startTime, own);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fw={600} data-testid="meeting-when">
          {there} ({meeting.timeZone})
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('applications.meeting.minutes', { minutes: meeting.durationMinutes })}
      </Text>
      {own !== meeting.timeZone && here !== there ? (
        <Text size="sm" c="dimmed" data-testid="meeting-your-time">
          {t('applications.meeting.yourTime', { when: here, zone: own })}
        </Text>
      ) : null}
    </Stack>
  );
}

export function MeetingStaffActions({
  applicationId,
  status,
  meeting,
}: {
  readonly applicationId: string;
  readonly status: ApplicationStatus;
  readonly meeting: ApplicationMeetingFieldsFragment | null;
}) {
  const { t } = useTranslation();
  const message = useMeetingErrorMessage();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelApplicationMeetingDocument, {
    refetchQueries: [ApplicationMeetingDocument, ApplicationDocument],
    awaitRefetchQueries: true,
  });
  const scheduled = meeting?.status === 'scheduled';
  const schedulable = meetingSchedulable(status);
  if (!schedulable && !scheduled) return null;
  const onCancel = async () => {
    setFailure(null);
    try {
      await cancel({ variables: { applicationId } });
      setCancelling(false);
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <Group gap="xs">
      {schedulable ? (
        <Button onClick={() => setEditing(true)} data-testid="meeting-open-form">
          {t(scheduled ? 'applications.meeting.change' : 'applications.meeting.scheduleAction')}
        </Button>
      ) : null}
      {scheduled ? (
        <Button variant="default" onClick={() => setCancelling(true)} data-testid="meeting-cancel">
          {t('applications.meeting.cancel')}
        </Button>
      ) : null}
      {editing ? (
        <ApplicationMeetingModal
          applicationId={applicationId}
          meeting={meeting}
          opened
          onClose={() => setEditing(false)}
        />
      ) : null}
      <Modal.Root opened={cancelling} onClose={() => setCancelling(false)}>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header role="none">
            <Modal.Title>{t('applications.meeting.cancelTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('applications.meeting.close')} />
          </Modal.Header>
          <Modal.Body>
            <Stack gap="sm">
              <Text size="sm">{t('applications.meeting.cancelBody')}</Text>
              {failure ? (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setCancelling(false)}>
                  {t('applications.meeting.keep')}
                </Button>
                <Button
                  color="red"
                  loading={loading}
                  onClick={() => void onCancel()}
                  data-testid="meeting-cancel-confirm"
                >
                  {t('applications.meeting.confirmCancel')}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Group>
  );
}
