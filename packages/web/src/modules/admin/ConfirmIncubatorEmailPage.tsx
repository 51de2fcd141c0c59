// /confirmIncubatorEmail?token=…: the link mailed to the organisation's new sender address. Confirms at once (once per
// token and page load: the link is single use), then says how it went; works signed in or out.
import { Button, Group, Loader, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmIncubatorEmailDocument } from '../../generated/graphql.ts';
import { AccountFrame } from '../accounts/AccountFrame.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';

const attempts = new Map<string, Promise<boolean>>();

export function ConfirmIncubatorEmailPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { token: signedIn } = useAuth();
  const [outcome, setOutcome] = useState<'checking' | 'confirmed' | 'failed'>('checking');

  useEffect(() => {
    let live = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = client
        .mutate({ mutation: ConfirmIncubatorEmailDocument, variables: { token } })
        .then((r) => r.data?.confirmIncubatorEmail === true);
      attempts.set(token, attempt);
    }
    attempt.then(
      (ok) => live && setOutcome(ok ? 'confirmed' : 'failed'),
      () => live && setOutcome('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, token]);

  if (outcome === 'checking')
    return (
      <AccountFrame title={t('admin.senderEmail.checking')}>
        <Group justify="center" role="status" aria-live="polite">
          <Loader aria-label={t('common.loading')} />
        </Group>
      </AccountFrame>
    );
  const ok = outcome === 'confirmed';
  const Icon = ok ? IconCircleCheck : IconAlertCircle;
  return (
    <AccountFrame
      title={ok ? t('admin.senderEmail.confirmedTitle') : t('admin.senderEmail.invalidLinkTitle')}
      testId={ok ? 'sender-email-confirmed' : 'sender-email-link-invalid'}
    >
      <Group gap="sm" wrap="nowrap" role={ok ? 'status' : 'alert'}>
        <Icon
          size={28}
          stroke={1.5}
          color={ok ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-red-filled)'}
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text>{ok ? t('admin.senderEmail.confirmedMessage') : t('admin.senderEmail.invalidLinkMessage')}</Text>
      </Group>
      <Button component={Link} to={signedIn ? '/admin/configuration/general' : '/login'} fullWidth>
        {signedIn ? t('admin.senderEmail.toSettings') : t('accounts.validate.signIn')}
      </Button>
    </AccountFrame>
  );
}
