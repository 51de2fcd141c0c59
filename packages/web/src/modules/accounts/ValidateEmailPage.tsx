// /validate/{token}: the link of the confirmation email. Confirms at once, then says how it went; works signed in
// or out (the link may be opened in another browser than the account's).
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ACCOUNT_CONFIRMATION_PATH } from '@ascent/shared';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loginPath } from '../auth/redirect.ts';
import { errorMessage } from '../../app/errors.ts';
import { ACCOUNT_ERRORS } from './accountErrors.ts';
import { AccountRequestError, confirmEmail } from './accountsRequest.ts';
import { AccountFrame } from './AccountFrame.tsx';

// One request per token and page load: a link is single use, so a second request (React's development double
// effect, a re-render) must not turn a success into "invalid link".
const attempts = new Map<string, Promise<void>>();

function confirmOnce(token: string): Promise<void> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirmEmail(token);
    attempts.set(token, attempt);
  }
  return attempt;
}

type Outcome =
  | { readonly state: 'checking' }
  | { readonly state: 'confirmed' }
  | { readonly state: 'failed'; readonly error: AccountRequestError };

export function ValidateEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { token: signedIn } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    confirmOnce(token).then(
      () => live && setOutcome({ state: 'confirmed' }),
      (error: unknown) =>
        live &&
        setOutcome({
          state: 'failed',
          error: error instanceof AccountRequestError ? error : new AccountRequestError('UNKNOWN', 'Unknown failure'),
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (outcome.state === 'checking') {
    return (
      <AccountFrame title={t('accounts.validate.checking')}>
        <Group justify="center" role="status" aria-live="polite">
          <Loader aria-label={t('common.loading')} />
        </Group>
      </AccountFrame>
    );
  }
  if (outcome.state === 'confirmed') {
    return (
      <AccountFrame title={t('accounts.validate.successTitle')} testId="email-confirmed">
        <Group gap="sm" wrap="nowrap" role="status">
          <IconCircleCheck
            size={28}
            stroke={1.5}
            color="var(--mantine-color-green-filled)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text>{t('accounts.validate.successMessage')}</Text>
        </Group>
        <Button component={Link} to={signedIn ? '/' : '/login'} fullWidth>
          {signedIn ? t('accounts.validate.continue') : t('accounts.validate.signIn')}
        </Button>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={t('accounts.validate.failedTitle')} testId="email-confirmation-failed">
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(outcome.error, ACCOUNT_ERRORS, t)}
        </Alert>
        {signedIn ? (
          <Button component={Link} to={ACCOUNT_CONFIRMATION_PATH} fullWidth>
            {t('accounts.validate.newLink')}
          </Button>
        ) : (
          <Button component={Link} to={loginPath({ pathname: ACCOUNT_CONFIRMATION_PATH, search: '' })} fullWidth>
            {t('accounts.validate.signInForNewLink')}
          </Button>
        )}
      </Stack>
    </AccountFrame>
  );
}
