// "Are you sure you want to delete this task?" with Cancel and Confirm (spec 01 §5). The dialog closes whatever the
// answer; a failure is reported by the list the task was in (its error banner).
import { TASK_MESSAGES } from '@ascent/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteTask, type TaskCard } from './useTaskActions.ts';

interface Props {
  readonly task: TaskCard | null;
  readonly onClose: () => void;
  readonly onFailed: (message: string) => void;
}

export function DeleteTaskDialog({ task, onClose, onFailed }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteTask();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!task) return;
    setBusy(true);
    const failure = await remove(task);
    setBusy(false);
    onClose();
    if (failure) onFailed(failure);
  };
  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={t('tasks.delete.title')}
      centered
      data-testid="task-delete-dialog"
    >
      <Text mb="lg">{t(TASK_MESSAGES.deleteConfirm.key)}</Text>
      {task ? (
        <Text size="sm" c="dimmed" mb="lg" dir="auto">
          {task.name}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('tasks.delete.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="task-delete-confirm">
          {t('tasks.delete.confirmButton')}
        </Button>
      </Group>
    </Modal>
  );
}
