// The task pages' header: the title, the views the user's role may open, and "New task".
import { TASK_TEAM_VIEW_ROLES } from '@ascent/shared';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { TaskFormDrawer, type AssigneeEntry } from './TaskFormDrawer.tsx';
import { useCanCreateTasks } from './TasksHeaderButton.tsx';

const VIEWS = [
  { path: '/tasks', key: 'mine' },
  { path: '/tasks/users', key: 'users' },
  { path: '/tasks/startups', key: 'startups' },
] as const;

export function TasksHeader({
  intro,
  defaultAssignees,
  startupId,
}: {
  readonly intro: string;
  readonly defaultAssignees?: readonly AssigneeEntry[];
  readonly startupId?: string | null;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const canCreate = useCanCreateTasks();
  const [creating, setCreating] = useState(false);
  const team = TASK_TEAM_VIEW_ROLES.includes(user.role.type as (typeof TASK_TEAM_VIEW_ROLES)[number]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('tasks.page.title')}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {canCreate ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
            data-testid="task-new"
          >
            {t('tasks.newTask')}
          </Button>
        ) : null}
      </Group>
      {team ? (
        <Tabs value={location.pathname} onChange={(value) => value && void navigate(value)} keepMounted={false}>
          <Tabs.List>
            {VIEWS.map((v) => (
              <Tabs.Tab key={v.path} value={v.path} data-testid={`tasks-tab-${v.key}`}>
                {t(`tasks.page.tabs.${v.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <TaskFormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        defaultAssignees={defaultAssignees ?? [{ type: 'user', value: user._id }]}
        startupId={startupId}
      />
    </Stack>
  );
}
