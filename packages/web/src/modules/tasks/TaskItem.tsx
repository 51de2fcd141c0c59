// One task: the caller's tick (only an assignee may tick; automated tasks tick themselves), the name (a link when
// the task has one), the due day as the organisation counts days, the startup, the people and how many are done,
// and — with the permission — edit and delete.
import { canTickTask, isAutomatedTask } from '@ascent/shared';
import { ActionIcon, Anchor, Avatar, Badge, Checkbox, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconRobot, IconTrash } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { dueLabel } from './taskDates.ts';
import { evaluationTaskSession, metricsTaskPeriod, ownAssignment, type TaskCard } from './taskModel.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useTickTask } from './useTaskActions.ts';

// Mantine's red and gray outline texts fall short of WCAG AA contrast on both schemes; these do not.
const DANGER_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
const MUTED_BADGE = {
  '--badge-color': 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-0))',
  '--badge-bd': '1px solid light-dark(var(--mantine-color-gray-5), var(--mantine-color-dark-2))',
} as CSSProperties;

interface Props {
  readonly task: TaskCard;
  readonly onEdit?: (task: TaskCard) => void;
  readonly onDelete?: (task: TaskCard) => void;
  /** Show who the task is for (the team views); the caller's own list leaves them out. */
  readonly showAssignees?: boolean;
  readonly now?: Date;
}

export function TaskItem({ task, onEdit, onDelete, showAssignees = false, now = new Date() }: Props) {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const me = useCurrentUser()._id;
  const tick = useTickTask();
  const nameId = useId();
  const formatters = useFormatters();
  const own = ownAssignment(task, me);
  const automated = isAutomatedTask(task.taskType);
  const tickable = canTickTask(
    { taskType: task.taskType, assignees: task.assignees.map((a) => ({ userId: a.user._id })) },
    me,
  );
  const checked = own ? own.done : task.done;
  const due = dueLabel(task.dueDate, now, tenant.timezone, currentLanguage(), checked);
  const doneCount = task.assignees.filter((a) => a.done).length;
  const dueText = due.relative ? t(`tasks.due.${due.relative}`) : t('tasks.due.on', { date: due.date });
  const period = metricsTaskPeriod(task);
  const evaluated = evaluationTaskSession(task);
  const name = period
    ? t('tasks.automatedName.metrics', { period: `${formatters.date(period.from)} – ${formatters.date(period.to)}` })
    : evaluated !== null
      ? t('tasks.automatedName.coachingEvaluation', { name: evaluated })
      : task.name;
  const hint = automated ? t('tasks.item.automatedHint') : !own ? t('tasks.item.notAssigneeHint') : null;

  const checkbox = (
    <Checkbox
      checked={checked}
      disabled={!tickable}
      onChange={(e) => void tick(task, e.currentTarget.checked)}
      aria-labelledby={nameId}
      aria-describedby={hint ? `${nameId}-hint` : undefined}
      mt={2}
      data-testid="task-checkbox"
    />
  );

  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py={6}
      data-testid="task-item"
      data-task-id={task._id}
      data-done={checked ? 'true' : 'false'}
    >
      {hint ? (
        <Tooltip label={hint} withArrow>
          <span>{checkbox}</span>
        </Tooltip>
      ) : (
        checkbox
      )}
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text
          fw={500}
          td={checked ? 'line-through' : undefined}
          c={checked ? 'dimmed' : undefined}
          id={nameId}
          dir="auto"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="task-name"
        >
          {task.url ? (
            <Anchor href={task.url} target="_blank" rel="noreferrer noopener" inherit>
              {name}
            </Anchor>
          ) : (
            name
          )}
        </Text>
        {hint ? (
          <Text id={`${nameId}-hint`} size="xs" c="dimmed" hidden>
            {hint}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          <Text
            size="xs"
            c={due.overdue ? DANGER_TEXT : 'dimmed'}
            fw={due.overdue ? 600 : undefined}
            data-testid="task-due"
          >
            <time dateTime={task.dueDate}>{dueText}</time>
          </Text>
          {due.overdue ? (
            <Badge size="sm" color="red" variant="light" tt="none" fw={600}>
              {t('tasks.due.overdueBadge')}
            </Badge>
          ) : null}
          {task.startup ? (
            <Badge size="sm" variant="light" tt="none" fw={500}>
              {task.startup.name}
            </Badge>
          ) : null}
          {automated ? (
            <Badge
              size="sm"
              variant="outline"
              color="gray"
              tt="none"
              fw={500}
              style={MUTED_BADGE}
              leftSection={<IconRobot size={12} aria-hidden />}
            >
              {t('tasks.item.automated')}
            </Badge>
          ) : null}
          {task.assignees.length > 1 ? (
            <Text size="xs" c="dimmed" data-testid="task-progress">
              {t('tasks.item.progress', { done: doneCount, total: task.assignees.length })}
            </Text>
          ) : null}
        </Group>
        {showAssignees ? (
          <Group
            gap={6}
            wrap="wrap"
            mt={2}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('tasks.item.assignees')}
          >
            {task.assignees.map((a) => (
              <Group component="li" key={a.user._id} gap={4} wrap="nowrap">
                <Avatar src={a.user.avatar} name={a.user.fullName} size={20} alt="" />
                <Text size="xs" td={a.done ? 'line-through' : undefined} dir="auto">
                  {a.user.fullName}
                </Text>
                <Text size="xs" c={a.done ? 'teal' : 'dimmed'}>
                  {a.done ? t('tasks.status.done') : t('tasks.status.pending')}
                </Text>
              </Group>
            ))}
          </Group>
        ) : null}
      </Stack>
      {(task.canEdit && onEdit) || (task.canDelete && onDelete) ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('tasks.item.actions', { name: task.name })}
              data-testid="task-menu"
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {task.canEdit && onEdit ? (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => onEdit(task)}
                data-testid="task-edit"
              >
                {t('tasks.item.edit')}
              </Menu.Item>
            ) : null}
            {task.canDelete && onDelete ? (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onDelete(task)}
                data-testid="task-delete"
              >
                {t('tasks.item.delete')}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
