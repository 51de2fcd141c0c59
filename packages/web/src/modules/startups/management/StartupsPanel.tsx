// The management table: search, status filter, selection with a bulk action bar (through the batch operations),
// and per row: edit (drawer), archive or restore.
import { STARTUP_BATCH_MAX_ITEMS, GENERIC_PAGE_SIZE, type StartupBatchAction } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArchiveStartupDocument,
  PortfolioProgramsDocument,
  RestoreStartupDocument,
  StartStartupBatchOperationDocument,
  StartupManagementListDocument,
  TaxonomyDocument,
  type StartupStatus,
} from '../../../generated/graphql.ts';
import { TagBadge } from '../file/StartupFileHeader.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { startupErrorMessage } from '../startupErrors.ts';
import { useBatchOperations } from '../../../ui/batchOperations.tsx';
import { StartupDrawer } from './StartupDrawer.tsx';

type StatusFilter = 'active' | 'archived' | 'all';

function BulkBar({ selected, onStarted }: { readonly selected: readonly string[]; readonly onStarted: () => void }) {
  const { t } = useTranslation();
  const { start } = useBatchOperations();
  const programs = useQuery(PortfolioProgramsDocument).data?.programs ?? [];
  const tags = useQuery(TaxonomyDocument).data?.tags ?? [];
  const [programId, setProgramId] = useState<string | null>(null);
  const [tagId, setTagId] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(StartStartupBatchOperationDocument);
  const run = async (action: StartupBatchAction, targetId: string | null = null) => {
    try {
      const res = await mutate({ variables: { action, startupIds: [...selected], targetId } });
      const id = res.data?.startStartupBatchOperation;
      if (id) start({ id, total: selected.length });
      onStarted();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('startups.management.actionFailed'),
        message: startupErrorMessage(error, t),
      });
    }
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      role="region"
      aria-label={t('startups.management.bulkActions')}
      data-testid="bulk-bar"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text fw={600} aria-live="polite" data-testid="bulk-count">
          {t('startups.management.selected', { count: selected.length })}
        </Text>
        <Button
          variant="light"
          color="gray"
          loading={loading}
          onClick={() => void run('ARCHIVE')}
          data-testid="bulk-archive"
        >
          {t('startups.management.archive')}
        </Button>
        <Button variant="light" loading={loading} onClick={() => void run('RESTORE')} data-testid="bulk-restore">
          {t('startups.management.restore')}
        </Button>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('startups.management.toProgram')}
            data={programs.map((p) => ({ value: p._id, label: p.name }))}
            value={programId}
            onChange={setProgramId}
            w={200}
            data-testid="bulk-program"
          />
          <Button
            variant="light"
            disabled={!programId}
            loading={loading}
            onClick={() => void run('ADD_TO_PROGRAM', programId)}
            data-testid="bulk-add-program"
          >
            {t('startups.management.add')}
          </Button>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('startups.management.tag')}
            data={tags.map((x) => ({ value: x._id, label: x.name }))}
            value={tagId}
            onChange={setTagId}
            w={180}
            data-testid="bulk-tag"
          />
          <Button
            variant="light"
            disabled={!tagId}
            loading={loading}
            onClick={() => void run('ADD_TAG', tagId)}
            data-testid="bulk-add-tag"
          >
            {t('startups.management.add')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

export function StartupsPanel({ canCreate, canManage }: { readonly canCreate: boolean; readonly canManage: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('active');
  const [debounced] = useDebouncedValue(search.trim().slice(0, 100), 300);
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<{ id: string | null } | null>(null);
  const variables = {
    search: debounced || null,
    status: status === 'all' ? null : (status as StartupStatus),
    first: GENERIC_PAGE_SIZE,
  };
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(StartupManagementListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [archive] = useMutation(ArchiveStartupDocument);
  const [restore] = useMutation(RestoreStartupDocument);
  const page = (data ?? previousData)?.startups;
  const rows = page?.results ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r._id));
  const toggle = (id: string) =>
    setSelected((s) =>
      s.includes(id) ? s.filter((x) => x !== id) : s.length < STARTUP_BATCH_MAX_ITEMS ? [...s, id] : s,
    );
  const single = async (id: string, name: string, action: 'archive' | 'restore') => {
    try {
      await (action === 'archive' ? archive({ variables: { id } }) : restore({ variables: { id } }));
      notifications.show({
        color: 'green',
        message: t(action === 'archive' ? 'startups.management.archived' : 'startups.management.restored', { name }),
      });
      await refetch();
    } catch (err) {
      notifications.show({
        color: 'red',
        title: t('startups.management.actionFailed'),
        message: startupErrorMessage(err, t),
      });
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('startups.portfolio.search')}
          placeholder={t('startups.portfolio.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 220px' }}
          data-testid="management-search"
        />
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as StatusFilter);
            setSelected([]);
          }}
          data={[
            { value: 'active', label: t('startups.status.active') },
            { value: 'archived', label: t('startups.status.archived') },
            { value: 'all', label: t('startups.status.all') },
          ]}
          aria-label={t('startups.management.statusFilter')}
          data-testid="management-status"
        />
        {canCreate ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDrawer({ id: null })}
            data-testid="startup-new"
          >
            {t('startups.management.new')}
          </Button>
        ) : null}
      </Group>
      {canManage && selected.length > 0 ? <BulkBar selected={selected} onStarted={() => setSelected([])} /> : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('startups.portfolio.loadFailed')}
        </Alert>
      ) : null}
      {!page && loading ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : null}
      {page ? (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table
              verticalSpacing="sm"
              highlightOnHover
              aria-label={t('startups.management.title')}
              data-testid="management-table"
            >
              <Table.Thead>
                <Table.Tr>
                  {canManage ? (
                    <Table.Th scope="col" w={40}>
                      <Checkbox
                        aria-label={t('startups.management.selectAll')}
                        checked={allSelected}
                        indeterminate={!allSelected && rows.some((r) => selected.includes(r._id))}
                        onChange={() =>
                          setSelected(allSelected ? [] : rows.map((r) => r._id).slice(0, STARTUP_BATCH_MAX_ITEMS))
                        }
                      />
                    </Table.Th>
                  ) : null}
                  <Table.Th scope="col">{t('startups.portfolio.name')}</Table.Th>
                  <Table.Th scope="col">{t('startups.portfolio.programs')}</Table.Th>
                  <Table.Th scope="col">{t('startups.portfolio.founders')}</Table.Th>
                  <Table.Th scope="col">{t('startups.company.tags')}</Table.Th>
                  <Table.Th scope="col">{t('startups.management.status')}</Table.Th>
                  {canManage ? <Table.Th scope="col">{t('startups.management.actions')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="md" data-testid="management-empty">
                        {t('startups.portfolio.emptyFiltered')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {rows.map((s) => (
                  <Table.Tr key={s._id} data-testid="management-row" data-name={s.name}>
                    {canManage ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t('startups.management.select', { name: s.name })}
                          checked={selected.includes(s._id)}
                          onChange={() => toggle(s._id)}
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Anchor component={Link} to={`/startup/${s._id}/file`} fw={600}>
                        {s.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.programs.map((p) => p.name).join(', ') || '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.people.map((p) => p.fullName).join(', ') || '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {s.tags.map((tag) => (
                          <TagBadge key={tag._id} tag={tag} />
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge
                        color={s.status === 'archived' ? 'gray.7' : 'green.9'}
                        variant="filled"
                        data-testid="startup-status"
                      >
                        {t(`startups.status.${s.status}`)}
                      </StatusBadge>
                    </Table.Td>
                    {canManage ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setDrawer({ id: s._id })}
                            aria-label={t('startups.management.editNamed', { name: s.name })}
                            data-testid="row-edit"
                          >
                            {t('startups.management.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color={s.status === 'archived' ? 'blue' : 'gray'}
                            onClick={() => void single(s._id, s.name, s.status === 'archived' ? 'restore' : 'archive')}
                            aria-label={t(
                              s.status === 'archived'
                                ? 'startups.management.restoreNamed'
                                : 'startups.management.archiveNamed',
                              { name: s.name },
                            )}
                          >
                            {t(s.status === 'archived' ? 'startups.management.restore' : 'startups.management.archive')}
                          </Button>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      {page?.next ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { ...variables, after: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  startups: {
                    ...fetchMoreResult.startups,
                    results: [...prev.startups.results, ...fetchMoreResult.startups.results],
                  },
                }),
              })
            }
          >
            {t('startups.portfolio.loadMore')}
          </Button>
        </Group>
      ) : null}
      <StartupDrawer
        opened={drawer !== null}
        startupId={drawer?.id ?? null}
        onClose={() => setDrawer(null)}
        onSaved={(id) => {
          setDrawer({ id });
          void refetch();
        }}
      />
    </Stack>
  );
}
