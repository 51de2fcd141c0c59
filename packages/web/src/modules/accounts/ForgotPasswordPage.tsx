// /forgotpassword: ask for a reset link (spec 01 §2.1, §7). Absent under single sign-on. The answer is the same
// whether or not the address has an account.
import { Alert, Anchor, Box, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { errorMessage } from '../../app/errors.ts';
import { ACCOUNT_ERRORS } from './accountErrors.ts';
import { AccountRequestError, requestPasswordReset } from './accountsRequest.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { usePasswordResetAvailable } from './usePasswordResetAvailable.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { loading, available } = usePasswordResetAvailable();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<AccountRequestError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailLabel = t('accounts.forgot.email');
  const form = useForm<{ email: string }>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        if (!value.trim()) return t('validation.required', { field: emailLabel });
        return EMAIL.test(value.trim()) ? null : t('validation.email', { field: emailLabel });
      },
    },
    validateInputOnBlur: true,
  });

  // Spec §2.4: a signed-in visit to a page for signed-out visitors goes home.
  if (token) return <Navigate to="/" replace />;
  if (loading) return <PageLoader />;
  if (!available) return <LostInCosmos />;

  if (sentTo) {
    return (
      <AccountFrame title={t('accounts.forgot.sentTitle')} testId="reset-link-sent">
        <Box role="status">
          <Text>{t('accounts.forgot.sentMessage', { email: sentTo })}</Text>
        </Box>
        <Button component={Link} to="/login" variant="default" fullWidth>
          {t('accounts.forgot.back')}
        </Button>
      </AccountFrame>
    );
  }

  const submit = form.onSubmit(
    async ({ email }) => {
      setFailure(null);
      setSubmitting(true);
      try {
        await requestPasswordReset(email.trim());
        setSentTo(email.trim());
      } catch (error) {
        setFailure(
          error instanceof AccountRequestError ? error : new AccountRequestError('UNKNOWN', 'Unknown failure'),
        );
      } finally {
        setSubmitting(false);
      }
    },
    () => form.getInputNode('email')?.focus(),
  );

  return (
    <AccountFrame title={t('accounts.forgot.title')}>
      <Text c="dimmed">{t('accounts.forgot.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('accounts.forgot.formLabel')}>
        <Stack gap="md">
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid="forgot-error"
            >
              {errorMessage(failure, ACCOUNT_ERRORS, t)}
            </Alert>
          ) : null}
          <TextInput
            label={emailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            aria-required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            fullWidth
            loading={submitting}
            leftSection={<IconMailForward size={18} aria-hidden />}
            data-testid="send-reset-link"
          >
            {t('accounts.forgot.submit')}
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
