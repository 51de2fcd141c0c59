// "Invite someone": staff (Admin, AdminCoach, Staff, SubAdmin) invite a person by email with a role, and
// optionally a startup and a programme; below the form, the invitations still waiting for an answer, each
// of which can be sent again or withdrawn.
import {
  canInviteRole,
  canJoinStartupAs,
  formatDate,
  isInviterRole,
  type RoleType as SharedRoleType,
} from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconMailForward, IconSend, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InvitationTargetsDocument,
  InviteUserDocument,
  PendingInvitationsDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
  type InvitationRowFragment,
  type RoleType,
} from '../../generated/graphql.ts';
import { accountFieldError, NAME_MAX_LENGTH, validateEmail } from '../auth/accountFields.ts';
import { errorCode, useErrorMessage, type ErrorTable } from '../../app/errors.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { inviteeRoleName } from './roleName.ts';

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  roleType: string;
  startupId: string | null;
  programId: string | null;
}

type Feedback = { readonly tone: 'success' | 'error'; readonly message: string };

const INVITE_ERRORS: ErrorTable = {
  codes: {
    CONFLICT: 'invitations.invite.errors.conflict',
    FORBIDDEN: 'invitations.invite.errors.forbidden',
    NOT_FOUND: 'invitations.invite.errors.notFound',
    VALIDATION_FAILED: 'invitations.invite.errors.invalid',
    NETWORK: 'invitations.invite.errors.network',
    INTERNAL: 'invitations.invite.errors.unknown',
    UNKNOWN: 'invitations.invite.errors.unknown',
  },
};

function useFailureMessage() {
  const message = useErrorMessage(INVITE_ERRORS);
  return (error: unknown): string => {
    if (errorCode(error) === 'UNKNOWN') console.error(error);
    return message(error);
  };
}

function PendingInvitation({
  invitation,
  mayManage,
  onDone,
}: {
  readonly invitation: InvitationRowFragment;
  readonly mayManage: boolean;
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t, i18n } = useTranslation();
  const failure = useFailureMessage();
  const [resend, resending] = useMutation(ResendInvitationDocument, { refetchQueries: [PendingInvitationsDocument] });
  const [revoke, revoking] = useMutation(RevokeInvitationDocument, { refetchQueries: [PendingInvitationsDocument] });
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  const expires = formatDate(invitation.expiresAt, i18n.language);
  const role = inviteeRoleName({ roleType: invitation.role.type, roleLabel: invitation.role.label ?? null }, t);
  const run = async (action: 'resend' | 'revoke') => {
    try {
      if (action === 'resend') await resend({ variables: { id: invitation._id } });
      else await revoke({ variables: { id: invitation._id } });
      onDone({
        tone: 'success',
        message: t(action === 'resend' ? 'invitations.pending.resent' : 'invitations.pending.revoked', {
          email: invitation.email,
        }),
      });
    } catch (error) {
      onDone({ tone: 'error', message: failure(error) });
    }
  };
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="pending-invitation">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
            {name ? (
              <Text size="sm" c="dimmed" dir="auto">
                {name}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="light" tt="none">
            {role}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[invitation.startup?.name, invitation.program?.name, t('invitations.pending.expires', { date: expires })]
            .filter(Boolean)
            .join(' · ')}
          {invitation.invitedBy ? ` · ${t('invitations.pending.by', { name: invitation.invitedBy.fullName })}` : ''}
        </Text>
        {mayManage ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={resending.loading}
              onClick={() => void run('resend')}
              aria-label={t('invitations.pending.resendLabel', { email: invitation.email })}
            >
              {t('invitations.pending.resend')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={revoking.loading}
              onClick={() => void run('revoke')}
              aria-label={t('invitations.pending.revokeLabel', { email: invitation.email })}
            >
              {t('invitations.pending.revoke')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function InviteForm({ onDone }: { readonly onDone: (feedback: Feedback) => void }) {
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

function PendingInvitations({
  inviterRole,
  onDone,
}: {
  readonly inviterRole: RoleType;
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(PendingInvitationsDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.invitations ?? [];
  return (
    <Stack component="section" gap="sm" aria-labelledby="pending-invitations-title">
      <Group gap="xs">
        <Title order={3} fz="h4" id="pending-invitations-title">
          {t('invitations.pending.title')}
        </Title>
        {loading && !data ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
      </Group>
      {error && !data ? (
        <Text c="red" role="alert">
          {t('invitations.pending.failed')}
        </Text>
      ) : list.length === 0 && data ? (
        <Text c="dimmed" data-testid="no-pending-invitations">
          {t('invitations.pending.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="pending-invitations"
        >
          {list.map((invitation) => (
            <PendingInvitation
              key={invitation._id}
              invitation={invitation}
              mayManage={canInviteRole(inviterRole, invitation.role.type)}
              onDone={onDone}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function InviteModal({ opened, onClose }: { readonly opened: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const close = () => {
    setFeedback(null);
    onClose();
  };
  return (
    // The compound form, for two accessibility fixes: the close button gets a name, and the header (a <header>
    // inside the dialog, which axe would count as a second banner landmark) is made presentational.
    <Modal.Root opened={opened} onClose={close} size="lg" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content data-testid="invite-modal">
        <Modal.Header role="none">
          <Modal.Title>{t('invitations.invite.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('invitations.invite.close')} />
        </Modal.Header>
        <Modal.Body>
          {opened ? (
            <Stack gap="lg">
              {feedback ? (
                <Alert
                  color={feedback.tone === 'success' ? 'green' : 'red'}
                  variant="light"
                  icon={feedback.tone === 'success' ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
                  role={feedback.tone === 'success' ? 'status' : 'alert'}
                  withCloseButton
                  closeButtonLabel={t('invitations.invite.dismiss')}
                  onClose={() => setFeedback(null)}
                  data-testid="invite-feedback"
                >
                  {feedback.message}
                </Alert>
              ) : null}
              <InviteForm onDone={setFeedback} />
              <PendingInvitations inviterRole={user.role.type} onDone={setFeedback} />
            </Stack>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The button of the home page; only the programme's staff see it. */
export function InviteButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (!isInviterRole(user.role.type)) return null;
  return (
    <>
      <Button
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="open-invite"
      >
        {t('invitations.invite.open')}
      </Button>
      <InviteModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
