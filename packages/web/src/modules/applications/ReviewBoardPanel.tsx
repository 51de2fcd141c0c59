// The review board of one round (issue 21 §4): who evaluates it (the pool, evaluators per application, the day reviews
// close), the automatic balanced assignment with a cap per evaluator, and each submitted application with its
// evaluators — add one by hand, withdraw one who has not answered — and each evaluator's load.
import { useMutation, useQuery } from '@apollo/client/react';
import { REVIEW_LIMITS } from '@ascent/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWand, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AssignEvaluatorsDocument,
  AutoAssignEvaluatorsDocument,
  ReviewBoardDocument,
  SetRoundReviewDocument,
  UnassignEvaluationDocument,
  type ReviewBoardFieldsFragment,
} from '../../generated/graphql.ts';
import { useErrorMessage } from '../../app/errors.ts';
import { REVIEW_ERRORS } from './applicationErrors.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { EvaluatorProgressTable } from './EvaluatorProgressTable.tsx';
import { useScore } from './ScoreText.tsx';

type Board = ReviewBoardFieldsFragment;

function Settings({ board }: { readonly board: Board }) {
  const { t } = useTranslation();
  const message = useErrorMessage(REVIEW_ERRORS);
  const [pool, setPool] = useState(board.review.pool.map((p) => p._id));
  const [per, setPer] = useState<number | string>(board.review.evaluatorsPerApplication);
  const [closes, setCloses] = useState(board.review.reviewClosesOn ?? '');
  const [save, { loading }] = useMutation(SetRoundReviewDocument);
  const onSave = async () => {
    try {
      await save({
        variables: {
          roundId: board.review.roundId,
          input: { evaluatorIds: pool, evaluatorsPerApplication: Number(per), reviewClosesOn: closes || null },
        },
      });
      notifications.show({ color: 'green', message: t('reviews.board.saved') });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };
  return (
    <Card withBorder padding="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('reviews.board.settings')}
          </Title>
          <Text size="sm" c="dimmed">
            {board.review.evaluationFormTitle
              ? t('reviews.board.form', { form: board.review.evaluationFormTitle })
              : t('reviews.board.noForm')}
          </Text>
          <MultiSelect
            label={t('reviews.board.pool')}
            description={t('reviews.board.poolHint')}
            data={board.candidates.map((c) => ({ value: c._id, label: c.fullName }))}
            value={pool}
            onChange={setPool}
            searchable
            data-testid="review-pool"
          />
          <Group grow align="start">
            <NumberInput
              label={t('reviews.board.perApplication')}
              min={1}
              max={REVIEW_LIMITS.maxPerApplication}
              value={per}
              onChange={setPer}
              data-testid="review-per-application"
            />
            <TextInput
              type="date"
              label={t('reviews.board.closesOn')}
              description={t('reviews.board.closesOnHint')}
              value={closes}
              onChange={(e) => setCloses(e.currentTarget.value)}
            />
          </Group>
          <Group justify="end">
            <Button type="submit" loading={loading} data-testid="review-save">
              {t('reviews.board.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function AutoAssign({ board }: { readonly board: Board }) {
  const { t } = useTranslation();
  const message = useErrorMessage(REVIEW_ERRORS);
  const [cap, setCap] = useState<number | string>('');
  const [run, { loading }] = useMutation(AutoAssignEvaluatorsDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: ReviewBoardDocument,
          variables: { roundId: board.review.roundId },
          data: { reviewBoard: data.autoAssignEvaluators.board },
        });
    },
  });
  return (
    <Group align="end" wrap="wrap">
      <NumberInput
        label={t('reviews.board.cap')}
        description={t('reviews.board.capHint')}
        min={1}
        max={REVIEW_LIMITS.maxCap}
        value={cap}
        onChange={setCap}
        w={220}
        data-testid="review-cap"
      />
      <Button
        leftSection={<IconWand size={16} aria-hidden />}
        loading={loading}
        disabled={board.review.pool.length === 0}
        onClick={async () => {
          try {
            const res = await run({
              variables: { roundId: board.review.roundId, cap: cap === '' ? null : Number(cap) },
            });
            const out = res.data!.autoAssignEvaluators;
            notifications.show({
              color: out.shortfalls.length ? 'orange' : 'green',
              message: out.shortfalls.length
                ? t('reviews.board.autoShort', {
                    assigned: out.assigned,
                    names: out.shortfalls.map((s) => s.name).join(', '),
                  })
                : t('reviews.board.autoDone', { assigned: out.assigned }),
            });
          } catch (e) {
            notifications.show({ color: 'red', message: message(e) });
          }
        }}
        data-testid="review-auto-assign"
      >
        {t('reviews.board.auto')}
      </Button>
    </Group>
  );
}

