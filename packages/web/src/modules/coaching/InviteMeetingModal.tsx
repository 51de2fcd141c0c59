// "Invite to a meeting": a coach, mentor or the programme team proposes up to five times to a startup's people (and
// team members). Each invitee gets an email with their own link to choose a time or decline. The shared rules check
// the form before sending; the server adds the blockers (not matched with the startup, not enough hours left).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  COACHING_INVITE_LIMITS,
  SESSION_DURATIONS_MINUTES,
  coachingInviteFieldErrors,
  type CoachingInviteErrorName,
} from '@ascent/shared';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CoachingInvitePeopleDocument,
  CoachingStartupOptionsDocument,
  CreateCoachingInviteDocument,
} from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { useCoachingInviteErrorMessage } from './coachingInviteErrors.ts';
import { localInput } from './SessionReschedule.tsx';

const iso = (local: string) => (local ? new Date(local).toISOString() : '');

/** Tomorrow and the two days after, at 10:00 local time: three times to start from. */
function firstTimes(): string[] {
  return [1, 2, 3].map((days) => {
    const at = new Date();
    at.setDate(at.getDate() + days);
    at.setHours(10, 0, 0, 0);
    return localInput(at);
  });
}

export function InviteMeetingModal({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const message = useCoachingInviteErrorMessage();
  const { data: options } = useQuery(CoachingStartupOptionsDocument);
  const [startupId, setStartupId] = useState('');
  const { data: people } = useQuery(CoachingInvitePeopleDocument, {
    variables: { id: startupId },
    skip: !startupId,
  });
  const [create, { loading }] = useMutation(CreateCoachingInviteDocument, {
    refetchQueries: ['CoachingInvites', 'StartupEventTimeline'],
  });
  const [values, setValues] = useState({
    name: '',
    duration: 60,
    times: firstTimes(),
    conferenceLink: '',
    message: '',
    founders: null as string[] | null,
    team: [] as string[],
  });
  const [errors, setErrors] = useState<Partial<Record<string, CoachingInviteErrorName>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const founders = people?.startup.people ?? [];
  const chosenFounders = values.founders ?? founders.map((p) => p._id);
  const staff = (people?.startup.staff ?? []).filter((p) => p._id !== user._id);
  const fieldError = (field: string) => {
    const e = errors[field];
    return e
      ? t(`coachingInvite.errors.${e}`, {
          max: e === 'badTimes' ? COACHING_INVITE_LIMITS.times : COACHING_INVITE_LIMITS.message,
        })
      : undefined;
  };

  const submit = async () => {
    const input = {
      startupId,
      name: values.name,
      duration: values.duration,
      times: values.times.map(iso),
      conferenceLink: values.conferenceLink,
      message: values.message,
      startupInviteeIds: chosenFounders,
      incubatorInviteeIds: values.team,
    };
    const found = coachingInviteFieldErrors(input, Date.now());
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length || !startupId) return;
    try {
      await create({ variables: { input } });
      notifications.show({ color: 'teal', message: t('coachingInvite.form.sent') });
      onClose();
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    // The compound form: its header is presentational (a <header> in the dialog would be a second banner landmark).
    <Modal.Root opened onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{t('coachingInvite.form.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('booking.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="sm">
            <Select
              label={t('coaching.log.startup')}
              required
              searchable
              data={(options?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={startupId || null}
              onChange={(v) => {
                setStartupId(v ?? '');
                set({ founders: null, team: [] });
              }}
              data-testid="invite-startup"
            />
            <TextInput
              label={t('coaching.log.name')}
              required
              value={values.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={fieldError('name')}
              data-testid="invite-name"
            />
            <Select
              label={t('coachingInvite.form.duration')}
              data={SESSION_DURATIONS_MINUTES.map((m) => ({
                value: String(m),
                label: t('coachingInvite.minutes', { count: m }),
              }))}
              value={String(values.duration)}
              onChange={(v) => set({ duration: Number(v ?? values.duration) })}
              allowDeselect={false}
            />
            <Stack gap={6} role="group" aria-label={t('coachingInvite.form.times')}>
              <Text size="sm" fw={500}>
                {t('coachingInvite.form.times')}
              </Text>
              {values.times.map((time, i) => (
                <Group key={i} gap="xs" wrap="nowrap">
                  <TextInput
                    type="datetime-local"
                    flex={1}
                    aria-label={t('coachingInvite.form.time', { n: i + 1 })}
                    value={time}
                    onChange={(e) => set({ times: values.times.map((x, j) => (j === i ? e.currentTarget.value : x)) })}
                    data-testid="invite-time"
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('coachingInvite.form.removeTime', { n: i + 1 })}
                    disabled={values.times.length === 1}
                    onClick={() => set({ times: values.times.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {fieldError('times') ? (
                <Text size="sm" c="red" role="alert">
                  {fieldError('times')}
                </Text>
              ) : null}
              {values.times.length < COACHING_INVITE_LIMITS.times ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => set({ times: [...values.times, values.times.at(-1) ?? firstTimes()[0]!] })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('coachingInvite.form.addTime')}
                </Button>
              ) : null}
            </Stack>
            {startupId ? (
              <Checkbox.Group
                label={t('coachingInvite.form.founders')}
                value={chosenFounders}
                onChange={(ids) => set({ founders: ids })}
                error={fieldError('startupInviteeIds')}
              >
                <Stack gap={4} mt={4}>
                  {founders.map((p) => (
                    <Checkbox key={p._id} value={p._id} label={p.fullName} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : null}
            {staff.length ? (
              <MultiSelect
                label={t('coachingInvite.form.team')}
                data={staff.map((p) => ({ value: p._id, label: p.fullName }))}
                value={values.team}
                onChange={(team) => set({ team })}
                clearable
              />
            ) : null}
            <TextInput
              label={t('coaching.log.link')}
              value={values.conferenceLink}
              onChange={(e) => set({ conferenceLink: e.currentTarget.value })}
              error={fieldError('conferenceLink')}
            />
            <Textarea
              label={t('coachingInvite.form.message')}
              autosize
              minRows={2}
              value={values.message}
              onChange={(e) => set({ message: e.currentTarget.value })}
              error={fieldError('message')}
            />
            {failure ? (
              <Text c="red" size="sm" role="alert" data-testid="invite-error">
                {failure}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('coaching.log.cancel')}
              </Button>
              <Button onClick={() => void submit()} loading={loading} disabled={!startupId} data-testid="invite-send">
                {t('coachingInvite.form.send')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
