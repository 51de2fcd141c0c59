// /tasks/users: the tasks of the people the user may see (TASK/TASK:VIEW), with each person's part, by person,
// status, type and due days.
import { formatListCount } from '@ascent/shared';
import { Alert, Card, Container, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { PageButtons } from './PageButtons.tsx';
import { filtersFromSearch, TaskFilters, toTasksFilter, type FilterValues } from './TaskFilters.tsx';
import { TaskList } from './TaskList.tsx';
import { TasksHeader } from './TasksTabs.tsx';
import { useTeamTasks } from './useTeamTasks.ts';

export function TeamTasksPage() {
  const { t, i18n } = useTranslation();
  const zone = useRequiredTenant().timezone;
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<FilterValues>(() => filtersFromSearch(searchParams));
  const { page, error, loading, next, prev } = useTeamTasks(toTasksFilter(values, 'user', zone));
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <TasksHeader intro={t('tasks.page.usersIntro')} />
        <TaskFilters by="user" values={values} onChange={setValues} />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('tasks.errors.loadFailed')}
          </Alert>
        ) : null}
        {page ? (
          <Text size="sm" c="dimmed" data-testid="team-tasks-count">
            {t('tasks.list.count', { total: formatListCount(page.totalCount, i18n.language) })}
          </Text>
        ) : null}
        <Card withBorder radius="md" padding="md">
          {page ? (
            <TaskList
              tasks={page.results}
              empty={t('tasks.list.empty')}
              showAssignees
              label={t('tasks.page.tabs.users')}
            />
          ) : loading ? (
            <Text c="dimmed">{t('common.loading')}</Text>
          ) : null}
        </Card>
        <PageButtons prev={prev} next={next} />
      </Stack>
    </Container>
  );
}