function AddEvaluator({ board, applicationId }: { readonly board: Board; readonly applicationId: string }) {
  const { t } = useTranslation();
  const message = useErrorMessage(REVIEW_ERRORS);
  const [assign, { loading }] = useMutation(AssignEvaluatorsDocument);
  const row = board.rows.find((r) => r.applicationId === applicationId)!;
  const taken = new Set([...row.reviews.map((r) => r.evaluator._id), ...row.conflicts.map((c) => c._id)]);
  return (
    <Select
      aria-label={t('reviews.board.add', { name: row.name })}
      placeholder={t('reviews.board.addPlaceholder')}
      data={board.candidates.filter((c) => !taken.has(c._id)).map((c) => ({ value: c._id, label: c.fullName }))}
      value={null}
      disabled={loading}
      searchable
      size="xs"
      w={180}
      onChange={async (evaluatorId) => {
        if (!evaluatorId) return;
        try {
          await assign({
            variables: { roundId: board.review.roundId, applicationIds: [applicationId], evaluatorIds: [evaluatorId] },
          });
        } catch (e) {
          notifications.show({ color: 'red', message: message(e) });
        }
      }}
    />
  );
}

function Rows({ board }: { readonly board: Board }) {
  const { t } = useTranslation();
  const score = useScore();
  const message = useErrorMessage(REVIEW_ERRORS);
  const [unassign] = useMutation(UnassignEvaluationDocument);
  if (board.rows.length === 0) return <Text c="dimmed">{t('reviews.board.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="review-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reviews.board.application')}</Table.Th>
            <Table.Th>{t('reviews.board.evaluators')}</Table.Th>
            <Table.Th>{t('reviews.board.addColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board.rows.map((row) => (
            <Table.Tr key={row.applicationId} data-testid="review-row">
              <Table.Td>
                <Stack gap={4}>
                  <Text fw={600}>{row.name}</Text>
                  <ApplicationStatusBadge status={row.status} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {row.reviews.map((r) => (
                    <Badge
                      key={r._id}
                      variant="dot"
                      color={r.submittedAt ? 'teal' : 'gray'}
                      tt="none"
                      rightSection={
                        r.submittedAt ? null : (
                          <Tooltip label={t('reviews.board.withdraw', { name: r.evaluator.fullName })}>
                            <ActionIcon
                              size="xs"
                              variant="transparent"
                              color="gray"
                              aria-label={t('reviews.board.withdraw', { name: r.evaluator.fullName })}
                              onClick={async () => {
                                try {
                                  await unassign({ variables: { id: r._id } });
                                } catch (e) {
                                  notifications.show({ color: 'red', message: message(e) });
                                }
                              }}
                            >
                              <IconX size={12} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )
                      }
                    >
                      {r.submittedAt && r.score !== null && r.score !== undefined
                        ? `${r.evaluator.fullName} · ${score(r.score)}`
                        : r.evaluator.fullName}
                    </Badge>
                  ))}
                  {row.conflicts.map((c) => (
                    <Badge key={c._id} variant="dot" color="red" tt="none">
                      {t('reviews.board.conflict', { name: c.fullName })}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <AddEvaluator board={board} applicationId={row.applicationId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ReviewBoardPanel({ roundId }: { readonly roundId: string }) {
  const { t } = useTranslation();
  const message = useErrorMessage(REVIEW_ERRORS);
  const { data, error, loading } = useQuery(ReviewBoardDocument, { variables: { roundId } });
  const board = data?.reviewBoard;
  if (!board) {
    if (loading) return <Loader aria-label={t('reviews.loading')} />;
    return (
      <Alert color="red" role="alert">
        {message(error)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Settings key={board.review.roundId} board={board} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('reviews.board.assignments')}
          </Title>
          <AutoAssign board={board} />
          <Rows board={board} />
        </Stack>
      </Card>
      {board.loads.length ? <EvaluatorProgressTable rows={board.loads} testId="review-loads" /> : null}
    </Stack>
  );
}
