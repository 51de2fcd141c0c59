// The task create / edit side panel (spec 01 §5): name, due day, assignees (people, a startup's founders, a
// programme's founders), link. The rules are validateTaskForm of @ascent/shared, the server's own; errors show
// once a field was touched (or Save pressed). Save with no assignee restores the defaults and puts the focus on
// the selector after ~200 ms. The due day is the organisation's: the end of it there is sent, as UTC.
import {
  ASSIGNEE_FOCUS_DELAY_MS,
  TASK_FORM_MESSAGES,
  TASK_MESSAGES,
  TASK_NAME_MAX_LENGTH,
  decodeTaskAssignee,
  encodeTaskAssignee,
  validateTaskForm,
  type TaskFormField,
} from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Stack,
  TextInput,
  useDirection,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AssigneeOptionsDocument, CreateTaskForNavbarDocument, UpdateTaskDocument } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { defaultDueDateInputValue, dueDateForSubmit, dueDateInputValue, minDueDateInputValue } from './taskDates.ts';
import { errorMessage } from '../../app/errors.ts';
import { TASK_ERRORS, taskFieldErrors } from './taskErrors.ts';
import { useRefreshTaskLists, type TaskCard } from './useTaskActions.ts';

export interface AssigneeEntry {
  readonly type: string;
  readonly value: string;
}

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The task to edit; a new one when absent. */
  readonly task?: TaskCard | null;
  /** Who a new task goes to unless changed (and what Save restores when the list is emptied). */
  readonly defaultAssignees: readonly AssigneeEntry[];
  /** The startup a new task is about (a startup's page). */
  readonly startupId?: string | null;
}

export function TaskFormDrawer(props: Props) {
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
  const { t } = useTranslation();
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={phone ? '100%' : 'md'}
      title={props.task ? t('tasks.form.editTitle') : t('tasks.form.newTitle')}
      closeButtonProps={{ 'aria-label': t('tasks.form.close') }}
      data-testid="task-form"
    >
      {/* Mounted per opening, so each one starts from the task (or the defaults) afresh. */}
      {props.opened ? <TaskForm {...props} /> : null}
    </Drawer>
  );
}

