// /admin/configuration/roles: the organisation's roles with the number of users holding each; an administrator
// creates a custom role based on a type (it starts with that type's grants and visibility, then opens in the
// permissions editor) and deletes a custom role nobody holds.
import { canGrantRoleType, CUSTOM_ROLE_BASE_TYPES, PLAN_LOCKED_MESSAGE, ROLE_LABEL_MAX_LENGTH } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  AdminCreateRoleDocument,
  AdminDeleteRoleDocument,
  AdminRolesDocument,
  type AdminRoleFragment,
  type RoleType,
} from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { adminPath } from './adminAccess.ts';
import { roleName, roleTypeName } from './names.ts';

/** The editor's link for a role. */
export const permissionsPathOf = (roleId: string) => `${adminPath('permissions')}?role=${encodeURIComponent(roleId)}`;

function CreateRoleForm({
  roles,
  onDone,
}: {
  readonly roles: readonly AdminRoleFragment[];
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const failure = useAdminFailureMessage();
  const [create, { loading }] = useMutation(AdminCreateRoleDocument, { refetchQueries: [AdminRolesDocument] });
  const types = CUSTOM_ROLE_BASE_TYPES.filter((type) => canGrantRoleType(user.role.type, type));
  const form = useForm({
    mode: 'controlled',
    initialValues: { label: '', type: types.includes('Mentor') ? 'Mentor' : (types[0] ?? '') },
    validate: {
      label: (v: string) =>
        !v.trim()
          ? t('admin.roles.create.nameRequired')
          : v.trim().length > ROLE_LABEL_MAX_LENGTH
            ? t('admin.roles.create.nameTooLong', { max: ROLE_LABEL_MAX_LENGTH })
            : null,
    },
  });
  const submit = form.onSubmit(
    async (values) => {
      // The new role starts as a copy of the organisation's default role of its type.
      const base = roles.find((r) => r.type === values.type && !r.isCustom);
      try {
        const { data } = await create({
          variables: {
            input: {
              type: values.type,
              label: values.label.trim(),
              permissions: (base?.permissions ?? []).map((g) => ({
                key: g.key,
                permissionCriteria: g.permissionCriteria,
                selected: g.selected,
              })),
              userAccess: {
                roles: base?.userAccess.roles ?? [],
                visibilitySettings: base?.userAccess.visibilitySettings ?? 'none',
              },
              startupAccess: { visibilitySettings: base?.startupAccess.visibilitySettings ?? 'none' },
            },
          },
        });
        if (data) void navigate(permissionsPathOf(data.createRole._id));
      } catch (error) {
        onDone({ tone: 'error', message: failure(error) });
        form.getInputNode('label')?.focus();
      }
    },
    () => form.getInputNode('label')?.focus(),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="create-role-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h4" id="create-role-title">
            {t('admin.roles.create.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.roles.create.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('admin.roles.create.name')}
              required
              dir="auto"
              maxLength={ROLE_LABEL_MAX_LENGTH + 20}
              key={form.key('label')}
              {...form.getInputProps('label')}
              data-testid="new-role-name"
            />
            <NativeSelect
              label={t('admin.roles.create.basedOn')}
              data={types.map((type) => ({ value: type, label: roleTypeName(type, t) }))}
              key={form.key('type')}
              {...form.getInputProps('type')}
              data-testid="new-role-type"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={loading}
              leftSection={<IconPlus size={18} aria-hidden />}
              data-testid="create-role"
            >
              {t('admin.roles.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DeleteRoleModal({
  role,
  onClose,
  onDone,
}: {
  readonly role: AdminRoleFragment | null;
  readonly onClose: () => void;
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const [remove, { loading }] = useMutation(AdminDeleteRoleDocument, {
    refetchQueries: [AdminRolesDocument],
    awaitRefetchQueries: true,
  });
  const name = role ? roleName(role, t) : '';
  const confirm = async () => {
    if (!role) return;
    try {
      await remove({ variables: { id: role._id } });
      onDone({ tone: 'success', message: t('admin.roles.deleted', { name }) });
    } catch (error) {
      onDone({ tone: 'error', message: failure(error) });
    }
    onClose();
  };
  return (
    <Modal opened={role !== null} onClose={onClose} title={t('admin.roles.deleteTitle')} centered>
      <Stack gap="md">
        <Text>{t('admin.roles.deleteConfirm', { name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()} data-testid="confirm-delete-role">
            {t('admin.roles.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RolesPage() {
  return (
    <AdminFrame tab="roles">
      <RolesPageContent />
    </AdminFrame>
  );
}

function RolesPageContent() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data, error } = useQuery(AdminRolesDocument, { fetchPolicy: 'cache-and-network' });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [deleting, setDeleting] = useState<AdminRoleFragment | null>(null);
  const roles = data?.roles ?? [];
  return (
    <Stack component="section" gap="md" aria-labelledby="admin-roles-title">
      <Stack gap={4}>
        <Title order={2} id="admin-roles-title">
          {t('admin.roles.title')}
        </Title>
        <Text c="dimmed">{t('admin.roles.intro')}</Text>
      </Stack>
      <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
      {error && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('admin.loadFailed')}
        </Alert>
      ) : null}
      {data && !data.publicIncubator?.plan.paywalls.includes('CUSTOM_ROLES') ? (
        // Custom roles are a paywalled feature (spec 02 §9); the server refuses them too.
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} data-testid="custom-roles-locked">
          {t(PLAN_LOCKED_MESSAGE.key)}
        </Alert>
      ) : data ? (
        <CreateRoleForm roles={roles} onDone={setFeedback} />
      ) : null}
      {data ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-labelledby="admin-roles-title" data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.roles.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('admin.roles.columns.basedOn')}</Table.Th>
                <Table.Th scope="col">{t('admin.roles.columns.users')}</Table.Th>
                <Table.Th scope="col">{t('admin.roles.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((role) => {
                const name = roleName(role, t);
                const manageable = role.type !== 'System' && canGrantRoleType(user.role.type, role.type as RoleType);
                return (
                  <Table.Tr key={role._id} data-testid="role-row">
                    <Table.Th scope="row" fw={600}>
                      <Group gap="xs" wrap="nowrap">
                        <Text span fw={600} dir="auto">
                          {name}
                        </Text>
                        {role.isCustom ? (
                          <Badge variant="light" tt="none" size="sm">
                            {t('admin.roles.custom')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Th>
                    <Table.Td>{roleTypeName(role.type, t)}</Table.Td>
                    <Table.Td data-testid="role-user-count">{role.userCount}</Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        {manageable ? (
                          <Anchor component={Link} to={permissionsPathOf(role._id)}>
                            {/* The visible words first, then whose (WCAG 2.5.3: the name contains the label). */}
                            {t('admin.roles.edit')}
                            <VisuallyHidden> {name}</VisuallyHidden>
                          </Anchor>
                        ) : null}
                        {role.isCustom && manageable ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={16} aria-hidden />}
                            disabled={role.userCount > 0}
                            title={role.userCount > 0 ? t('admin.roles.deleteInUse') : undefined}
                            onClick={() => setDeleting(role)}
                          >
                            {t('admin.roles.delete')}
                            <VisuallyHidden> {name}</VisuallyHidden>
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : !error ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : null}
      <DeleteRoleModal role={deleting} onClose={() => setDeleting(null)} onDone={setFeedback} />
    </Stack>
  );
}
