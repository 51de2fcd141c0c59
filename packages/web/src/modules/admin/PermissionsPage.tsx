// /admin/configuration/permissions?role=<id>: one role's name, grants and visibility. The grants are a table per
// area of the registry: each permission with the scopes it allows (All, Assigned, Selected, None). Saving applies
// on its holders' next request.
import {
  ADMIN_ROLE_KEEPS,
  allowedScopes,
  canGrantRoleType,
  grantedScope,
  permissionAreas,
  ROLE_LABEL_MAX_LENGTH,
  ROLE_TYPES,
  VISIBILITY_SETTINGS,
  type PermissionCriteriaScope,
  type PermissionGrant,
  type PermissionKey,
  type VisibilitySetting,
} from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AdminRolesDocument,
  AdminUpdateRoleDocument,
  type AdminRoleFragment,
  type RoleType,
} from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { areaName, permissionName, roleName, roleTypeName, scopeName, visibilityName } from './names.ts';

const AREAS = permissionAreas();

interface Draft {
  label: string;
  scopes: Record<string, PermissionCriteriaScope>;
  userRoles: string[];
  userVisibility: VisibilitySetting;
  startupVisibility: VisibilitySetting;
}

function draftOf(role: AdminRoleFragment): Draft {
  const grants = role.permissions as unknown as PermissionGrant[];
  return {
    label: role.label,
    scopes: Object.fromEntries(AREAS.flatMap((a) => a.keys).map((key) => [key, grantedScope(grants, key)])),
    userRoles: [...role.userAccess.roles],
    userVisibility: role.userAccess.visibilitySettings as VisibilitySetting,
    startupVisibility: role.startupAccess.visibilitySettings as VisibilitySetting,
  };
}

