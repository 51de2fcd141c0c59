// Moving a session: new start and end, checked by the shared rules before anything is sent; the change lands in the
// history and the people of the session hear of it.
import { useMutation } from '@apollo/client/react';
import { coachingSessionFieldErrors, COACHING_LIMITS } from '@ascent/shared';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateCoachingSessionDocument, type CoachingSessionFieldsFragment } from '../../generated/graphql.ts';
import { useCoachingErrorMessage } from './coachingErrors.ts';

/** A local "yyyy-MM-ddTHH:mm" for an input of type datetime-local. */
export const localInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function SessionReschedule({ session }: { readonly session: CoachingSessionFieldsFragment }) {
  const { t } = useTranslation();
  const message = useCoachingErrorMessage();
  const [start, setStart] = useState(localInput(new Date(session.sessionStartDateTime)));
  const [end, setEnd] = useState(localInput(new Date(session.sessionEndDateTime)));
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateCoachingSessionDocument, {
    refetchQueries: ['CoachingSessionChangelog'],
  });
  const iso = (local: string) => (local ? new Date(local).toISOString() : '');
  const submit = async () => {
    const found = coachingSessionFieldErrors({
      name: session.name,
      meetingType: session.meetingType,
      startTime: iso(start),
      endTime: iso(end),
      expectedDuration: null,
      topics: [],
      conferenceLink: '',
      notes: '',
      staffNotes: '',
    });
    const reason = found.startTime ?? found.endTime;
    if (reason) {
      setError(t(`coaching.errors.${reason}`, { max: COACHING_LIMITS.maxSessionMinutes }));
      return;
    }
    setError(null);
    try {
      await update({ variables: { id: session._id, input: { startTime: iso(start), endTime: iso(end) } } });
      notifications.show({ color: 'green', message: t('coaching.session.saved'), withCloseButton: false });
    } catch (e) {
      setError(message(e));
    }
  };
  return (
    <Group align="flex-end" className="no-print" wrap="wrap">
      <TextInput
        type="datetime-local"
        label={t('coaching.log.start')}
        value={start}
        onChange={(e) => setStart(e.currentTarget.value)}
      />
      <TextInput
        type="datetime-local"
        label={t('coaching.log.end')}
        value={end}
        onChange={(e) => setEnd(e.currentTarget.value)}
        error={error}
      />
      <Button variant="default" onClick={() => void submit()} loading={loading}>
        {t('coaching.session.reschedule')}
      </Button>
    </Group>
  );
}
