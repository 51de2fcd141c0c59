// The transfer page's account form for a signed-out lead: the applicant sign-up (signUpApplicant) with the lead's
// name and email filled in; once created, the account is signed in and the page offers to start the application.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SignUpApplicantDocument } from '../../generated/graphql.ts';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { validateEmail, validateName, validatePassword } from '../auth/accountFields.ts';
import { AccountEmailField } from '../auth/AccountEmailField.tsx';
import { AccountNameFields } from '../auth/AccountNameFields.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { NewPasswordField } from '../auth/NewPasswordField.tsx';
import { loginPath } from '../auth/redirect.ts';

const SIGN_UP_ERRORS: ErrorTable = {
  codes: { CONFLICT: 'applications.signUp.errors.emailTaken', TOO_MANY_ATTEMPTS: 'applications.signUp.errors.tooMany' },
};

interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function LeadAccountForm({ name, email }: { readonly name: string; readonly email: string }) {
  const { t, i18n } = useTranslation();
  const { signIn } = useAuth();
  const location = useLocation();
  const message = useErrorMessage(SIGN_UP_ERRORS);
  const [signUp, { loading }] = useMutation(SignUpApplicantDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const form = useForm<AccountValues>({
    mode: 'uncontrolled',
    initialValues: { firstName: first, lastName: rest.join(' '), email, password: '' },
    validate: { firstName: validateName, lastName: validateName, email: validateEmail, password: validatePassword },
    validateInputOnBlur: true,
  });
  const labels = {
    firstName: t('applications.signUp.firstName'),
    lastName: t('applications.signUp.lastName'),
    email: t('applications.signUp.email'),
    password: t('applications.signUp.password'),
  };
  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const result = await signUp({
          variables: {
            input: {
              email: values.email.trim(),
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              password: values.password,
              language: i18n.language,
            },
          },
        });
        const account = result.data?.signUpApplicant;
        if (!account) throw new Error('No account in the answer');
        // Signed in, this page shows "Start my application".
        await signIn(account.token, account.sessionId);
      } catch (e) {
        setFailure(message(e));
      }
    },
    (errors) => {
      const firstWrong = FIELDS.find((field) => errors[field]);
      if (firstWrong) form.getInputNode(firstWrong)?.focus();
    },
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('leads.transfer.createAccount')}>
      <Stack gap="md">
        {failure ? (
          <FailureAlert testId="lead-account-error">
            {failure}{' '}
            <Anchor component={Link} to={loginPath(location)} inherit underline="always">
              {t('leads.transfer.signIn')}
            </Anchor>
          </FailureAlert>
        ) : null}
        <AccountNameFields form={form} labels={labels} />
        <AccountEmailField form={form} label={labels.email} />
        <NewPasswordField
          form={form}
          label={labels.password}
          hint={(min) => t('applications.signUp.passwordHint', { min })}
          showCharacters={t('applications.signUp.showCharacters')}
        />
        <Button type="submit" fullWidth loading={loading} data-testid="lead-create-account">
          {t('leads.transfer.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
