// An application's reviews as staff who manage it read them (issue 21 §4): each evaluator's score, its calibrated
// z-score within the round and the outlier flag, and the comment.
import { useQuery } from '@apollo/client/react';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplicationReviewsDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useScore } from './ScoreText.tsx';

export function ApplicationReviewsPanel({ applicationId }: { readonly applicationId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const score = useScore();
  const { data } = useQuery(ApplicationReviewsDocument, { variables: { applicationId } });
  const reviews = data?.applicationReviews ?? [];
  if (reviews.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="application-reviews">
      <Title order={2} fz="h4">
        {t('reviews.application.title')}
      </Title>
      <Accordion variant="separated">
        {reviews.map((r) => (
          <Accordion.Item key={r._id} value={r._id}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{r.evaluator.fullName}</Text>
                {r.submittedAt ? (
                  <>
                    <Text size="sm">
                      {r.score === null || r.score === undefined ? t('reviews.notScored') : score(r.score)}
                    </Text>
                    {r.zScore !== null && r.zScore !== undefined ? (
                      <Text size="sm" c="dimmed">
                        {t('reviews.application.z', { z: (r.zScore > 0 ? '+' : '') + score(r.zScore) })}
                      </Text>
                    ) : null}
                    {r.outlier ? (
                      <Badge color="orange" variant="dot" tt="none">
                        {t('reviews.ranking.outlier')}
                      </Badge>
                    ) : null}
                  </>
                ) : (
                  <Badge color="gray" variant="dot" tt="none">
                    {t('reviews.mine.toDo')}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {r.submittedAt
                    ? t('reviews.sheet.submitted', { date: f.dateTime(r.submittedAt) })
                    : t('reviews.application.assigned', { date: f.dateTime(r.assignedAt) })}
                </Text>
                {r.comment ? (
                  <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.comment}
                  </Text>
                ) : null}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
