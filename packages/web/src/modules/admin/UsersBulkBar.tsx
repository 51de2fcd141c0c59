// The users screen's bulk actions (spec 01 §4): with users selected, choose an action (change role, add to a
// programme, add a skill or people tag, deactivate, resend the invitation), its target, and confirm; the operation then runs on the
// server and its live toast follows it ("Processing n/total", then "Failed: n users." or the result). A request the
// server refuses as a whole (an archived programme, oneself locked out…) says why and changes nothing.
import {
  canGrantRoleType,
  USER_BATCH_ACTIONS,
  USER_BATCH_ERROR_MESSAGES,
  userBatchTargetKind,
  type UserBatchAction,
} from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminStartUserBatchDocument,
  PortfolioProgramsDocument,
  TagsOfKindDocument,
  type AdminUserRolesQuery,
  type RoleType,
} from '../../generated/graphql.ts';
import { useErrorMessage } from '../../app/errors.ts';
import { useBatchOperations } from '../../ui/batchOperations.tsx';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { ADMIN_ERRORS, type Feedback } from './AdminFeedback.tsx';
import { roleName } from './names.ts';

type RoleOption = AdminUserRolesQuery['userRoles'][number];

const BULK_ERRORS = { ...ADMIN_ERRORS, reasons: { ...ADMIN_ERRORS.reasons, ...USER_BATCH_ERROR_MESSAGES } };

export function UsersBulkBar({
  selected,
  roles,
  mayInvite,
  onStarted,
  onFailed,
}: {
  readonly selected: readonly string[];
  readonly roles: readonly RoleOption[];
  readonly mayInvite: boolean;
  readonly onStarted: () => void;
  readonly onFailed: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { start } = useBatchOperations();
  const failure = useErrorMessage(BULK_ERRORS);
  const actions = USER_BATCH_ACTIONS.filter((a) => a !== 'RESEND_INVITATION' || mayInvite);
  const [action, setAction] = useState<UserBatchAction>('CHANGE_ROLE');
  const [targetId, setTargetId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const targetKind = userBatchTargetKind(action);
  const programs = useQuery(PortfolioProgramsDocument, { skip: targetKind !== 'program' }).data?.programs ?? [];
  const skills = useQuery(TagsOfKindDocument, { variables: { kind: 'mentortag' }, skip: targetKind !== 'tag' });
  const peopleTags = useQuery(TagsOfKindDocument, { variables: { kind: 'user' }, skip: targetKind !== 'tag' });
  const tagGroups = [
    { group: t('taxonomy.kinds.mentortag'), items: skills.data?.tags ?? [] },
    { group: t('taxonomy.kinds.user'), items: peopleTags.data?.tags ?? [] },
  ].map(({ group, items }) => ({ group, items: items.map((x) => ({ value: x._id, label: x.name })) }));
  const [mutate, { loading }] = useMutation(AdminStartUserBatchDocument);
  const targets =
    targetKind === 'role'
      ? roles
          .filter((r) => canGrantRoleType(me.role.type, r.type as RoleType))
          .map((r) => ({ value: r._id, label: roleName(r, t) }))
      : targetKind === 'program'
        ? programs.map((p) => ({ value: p._id, label: p.name }))
        : [];
  const targetLabel = [...targets, ...tagGroups.flatMap((g) => g.items)].find((x) => x.value === targetId)?.label ?? '';
  const ready = targetKind === null || targetId !== '';

  const run = async () => {
    try {
      const res = await mutate({
        variables: { action, userIds: [...selected], targetId: targetKind ? targetId : null },
      });
      const id = res.data?.startUserBatchOperation;
      if (id) start({ id, total: selected.length });
      onStarted();
    } catch (error) {
      onFailed({ tone: 'error', message: failure(error) });
    }
    setConfirming(false);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      role="region"
      aria-label={t('admin.users.bulk.title')}
      data-testid="users-bulk-bar"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text fw={600} aria-live="polite" data-testid="users-bulk-count">
          {t('admin.users.bulk.selected', { count: selected.length })}
        </Text>
        <NativeSelect
          label={t('admin.users.bulk.action')}
          data={actions.map((a) => ({ value: a, label: t(`admin.users.bulk.actions.${a}`) }))}
          value={action}
          onChange={(e) => {
            setAction(e.currentTarget.value as UserBatchAction);
            setTargetId('');
          }}
          data-testid="users-bulk-action"
        />
        {targetKind ? (
          <NativeSelect
            label={t(`admin.users.bulk.target.${targetKind}`)}
            data={[
              { value: '', label: t('admin.users.bulk.choose') },
              ...(targetKind === 'tag' ? tagGroups.filter((g) => g.items.length > 0) : targets),
            ]}
            value={targetId}
            onChange={(e) => setTargetId(e.currentTarget.value)}
            data-testid="users-bulk-target"
          />
        ) : null}
        <Button disabled={!ready} onClick={() => setConfirming(true)} data-testid="users-bulk-apply">
          {t('admin.users.bulk.apply')}
        </Button>
      </Group>
      <Modal.Root opened={confirming} onClose={() => setConfirming(false)} centered>
        <Modal.Overlay />
        <Modal.Content data-testid="users-bulk-confirm">
          <Modal.Header role="none">
            <Modal.Title>{t('admin.users.bulk.confirmTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('admin.cancel')} />
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <Text>{t(`admin.users.bulk.confirm.${action}`, { count: selected.length, target: targetLabel })}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('admin.cancel')}
                </Button>
                <Button
                  color={action === 'DEACTIVATE' ? 'red' : undefined}
                  loading={loading}
                  onClick={() => void run()}
                  data-testid="users-bulk-confirm-button"
                >
                  {t('admin.users.confirm')}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Card>
  );
}
