// The invitations still waiting for an answer, below the invite form: each can be sent again or withdrawn.
import { canInviteRole, formatDate } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PendingInvitationsDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
  type InvitationRowFragment,
  type RoleType,
} from '../../generated/graphql.ts';
import { inviteeRoleName } from './roleName.ts';
import { useFailureMessage, type Feedback } from './inviteFeedback.ts';

export function PendingInvitation({
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

export function PendingInvitations({
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
