// The header's task icon (for the roles that have tasks: team roles, cofounders, community members) with the count
// of today's tasks, and the panel listing them — a popover, a drawer on phones — with "New task" for those who may
// create tasks and a link to /tasks.
import { TASK_MESSAGES, TASKS_ROUTE_ROLES, formatBadgeCount } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Drawer,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Title,
  VisuallyHidden,
  useDirection,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChecklist, IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteGuardChecksDocument } from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { TaskFormDrawer } from './TaskFormDrawer.tsx';
import { TaskList } from './TaskList.tsx';
import { useTaskBadge } from './useTaskBadge.ts';

export function useCanCreateTasks(): boolean {
  const { data } = useQuery(RouteGuardChecksDocument, { fetchPolicy: 'cache-first' });
  return Boolean(
    data?.currentUserPermissions.some((p) => p.key === 'TASK/TASK:CREATE' && p.permissionCriteria !== 'NONE'),
  );
}

export function TasksHeaderButton() {
  const user = useCurrentUser();
  return (TASKS_ROUTE_ROLES as readonly string[]).includes(user.role.type) ? <TasksHeaderButtonInner /> : null;
}

function TasksHeaderButtonInner() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.xs} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
  const me = useCurrentUser()._id;
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const badge = useTaskBadge(opened);
  const canCreate = useCanCreateTasks();
  const titleId = useId();
  const panelId = useId();
  const label = formatBadgeCount(badge.count ?? 0);
  const close = () => setOpened(false);

  const panel = (
    <Stack gap="xs" p="sm">
      <Group justify="space-between" wrap="nowrap">
        {phone ? (
          <span />
        ) : (
          <Title order={2} fz="md" id={titleId}>
            {t('tasks.panel.title')}
          </Title>
        )}
        {canCreate ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              close();
              setCreating(true);
            }}
            data-testid="task-new"
          >
            {t('tasks.newTask')}
          </Button>
        ) : null}
      </Group>
      {badge.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('tasks.errors.loadFailed')}
        </Alert>
      ) : null}
      {badge.loading ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <TaskList
          tasks={badge.tasks}
          empty={t(TASK_MESSAGES.empty.key)}
          label={t('tasks.panel.title')}
          withActions={false}
        />
      )}
      {badge.hasMore ? (
        <Button variant="subtle" size="compact-sm" onClick={() => void badge.loadMore()} loading={badge.loadingMore}>
          {t('tasks.list.loadMore')}
        </Button>
      ) : null}
      <Anchor component={Link} to="/tasks" onClick={close} size="sm" ta="center" data-testid="tasks-see-all">
        {t('tasks.panel.seeAll')}
      </Anchor>
    </Stack>
  );

  const button = (
    <Indicator
      label={label}
      disabled={!label}
      size={18}
      offset={4}
      color="red"
      inline
      zIndex={2}
      processing={badge.pulsing}
      data-testid="tasks-badge"
      data-count={badge.count ?? ''}
    >
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        aria-haspopup="dialog"
        data-testid="tasks-button"
      >
        {badge.removed ? (
          <IconCircleCheck
            size={18}
            stroke={1.6}
            color="var(--mantine-color-teal-filled)"
            aria-hidden
            data-testid="tasks-removed-icon"
          />
        ) : (
          <IconChecklist size={18} stroke={1.6} aria-hidden />
        )}
        <VisuallyHidden>
          {t('tasks.panel.title')}
          {label ? `, ${t('tasks.panel.pending', { count: badge.count ?? 0 })}` : ''}
        </VisuallyHidden>
      </ActionIcon>
    </Indicator>
  );

  const form = (
    <TaskFormDrawer
      opened={creating}
      onClose={() => setCreating(false)}
      defaultAssignees={[{ type: 'user', value: me }]}
    />
  );

  if (phone) {
    return (
      <>
        {button}
        <Drawer.Root opened={opened} onClose={close} position={dir === 'rtl' ? 'left' : 'right'} size="100%">
          <Drawer.Overlay />
          <Drawer.Content id={panelId} data-testid="tasks-panel">
            {/* Not Drawer.Header: its <header> would be a second banner landmark beside the page's. */}
            <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
              <Drawer.Title fw={700}>{t('tasks.panel.title')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('tasks.panel.close')} />
            </Group>
            <Drawer.Body px={0}>
              <section aria-label={t('tasks.panel.title')}>{panel}</section>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
        {form}
      </>
    );
  }

  return (
    <>
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-end"
        width={400}
        shadow="md"
        withinPortal={false}
        withRoles={false}
        trapFocus
        returnFocus
      >
        <Popover.Target>{button}</Popover.Target>
        <Popover.Dropdown p={0} id={panelId} role="dialog" aria-labelledby={titleId} data-testid="tasks-panel">
          <ScrollArea.Autosize mah="min(560px, calc(100vh - 90px))" type="auto">
            <section aria-labelledby={titleId}>{panel}</section>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
      {form}
    </>
  );
}
