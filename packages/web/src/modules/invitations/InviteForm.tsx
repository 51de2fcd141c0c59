// The invite form: email, name, role, and optionally a startup and a programme; checked before sending.
import { canJoinStartupAs, type RoleType as SharedRoleType } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  InvitationTargetsDocument,
  InviteUserDocument,
  PendingInvitationsDocument,
  type RoleType,
} from '../../generated/graphql.ts';
import { accountFieldError, NAME_MAX_LENGTH, validateEmail } from '../auth/accountFields.ts';
import { errorCode } from '../../app/errors.ts';
import { inviteeRoleName } from './roleName.ts';
import { useFailureMessage, type Feedback } from './inviteFeedback.ts';

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  roleType: string;
  startupId: string | null;
  programId: string | null;
}

export function InviteForm({ onDone }: { readonly onDone: (feedback: Feedback) => void }) {
  const { t } = useTranslation();
  const failure = useFailureMessage();
  const targets = useQuery(InvitationTargetsDocument);
  const [invite, { loading }] = useMutation(InviteUserDocument, { refetchQueries: [PendingInvitationsDocument] });
  // The server answers which roles this user may invite to (their level, and no permission they lack).
  const roles = targets.data?.invitationTargets.roleTypes ?? [];
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '', roleType: 'Cofounder', startupId: null, programId: null },
    validate: {
      email: validateEmail,
      firstName: (v) => (v.trim().length > NAME_MAX_LENGTH ? 'tooLong' : null),
      lastName: (v) => (v.trim().length > NAME_MAX_LENGTH ? 'tooLong' : null),
      roleType: (v) => (v ? null : 'required'),
    },
    validateInputOnBlur: true,
  });
  const labels = {
    email: t('invitations.invite.email'),
    firstName: t('invitations.invite.firstName'),
    lastName: t('invitations.invite.lastName'),
    role: t('invitations.invite.role'),
  };
  const roleType = form.values.roleType as SharedRoleType;
  const startupAllowed = canJoinStartupAs(roleType);

  const submit = form.onSubmit(
    async (values) => {
      try {
        await invite({
          variables: {
            input: {
              email: values.email.trim(),
              roleType: values.roleType as RoleType,
              firstName: values.firstName.trim() || null,
              lastName: values.lastName.trim() || null,
              startupId: startupAllowed ? values.startupId : null,
              programId: values.programId,
            },
          },
        });
        onDone({ tone: 'success', message: t('invitations.invite.sent', { email: values.email.trim() }) });
        // Focus stays on the button: moving it to the emptied email field would flag it on the next blur.
        form.reset();
      } catch (error) {
        onDone({
          tone: 'error',
          message: errorCode(error) === 'CONFLICT' ? t('invitations.invite.errors.emailTaken') : failure(error),
        });
      }
    },
    (errors) => {
      const first = (['email', 'firstName', 'lastName', 'roleType'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const startups = targets.data?.invitationTargets.startups.map((s) => ({ value: s._id, label: s.name })) ?? [];
  const programs = targets.data?.invitationTargets.programs.map((p) => ({ value: p._id, label: p.name })) ?? [];

  return (
    <form onSubmit={submit} noValidate aria-label={t('invitations.invite.formLabel')}>
      <Stack gap="sm">
        <TextInput
          label={labels.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          aria-required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={accountFieldError(form.errors.email, labels.email, t)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={labels.firstName}
            autoComplete="off"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
            error={accountFieldError(form.errors.firstName, labels.firstName, t)}
          />
          <TextInput
            label={labels.lastName}
            autoComplete="off"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
            error={accountFieldError(form.errors.lastName, labels.lastName, t)}
          />
        </SimpleGrid>
        <Select
          label={labels.role}
          data={roles.map((type) => ({ value: type, label: inviteeRoleName({ roleType: type, roleLabel: null }, t) }))}
          allowDeselect={false}
          aria-required
          comboboxProps={{ withinPortal: true }}
          key={form.key('roleType')}
          {...form.getInputProps('roleType')}
          error={accountFieldError(form.errors.roleType, labels.role, t)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('invitations.invite.startup')}
            placeholder={t('invitations.invite.noStartup')}
            description={startupAllowed ? undefined : t('invitations.invite.startupFounderOnly')}
            data={startups}
            disabled={!startupAllowed}
            clearable
            searchable
            nothingFoundMessage={t('invitations.invite.nothingFound')}
            key={form.key('startupId')}
            {...form.getInputProps('startupId')}
            value={startupAllowed ? form.values.startupId : null}
          />
          <Select
            label={t('invitations.invite.program')}
            placeholder={t('invitations.invite.noProgram')}
            data={programs}
            clearable
            searchable
            nothingFoundMessage={t('invitations.invite.nothingFound')}
            key={form.key('programId')}
            {...form.getInputProps('programId')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={loading}
            leftSection={<IconSend size={18} aria-hidden />}
            data-testid="send-invitation"
          >
            {t('invitations.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
