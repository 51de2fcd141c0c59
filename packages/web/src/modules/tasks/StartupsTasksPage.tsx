// /tasks/startups: the tasks of startups the user may see. With one startup chosen, its tasks split into overdue,
// today and upcoming (StartupTasks); otherwise every startup's tasks, by startup, filtered.
import { formatListCount } from '@ascent/shared';
import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { PageButtons } from './PageButtons.tsx';
import { StartupTasks } from './StartupTasks.tsx';
import { NO_FILTERS, TaskFilters, toTasksFilter, type FilterValues } from './TaskFilters.tsx';
import { TaskList } from './TaskList.tsx';
import { TasksHeader } from './TasksTabs.tsx';
import { useTeamTasks } from './useTeamTasks.ts';
import type { TaskCard } from './useTaskActions.ts';

function byStartup(tasks: readonly TaskCard[]): { id: string; name: string; tasks: TaskCard[] }[] {
  const groups = new Map<string, { id: string; name: string; tasks: TaskCard[] }>();
  for (const task of tasks) {
    if (!task.startup) continue;
    const group = groups.get(task.startup._id) ?? { id: task.startup._id, name: task.startup.name, tasks: [] };
    group.tasks.push(task);
    groups.set(task.startup._id, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function StartupsTasksPage() {
  const { t, i18n } = useTranslation();
  const zone = useRequiredTenant().timezone;
  const [values, setValues] = useState<FilterValues>(NO_FILTERS);
  const chosen = values.who;
  const { page, error, loading, next, prev } = useTeamTasks(toTasksFilter(values, 'startup', zone), chosen !== null);
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <TasksHeader
          intro={t('tasks.page.startupsIntro')}
          startupId={chosen}
          defaultAssignees={chosen ? [{ type: 'startup', value: chosen }] : undefined}
        />
        <TaskFilters by="startup" values={values} onChange={setValues} />
        {chosen ? (
          <StartupTasks startupId={chosen} />
        ) : (
          <>
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
            {page && page.results.length === 0 ? (
              <Card withBorder radius="md" padding="md">
                <Text c="dimmed">{t('tasks.list.empty')}</Text>
              </Card>
            ) : null}
            {page ? (
              byStartup(page.results).map((group) => (
                <Card
                  key={group.id}
                  withBorder
                  radius="md"
                  padding="md"
                  component="section"
                  aria-labelledby={`startup-group-${group.id}`}
                >
                  <Title order={2} fz="h4" id={`startup-group-${group.id}`} mb="xs" dir="auto">
                    {group.name}
                  </Title>
                  <TaskList tasks={group.tasks} empty={t('tasks.list.empty')} showAssignees />
                </Card>
              ))
            ) : loading ? (
              <Text c="dimmed">{t('common.loading')}</Text>
            ) : null}
            <PageButtons prev={prev} next={next} />
          </>
        )}
      </Stack>
    </Container>
  );
}
