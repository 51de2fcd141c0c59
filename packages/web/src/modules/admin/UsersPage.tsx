// /admin/configuration/users: the organisation's users by name, searched by name or email and filtered by role
// and status, 25 at a time ("Load more"). Who may change users changes a role in place and a status after
// confirming; inviting (and resending or withdrawing an invitation) goes through the invitation flow.
import {
  ADMIN_USER_STATUSES,
  ADMIN_USERS_PAGE_SIZE,
  canGrantRoleType,
  canManageUserOfType,
  SETTABLE_USER_STATUSES,
  type AdminUserStatus,
  type SettableUserStatus,
} from '@ascent/shared';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AdminSetUserRoleDocument,
  UserBatchOperationUpdatedDocument,
  AdminUserRolesDocument,
  AdminUsersDocument,
  type AccountStatus,
  type AdminManagedUserFragment,
  type AdminUserRolesQuery,
  type RoleType,
} from '../../generated/graphql.ts';
import { InviteButton } from '../invitations/InviteModal.tsx';
import { StatusConfirmModal, type PendingStatus } from './UserStatusConfirmModal.tsx';
import { UsersBulkBar } from './UsersBulkBar.tsx';
import { BatchOperationsProvider } from '../../ui/batchOperations.tsx';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminFrame, useGrantedPermissions } from './AdminFrame.tsx';
import { licensedRoleNames, roleName, statusName } from './names.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import type { Formatters } from '../../ui/formatting/formatters.ts';

type RoleOption = AdminUserRolesQuery['userRoles'][number];

