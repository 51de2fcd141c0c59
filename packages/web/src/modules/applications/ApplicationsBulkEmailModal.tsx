// The bulk bar's "email the applicants" dialog (issue 21 §5): a plain-text subject and message, sent by the server to
// every member of each selected application in the organisation's email layout (their language for the button and
// footer) and recorded on each application's activity.
import { APPLICATION_LIMITS } from '@ascent/shared';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ApplicationsBulkEmailModal({
  onClose,
  onConfirm,
}: {
  readonly onClose: () => void;
  /** Starts the operation; answers an error message to show, or null when started. */
  readonly onConfirm: (message: { subject: string; body: string }) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(await onConfirm({ subject, body }));
    setBusy(false);
  };
  const ready = subject.trim().length > 0 && body.trim().length > 0;
  return (
    <Modal.Root opened onClose={onClose} size="lg" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content data-testid="applications-bulk-email">
        <Modal.Header role="none">
          <Modal.Title>{t('applications.bulk.email.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('applications.bulk.cancel')} />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (ready) void submit();
            }}
          >
            <Stack gap="md">
              <Text size="sm">{t('applications.bulk.email.intro')}</Text>
              <TextInput
                label={t('applications.bulk.email.subject')}
                value={subject}
                onChange={(e) => setSubject(e.currentTarget.value)}
                maxLength={APPLICATION_LIMITS.messageSubjectMax}
                required
                dir="auto"
                data-testid="applications-bulk-subject"
              />
              <Textarea
                label={t('applications.bulk.email.body')}
                value={body}
                onChange={(e) => setBody(e.currentTarget.value)}
                maxLength={APPLICATION_LIMITS.messageBodyMax}
                description={`${body.length} / ${APPLICATION_LIMITS.messageBodyMax}`}
                autosize
                minRows={6}
                maxRows={16}
                required
                dir="auto"
                data-testid="applications-bulk-body"
              />
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('applications.bulk.cancel')}
                </Button>
                <Button type="submit" loading={busy} disabled={!ready} data-testid="applications-bulk-confirm">
                  {t('applications.bulk.email.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
