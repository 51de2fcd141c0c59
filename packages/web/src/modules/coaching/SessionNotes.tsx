// The notes of a session: the coach's notes (its coaches and the team write them; the startup reads them) and the
// staff notes (the team writes them and decides whether the startup sees them).
import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateCoachingSessionDocument, type CoachingSessionFieldsFragment } from '../../generated/graphql.ts';
import { useCoachingErrorMessage } from './coachingErrors.ts';

export function SessionNotes({ session }: { readonly session: CoachingSessionFieldsFragment }) {
  const { t } = useTranslation();
  const message = useCoachingErrorMessage();
  const [notes, setNotes] = useState(session.editor);
  const [staffNotes, setStaffNotes] = useState(session.staffEditor ?? '');
  const [update, { loading }] = useMutation(UpdateCoachingSessionDocument, {
    refetchQueries: ['CoachingSessionChangelog'],
  });
  const save = async (input: Record<string, unknown>) => {
    try {
      await update({ variables: { id: session._id, input } });
      notifications.show({ color: 'green', message: t('coaching.session.saved'), withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('coaching.session.notes')}
          </Title>
          {session.canEditNotes ? (
            <>
              <Textarea
                aria-label={t('coaching.session.notes')}
                autosize
                minRows={4}
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                data-testid="coach-notes"
              />
              <Group justify="flex-end" className="no-print">
                <Button onClick={() => void save({ editor: notes })} loading={loading}>
                  {t('coaching.session.saveNotes')}
                </Button>
              </Group>
            </>
          ) : (
            <Text style={{ whiteSpace: 'pre-wrap' }} c={session.editor ? undefined : 'dimmed'}>
              {session.editor || t('coaching.session.noNotes')}
            </Text>
          )}
        </Stack>
      </Card>
      {session.staffEditor !== null && session.staffEditor !== undefined ? (
        <Card withBorder padding="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('coaching.session.staffNotes')}
            </Title>
            {session.canEditStaffNotes ? (
              <>
                <Textarea
                  aria-label={t('coaching.session.staffNotes')}
                  autosize
                  minRows={3}
                  value={staffNotes}
                  onChange={(e) => setStaffNotes(e.currentTarget.value)}
                />
                <Group justify="space-between" className="no-print">
                  <Switch
                    label={t('coaching.session.staffNotesPublic')}
                    checked={session.staffEditorPublic}
                    onChange={(e) => void save({ staffEditorPublic: e.currentTarget.checked })}
                  />
                  <Button onClick={() => void save({ staffEditor: staffNotes })} loading={loading}>
                    {t('coaching.session.saveNotes')}
                  </Button>
                </Group>
              </>
            ) : (
              <Text style={{ whiteSpace: 'pre-wrap' }} c={session.staffEditor ? undefined : 'dimmed'}>
                {session.staffEditor || t('coaching.session.noNotes')}
              </Text>
            )}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
