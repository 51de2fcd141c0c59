// The ranking of one round (issue 21 §4): applications by the mean of their raw scores or of their calibrated
// (per-evaluator z) scores, each evaluator's mean and spread beside it, and the reviews far from the others on the
// same application.
import { useQuery } from '@apollo/client/react';
import type { RankingSort } from '@ascent/shared';
import { Alert, Badge, Card, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationRankingDocument } from '../../generated/graphql.ts';
import { useErrorMessage } from '../../app/errors.ts';
import { REVIEW_ERRORS } from './applicationErrors.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { useScore } from './ScoreText.tsx';

export function RankingPanel({ roundId }: { readonly roundId: string }) {
  const { t } = useTranslation();
  const score = useScore();
  const message = useErrorMessage(REVIEW_ERRORS);
  const [sort, setSort] = useState<RankingSort>('calibrated');
  const { data, previousData, error, loading } = useQuery(ApplicationRankingDocument, {
    variables: { roundId, sort },
    fetchPolicy: 'cache-and-network',
  });
  const ranking = (data ?? previousData)?.applicationRanking;
  if (!ranking) {
    if (loading) return <Loader aria-label={t('reviews.loading')} />;
    return (
      <Alert color="red" role="alert">
        {message(error)}
      </Alert>
    );
  }
  const z = (value: number) => (value > 0 ? '+' : '') + score(value);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('reviews.ranking.explain')}
        </Text>
        <SegmentedControl
          value={sort}
          onChange={(v) => setSort(v as RankingSort)}
          data={[
            { value: 'calibrated', label: t('reviews.ranking.calibrated') },
            { value: 'raw', label: t('reviews.ranking.raw') },
          ]}
          data-testid="ranking-sort"
        />
      </Group>
      {ranking.rows.length === 0 ? (
        <Text c="dimmed">{t('reviews.ranking.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" data-testid="ranking-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reviews.ranking.rank')}</Table.Th>
                <Table.Th>{t('reviews.board.application')}</Table.Th>
                <Table.Th>{t('reviews.ranking.reviews')}</Table.Th>
                <Table.Th>{t('reviews.ranking.rawScore')}</Table.Th>
                <Table.Th>{t('reviews.ranking.calibratedScore')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranking.rows.map((r) => (
                <Table.Tr key={r.applicationId} data-testid="ranking-row">
                  <Table.Td fw={700}>{r.rank}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Text component={Link} to={`/application/${r.applicationId}`} fw={600} td="underline">
                        {r.name}
                      </Text>
                      <ApplicationStatusBadge status={r.status} />
                      {r.hasOutlier ? (
                        <Badge color="orange" variant="dot" tt="none">
                          {t('reviews.ranking.outlier')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{r.reviewCount}</Table.Td>
                  <Table.Td>{score(r.rawScore)}</Table.Td>
                  <Table.Td>{z(r.calibratedScore)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('reviews.ranking.evaluators')}
          </Title>
          <Table data-testid="ranking-evaluators">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reviews.board.evaluator')}</Table.Th>
                <Table.Th>{t('reviews.ranking.count')}</Table.Th>
                <Table.Th>{t('reviews.ranking.mean')}</Table.Th>
                <Table.Th>{t('reviews.ranking.spread')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranking.evaluators.map((e) => (
                <Table.Tr key={e.evaluator._id}>
                  <Table.Td>{e.evaluator.fullName}</Table.Td>
                  <Table.Td>{e.count}</Table.Td>
                  <Table.Td>{score(e.mean)}</Table.Td>
                  <Table.Td>{score(e.spread)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {ranking.outliers.length ? (
            <Stack gap={4}>
              <Text fw={600}>{t('reviews.ranking.outliers')}</Text>
              {ranking.outliers.map((o) => (
                <Text key={o._id} size="sm">
                  {t('reviews.ranking.outlierLine', {
                    evaluator: o.evaluator.fullName,
                    name: ranking.rows.find((r) => r.applicationId === o.applicationId)?.name ?? '',
                    score: o.score === null || o.score === undefined ? '' : score(o.score),
                  })}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
