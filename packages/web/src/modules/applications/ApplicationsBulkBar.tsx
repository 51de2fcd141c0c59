// The pipeline's bulk bar (issue 21 §5): with applications ticked, staff accept, reject or delay-reject them, move
// them to a review stage, assign evaluators for a round or email their members, in one operation — confirmed first
// (assign and email in their own dialog), then followed by the live progress toast (ui/batchOperations.tsx). Each
// application is checked again by the server when its turn comes.
import { useMutation } from '@apollo/client/react';
import {
  APPLICATION_BATCH_ACTIONS,
  APPLICATION_STATUSES,
  isDecidedStatus,
  type ApplicationBatchAction,
  type ApplicationStatus,
} from '@ascent/shared';
import { Button, Card, Group, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartApplicationBatchDocument } from '../../generated/graphql.ts';
import { useBatchOperations } from '../../ui/batchOperations.tsx';
import { useBulkErrorMessage } from './applicationErrors.ts';
import { ApplicationsBulkAssignModal } from './ApplicationsBulkAssignModal.tsx';
import { ApplicationsBulkEmailModal } from './ApplicationsBulkEmailModal.tsx';

const STAGES = APPLICATION_STATUSES.filter((s) => s !== 'draft' && !isDecidedStatus(s));

export function ApplicationsBulkBar({
  selected,
  onStarted,
}: {
  readonly selected: readonly string[];
  readonly onStarted: () => void;
}) {
  const { t } = useTranslation();
  const message = useBulkErrorMessage();
  const { start } = useBatchOperations();
  const [action, setAction] = useState<ApplicationBatchAction>('accept');
  const [stage, setStage] = useState<ApplicationStatus>(STAGES[0]!);
  const [confirming, setConfirming] = useState(false);
  const [mutate, { loading }] = useMutation(StartApplicationBatchDocument);
  /** Starts the operation; answers the error's message, or null once started. */
  const send = async (extra: {
    status?: ApplicationStatus;
    roundId?: string;
    evaluatorIds?: string[];
    message?: { subject: string; body: string };
  }): Promise<string | null> => {
    try {
      const res = await mutate({ variables: { action, applicationIds: [...selected], ...extra } });
      const id = res.data?.startApplicationBatchOperation;
      if (id) start({ id, total: selected.length });
      setConfirming(false);
      onStarted();
      return null;
    } catch (error) {
      return message(error);
    }
  };
  const run = async () => {
    const failure = await send(action === 'move' ? { status: stage } : {});
    if (failure) notifications.show({ color: 'red', message: failure });
    setConfirming(false);
  };
  const dialog = action === 'assign' || action === 'email';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      role="region"
      aria-label={t('applications.bulk.title')}
      data-testid="applications-bulk-bar"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text fw={600} aria-live="polite" data-testid="applications-bulk-count">
          {t('applications.bulk.selected', { count: selected.length })}
        </Text>
        <NativeSelect
          label={t('applications.bulk.action')}
          data={APPLICATION_BATCH_ACTIONS.map((a) => ({ value: a, label: t(`applications.bulk.actions.${a}`) }))}
          value={action}
          onChange={(e) => {
            setAction(e.currentTarget.value as ApplicationBatchAction);
            setConfirming(false);
          }}
          data-testid="applications-bulk-action"
        />
        {action === 'move' ? (
          <NativeSelect
            label={t('applications.bulk.stage')}
            data={STAGES.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
            value={stage}
            onChange={(e) => setStage(e.currentTarget.value as ApplicationStatus)}
            data-testid="applications-bulk-stage"
          />
        ) : null}
        {confirming && action === 'assign' ? (
          <ApplicationsBulkAssignModal
            selected={selected}
            onClose={() => setConfirming(false)}
            onConfirm={(vars) => send(vars)}
          />
        ) : null}
        {confirming && action === 'email' ? (
          <ApplicationsBulkEmailModal onClose={() => setConfirming(false)} onConfirm={(m) => send({ message: m })} />
        ) : null}
        {confirming && !dialog ? (
          <>
            <Text size="sm">{t('applications.bulk.confirm', { count: selected.length })}</Text>
            <Button loading={loading} onClick={() => void run()} data-testid="applications-bulk-confirm">
              {t('applications.bulk.run')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('applications.bulk.cancel')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setConfirming(true)} data-testid="applications-bulk-apply">
            {t('applications.bulk.apply')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
