// /reset/{token}: the link of the reset email. A new password (at least 10 characters, at most 1024) ends every
// session of the user, this browser's included; then the user signs in again.
import { Alert, Anchor, Box, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { errorCode, errorMessage } from '../../app/errors.ts';
import { ACCOUNT_ERRORS } from './accountErrors.ts';
import { AccountRequestError, resetPassword } from './accountsRequest.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { passwordError, passwordRuleText } from './passwordRule.ts';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { token: signedIn, signOut } = useAuth();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<AccountRequestError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const newLabel = t('accounts.reset.newPassword');
  const confirmLabel = t('accounts.reset.confirmPassword');
  const form = useForm<ResetValues>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => passwordError(t, value, newLabel),
      confirmPassword: (value, values) => {
        if (!value) return t('validation.required', { field: confirmLabel });
        return value === values.newPassword ? null : t('accounts.reset.mismatch');
      },
    },
    validateInputOnBlur: true,
  });

  if (done) {
    return (
      <AccountFrame title={t('accounts.reset.doneTitle')} testId="password-reset-done">
        <Group gap="sm" wrap="nowrap" role="status">
          <IconCircleCheck
            size={28}
            stroke={1.5}
            color="var(--mantine-color-green-filled)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text>{t('accounts.reset.doneMessage')}</Text>
        </Group>
        <Button
          fullWidth
          onClick={() => {
            // This browser's session ended with the others: forget its token on the way to the login page.
            if (signedIn) void signOut();
            else void navigate('/login');
          }}
          data-testid="sign-in-after-reset"
        >
          {t('accounts.reset.signIn')}
        </Button>
      </AccountFrame>
    );
  }

  const submit = form.onSubmit(
    async ({ newPassword }) => {
      setFailure(null);
      setSubmitting(true);
      try {
        await resetPassword(token, newPassword);
        setDone(true);
      } catch (error) {
        setFailure(
          error instanceof AccountRequestError ? error : new AccountRequestError('UNKNOWN', 'Unknown failure'),
        );
      } finally {
        setSubmitting(false);
      }
    },
    (errors) => {
      const first = (['newPassword', 'confirmPassword'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const showToggle = { 'aria-label': t('auth.login.showCharacters') };
  return (
    <AccountFrame title={t('accounts.reset.title')}>
      <Text c="dimmed">{t('accounts.reset.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('accounts.reset.formLabel')}>
        <Stack gap="md">
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid="reset-error"
            >
              <Stack gap={6}>
                <span>{errorMessage(failure, ACCOUNT_ERRORS, t)}</span>
                {errorCode(failure) === 'INVALID_TOKEN' ? (
                  <Anchor component={Link} to="/forgotpassword" size="sm" fw={600}>
                    {t('accounts.reset.newLink')}
                  </Anchor>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <PasswordInput
            label={newLabel}
            description={passwordRuleText(t)}
            autoComplete="new-password"
            aria-required
            visibilityToggleButtonProps={showToggle}
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={confirmLabel}
            autoComplete="new-password"
            aria-required
            visibilityToggleButtonProps={showToggle}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={submitting} data-testid="save-new-password">
            {t('accounts.reset.submit')}
          </Button>
        </Stack>
      </form>
      <Box ta="center">
        <Anchor component={Link} to="/login" size="sm">
          {t('accounts.forgot.back')}
        </Anchor>
      </Box>
    </AccountFrame>
  );
}
