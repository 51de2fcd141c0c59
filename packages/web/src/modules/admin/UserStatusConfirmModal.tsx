// The users screen's confirmation of a status change (a status other than active signs the user out).
import type { SettableUserStatus } from '@ascent/shared';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminSetUserStatusDocument, type AdminManagedUserFragment } from '../../generated/graphql.ts';
import { useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { statusName } from './names.ts';

export type PendingStatus = { readonly user: AdminManagedUserFragment; readonly status: SettableUserStatus };

export function StatusConfirmModal({
  pending,
  onClose,
  onDone,
}: {
  readonly pending: PendingStatus | null;
  readonly onClose: () => void;
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const [setStatus, { loading }] = useMutation(AdminSetUserStatusDocument);
  const confirm = async () => {
    if (!pending) return;
    try {
      await setStatus({ variables: { userId: pending.user._id, status: pending.status } });
      onDone({
        tone: 'success',
        message: t('admin.users.statusChanged', { name: pending.user.fullName, status: statusName(pending.status, t) }),
      });
    } catch (error) {
      onDone({ tone: 'error', message: failure(error) });
    }
    onClose();
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={t('admin.users.confirmTitle')}
      centered
      data-testid="status-confirm"
    >
      {pending ? (
        <Stack gap="md">
          <Text>
            {t('admin.users.confirmBody', { name: pending.user.fullName, status: statusName(pending.status, t) })}
          </Text>
          {pending.status !== 'ACTIVE' ? (
            <Text size="sm" c="dimmed">
              {t('admin.users.confirmSignOut')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button
              color={pending.status === 'ACTIVE' ? undefined : 'red'}
              loading={loading}
              onClick={() => void confirm()}
              data-testid="confirm-status"
            >
              {t('admin.users.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
