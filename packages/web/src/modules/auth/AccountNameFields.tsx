// The first-name and last-name fields of the forms that create an account (invitation, applicant sign-up).
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { accountFieldError, NAME_MAX_LENGTH } from './accountFields.ts';

export function AccountNameFields<V extends { firstName: string; lastName: string }>({
  form,
  labels,
}: {
  readonly form: UseFormReturnType<V>;
  readonly labels: { readonly firstName: string; readonly lastName: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={labels.firstName}
        autoComplete="given-name"
        aria-required
        maxLength={NAME_MAX_LENGTH}
        key={form.key('firstName')}
        {...form.getInputProps('firstName')}
        error={accountFieldError(form.errors.firstName, labels.firstName, t)}
      />
      <TextInput
        label={labels.lastName}
        autoComplete="family-name"
        aria-required
        maxLength={NAME_MAX_LENGTH}
        key={form.key('lastName')}
        {...form.getInputProps('lastName')}
        error={accountFieldError(form.errors.lastName, labels.lastName, t)}
      />
    </>
  );
}
