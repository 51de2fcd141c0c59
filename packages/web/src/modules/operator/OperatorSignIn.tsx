// The operator console's sign-in: operator credentials (`npm run org -- operator add`), never an organisation's.
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { api, operatorToken } from './operatorApi.ts';
import type { Operator } from './OperatorConsole.tsx';

export function OperatorSignIn({ onSignedIn }: { readonly onSignedIn: (operator: Operator) => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage({ codes: { TOO_MANY_ATTEMPTS: 'operator.signIn.tooMany' } });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = await api<{ token: string; operator: Operator }>('POST', '/api/operator/sign-in', {
        email,
        password,
      });
      operatorToken.set(body.token);
      onSignedIn(body.operator);
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StandaloneLayout>
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(e) => void submit(e)}
          aria-label={t('operator.signIn.formLabel')}
          data-testid="operator-sign-in"
        >
          <Stack>
            <Title order={1} size="h2">
              {t('operator.title')}
            </Title>
            <Text c="dimmed">{t('operator.signIn.subtitle')}</Text>
            {error ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label={t('operator.signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('operator.signIn.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t('operator.signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </StandaloneLayout>
  );
}
