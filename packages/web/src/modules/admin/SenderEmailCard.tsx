// The organisation's sender address on /admin/configuration/general: setting it mails a confirmation link there;
// until the link is followed (/confirmIncubatorEmail) the organisation's mail goes out from the instance's address,
// which the card names.
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSenderEmailDocument, AdminSetSenderEmailDocument } from '../../generated/graphql.ts';
import { errorCode } from '../../app/errors.ts';

export function SenderEmailCard() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminSenderEmailDocument, { fetchPolicy: 'network-only' });
  const [save, state] = useMutation(AdminSetSenderEmailDocument);
  const status = state.data?.setIncubatorSenderEmail ?? data?.incubatorSenderEmail;
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (data?.incubatorSenderEmail.address) setEmail(data.incubatorSenderEmail.address);
  }, [data?.incubatorSenderEmail.address]);
  if (!status) return null;

  const invalid = state.error && errorCode(state.error) === 'VALIDATION_FAILED';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sender-email-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save({ variables: { email } })
            .then((r) => setSentTo(r.data?.setIncubatorSenderEmail.address ?? null))
            .catch(() => setSentTo(null));
        }}
      >
        <Stack gap="sm" maw={640}>
          <Group gap="sm">
            <Title order={3} fz="h4" id="sender-email-title">
              {t('admin.senderEmail.title')}
            </Title>
            {status.address ? (
              <Badge
                // Filled in both states: a light green badge's text falls under 4.5:1 on its tint (axe).
                color={status.confirmed ? 'green.9' : 'yellow.4'}
                variant="filled"
                autoContrast
                data-testid="sender-email-state"
              >
                {status.confirmed ? t('admin.senderEmail.confirmed') : t('admin.senderEmail.unconfirmed')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" data-testid="sender-email-from">
            {status.confirmed && status.address
              ? t('admin.senderEmail.sendingFrom', { address: status.address })
              : t('admin.senderEmail.sendingFromDefault', { address: status.defaultSender })}
          </Text>
          <TextInput
            type="email"
            label={t('admin.senderEmail.label')}
            description={t('admin.senderEmail.help')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={invalid ? t('admin.senderEmail.invalid') : undefined}
            autoComplete="email"
            data-testid="sender-email-input"
          />
          {sentTo ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('admin.senderEmail.sent', { address: sentTo })}
            </Alert>
          ) : status.pending && !status.confirmed ? (
            <Text size="sm" c="dimmed">
              {t('admin.senderEmail.pending', { address: status.address ?? '' })}
            </Text>
          ) : null}
          {state.error && !invalid ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('admin.senderEmail.failed')}
            </Alert>
          ) : null}
          <Group>
            <Button
              type="submit"
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={state.loading}
              disabled={!email.trim()}
              data-testid="sender-email-send"
            >
              {status.address && email.trim().toLowerCase() === status.address && !status.confirmed
                ? t('admin.senderEmail.resend')
                : t('admin.senderEmail.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
