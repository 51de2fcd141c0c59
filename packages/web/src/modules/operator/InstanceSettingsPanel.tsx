// The instance settings: whether anyone may create an organisation on the sign-up host (off by default).
import { Alert, Anchor, Paper, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { api } from './operatorApi.ts';

interface SettingsAnswer {
  readonly settings: { readonly organisationSignUp: boolean };
  readonly signUpLabel: string;
}

/** The sign-up page's address: this host with its first label swapped for the sign-up's. */
export function signUpAddress(label: string, location: Location = window.location): string {
  const rest = location.host.split('.').slice(1).join('.');
  return `${location.protocol}//${label}.${rest}/`;
}

export function InstanceSettingsPanel() {
  const { t } = useTranslation();
  const message = useErrorMessage({});
  const [answer, setAnswer] = useState<SettingsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    api<SettingsAnswer>('GET', '/api/operator/settings').then(setAnswer, (err: unknown) => setError(message(err)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  if (!answer && !error) return <PageLoader />;

  const change = async (organisationSignUp: boolean) => {
    setError(null);
    setSaved(false);
    try {
      setAnswer(await api<SettingsAnswer>('PUT', '/api/operator/settings', { organisationSignUp }));
      setSaved(true);
    } catch (err) {
      setError(message(err));
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {answer ? (
          <>
            <Switch
              data-testid="setting-organisation-signup"
              checked={answer.settings.organisationSignUp}
              onChange={(e) => void change(e.currentTarget.checked)}
              label={t('operator.settings.signUp')}
              description={t('operator.settings.signUpHint')}
            />
            {answer.settings.organisationSignUp ? (
              <Text size="sm">
                {t('operator.settings.signUpAt')}{' '}
                <Anchor href={signUpAddress(answer.signUpLabel)}>{signUpAddress(answer.signUpLabel)}</Anchor>
              </Text>
            ) : null}
            {saved ? (
              <Text size="sm" role="status">
                {t('operator.settings.saved')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
