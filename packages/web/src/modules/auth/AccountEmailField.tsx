// The email field of the forms that create an account or give an address (applicant sign-up, a lead's form): typed,
// read left to right in every language, never auto-capitalised, with the shared field errors.
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountFieldError } from './accountFields.ts';

export function AccountEmailField<V extends { email: string }>({
  form,
  label,
  error,
  testId,
}: {
  readonly form: UseFormReturnType<V>;
  readonly label: string;
  /** The field's message when the form's validation gives texts rather than the account fields' problem codes. */
  readonly error?: ReactNode;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      aria-required
      key={form.key('email')}
      {...form.getInputProps('email')}
      error={error ?? accountFieldError(form.errors.email, label, t)}
      data-testid={testId}
    />
  );
}
