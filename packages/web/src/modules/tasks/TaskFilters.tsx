// The staff views' filters: a person or a startup (from the assignee options), the status, the type (normal or
// automated) and a due range of days in the organisation's zone.
import { TASK_TYPES, endOfDayKeyInTimeZone, startOfDayInTimeZone } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssigneeOptionsDocument, type TasksFilter } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';

export interface FilterValues {
  readonly who: string | null;
  readonly status: string | null;
  readonly kind: string | null;
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: FilterValues = { who: null, status: null, kind: null, from: '', to: '' };

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const dayKey = (value: string | null) =>
  value && DAY_KEY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';

/**
 * The filters a link asks for (`?status=PENDING&to=2026-11-24`, the home dashboard's overdue tasks): status, type
 * and a due range of days; anything malformed is left out rather than guessed.
 */
export function filtersFromSearch(params: URLSearchParams): FilterValues {
  const status = params.get('status');
  const kind = params.get('type');
  return {
    who: null,
    status: status === 'PENDING' || status === 'COMPLETED' ? status : null,
    kind: kind === 'normal' || kind === 'automated' ? kind : null,
    from: dayKey(params.get('from')),
    to: dayKey(params.get('to')),
  };
}

export function toTasksFilter(values: FilterValues, by: 'user' | 'startup', timeZone: string): TasksFilter {
  const from = values.from ? endOfDayKeyInTimeZone(values.from, timeZone) : null;
  const to = values.to ? endOfDayKeyInTimeZone(values.to, timeZone) : null;
  return {
    ...(values.who ? (by === 'user' ? { assigneeIds: [values.who] } : { startupIds: [values.who] }) : {}),
    ...(by === 'startup' ? { withStartup: true } : {}),
    ...(values.status ? { status: values.status as TasksFilter['status'] } : {}),
    ...(values.kind === 'normal'
      ? { taskTypes: ['normal'] }
      : values.kind === 'automated'
        ? { taskTypes: TASK_TYPES.filter((x) => x !== 'normal') }
        : {}),
    ...(from ? { dueFrom: startOfDayInTimeZone(from, timeZone).toISOString() } : {}),
    ...(to ? { dueTo: to.toISOString() } : {}),
  };
}

export function TaskFilters({
  by,
  values,
  onChange,
}: {
  readonly by: 'user' | 'startup';
  readonly values: FilterValues;
  readonly onChange: (v: FilterValues) => void;
}) {
  const { t } = useTranslation();
  useRequiredTenant();
  const options = useQuery(AssigneeOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const whoData = (options.data?.assigneeOptions.find((g) => g.type === by)?.options ?? []).map((o) => ({
    value: o.value,
    label: o.label,
  }));
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="task-filters">
      <Select
        label={by === 'user' ? t('tasks.filters.person') : t('tasks.filters.startup')}
        placeholder={by === 'user' ? t('tasks.filters.everyone') : t('tasks.filters.allStartups')}
        data={whoData}
        value={values.who}
        onChange={(who) => set({ who })}
        searchable
        clearable
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="task-filter-who"
      />
      <Select
        label={t('tasks.filters.status')}
        placeholder={t('tasks.filters.any')}
        data={[
          { value: 'PENDING', label: t('tasks.filters.pending') },
          { value: 'COMPLETED', label: t('tasks.filters.done') },
        ]}
        value={values.status}
        onChange={(status) => set({ status })}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="task-filter-status"
      />
      <Select
        label={t('tasks.filters.type')}
        placeholder={t('tasks.filters.any')}
        data={[
          { value: 'normal', label: t('tasks.filters.normal') },
          { value: 'automated', label: t('tasks.filters.automated') },
        ]}
        value={values.kind}
        onChange={(kind) => set({ kind })}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="task-filter-type"
      />
      <TextInput
        type="date"
        label={t('tasks.filters.dueFrom')}
        value={values.from}
        onChange={(e) => set({ from: e.currentTarget.value })}
        w={{ base: '100%', xs: 170 }}
        data-testid="task-filter-from"
      />
      <TextInput
        type="date"
        label={t('tasks.filters.dueTo')}
        value={values.to}
        onChange={(e) => set({ to: e.currentTarget.value })}
        w={{ base: '100%', xs: 170 }}
        data-testid="task-filter-to"
      />
    </Group>
  );
}
