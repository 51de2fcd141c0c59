// /admin/configuration/general: the organisation's name, time zone, default language and currency, and whether
// users may delete their own account or write in skills of their own.
import { CURRENCIES, INCUBATOR_NAME_MAX_LENGTH, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Group, NativeSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n.ts';
import {
  AdminGeneralSettingsDocument,
  AdminUpdateIncubatorSettingsDocument,
  type AdminGeneralSettingsQuery,
} from '../../generated/graphql.ts';
import { useReloadTenant } from '../incubators/TenantProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminSection } from './AdminSection.tsx';
import { SenderEmailCard } from './SenderEmailCard.tsx';
import { StartupLabelSettings } from './StartupLabelSettings.tsx';
import { timeZones } from '../../ui/timeZones.ts';

type Settings = NonNullable<AdminGeneralSettingsQuery['publicIncubator']>;

interface Values {
  name: string;
  timezone: string;
  defaultLanguage: string;
  currency: string;
  allowUserSelfDelete: boolean;
  allowWriteInOptionInUserSkills: boolean;
}

function SettingsForm({ settings }: { readonly settings: Settings }) {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const reloadTenant = useReloadTenant();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateIncubatorSettingsDocument);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: settings.name,
      timezone: settings.timezone,
      defaultLanguage: settings.defaultLanguage,
      currency: settings.currency,
      allowUserSelfDelete: settings.allowUserSelfDelete,
      allowWriteInOptionInUserSkills: settings.allowWriteInOptionInUserSkills,
    },
    validate: {
      name: (v) =>
        !v.trim()
          ? t('admin.general.nameRequired')
          : v.trim().length > INCUBATOR_NAME_MAX_LENGTH
            ? t('admin.general.nameTooLong', { max: INCUBATOR_NAME_MAX_LENGTH })
            : null,
      timezone: (v) => (v ? null : t('admin.general.timezoneRequired')),
      currency: (v) => (v ? null : t('admin.general.currencyRequired')),
    },
  });
  const language = currentLanguage();
  const zones = useMemo(() => timeZones(settings.timezone).map((z) => ({ value: z, label: z })), [settings.timezone]);
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'currency' });
    return [...new Set([settings.currency, ...CURRENCIES])].map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }, [language, settings.currency]);

  const submit = form.onSubmit(
    async (values) => {
      setFeedback(null);
      try {
        const { data } = await save({ variables: { input: { ...values, name: values.name.trim() } } });
        if (data) form.resetDirty({ ...values, name: data.updateIncubatorSettings.name });
        reloadTenant();
        setFeedback({ tone: 'success', message: t('admin.general.saved') });
      } catch (error) {
        setFeedback({ tone: 'error', message: failure(error) });
      }
    },
    (errors) => {
      const first = (['name', 'timezone', 'currency'] as const).find((f) => errors[f]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-general-title">
      <Stack gap="md">
        <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md" maw={640}>
            <TextInput
              label={t('admin.general.name')}
              required
              autoComplete="organization"
              dir="auto"
              key={form.key('name')}
              {...form.getInputProps('name')}
              data-testid="settings-name"
            />
            <Select
              label={t('admin.general.timezone')}
              description={t('admin.general.timezoneHelp')}
              data={zones}
              searchable
              allowDeselect={false}
              limit={50}
              nothingFoundMessage={t('admin.general.nothingFound')}
              required
              dir="ltr"
              comboboxProps={{ withinPortal: true }}
              key={form.key('timezone')}
              {...form.getInputProps('timezone')}
            />
            <NativeSelect
              label={t('admin.general.defaultLanguage')}
              description={t('admin.general.defaultLanguageHelp')}
              data={SUPPORTED_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NATIVE_NAMES[l] }))}
              key={form.key('defaultLanguage')}
              {...form.getInputProps('defaultLanguage')}
              data-testid="settings-language"
            />
            <Select
              label={t('admin.general.currency')}
              data={currencies}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('admin.general.nothingFound')}
              required
              comboboxProps={{ withinPortal: true }}
              key={form.key('currency')}
              {...form.getInputProps('currency')}
            />
            <Switch
              label={t('admin.general.allowUserSelfDelete')}
              description={t('admin.general.allowUserSelfDeleteHelp')}
              key={form.key('allowUserSelfDelete')}
              {...form.getInputProps('allowUserSelfDelete', { type: 'checkbox' })}
            />
            <Switch
              label={t('admin.general.allowWriteIn')}
              description={t('admin.general.allowWriteInHelp')}
              key={form.key('allowWriteInOptionInUserSkills')}
              {...form.getInputProps('allowWriteInOptionInUserSkills', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={loading}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="settings-save"
          >
            {t('admin.general.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminGeneralSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <AdminSection
      tab="general"
      title={t('admin.general.title')}
      intro={t('admin.general.intro')}
      data={data?.publicIncubator}
      error={error}
    >
      {(settings) => (
        <>
          <SettingsForm settings={settings} />
          <SenderEmailCard />
          <StartupLabelSettings />
        </>
      )}
    </AdminSection>
  );
}
