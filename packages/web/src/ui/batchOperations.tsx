// The local list of running batch operations (spec 01 §4) and their live toasts, for any kind (startups, users):
// an entry is added when an operation starts and removed by id when its final update arrives. Each entry follows
// its operation over the kind's subscription and shows "Processing n/total", then the result: full success closes
// after the kind's delay (3 s for startups and users), a partial or failed result stays until dismissed.
import {
  applyBatchUpdate,
  batchProcessedCount,
  batchSuccessToastMs,
  isFinalBatchUpdate,
  startBatchProgress,
  TOAST_MS,
  type BatchKind,
  type BatchProgress,
  type BatchUpdateType,
} from '@ascent/shared';
import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchUpdateType as PushedUpdateType } from '../generated/graphql.ts';

/** What a kind's toast follows and says. */
export interface BatchFollowing {
  readonly kind: BatchKind;
  /** The kind's subscription, whose one field is the pushed update. */
  readonly document: TypedDocumentNode<
    Record<string, { updateType: PushedUpdateType } | undefined>,
    { operationId: string }
  >;
  readonly title: string;
  readonly succeeded: (count: number) => string;
}

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

function BatchFollower({
  op,
  following,
  onFinished,
}: {
  readonly op: RunningBatch;
  readonly following: BatchFollowing;
  readonly onFinished: (id: string) => void;
}) {
  const { t } = useTranslation();
  const progress = useRef<BatchProgress>(startBatchProgress(op.total));
  const toastId = `${following.kind}-batch-${op.id}`;
  const failedText = (count: number) => t(`batch.failed.${following.kind}`, { count });
  const message = (p: BatchProgress) => {
    switch (p.phase) {
      case 'validating':
      case 'processing':
        return t('batch.processing', { done: batchProcessedCount(p), total: p.total });
      case 'succeeded':
        return following.succeeded(p.succeeded);
      case 'partiallySucceeded':
        return `${t('batch.partial', { processed: p.succeeded, failed: p.failed })} ${failedText(p.failed)}`;
      case 'failed':
        return p.failed ? failedText(p.failed) : t('batch.error');
      default:
        return '';
    }
  };
  const body = (p: BatchProgress) => (
    <span data-testid="batch-toast" data-kind={following.kind} data-phase={p.phase}>
      {message(p)}
    </span>
  );

  useEffect(() => {
    notifications.show({
      id: toastId,
      loading: true,
      title: following.title,
      message: body(progress.current),
      autoClose: false,
      withCloseButton: true,
    });
    // Shown once per operation; later steps update it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useSubscription(following.document, {
    variables: { operationId: op.id },
    onData: ({ data }) => {
      const update = data.data ? Object.values(data.data)[0] : undefined;
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
        title: following.title,
        message: body(p),
        autoClose: !final ? false : p.phase === 'succeeded' ? batchSuccessToastMs(following.kind) : TOAST_MS,
        withCloseButton: true,
      });
      if (final) onFinished(op.id);
    },
  });
  return null;
}

export function BatchOperationsProvider({
  children,
  following,
  onFinished,
}: {
  readonly children: ReactNode;
  readonly following: BatchFollowing;
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
        <BatchFollower key={op.id} op={op} following={following} onFinished={finished} />
      ))}
    </BatchContext>
  );
}
