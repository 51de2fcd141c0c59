// Spec §4: "Maximum number of sessions reached": continue (end the oldest session and sign in) or cancel.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function MaxSessionsDialog({
  opened,
  busy,
  onContinue,
  onCancel,
}: {
  readonly opened: boolean;
  readonly busy: boolean;
  readonly onContinue: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('sessions.max.title')}
      centered
      data-testid="max-sessions-dialog"
    >
      <Text mb="lg">{t('sessions.max.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('sessions.max.cancel')}
        </Button>
        <Button onClick={onContinue} loading={busy}>
          {t('sessions.max.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
