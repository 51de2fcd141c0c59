// The local list of running batch operations (spec 01 §4) and their live toasts: an entry is added when an
// operation starts and removed by id when its final update arrives. Each entry follows its operation over the
// subscription and shows "Processing n/total", then the result: full success closes after 3 s (startups), a
// partial or failed result stays until dismissed.
import {
  applyBatchUpdate,
  batchProcessedCount,
  batchSuccessToastMs,
  isFinalBatchUpdate,
  startBatchProgress,
  TOAST_MS,
  type BatchProgress,
  type BatchUpdateType,
} from '@ascent/shared';
import { useSubscription } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupBatchOperationUpdatedDocument } from '../../../generated/graphql.ts';

export interface RunningBatch {
  readonly id: string;
  readonly total: number;
}

interface BatchList {
  readonly running: readonly RunningBatch[];
  start(op: RunningBatch): void;
}

const BatchContext = createContext<BatchList | null>(null);

export function useBatchOperations(): BatchList {
  const list = use(BatchContext);
  if (!list) throw new Error('useBatchOperations needs a BatchOperationsProvider');
  return list;
}

function BatchFollower({ op, onFinished }: { readonly op: RunningBatch; readonly onFinished: (id: string) => void }) {
  const { t } = useTranslation();
  const progress = useRef<BatchProgress>(startBatchProgress(op.total));
  const toastId = `startup-batch-${op.id}`;
  const message = (p: BatchProgress) => {
    switch (p.phase) {
      case 'validating':
      case 'processing':
        return t('batch.processing', { done: batchProcessedCount(p), total: p.total });
      case 'succeeded':
        return t('startups.batch.succeeded', { count: p.succeeded });
      case 'partiallySucceeded':
        return `${t('batch.partial', { processed: p.succeeded, failed: p.failed })} ${t('batch.failed.startups', { count: p.failed })}`;
      case 'failed':
        return p.failed ? t('batch.failed.startups', { count: p.failed }) : t('batch.error');
      default:
        return '';
    }
  };
  const body = (p: BatchProgress) => (
    <span data-testid="batch-toast" data-phase={p.phase}>
      {message(p)}
    </span>
  );

  useEffect(() => {
    notifications.show({
      id: toastId,
      loading: true,
      title: t('startups.batch.title'),
      message: body(progress.current),
      autoClose: false,
      withCloseButton: true,
    });
    // Shown once per operation; later steps update it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useSubscription(StartupBatchOperationUpdatedDocument, {
    variables: { operationId: op.id },
    onData: ({ data }) => {
      const update = data.data?.startupBatchOperationUpdated;
      if (!update) return;
      const p = applyBatchUpdate(progress.current, update.updateType as BatchUpdateType);
      progress.current = p;
      const final = isFinalBatchUpdate(update.updateType);
      notifications.update({
        id: toastId,
        loading: !final,
        color: !final
          ? 'blue'
          : p.phase === 'succeeded'
            ? 'green'
            : p.phase === 'partiallySucceeded'
              ? 'orange'
              : 'red',
        title: t('startups.batch.title'),
        message: body(p),
        autoClose: !final ? false : p.phase === 'succeeded' ? batchSuccessToastMs('startups') : TOAST_MS,
        withCloseButton: true,
      });
      if (final) onFinished(op.id);
    },
  });
  return null;
}

export function BatchOperationsProvider({
  children,
  onFinished,
}: {
  readonly children: ReactNode;
  readonly onFinished?: (id: string) => void;
}) {
  const [running, setRunning] = useState<readonly RunningBatch[]>([]);
  const start = useCallback((op: RunningBatch) => setRunning((list) => [...list, op]), []);
  const finished = useCallback(
    (id: string) => {
      setRunning((list) => list.filter((op) => op.id !== id));
      onFinished?.(id);
    },
    [onFinished],
  );
  const value = useMemo(() => ({ running, start }), [running, start]);
  return (
    <BatchContext value={value}>
      {children}
      {running.map((op) => (
        <BatchFollower key={op.id} op={op} onFinished={finished} />
      ))}
    </BatchContext>
  );
}
