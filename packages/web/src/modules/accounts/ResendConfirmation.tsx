// "You have not confirmed your email yet" with the link to send the confirmation again (spec 01 §4). On success
// "Email sent, please check your email" shows for 5 s.
import { EMAIL_SENT_ALERT_MS } from '@ascent/shared';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IconAlertCircle, IconCheck, IconMailExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentUserDocument, ResendConfirmationEmailDocument } from '../../generated/graphql.ts';

type Failure = 'accounts.errors.tooManyAttempts' | 'accounts.errors.alreadyConfirmed' | 'accounts.errors.network' | 'accounts.errors.unknown';

function failureOf(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    if (code === 'TOO_MANY_ATTEMPTS') return 'accounts.errors.tooManyAttempts';
    if (code === 'VALIDATION_FAILED') return 'accounts.errors.alreadyConfirmed';
    return 'accounts.errors.unknown';
  }
  return 'accounts.errors.network';
}

export function ResendConfirmation({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [resend, { loading }] = useMutation(ResendConfirmationEmailDocument);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), EMAIL_SENT_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  // Confirmed in another tab (the email's link): coming back shows the page without the gate.
  useEffect(() => {
    const refresh = () => void client.refetchQueries({ include: [CurrentUserDocument] });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [client]);

  const send = async () => {
    setFailure(null);
    setSent(false);
    try {
      await resend();
      setSent(true);
    } catch (error) {
      const reason = failureOf(error);
      setFailure(reason);
      if (reason === 'accounts.errors.alreadyConfirmed') void client.refetchQueries({ include: [CurrentUserDocument] });
    }
  };

  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="email-gate-title" data-testid="email-gate">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMailExclamation size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={1} fz="h3" id="email-gate-title">
            {t('accounts.gate.title')}
          </Title>
        </Group>
        <Text>{t('accounts.gate.message', { email })}</Text>
        <div>
          <Anchor component="button" type="button" onClick={() => void send()} disabled={loading} aria-busy={loading} fw={600} data-testid="resend-confirmation">
            {t('accounts.gate.resend')}
          </Anchor>
        </div>
        {sent ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconCheck aria-hidden />}
            role="status"
            withCloseButton
            closeButtonLabel={t('accounts.gate.dismiss')}
            onClose={() => setSent(false)}
            data-testid="confirmation-sent"
          >
            {t('accounts.gate.sent')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="confirmation-error">
            {t(failure)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
