// The three fields of a lead (name, email, optional startup name), checked as the server checks them: the public
// page's "Register your interest" and the staff panel's "Add a lead" share it.
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { AccountEmailField } from '../auth/AccountEmailField.tsx';
import { leadFormErrors, type LeadFormValues } from './leadErrors.ts';

const FIELDS = ['name', 'email', 'startupName'] as const;

export function LeadForm({
  label,
  submitLabel,
  loading,
  failure,
  onSubmit,
  actions,
}: {
  /** The form's accessible name. */
  readonly label: string;
  readonly submitLabel: string;
  readonly loading: boolean;
  readonly failure: string | null;
  /** Sends the trimmed values; resolves true when they were taken (the form is then emptied). */
  readonly onSubmit: (values: LeadFormValues) => Promise<boolean>;
  /** Buttons beside the submit button (a cancel). */
  readonly actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<LeadFormValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', startupName: '' },
    validate: (values) => leadFormErrors(values, t),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(
    async (values) => {
      const trimmed = { name: values.name.trim(), email: values.email.trim(), startupName: values.startupName.trim() };
      if (await onSubmit(trimmed)) form.reset();
    },
    (errors) => {
      const first = FIELDS.find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {failure ? <FailureAlert testId="lead-error">{failure}</FailureAlert> : null}
        <TextInput
          label={t('leads.form.name')}
          autoComplete="name"
          aria-required
          key={form.key('name')}
          {...form.getInputProps('name')}
          data-testid="lead-name"
        />
        <AccountEmailField form={form} label={t('leads.form.email')} error={form.errors.email} testId="lead-email" />
        <TextInput
          label={t('leads.form.startupName')}
          description={t('leads.form.optional')}
          autoComplete="organization"
          key={form.key('startupName')}
          {...form.getInputProps('startupName')}
          data-testid="lead-startup"
        />
        <Stack gap="xs">
          <Button type="submit" loading={loading} data-testid="lead-submit">
            {submitLabel}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </form>
  );
}
