// A list of tasks with its edit panel, delete dialog and error banner (spec 01 §8: a failed delete closes the
// dialog and shows in an error banner here, which goes after ALERT_DISMISS_MS and is scrolled into view).
import { ALERT_DISMISS_MS } from '@ascent/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteTaskDialog } from './DeleteTaskDialog.tsx';
import { TaskFormDrawer } from './TaskFormDrawer.tsx';
import { TaskItem } from './TaskItem.tsx';
import type { TaskCard } from './useTaskActions.ts';

interface Props {
  readonly tasks: readonly TaskCard[];
  readonly empty: string;
  readonly showAssignees?: boolean;
  readonly label?: string;
  /** Edit and delete (off inside the header's popover, which closes when a menu outside it is used). */
  readonly withActions?: boolean;
}

export function useErrorBanner(): [string | null, (message: string | null) => void, RefObject<HTMLDivElement | null>] {
  const [message, setMessage] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message) return;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    const timer = setTimeout(() => setMessage(null), ALERT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage, ref];
}

export function TaskList({ tasks, empty, showAssignees = false, label, withActions = true }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TaskCard | null>(null);
  const [deleting, setDeleting] = useState<TaskCard | null>(null);
  const [banner, setBanner, bannerRef] = useErrorBanner();
  const now = new Date();
  return (
    <Stack gap={0}>
      {banner ? (
        <Alert
          ref={bannerRef}
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('tasks.list.dismiss')}
          onClose={() => setBanner(null)}
          mb="sm"
          data-testid="task-list-error"
        >
          {banner}
        </Alert>
      ) : null}
      {tasks.length === 0 ? (
        <Text c="dimmed" py="sm" data-testid="task-list-empty">
          {empty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tasks.map((task, i) => (
            <li
              key={task._id}
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <TaskItem
                task={task}
                showAssignees={showAssignees}
                onEdit={withActions ? setEditing : undefined}
                onDelete={withActions ? setDeleting : undefined}
                now={now}
              />
            </li>
          ))}
        </Stack>
      )}
      <TaskFormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        task={editing}
        defaultAssignees={editing?.assigneeSelection ?? []}
      />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} onFailed={setBanner} />
    </Stack>
  );
}
