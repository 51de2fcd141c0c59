// "Log a session": a coach or mentor records a meeting held (or planned) with one of their startups — name, type,
// start and end, topics, the meeting link and their notes. The server checks they are assigned to the startup.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  COACHING_LIMITS,
  COACHING_MEETING_TYPES,
  coachingSessionFieldErrors,
  type CoachingErrorName,
} from '@ascent/shared';
import { Button, Group, Modal, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CoachingStartupOptionsDocument, CreateCoachingSessionDocument } from '../../generated/graphql.ts';
import { useCoachingErrorMessage } from './coachingErrors.ts';
import { localInput } from './SessionReschedule.tsx';

export function LogSessionModal({ opened, onClose }: { readonly opened: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useCoachingErrorMessage();
  const { data } = useQuery(CoachingStartupOptionsDocument, { skip: !opened });
  const [create, { loading }] = useMutation(CreateCoachingSessionDocument, { refetchQueries: ['CoachingSessions'] });
  const now = new Date();
  now.setMinutes(0, 0, 0);
  const [values, setValues] = useState({
    startupId: '',
    name: '',
    meetingType: 'UNSCHEDULED_COACHING_SESSION',
    start: localInput(new Date(now.getTime() - 3_600_000)),
    end: localInput(now),
    topics: [] as string[],
    conferenceLink: '',
    editor: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, CoachingErrorName>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const iso = (local: string) => (local ? new Date(local).toISOString() : '');
  const fieldError = (field: string) => {
    const e = errors[field];
    return e
      ? t(`coaching.errors.${e}`, { max: e === 'tooLong' ? COACHING_LIMITS.maxSessionMinutes : COACHING_LIMITS.name })
      : undefined;
  };

  const submit = async () => {
    const found = coachingSessionFieldErrors({
      name: values.name,
      meetingType: values.meetingType,
      startTime: iso(values.start),
      endTime: iso(values.end),
      expectedDuration: null,
      topics: values.topics,
      conferenceLink: values.conferenceLink,
      notes: values.editor,
      staffNotes: '',
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length || !values.startupId) return;
    try {
      const res = await create({
        variables: {
          input: {
            startupId: values.startupId,
            name: values.name,
            meetingType: values.meetingType as (typeof COACHING_MEETING_TYPES)[number],
            startTime: iso(values.start),
            endTime: iso(values.end),
            topics: values.topics,
            conferenceLink: values.conferenceLink,
            editor: values.editor,
          },
        },
      });
      onClose();
      const id = res.data?.createCoachingSession._id;
      if (id) void navigate(`/coaching/session/${id}`);
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('coaching.log.title')} size="lg">
      <Stack gap="sm">
        <Select
          label={t('coaching.log.startup')}
          required
          searchable
          data={(data?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }))}
          value={values.startupId || null}
          onChange={(v) => set({ startupId: v ?? '' })}
        />
        <TextInput
          label={t('coaching.log.name')}
          required
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={fieldError('name')}
        />
        <Select
          label={t('coaching.log.type')}
          data={COACHING_MEETING_TYPES.map((type) => ({ value: type, label: t(`coaching.type.${type}`) }))}
          value={values.meetingType}
          onChange={(v) => set({ meetingType: v ?? values.meetingType })}
          allowDeselect={false}
        />
        <Group grow>
          <TextInput
            type="datetime-local"
            label={t('coaching.log.start')}
            value={values.start}
            onChange={(e) => set({ start: e.currentTarget.value })}
            error={fieldError('startTime')}
          />
          <TextInput
            type="datetime-local"
            label={t('coaching.log.end')}
            value={values.end}
            onChange={(e) => set({ end: e.currentTarget.value })}
            error={fieldError('endTime')}
          />
        </Group>
        <TagsInput
          label={t('coaching.log.topics')}
          value={values.topics}
          onChange={(topics) => set({ topics })}
          error={fieldError('topics')}
        />
        <TextInput
          label={t('coaching.log.link')}
          value={values.conferenceLink}
          onChange={(e) => set({ conferenceLink: e.currentTarget.value })}
          error={fieldError('conferenceLink')}
        />
        <Textarea
          label={t('coaching.session.notes')}
          autosize
          minRows={3}
          value={values.editor}
          onChange={(e) => set({ editor: e.currentTarget.value })}
        />
        {failure ? (
          <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
            {failure}
          </div>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('coaching.log.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={loading} disabled={!values.startupId}>
            {t('coaching.log.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
