// /acceptinvitation?token=…: the page behind the emailed link. A valid invitation shows who invites and as
// what, and asks for a name and a password; the new account is then signed in and lands on the home page.
// An unknown, expired, used or withdrawn link says so and offers the sign-in page.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconClockX, IconLinkOff, IconMailCheck, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import {
  AcceptInvitationDocument,
  InvitationPreviewDocument,
  type InvitationPreviewQuery,
  type InvitationTokenStatus,
} from '../../generated/graphql.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AccountNameFields } from '../auth/AccountNameFields.tsx';
import { NewPasswordField } from '../auth/NewPasswordField.tsx';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { errorCode, errorExtension, errorMessage, type ErrorTable } from '../../app/errors.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';
import { validateName, validatePassword } from '../auth/accountFields.ts';
import { inviteeRoleName } from './roleName.ts';

type Preview = NonNullable<InvitationPreviewQuery['invitation']>;
type Unusable = Exclude<InvitationTokenStatus, 'VALID'> | 'UNKNOWN';

const UNUSABLE: readonly string[] = ['EXPIRED', 'USED', 'REVOKED', 'UNKNOWN'];

function UnusableInvitation({ reason }: { readonly reason: Unusable }) {
  const { t } = useTranslation();
  const copy = {
    UNKNOWN: {
      icon: <IconLinkOff size={44} />,
      title: t('invitations.accept.states.unknown.title'),
      message: t('invitations.accept.states.unknown.message'),
    },
    EXPIRED: {
      icon: <IconClockX size={44} />,
      title: t('invitations.accept.states.expired.title'),
      message: t('invitations.accept.states.expired.message'),
    },
    USED: {
      icon: <IconMailCheck size={44} />,
      title: t('invitations.accept.states.used.title'),
      message: t('invitations.accept.states.used.message'),
    },
    REVOKED: {
      icon: <IconUserX size={44} />,
      title: t('invitations.accept.states.revoked.title'),
      message: t('invitations.accept.states.revoked.message'),
    },
  }[reason];
  return (
    <StatusScreen
      mark={copy.icon}
      title={copy.title}
      testId={`invitation-${reason.toLowerCase()}`}
      actions={
        <Button component={Link} to="/login">
          {t('invitations.accept.signIn')}
        </Button>
      }
    >
      <Text c="dimmed">{copy.message}</Text>
    </StatusScreen>
  );
}

interface AcceptValues {
  firstName: string;
  lastName: string;
  password: string;
}

const ACCEPT_ERRORS: ErrorTable = {
  codes: {
    CONFLICT: 'invitations.accept.errors.emailTaken',
    VALIDATION_FAILED: 'invitations.accept.errors.invalid',
    NETWORK: 'invitations.accept.errors.network',
    INTERNAL: 'invitations.accept.errors.unknown',
    UNKNOWN: 'invitations.accept.errors.unknown',
  },
};

function AcceptForm({
  token,
  invitation,
  onUnusable,
}: {
  readonly token: string;
  readonly invitation: Preview;
  readonly onUnusable: (reason: Unusable) => void;
}) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const [accept, { loading }] = useMutation(AcceptInvitationDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptValues>({
    mode: 'uncontrolled',
    initialValues: { firstName: invitation.firstName ?? '', lastName: invitation.lastName ?? '', password: '' },
    validate: { firstName: validateName, lastName: validateName, password: validatePassword },
    validateInputOnBlur: true,
  });
  const role = inviteeRoleName(invitation, t);
  const labels = {
    firstName: t('invitations.accept.firstName'),
    lastName: t('invitations.accept.lastName'),
    password: t('invitations.accept.password'),
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const result = await accept({
          variables: {
            token,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            password: values.password,
          },
        });
        const account = result.data?.acceptInvitation;
        if (!account) throw new Error('No account in the answer');
        // Signed in: the page re-renders with a token and goes home.
        await signIn(account.token, account.sessionId);
      } catch (error) {
        const code = errorCode(error);
        const status = errorExtension(error, 'status');
        if (code === 'INVALID_TOKEN' && typeof status === 'string' && UNUSABLE.includes(status)) {
          onUnusable(status as Unusable);
          return;
        }
        if (code === 'UNKNOWN') console.error(error);
        setFailure(errorMessage(error, ACCEPT_ERRORS, t));
      }
    },
    (errors) => {
      const first = (['firstName', 'lastName', 'password'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <StandaloneLayout maxWidth={480}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader subtitle={t('invitations.accept.title', { name: invitation.incubatorName })} />
        <Stack px="xl" pb="xl" pt="md" gap="md">
          <Text ta="center" data-testid="invitation-summary">
            {invitation.inviterName
              ? t('invitations.accept.invitedBy', { inviter: invitation.inviterName, role })
              : t('invitations.accept.invited', { role })}
          </Text>
          <form onSubmit={submit} noValidate aria-label={t('invitations.accept.formLabel')}>
            <Stack gap="md">
              {failure ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle aria-hidden />}
                  role="alert"
                  data-testid="accept-error"
                >
                  {failure}
                </Alert>
              ) : null}
              <TextInput
                label={t('invitations.accept.email')}
                value={invitation.email}
                readOnly
                dir="ltr"
                autoComplete="username"
                data-testid="invitation-email"
              />
              <AccountNameFields form={form} labels={labels} />
              <NewPasswordField
                form={form}
                label={labels.password}
                hint={(min) => t('invitations.accept.passwordHint', { min })}
                showCharacters={t('invitations.accept.showCharacters')}
              />
              <Button type="submit" fullWidth loading={loading} data-testid="accept-invitation">
                {t('invitations.accept.submit')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              {t('invitations.accept.haveAccount')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}

export function AcceptInvitationPage() {
  const { token: signedInToken } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [unusable, setUnusable] = useState<Unusable | null>(null);
  const { data, loading, error } = useQuery(InvitationPreviewDocument, {
    variables: { token },
    skip: !token || Boolean(signedInToken),
    fetchPolicy: 'network-only',
  });

  // Signed in (already, or just now by accepting): a public page sends to the home page (spec §2.4).
  if (signedInToken) return <Navigate to="/" replace />;
  if (!token) return <UnusableInvitation reason="UNKNOWN" />;
  if (unusable) return <UnusableInvitation reason={unusable} />;
  if (loading) return <PageLoader />;
  if (error || !data) return <ErrorScreen />;
  const invitation = data.invitation;
  if (!invitation) return <UnusableInvitation reason="UNKNOWN" />;
  if (invitation.status !== 'VALID') return <UnusableInvitation reason={invitation.status} />;
  return <AcceptForm token={token} invitation={invitation} onUnusable={setUnusable} />;
}
