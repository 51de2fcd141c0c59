// "You have not confirmed your email yet" with the link to send the confirmation again (spec 01 §4). On success
// "Email sent, please check your email" shows for 5 s.
import { EMAIL_SENT_ALERT_MS } from '@ascent/shared';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconAlertCircle, IconCheck, IconMailExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentUserDocument, ResendConfirmationEmailDocument } from '../../generated/graphql.ts';
import { errorCode, errorMessage, type ErrorTable } from '../../app/errors.ts';

// Refused input here can only mean the address is confirmed already.
const RESEND_ERRORS: ErrorTable = {
  codes: {
    TOO_MANY_ATTEMPTS: 'accounts.errors.tooManyAttempts',
    VALIDATION_FAILED: 'accounts.errors.alreadyConfirmed',
    NETWORK: 'accounts.errors.network',
    INTERNAL: 'accounts.errors.unknown',
    UNKNOWN: 'accounts.errors.unknown',
  },
};

export function ResendConfirmation({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [resend, { loading }] = useMutation(ResendConfirmationEmailDocument);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

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
      setFailure(error);
      if (errorCode(error) === 'VALIDATION_FAILED') void client.refetchQueries({ include: [CurrentUserDocument] });
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      component="section"
      aria-labelledby="email-gate-title"
      data-testid="email-gate"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMailExclamation size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={1} fz="h3" id="email-gate-title">
            {t('accounts.gate.title')}
          </Title>
        </Group>
        <Text>{t('accounts.gate.message', { email })}</Text>
        <div>
          <Anchor
            component="button"
            type="button"
            onClick={() => void send()}
            disabled={loading}
            aria-busy={loading}
            fw={600}
            data-testid="resend-confirmation"
          >
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
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="confirmation-error"
          >
            {errorMessage(failure, RESEND_ERRORS, t)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
