// Scheduling or changing an application's meeting (staff who manage it): a day and a time in a chosen time zone, a
// length, a place and/or a video link, a note for the applicants. Checked by the shared rules before it is sent; the
// server checks again and tells the members.
import { useMutation } from '@apollo/client/react';
import {
  APPLICATION_MEETING_DURATIONS,
  APPLICATION_MEETING_ERROR_MESSAGES,
  APPLICATION_MEETING_ERROR_PARAMS,
  APPLICATION_MEETING_LIMITS,
  applicationMeetingFieldErrors,
  type ApplicationMeetingFieldErrors,
  type ApplicationMeetingValues,
} from '@ascent/shared';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApplicationDocument,
  ApplicationMeetingDocument,
  ScheduleApplicationMeetingDocument,
  UpdateApplicationMeetingDocument,
  type ApplicationMeetingFieldsFragment,
} from '../../generated/graphql.ts';
import { browserTimeZone, timeZones } from '../../ui/timeZones.ts';
import { useMeetingErrorMessage } from './applicationErrors.ts';
import { instantOf, wallInputs } from './meetingTime.ts';

interface Draft {
  date: string;
  time: string;
  minutes: string;
  timeZone: string;
  location: string;
  videoLink: string;
  note: string;
}

function draftOf(meeting: ApplicationMeetingFieldsFragment | null): Draft {
  if (meeting) {
    const wall = wallInputs(new Date(meeting.startTime), meeting.timeZone);
    return {
      ...wall,
      minutes: String(meeting.durationMinutes),
      timeZone: meeting.timeZone,
      location: meeting.location,
      videoLink: meeting.videoLink ?? '',
      note: meeting.note,
    };
  }
  const zone = browserTimeZone();
  // Tomorrow at ten, in the scheduler's own zone.
  const wall = wallInputs(new Date(Date.now() + 86_400_000), zone);
  return { date: wall.date, time: '10:00', minutes: '30', timeZone: zone, location: '', videoLink: '', note: '' };
}

export function ApplicationMeetingModal({
  applicationId,
  meeting,
  opened,
  onClose,
}: {
  readonly applicationId: string;
  /** The scheduled meeting to change; null (or a cancelled one) schedules anew. */
  readonly meeting: ApplicationMeetingFieldsFragment | null;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useMeetingErrorMessage();
  const changing = meeting?.status === 'scheduled';
  const [draft, setDraft] = useState<Draft>(() => draftOf(meeting));
  const [errors, setErrors] = useState<ApplicationMeetingFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refetch = { refetchQueries: [ApplicationMeetingDocument, ApplicationDocument], awaitRefetchQueries: true };
  const [schedule, { loading: scheduling }] = useMutation(ScheduleApplicationMeetingDocument, refetch);
  const [update, { loading: updating }] = useMutation(UpdateApplicationMeetingDocument, refetch);
  const zones = useMemo(() => timeZones(draft.timeZone).map((z) => ({ value: z, label: z })), [draft.timeZone]);
  const durations = [...new Set([...APPLICATION_MEETING_DURATIONS, Number(draft.minutes)])]
    .sort((a, b) => a - b)
    .map((m) => ({ value: String(m), label: t('applications.meeting.minutes', { minutes: m }) }));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const fieldError = (field: keyof ApplicationMeetingValues) => {
    const reason = errors[field];
    return reason
      ? t(APPLICATION_MEETING_ERROR_MESSAGES[reason].key, APPLICATION_MEETING_ERROR_PARAMS[reason])
      : undefined;
  };

  const submit = async () => {
    const start = instantOf(draft.date, draft.time, draft.timeZone);
    const values: ApplicationMeetingValues = {
      startTime: start ? start.toISOString() : '',
      endTime: start ? new Date(start.getTime() + Number(draft.minutes) * 60_000).toISOString() : '',
      timeZone: draft.timeZone,
      location: draft.location,
      videoLink: draft.videoLink,
      note: draft.note,
    };
    const found = applicationMeetingFieldErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      if (changing) await update({ variables: { applicationId, input: values } });
      else await schedule({ variables: { applicationId, input: values } });
      notifications.show({
        color: 'green',
        message: t(changing ? 'applications.meeting.changed' : 'applications.meeting.scheduled'),
        withCloseButton: false,
      });
      onClose();
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    // The compound form: its header is presentational (a <header> in the dialog would be a second banner landmark).
    <Modal.Root opened={opened} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>
            {t(changing ? 'applications.meeting.changeTitle' : 'applications.meeting.scheduleTitle')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('applications.meeting.close')} />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <Group grow align="flex-start">
                <TextInput
                  type="date"
                  label={t('applications.meeting.date')}
                  required
                  value={draft.date}
                  onChange={(e) => set({ date: e.currentTarget.value })}
                  error={fieldError('startTime')}
                  data-testid="meeting-date"
                />
                <TextInput
                  type="time"
                  label={t('applications.meeting.time')}
                  required
                  value={draft.time}
                  onChange={(e) => set({ time: e.currentTarget.value })}
                  data-testid="meeting-time"
                />
              </Group>
              <Group grow align="flex-start">
                <Select
                  label={t('applications.meeting.duration')}
                  data={durations}
                  value={draft.minutes}
                  onChange={(v) => set({ minutes: v ?? draft.minutes })}
                  allowDeselect={false}
                  error={fieldError('endTime')}
                  data-testid="meeting-duration"
                />
                <Select
                  label={t('applications.meeting.timeZone')}
                  description={t('applications.meeting.timeZoneHint')}
                  data={zones}
                  value={draft.timeZone}
                  onChange={(v) => set({ timeZone: v ?? draft.timeZone })}
                  searchable
                  allowDeselect={false}
                  limit={100}
                  error={fieldError('timeZone')}
                  data-testid="meeting-zone"
                />
              </Group>
              <TextInput
                label={t('applications.meeting.location')}
                description={t('applications.meeting.placeHint')}
                value={draft.location}
                maxLength={APPLICATION_MEETING_LIMITS.location}
                onChange={(e) => set({ location: e.currentTarget.value })}
                error={fieldError('location')}
                dir="auto"
                data-testid="meeting-location"
              />
              <TextInput
                type="url"
                label={t('applications.meeting.videoLink')}
                placeholder="https://"
                value={draft.videoLink}
                onChange={(e) => set({ videoLink: e.currentTarget.value })}
                error={fieldError('videoLink')}
                data-testid="meeting-link"
              />
              <Textarea
                label={t('applications.meeting.note')}
                description={t('applications.meeting.noteHint')}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={APPLICATION_MEETING_LIMITS.note}
                value={draft.note}
                onChange={(e) => set({ note: e.currentTarget.value })}
                error={fieldError('note')}
                dir="auto"
                data-testid="meeting-note"
              />
              {failure ? (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('applications.meeting.back')}
                </Button>
                <Button type="submit" loading={scheduling || updating} data-testid="meeting-save">
                  {t(changing ? 'applications.meeting.saveChange' : 'applications.meeting.schedule')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