function TaskForm({ onClose, task, defaultAssignees, startupId }: Props) {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const zone = tenant.timezone;
  const now = useMemo(() => new Date(), []);
  const refresh = useRefreshTaskLists();
  const options = useQuery(AssigneeOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateTaskForNavbarDocument);
  const [update, updating] = useMutation(UpdateTaskDocument);
  const selectorRef = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);

  const defaults = useMemo(() => defaultAssignees.map(encodeTaskAssignee), [defaultAssignees]);
  const [name, setName] = useState(task?.name ?? '');
  const [day, setDay] = useState(task ? dueDateInputValue(task.dueDate, zone) : defaultDueDateInputValue(now, zone));
  const [assignees, setAssignees] = useState<string[]>(
    task ? task.assigneeSelection.map(encodeTaskAssignee) : defaults,
  );
  const [url, setUrl] = useState(task?.url ?? '');
  const [touched, setTouched] = useState<Partial<Record<TaskFormField, boolean>>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<TaskFormField, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);

  const entries = assignees.map(decodeTaskAssignee).filter((e): e is AssigneeEntry => e !== null);
  const dueDate = dueDateForSubmit(day, zone);
  const errors = validateTaskForm({ name, dueDate, assignees: entries }, now, zone);
  // An edit may keep the past due day it had.
  if (task && errors.dueDate === 'dueDateInPast' && dueDate === task.dueDate) delete errors.dueDate;
  const fieldError = (field: TaskFormField) => {
    const local = errors[field];
    if (touched[field] && local) return t(TASK_FORM_MESSAGES[local].key);
    return serverFields[field];
  };

  // The options, grouped; entries of the task that the caller cannot pick any more still show under their names.
  const data = useMemo(() => {
    const groups = (options.data?.assigneeOptions ?? []).map((g) => ({
      group: t(`tasks.form.groups.${g.type}`, { defaultValue: g.label }),
      items: g.options.map((o) => ({ value: encodeTaskAssignee(o), label: o.label })),
    }));
    const offered = new Set(groups.flatMap((g) => g.items.map((i) => i.value)));
    const missing = assignees.filter((v) => !offered.has(v));
    if (missing.length === 0) return groups;
    const labelOf = (encoded: string) => {
      const entry = decodeTaskAssignee(encoded);
      const person = task?.assignees.find((a) => a.user._id === entry?.value);
      if (person) return person.user.fullName;
      if (task?.startup && task.startup._id === entry?.value) return task.startup.name;
      return t('tasks.form.unknownAssignee');
    };
    return [
      ...groups,
      { group: t('tasks.form.groups.current'), items: missing.map((value) => ({ value, label: labelOf(value) })) },
    ];
  }, [options.data, assignees, task, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, dueDate: true, assignees: true });
    setServerFields({});
    setBanner(null);
    if (entries.length === 0) {
      // Spec 01 §5: the defaults come back and the selector takes the focus.
      setAssignees(task ? task.assigneeSelection.map(encodeTaskAssignee) : defaults);
      clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => selectorRef.current?.focus(), ASSIGNEE_FOCUS_DELAY_MS);
      return;
    }
    if (Object.keys(errors).length > 0 || !dueDate) return;
    const trimmedUrl = url.trim();
    try {
      if (task) {
        await update({
          variables: {
            taskId: task._id,
            updatedTask: {
              name: name.trim(),
              dueDate,
              assignees: entries.map((e) => ({ type: e.type, value: e.value })),
              url: trimmedUrl,
            },
          },
        });
        notifications.show({ color: 'teal', message: t('tasks.updated') });
      } else {
        await create({
          variables: {
            name: name.trim(),
            dueDate,
            assignees: entries.map((e) => ({ type: e.type, value: e.value })),
            url: trimmedUrl || null,
            startupId: startupId ?? null,
          },
        });
        notifications.show({ color: 'teal', message: t(TASK_MESSAGES.created.key) });
      }
      void refresh();
      onClose();
    } catch (error) {
      const message = errorMessage(error, TASK_ERRORS, t);
      setServerFields(taskFieldErrors(error, t));
      setBanner(message);
      if (!task) notifications.show({ color: 'red', title: t('tasks.errors.createFailed'), message });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {banner ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="task-form-error"
          >
            {banner}
          </Alert>
        ) : null}
        <TextInput
          label={t('tasks.form.name')}
          placeholder={t(TASK_MESSAGES.namePlaceholder.key)}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => setTouched((v) => ({ ...v, name: true }))}
          error={fieldError('name')}
          maxLength={TASK_NAME_MAX_LENGTH}
          required
          data-autofocus
          data-testid="task-name-input"
        />
        <TextInput
          type="date"
          label={t('tasks.form.dueDate')}
          description={t('tasks.form.dueDateHint', { zone: tenant.timezone })}
          value={day}
          min={minDueDateInputValue(now, zone)}
          onChange={(e) => {
            setDay(e.currentTarget.value);
            setTouched((v) => ({ ...v, dueDate: true }));
          }}
          error={fieldError('dueDate')}
          required
          data-testid="task-due-input"
        />
        <MultiSelect
          ref={selectorRef}
          label={t('tasks.form.assignees')}
          placeholder={assignees.length ? undefined : t('tasks.form.assigneesPlaceholder')}
          data={data}
          value={assignees}
          onChange={(value) => {
            setAssignees(value);
            setTouched((v) => ({ ...v, assignees: true }));
          }}
          error={fieldError('assignees')}
          searchable
          clearable
          nothingFoundMessage={options.loading ? t('common.loading') : t('tasks.form.noAssignees')}
          comboboxProps={{ withinPortal: true }}
          required
          data-testid="task-assignees-input"
        />
        <TextInput
          label={t('tasks.form.url')}
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          dir="ltr"
          inputMode="url"
          data-testid="task-url-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tasks.form.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="task-save">
            {t('tasks.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
