// /setup/profile-fields (spec 01 §2): for each role, which profile fields its people see, must fill and may edit.
// One role at a time (a matrix of every role would not fit a phone): its fields in the form's order, three
// check boxes each. Ticking "required" turns "shown" and "editable" on; hiding a field turns the others off — the
// server refuses the other combinations. Saving says how many people will be asked at their next sign-in.
import { useMutation, useQuery } from '@apollo/client/react';
import { PROFILE_FIELDS, type ProfileField, type ProfileFieldRule } from '@ascent/shared';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Checkbox,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFieldSettingsDocument, UpdateProfileFieldsDocument } from '../../../generated/graphql.ts';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from '../../admin/AdminFeedback.tsx';
import { roleLabel } from '../roleLabel.ts';
import { profileFieldLabel } from './fieldLabels.ts';

type Rules = Record<ProfileField, ProfileFieldRule>;
type Column = keyof ProfileFieldRule;

/** The rule after one check box, kept consistent the way the server requires. */
export function toggled(rule: ProfileFieldRule, which: Column, on: boolean): ProfileFieldRule {
  const next = { ...rule, [which]: on };
  if (which === 'required' && on) return { visible: true, required: true, editable: true };
  if (which === 'visible' && !on) return { visible: false, required: false, editable: false };
  if (which === 'editable' && !on) next.required = false;
  if (which === 'editable' && on) next.visible = true;
  return next;
}

const COLUMNS: readonly Column[] = ['visible', 'required', 'editable'];

export function ProfileFieldsPage() {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const { data, error } = useQuery(ProfileFieldSettingsDocument);
  const [save, { loading: saving }] = useMutation(UpdateProfileFieldsDocument);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Rules | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const roles = useMemo(() => data?.profileFieldSettings ?? [], [data]);
  const current = roles.find((r) => r.role._id === roleId) ?? roles[0];
  useEffect(() => {
    if (!current) return;
    // Only the rule's three values (the answer also carries __typename, which the input type does not take).
    setDraft(
      Object.fromEntries(
        current.fields.map(({ field, visible, required, editable }) => [field, { visible, required, editable }]),
      ) as Rules,
    );
  }, [current]);
  const dirty =
    !!current &&
    !!draft &&
    current.fields.some((f) => COLUMNS.some((k) => draft[f.field as ProfileField]?.[k] !== f[k]));

  const submit = async () => {
    if (!current || !draft) return;
    setFeedback(null);
    try {
      const res = await save({
        variables: { roleId: current.role._id, fields: PROFILE_FIELDS.map((field) => ({ field, ...draft[field] })) },
        refetchQueries: [ProfileFieldSettingsDocument],
        awaitRefetchQueries: true,
      });
      const missing = res.data?.updateProfileFields.usersMissing ?? 0;
      setFeedback({
        tone: 'success',
        message: missing > 0 ? t('profileFields.savedAsked', { count: missing }) : t('profileFields.saved'),
      });
    } catch (e) {
      setFeedback({ tone: 'error', message: failure(e) });
    }
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg" maw={880}>
        <Stack gap={4}>
          <Title order={1}>{t('profileFields.title')}</Title>
          <Text c="dimmed">{t('profileFields.intro')}</Text>
        </Stack>
        {error && !data ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('profileFields.loadFailed')}
          </Alert>
        ) : !current || !draft ? (
          <Loader aria-label={t('profileFields.loading')} />
        ) : (
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
              <Group justify="space-between" align="flex-end" gap="sm">
                <Select
                  label={t('profileFields.role')}
                  data={roles.map((r) => ({ value: r.role._id, label: roleLabel(r.role, [], t) }))}
                  value={current.role._id}
                  onChange={(v) => {
                    if (v) setRoleId(v);
                    setFeedback(null);
                  }}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 280 }}
                  data-testid="profile-fields-role"
                />
                <Text size="sm" c="dimmed" data-testid="profile-fields-counts">
                  {t('profileFields.counts', { count: current.userCount, missing: current.usersMissing })}
                </Text>
              </Group>
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
                {t('profileFields.requiredHelp')}
              </Alert>
              <Table.ScrollContainer minWidth={300}>
                <Table
                  aria-label={t('profileFields.tableLabel')}
                  data-testid="profile-fields-table"
                  verticalSpacing="xs"
                  horizontalSpacing={6}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('profileFields.field')}</Table.Th>
                      {COLUMNS.map((k) => (
                        <Table.Th key={k} ta="center">
                          {t(`profileFields.switch.${k}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {PROFILE_FIELDS.map((field) => (
                      <Table.Tr key={field} data-testid={`profile-field-${field}`}>
                        <Table.Th scope="row" fw={500}>
                          {profileFieldLabel(field, t)}
                        </Table.Th>
                        {COLUMNS.map((k) => (
                          <Table.Td key={k}>
                            <Group justify="center">
                              <Checkbox
                                checked={draft[field][k]}
                                onChange={(e) =>
                                  setDraft({ ...draft, [field]: toggled(draft[field], k, e.currentTarget.checked) })
                                }
                                aria-label={t(`profileFields.switchLabel.${k}`, {
                                  field: profileFieldLabel(field, t),
                                })}
                                data-testid={`profile-field-${field}-${k}`}
                              />
                            </Group>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group justify="flex-end">
                <Button
                  onClick={() => void submit()}
                  loading={saving}
                  disabled={!dirty}
                  data-testid="profile-fields-save"
                >
                  {t('profileFields.save')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