function GrantsTable({
  area,
  keys,
  draft,
  locked,
  onChange,
}: {
  readonly area: string;
  readonly keys: readonly PermissionKey[];
  readonly draft: Draft;
  readonly locked: (key: PermissionKey) => boolean;
  readonly onChange: (key: PermissionKey, scope: PermissionCriteriaScope) => void;
}) {
  const { t } = useTranslation();
  const headingId = `area-${area}`;
  const selectable = keys.some((k) => allowedScopes(k).includes('SELECTED'));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={4} id={headingId}>
          {areaName(area, t)}
        </Title>
        <Table verticalSpacing={6} aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.permissions.columns.permission')}</Table.Th>
              <Table.Th scope="col" w={170}>
                {t('admin.permissions.columns.access')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => {
              const name = permissionName(key, t);
              return (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Text size="sm">{name}</Text>
                    <Text size="xs" c="dimmed" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all' }}>
                      {key}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      aria-label={t('admin.permissions.accessFor', { permission: name })}
                      data={allowedScopes(key).map((scope) => ({ value: scope, label: scopeName(scope, t) }))}
                      value={draft.scopes[key] ?? 'NONE'}
                      disabled={locked(key)}
                      onChange={(e) => onChange(key, e.currentTarget.value as PermissionCriteriaScope)}
                      data-testid={`grant-${key}`}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {selectable ? (
          <Text size="xs" c="dimmed">
            {t('admin.permissions.selectedLater')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function RoleEditor({ role }: { readonly role: AdminRoleFragment }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const failure = useAdminFailureMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(role));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(AdminUpdateRoleDocument);
  const readOnly = role.type === 'System' || !canGrantRoleType(user.role.type, role.type as RoleType);
  const keepsAdmin = role.type === 'Admin' && !role.isCustom;
  const locked = (key: PermissionKey) => readOnly || (keepsAdmin && ADMIN_ROLE_KEEPS.includes(key));
  const selectedOf = (key: string) => role.permissions.find((g) => g.key === key)?.selected ?? [];

  const save = async () => {
    const label = draft.label.trim();
    if (!label || label.length > ROLE_LABEL_MAX_LENGTH) {
      setLabelError(
        !label
          ? t('admin.roles.create.nameRequired')
          : t('admin.roles.create.nameTooLong', { max: ROLE_LABEL_MAX_LENGTH }),
      );
      document.getElementById('role-label')?.focus();
      return;
    }
    setLabelError(null);
    setFeedback(null);
    try {
      await update({
        variables: {
          id: role._id,
          input: {
            label,
            permissions: Object.entries(draft.scopes)
              .filter(([, scope]) => scope !== 'NONE')
              .map(([key, scope]) => ({
                key,
                permissionCriteria: scope,
                ...(scope === 'SELECTED' ? { selected: selectedOf(key) } : {}),
              })),
            userAccess: { roles: draft.userRoles, visibilitySettings: draft.userVisibility },
            startupAccess: { visibilitySettings: draft.startupVisibility },
          },
        },
      });
      setFeedback({ tone: 'success', message: t('admin.permissions.saved', { name: label }) });
    } catch (error) {
      setFeedback({ tone: 'error', message: failure(error) });
    }
  };

  const visibilityOptions = VISIBILITY_SETTINGS.map((v) => ({ value: v, label: visibilityName(v, t) }));
  return (
    <Stack gap="md">
      {readOnly ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {role.type === 'System' ? t('admin.permissions.systemReadOnly') : t('admin.permissions.adminOnly')}
        </Alert>
      ) : null}
      {keepsAdmin ? (
        <Text size="sm" c="dimmed">
          {t('admin.permissions.adminKeeps')}
        </Text>
      ) : null}
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            id="role-label"
            label={t('admin.permissions.name')}
            required
            dir="auto"
            value={draft.label}
            error={labelError}
            disabled={readOnly}
            onChange={(e) => {
              const label = e.currentTarget.value;
              setDraft((d) => ({ ...d, label }));
            }}
            data-testid="role-label"
          />
          <TextInput
            label={t('admin.permissions.basedOn')}
            value={roleTypeName(role.type, t)}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="visibility-title">
        <Stack gap="sm">
          <Title order={3} fz="h4" id="visibility-title">
            {t('admin.permissions.visibility.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.permissions.visibility.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={t('admin.permissions.visibility.users')}
              data={visibilityOptions}
              value={draft.userVisibility}
              disabled={readOnly}
              onChange={(e) => {
                const value = e.currentTarget.value as VisibilitySetting;
                setDraft((d) => ({ ...d, userVisibility: value }));
              }}
              data-testid="user-visibility"
            />
            <MultiSelect
              label={t('admin.permissions.visibility.roles')}
              description={t('admin.permissions.visibility.rolesHelp')}
              placeholder={draft.userRoles.length ? undefined : t('admin.permissions.visibility.allRoles')}
              data={ROLE_TYPES.map((type) => ({ value: type, label: roleTypeName(type, t) }))}
              value={draft.userRoles}
              disabled={readOnly}
              clearable
              comboboxProps={{ withinPortal: true }}
              onChange={(userRoles) => setDraft((d) => ({ ...d, userRoles }))}
            />
            <NativeSelect
              label={t('admin.permissions.visibility.startups')}
              description={t('admin.permissions.visibility.startupsHelp')}
              data={visibilityOptions}
              value={draft.startupVisibility}
              disabled={readOnly}
              onChange={(e) => {
                const value = e.currentTarget.value as VisibilitySetting;
                setDraft((d) => ({ ...d, startupVisibility: value }));
              }}
              data-testid="startup-visibility"
            />
          </SimpleGrid>
        </Stack>
      </Card>
      <Title order={3} fz="h4">
        {t('admin.permissions.grantsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {AREAS.map(({ area, keys }) => (
          <GrantsTable
            key={area}
            area={area}
            keys={keys}
            draft={draft}
            locked={locked}
            onChange={(key, scope) => setDraft((d) => ({ ...d, scopes: { ...d.scopes, [key]: scope } }))}
          />
        ))}
      </SimpleGrid>
      <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
      {!readOnly ? (
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
          <Button
            loading={loading}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => void save()}
            data-testid="save-role"
          >
            {t('admin.permissions.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function PermissionsPage() {
  return (
    <AdminFrame tab="permissions">
      <PermissionsPageContent />
    </AdminFrame>
  );
}

function PermissionsPageContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, error } = useQuery(AdminRolesDocument, { fetchPolicy: 'cache-and-network' });
  const roles = data?.roles ?? [];
  const role = roles.find((r) => r._id === params.get('role')) ?? roles[0];
  return (
    <Stack component="section" gap="md" aria-labelledby="admin-permissions-title">
      <Stack gap={4}>
        <Title order={2} id="admin-permissions-title">
          {t('admin.permissions.title')}
        </Title>
        <Text c="dimmed">{t('admin.permissions.intro')}</Text>
      </Stack>
      {error && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('admin.loadFailed')}
        </Alert>
      ) : null}
      {role ? (
        <>
          <NativeSelect
            label={t('admin.permissions.role')}
            maw={420}
            data={roles.map((r) => ({
              value: r._id,
              label: r.isCustom ? t('admin.permissions.customRole', { name: roleName(r, t) }) : roleName(r, t),
            }))}
            value={role._id}
            onChange={(e) => setParams({ role: e.currentTarget.value }, { replace: true })}
            data-testid="permissions-role"
          />
          {/* A fresh editor per role: the draft starts from that role. */}
          <RoleEditor key={role._id} role={role} />
        </>
      ) : !error ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : null}
    </Stack>
  );
}
