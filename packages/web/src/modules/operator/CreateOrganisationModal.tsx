// A new organisation: host label, name, plan, default language, timezone and the first administrator, who
// receives an invitation (the same service as `npm run org -- create`). Refusals show the server's reason.
import { LANGUAGE_NATIVE_NAMES, ORGANISATION_REASONS, PLAN_NAMES, SUPPORTED_LANGUAGES } from '@ascent/shared';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { api, type NewOrganisationInput, type Organisation } from './operatorApi.ts';

const EMPTY: NewOrganisationInput = {
  label: '',
  name: '',
  plan: 'Starter',
  language: 'en',
  timezone: 'UTC',
  adminEmail: '',
  adminFirstName: '',
  adminLastName: '',
};

export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

export function CreateOrganisationModal({
  opened,
  onClose,
  onCreated,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onCreated: (organisation: Organisation, adminEmail: string) => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage({ reasons: ORGANISATION_REASONS });
  const [values, setValues] = useState<NewOrganisationInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof NewOrganisationInput) => (value: string | null) =>
    setValues((v) => ({ ...v, [key]: value ?? '' }));

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = await api<{ organisation: Organisation }>('POST', '/api/operator/organisations', values);
      setValues(EMPTY);
      onCreated(body.organisation, values.adminEmail.trim());
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('operator.create.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('operator.close') }}
    >
      <form onSubmit={(e) => void submit(e)} data-testid="organisation-form">
        <Stack>
          {error ? (
            <Alert color="red" role="alert" data-testid="organisation-form-error">
              {error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('operator.create.name')}
              required
              value={values.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
              data-testid="organisation-name"
            />
            <TextInput
              label={t('operator.create.label')}
              description={t('operator.create.labelHint')}
              required
              dir="ltr"
              value={values.label}
              onChange={(e) => set('label')(e.currentTarget.value)}
              data-testid="organisation-label"
            />
            <Select
              label={t('operator.create.plan')}
              data={PLAN_NAMES}
              value={values.plan}
              onChange={set('plan')}
              allowDeselect={false}
            />
            <Select
              label={t('operator.create.language')}
              data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }))}
              value={values.language}
              onChange={set('language')}
              allowDeselect={false}
            />
            <Select
              label={t('operator.create.timezone')}
              data={timeZoneOptions()}
              value={values.timezone}
              onChange={set('timezone')}
              searchable
              allowDeselect={false}
              data-testid="organisation-timezone"
            />
            <TextInput
              label={t('operator.create.adminEmail')}
              description={t('operator.create.adminEmailHint')}
              type="email"
              required
              value={values.adminEmail}
              onChange={(e) => set('adminEmail')(e.currentTarget.value)}
              data-testid="organisation-admin-email"
            />
            <TextInput
              label={t('operator.create.adminFirstName')}
              value={values.adminFirstName}
              onChange={(e) => set('adminFirstName')(e.currentTarget.value)}
            />
            <TextInput
              label={t('operator.create.adminLastName')}
              value={values.adminLastName}
              onChange={(e) => set('adminLastName')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('operator.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="organisation-save">
              {t('operator.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
