// A startup's tasks (StartupTasks): overdue, today and upcoming, by the day in the organisation's zone.
import { endOfDayInTimeZone, startOfDayInTimeZone } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupTasksDocument } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { TaskList } from './TaskList.tsx';

export function StartupTasks({ startupId }: { readonly startupId: string }) {
  const { t } = useTranslation();
  const zone = useRequiredTenant().timezone;
  const variables = useMemo(() => {
    const now = new Date();
    return {
      startupId,
      todayStart: startOfDayInTimeZone(now, zone).toISOString(),
      todayEnd: endOfDayInTimeZone(now, zone).toISOString(),
    };
  }, [startupId, zone]);
  const { data, error, loading } = useQuery(StartupTasksDocument, { variables, fetchPolicy: 'cache-and-network' });
  const split = data?.startupTasks;
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t('tasks.errors.loadFailed')}
      </Alert>
    );
  }
  if (!split) return loading ? <Text c="dimmed">{t('common.loading')}</Text> : null;
  const sections = [
    { key: 'overdue', tasks: split.overdueTasks },
    { key: 'today', tasks: split.todayTasks },
    { key: 'future', tasks: split.futureTasks },
  ] as const;
  return (
    <Stack gap="md" data-testid="startup-tasks">
      {sections.map((s) => (
        <Card
          key={s.key}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={`startup-tasks-${s.key}`}
          data-testid={`startup-tasks-${s.key}`}
        >
          <Title
            order={2}
            fz="h4"
            id={`startup-tasks-${s.key}`}
            mb="xs"
            c={s.key === 'overdue' && s.tasks.length ? 'red' : undefined}
          >
            {t(`tasks.startup.${s.key}`, { count: s.tasks.length })}
          </Title>
          <TaskList tasks={s.tasks} empty={t(`tasks.startup.${s.key}Empty`)} showAssignees />
        </Card>
      ))}
    </Stack>
  );
}
