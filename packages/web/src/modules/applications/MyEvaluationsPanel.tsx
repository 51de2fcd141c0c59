// The evaluations assigned to the signed-in evaluator (issue 21 §4), shown above the pipeline: the ones to do first,
// each leading to its evaluation sheet, then the latest done with their score.
import { useQuery } from '@apollo/client/react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyEvaluationsDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useScore } from './ScoreText.tsx';

export function MyEvaluationsPanel() {
  const { t } = useTranslation();
  const f = useFormatters();
  const score = useScore();
  const { data } = useQuery(MyEvaluationsDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.myEvaluations ?? [];
  if (list.length === 0) return null;
  const todo = list.filter((e) => e.open).length;
  return (
    <Card withBorder padding="lg" data-testid="my-evaluations">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('reviews.mine.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reviews.mine.todo', { count: todo })}
          </Text>
        </Group>
        {list.slice(0, 12).map((e) => (
          <Group key={e._id} justify="space-between" wrap="nowrap" data-testid="my-evaluation">
            <Stack gap={0} miw={0}>
              <Text
                component={Link}
                to={`/application/${e.applicationId}/evaluation/${e.roundId}`}
                fw={600}
                td="underline"
                truncate
              >
                {e.applicationName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {e.funnelName} · {e.roundName}
                {e.closesAt && e.open ? ` · ${t('reviews.mine.closes', { date: f.date(e.closesAt) })}` : ''}
              </Text>
            </Stack>
            {e.submittedAt ? (
              <Badge color="teal" variant="dot" tt="none" style={{ flexShrink: 0 }}>
                {e.score === null || e.score === undefined ? t('reviews.mine.done') : score(e.score)}
              </Badge>
            ) : e.open ? (
              <Badge color="blue" variant="dot" tt="none" style={{ flexShrink: 0 }}>
                {t('reviews.mine.toDo')}
              </Badge>
            ) : (
              <Badge color="gray" variant="dot" tt="none" style={{ flexShrink: 0 }}>
                {t('reviews.mine.closed')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
