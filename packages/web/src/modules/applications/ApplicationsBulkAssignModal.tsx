// The bulk bar's "assign evaluators" dialog (issue 21 §5): one round of the selected applications' intake and
// evaluators of that round's pool (the review board). The intake of each ticked application is read from the
// pipeline's cached rows; a selection spanning intakes is said so and cannot be sent. The server checks it all again.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkSelectedApplicationFragmentDoc, FunnelsDocument, ReviewBoardDocument } from '../../generated/graphql.ts';

/** The one intake of the selection: its id, 'mixed' when several, 'unknown' when a row is not in the cache. */
function useSelectionIntake(selected: readonly string[]): string | 'mixed' | 'unknown' {
  const client = useApolloClient();
  return useMemo(() => {
    const ids = new Set<string>();
    for (const _id of selected) {
      const row = client.cache.readFragment({
        id: client.cache.identify({ __typename: 'ApplicationListItem', _id }),
        fragment: BulkSelectedApplicationFragmentDoc,
      });
      if (!row) return 'unknown';
      ids.add(row.funnelId);
    }
    return ids.size === 1 ? [...ids][0]! : ids.size === 0 ? 'unknown' : 'mixed';
  }, [client, selected]);
}

export function ApplicationsBulkAssignModal({
  selected,
  onClose,
  onConfirm,
}: {
  readonly selected: readonly string[];
  readonly onClose: () => void;
  /** Starts the operation; answers an error message to show, or null when started. */
  readonly onConfirm: (vars: { roundId: string; evaluatorIds: string[] }) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const intake = useSelectionIntake(selected);
  const single = intake !== 'mixed' && intake !== 'unknown';
  const funnels = useQuery(FunnelsDocument, { skip: !single });
  const rounds = funnels.data?.funnels.find((f) => f._id === intake)?.rounds ?? [];
  const [chosenRound, setRound] = useState<string | null>(null);
  const roundId = chosenRound ?? rounds[0]?._id ?? null;
  const board = useQuery(ReviewBoardDocument, { variables: { roundId: roundId ?? '' }, skip: !roundId });
  const pool = board.data?.reviewBoard.review.pool ?? [];
  const [evaluatorIds, setEvaluators] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (!roundId) return;
    setBusy(true);
    setFailure(await onConfirm({ roundId, evaluatorIds }));
    setBusy(false);
  };
  const loading = funnels.loading || board.loading;
  return (
    <Modal.Root opened onClose={onClose} size="lg" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content data-testid="applications-bulk-assign">
        <Modal.Header role="none">
          <Modal.Title>{t('applications.bulk.assign.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('applications.bulk.cancel')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm">{t('applications.bulk.assign.intro')}</Text>
            {intake === 'mixed' || intake === 'unknown' ? (
              <Alert color="orange" role="status" data-testid="applications-bulk-assign-intakes">
                {t(
                  intake === 'mixed'
                    ? 'applications.bulk.assign.mixedIntakes'
                    : 'applications.bulk.assign.unknownIntake',
                )}
              </Alert>
            ) : loading && !board.data ? (
              <Loader size="sm" aria-label={t('common.loading')} />
            ) : rounds.length === 0 ? (
              <Alert color="orange" role="status">
                {t('applications.bulk.assign.noRounds')}
              </Alert>
            ) : (
              <>
                <NativeSelect
                  label={t('applications.bulk.assign.round')}
                  data={rounds.map((r) => ({ value: r._id, label: r.name }))}
                  value={roundId ?? ''}
                  onChange={(e) => {
                    setRound(e.currentTarget.value);
                    setEvaluators([]);
                  }}
                  data-testid="applications-bulk-round"
                />
                {board.data && pool.length === 0 ? (
                  <Alert color="orange" role="status">
                    {t('applications.bulk.assign.noPool')}
                  </Alert>
                ) : (
                  <MultiSelect
                    label={t('applications.bulk.assign.evaluators')}
                    data={pool.map((p) => ({ value: p._id, label: p.fullName }))}
                    value={evaluatorIds}
                    onChange={setEvaluators}
                    searchable
                    comboboxProps={{ withinPortal: true }}
                    data-testid="applications-bulk-evaluators"
                  />
                )}
              </>
            )}
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('applications.bulk.cancel')}
              </Button>
              <Button
                loading={busy}
                disabled={!single || !roundId || evaluatorIds.length === 0}
                onClick={() => void submit()}
                data-testid="applications-bulk-confirm"
              >
                {t('applications.bulk.assign.submit')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
