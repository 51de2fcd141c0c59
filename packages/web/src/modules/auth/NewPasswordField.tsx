// The new-password field of the forms that create an account (invitation, applicant sign-up): its minimum length
// said below it, a show-characters toggle, and the shared field errors.
import { PASSWORD_MIN_LENGTH } from '@ascent/shared';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { accountFieldError } from './accountFields.ts';

export function NewPasswordField<V extends { password: string }>({
  form,
  label,
  hint,
  showCharacters,
}: {
  readonly form: UseFormReturnType<V>;
  readonly label: string;
  /** The hint under the field, given the minimum length. */
  readonly hint: (min: number) => string;
  /** The accessible name of the show-characters toggle. */
  readonly showCharacters: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={label}
      description={hint(PASSWORD_MIN_LENGTH)}
      autoComplete="new-password"
      aria-required
      visibilityToggleButtonProps={{ 'aria-label': showCharacters }}
      key={form.key('password')}
      {...form.getInputProps('password')}
      error={accountFieldError(form.errors.password, label, t)}
    />
  );
}