function UserRow({
  user,
  roles,
  mayEdit,
  format,
  onStatus,
  onDone,
  selection,
}: {
  readonly selection: { readonly checked: boolean; readonly toggle: () => void } | null;
  readonly user: AdminManagedUserFragment;
  readonly roles: readonly RoleOption[];
  readonly mayEdit: boolean;
  readonly format: Formatters;
  readonly onStatus: (pending: PendingStatus) => void;
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const failure = useAdminFailureMessage();
  const [setRole, { loading }] = useMutation(AdminSetUserRoleDocument);
  const self = user._id === me._id;
  const editable = mayEdit && !self && canManageUserOfType(me.role.type, user.role.type);
  // The user's current role stays listed even when this administrator could not hand it out.
  const roleOptions = roles
    .filter((r) => r._id === user.role._id || canGrantRoleType(me.role.type, r.type as RoleType))
    .map((r) => ({
      value: r._id,
      label: r.isCustom ? t('admin.permissions.customRole', { name: roleName(r, t) }) : roleName(r, t),
    }));
  const statusOptions = (
    user.status === 'PENDING' ? (['PENDING', ...SETTABLE_USER_STATUSES] as const) : SETTABLE_USER_STATUSES
  ).map((s) => ({
    value: s,
    label: statusName(s, t),
    disabled: s === 'PENDING',
  }));
  const changeRole = async (roleId: string) => {
    try {
      const { data } = await setRole({ variables: { userId: user._id, roleId } });
      if (data)
        onDone({
          tone: 'success',
          message: t('admin.users.roleChanged', { name: user.fullName, role: roleName(data.setUserRole.role, t) }),
        });
    } catch (error) {
      onDone({ tone: 'error', message: failure(error) });
    }
  };
  return (
    <Table.Tr data-testid="user-row" data-email={user.email}>
      {selection ? (
        <Table.Td w={40}>
          <Checkbox
            aria-label={t('admin.users.bulk.select', { name: user.fullName })}
            checked={selection.checked}
            onChange={selection.toggle}
            data-testid="user-select"
          />
        </Table.Td>
      ) : null}
      <Table.Th scope="row" fw={400}>
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" dir="auto">
              {user.fullName}
            </Text>
            {self ? (
              <Badge size="xs" variant="light" tt="none">
                {t('admin.users.you')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" dir="ltr" style={{ unicodeBidi: 'plaintext', overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          {!user.validated ? (
            <Text size="xs" c="dimmed">
              {t('admin.users.unconfirmed')}
            </Text>
          ) : null}
        </Stack>
      </Table.Th>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={t('admin.users.roleOf', { name: user.fullName })}
          data={roleOptions}
          value={user.role._id}
          disabled={!editable || loading}
          onChange={(e) => void changeRole(e.currentTarget.value)}
          data-testid="user-role"
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={t('admin.users.statusOf', { name: user.fullName })}
          data={statusOptions}
          value={user.status}
          disabled={!editable}
          onChange={(e) => {
            // Asked first: the (controlled) select keeps showing the stored status until the change is confirmed.
            onStatus({ user, status: e.currentTarget.value as SettableUserStatus });
          }}
          data-testid="user-status"
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
      </Table.Td>
    </Table.Tr>
  );
}

export function UsersPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  // When an operation ends, the table shows its effect.
  const refresh = useCallback(() => void client.refetchQueries({ include: [AdminUsersDocument] }), [client]);
  const following = {
    kind: 'users' as const,
    document: UserBatchOperationUpdatedDocument,
    title: t('admin.users.bulk.title'),
    succeeded: (count: number) => t('admin.users.bulk.succeeded', { count }),
  };
  return (
    <AdminFrame tab="users">
      <BatchOperationsProvider following={following} onFinished={refresh}>
        <UsersPageContent />
      </BatchOperationsProvider>
    </AdminFrame>
  );
}

function UsersPageContent() {
  const { t, i18n } = useTranslation();
  const granted = useGrantedPermissions();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [roleId, setRoleId] = useState('');
  const [status, setStatus] = useState<AccountStatus | ''>('');
  // ?licensed=1 (the plan page's link): the users counted against the plan, by the server's one rule.
  const [params, setParams] = useSearchParams();
  const licensed = params.get('licensed') === '1';
  const setLicensed = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('licensed', '1');
        else next.delete('licensed');
        return next;
      },
      { replace: true },
    );
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState<PendingStatus | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const mayEdit = granted.has('USERS:EDIT');
  const roles = useQuery(AdminUserRolesDocument, { fetchPolicy: 'cache-and-network' });
  const variables = {
    search: debounced || null,
    roleId: roleId || null,
    status: status || null,
    licensed: licensed || null,
    first: ADMIN_USERS_PAGE_SIZE,
  };
  const { data, error, loading, fetchMore } = useQuery(AdminUsersDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.users;
  // Spec 02 §9: dates as MMM DD, YYYY (per language), in UTC.
  const format = useFormatters();
  const roleList = roles.data?.userRoles ?? [];
  const rows = page?.results ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r._id));
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const loadMore = async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, after: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          users: { ...fetchMoreResult.users, results: [...previous.users.results, ...fetchMoreResult.users.results] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="admin-users-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={2} id="admin-users-title">
            {t('admin.users.title')}
          </Title>
          <Text c="dimmed">{t('admin.users.intro')}</Text>
        </Stack>
        {granted.has('USERS:INVITE') ? <InviteButton /> : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="search" aria-label={t('admin.users.filters')}>
        <TextInput
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="users-search"
        />
        <NativeSelect
          label={t('admin.users.role')}
          data={[
            { value: '', label: t('admin.users.allRoles') },
            ...roleList.map((r) => ({
              value: r._id,
              label: r.isCustom ? t('admin.permissions.customRole', { name: roleName(r, t) }) : roleName(r, t),
            })),
          ]}
          value={roleId}
          onChange={(e) => setRoleId(e.currentTarget.value)}
          data-testid="users-role-filter"
        />
        <NativeSelect
          label={t('admin.users.status')}
          data={[
            { value: '', label: t('admin.users.allStatuses') },
            ...ADMIN_USER_STATUSES.map((s: AdminUserStatus) => ({ value: s, label: statusName(s, t) })),
          ]}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as AccountStatus | '')}
          data-testid="users-status-filter"
        />
      </SimpleGrid>
      <Checkbox
        label={t('admin.users.licensedOnly')}
        description={t('admin.users.licensedOnlyHint', { roles: licensedRoleNames(t, i18n.language) })}
        checked={licensed}
        onChange={(e) => setLicensed(e.currentTarget.checked)}
        data-testid="users-licensed-filter"
      />
      <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
      {mayEdit && selected.length > 0 ? (
        <UsersBulkBar
          selected={selected}
          roles={roleList}
          mayInvite={granted.has('USERS:INVITE')}
          onStarted={() => setSelected([])}
          onFailed={setFeedback}
        />
      ) : null}
      {error && !page ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('admin.loadFailed')}
        </Alert>
      ) : null}
      {page ? (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="users-count">
          {t('admin.users.count', { count: page.totalCount })}
        </Text>
      ) : null}
      {page && page.results.length === 0 ? <Text data-testid="users-empty">{t('admin.users.empty')}</Text> : null}
      {page && page.results.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover aria-labelledby="admin-users-title" data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                {mayEdit ? (
                  <Table.Th scope="col" w={40}>
                    <Checkbox
                      aria-label={t('admin.users.bulk.selectPage')}
                      checked={allSelected}
                      indeterminate={!allSelected && rows.some((r) => selected.includes(r._id))}
                      onChange={() => setSelected(allSelected ? [] : rows.map((r) => r._id))}
                      data-testid="users-select-page"
                    />
                  </Table.Th>
                ) : null}
                <Table.Th scope="col">{t('admin.users.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.columns.role')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('admin.users.columns.joined')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.results.map((user) => (
                <UserRow
                  key={user._id}
                  user={user}
                  roles={roleList}
                  mayEdit={mayEdit}
                  selection={mayEdit ? { checked: selected.includes(user._id), toggle: () => toggle(user._id) } : null}
                  format={format}
                  onStatus={setPending}
                  onDone={setFeedback}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {loading && !page ? <Text c="dimmed">{t('common.loading')}</Text> : null}
      {page?.next ? (
        <Group justify="center">
          <Button variant="default" loading={loadingMore} onClick={() => void loadMore()} data-testid="users-load-more">
            {t('admin.users.loadMore')}
          </Button>
        </Group>
      ) : null}
      <StatusConfirmModal pending={pending} onClose={() => setPending(null)} onDone={setFeedback} />
    </Stack>
  );
}
