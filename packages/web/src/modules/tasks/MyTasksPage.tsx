// /tasks: the signed-in user's tasks, soonest due first, 15 a page; pending ones by default.
import { TASK_MESSAGES, TASK_PAGE_SIZE, formatListCount } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Container, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyTasksDocument, type TaskCompletionStatus } from '../../generated/graphql.ts';
import { TaskList } from './TaskList.tsx';
import { TasksHeader } from './TasksTabs.tsx';

type Show = 'PENDING' | 'COMPLETED' | 'ALL';

export function MyTasksPage() {
  const { t, i18n } = useTranslation();
  const [show, setShow] = useState<Show>('PENDING');
  const variables = {
    queryOptions: show === 'ALL' ? {} : { completionStatus: show as TaskCompletionStatus },
    limit: TASK_PAGE_SIZE,
  };
  const { data, error, loading, fetchMore } = useQuery(MyTasksDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.myTasksPaginated;
  const loadMore = async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, cursor: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          myTasksPaginated: {
            ...fetchMoreResult.myTasksPaginated,
            results: [...previous.myTasksPaginated.results, ...fetchMoreResult.myTasksPaginated.results],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <TasksHeader intro={t('tasks.page.mineIntro')} />
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            value={show}
            onChange={(v) => setShow(v as Show)}
            data={[
              { value: 'PENDING', label: t('tasks.filters.pending') },
              { value: 'COMPLETED', label: t('tasks.filters.done') },
              { value: 'ALL', label: t('tasks.filters.all') },
            ]}
            aria-label={t('tasks.filters.status')}
            data-testid="my-tasks-status"
          />
          {page ? (
            <Text size="sm" c="dimmed" data-testid="my-tasks-count">
              {t('tasks.list.count', { total: formatListCount(page.totalCount, i18n.language) })}
            </Text>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('tasks.errors.loadFailed')}
          </Alert>
        ) : null}
        <Card withBorder radius="md" padding="md">
          {page ? (
            <TaskList
              tasks={page.results}
              empty={show === 'PENDING' ? t(TASK_MESSAGES.empty.key) : t('tasks.list.empty')}
              label={t('tasks.page.tabs.mine')}
            />
          ) : loading ? (
            <Text c="dimmed">{t('common.loading')}</Text>
          ) : null}
        </Card>
        {page?.next ? (
          <Group justify="center">
            <Button
              variant="default"
              loading={loadingMore}
              onClick={() => void loadMore()}
              data-testid="tasks-load-more"
            >
              {t('tasks.list.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
