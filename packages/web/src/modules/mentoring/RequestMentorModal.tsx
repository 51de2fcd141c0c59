// A founder asks a proposed mentor: an optional message, sent with the skills chosen in the finder.
import { MENTOR_REQUEST_MESSAGE_MAX } from '@ascent/shared';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { RequestMentorDocument } from '../../generated/graphql.ts';
import { MENTORING_ERRORS } from './mentoringErrors.ts';

export function RequestMentorModal({
  mentor,
  startupId,
  skillIds,
  onClose,
  onSent,
}: {
  readonly mentor: { readonly _id: string; readonly fullName: string };
  readonly startupId: string;
  readonly skillIds: readonly string[];
  readonly onClose: () => void;
  readonly onSent: () => void;
}) {
  const { t } = useTranslation();
  const failure = useErrorMessage(MENTORING_ERRORS);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestMentorDocument, {
    refetchQueries: ['MentorSuggestions', 'MentorRequests'],
    awaitRefetchQueries: true,
  });
  const tooLong = message.trim().length > MENTOR_REQUEST_MESSAGE_MAX;

  const submit = async () => {
    setError(null);
    try {
      await send({ variables: { startupId, mentorId: mentor._id, skillIds: [...skillIds], message: message.trim() } });
      onSent();
    } catch (e) {
      setError(failure(e));
    }
  };

  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={600}>{t('mentoring.request.title', { name: mentor.fullName })}</Modal.Title>
          <Modal.CloseButton aria-label={t('mentoring.request.cancel')} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!tooLong) void submit();
            }}
          >
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('mentoring.request.intro')}
              </Text>
              {error ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {error}
                </Alert>
              ) : null}
              <Textarea
                label={t('mentoring.request.message')}
                description={t('mentoring.request.messageHelp')}
                autosize
                minRows={3}
                maxRows={8}
                dir="auto"
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
                error={tooLong ? t('mentoring.errors.messageTooLong', { max: MENTOR_REQUEST_MESSAGE_MAX }) : null}
                data-testid="request-mentor-message"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('mentoring.request.cancel')}
                </Button>
                <Button type="submit" loading={loading} disabled={tooLong} data-testid="request-mentor-send">
                  {t('mentoring.request.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
