// The bulk bar's "assign evaluators" dialog (issue 21 §5): one round of the selected applications' intake (read
// through the first of them) and evaluators of that round's pool (the review board). The intake of each ticked
// application is read from the pipeline's cached rows; a selection spanning intakes is said so and cannot be sent.
// The server checks it all again.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BulkIntakeRoundsDocument,
  BulkSelectedApplicationFragmentDoc,
  ReviewBoardDocument,
} from '../../generated/graphql.ts';
import { useBulkErrorMessage } from './applicationErrors.ts';

/** The one intake of the selection: 'single', 'mixed' when several, 'unknown' when a row is not in the cache. */
function useSelectionIntake(selected: readonly string[]): 'single' | 'mixed' | 'unknown' {
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
    return ids.size === 1 ? 'single' : ids.size === 0 ? 'unknown' : 'mixed';
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
  const message = useBulkErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const intake = useSelectionIntake(selected);
  const single = intake === 'single';
  // The rounds through one of the applications (managing it is enough; the funnels list needs FUNNELS:EDIT).
  const intakeRounds = useQuery(BulkIntakeRoundsDocument, {
    variables: { id: selected[0] ?? '' },
    skip: !single,
    fetchPolicy: 'no-cache',
  });
  const rounds = intakeRounds.data?.application.rounds.map((r) => r.round) ?? [];
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
  const loading = intakeRounds.loading || board.loading;
  const loadError = intakeRounds.error ?? board.error;
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
            ) : loadError ? (
              <Alert color="red" role="alert">
                {message(loadError)}
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
