// /account/settings: the signed-in user's interface language and time zone (saved on their account), and which
// notifications also come by email.
import {
  LANGUAGE_NATIVE_NAMES,
  SUPPORTED_LANGUAGES,
  isCatalogueLanguage,
  isSupportedLanguage,
  normalizeLocale,
  type CatalogueLanguage,
} from '@ascent/shared';
import { Alert, Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../../app/i18n.ts';
import { MyAccountSettingsDocument, UpdateMyAccountSettingsDocument } from '../../generated/graphql.ts';
import { NotificationEmailPreferences } from '../notifications/NotificationEmailPreferences.tsx';
import { DeleteAccountLink } from './DeleteAccountLink.tsx';
import { browserTimeZone, timeZones } from '../../ui/timeZones.ts';

interface Values {
  language: CatalogueLanguage;
  timezone: string;
}

function LocaleCard() {
  const { t } = useTranslation();
  const { data, error } = useQuery(MyAccountSettingsDocument, { fetchPolicy: 'network-only' });
  const [save, state] = useMutation(UpdateMyAccountSettingsDocument);
  const zones = useMemo(() => timeZones(), []);
  const form = useForm<Values>({
    initialValues: { language: currentLanguage(), timezone: browserTimeZone() },
    validate: {
      language: (v) =>
        isCatalogueLanguage(v) ? null : t('validation.required', { field: t('accountSettings.language') }),
      timezone: (v) => (v ? null : t('validation.required', { field: t('accountSettings.timezone') })),
    },
  });
  const user = data?.currentUser;
  useEffect(() => {
    if (!user) return;
    const values = {
      language: normalizeLocale(user.language) ?? currentLanguage(),
      timezone: user.timezone ?? browserTimeZone(),
    };
    form.setValues(values);
    form.resetDirty(values);
    // Only when the account is (re)loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?._id, user?.language, user?.timezone]);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="locale-title">
      <Title order={2} fz="h3" id="locale-title" mb="xs">
        {t('accountSettings.locale.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('accountSettings.locale.intro')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const result = await save({ variables: values }).catch(() => null);
          if (result?.data) {
            // The language chosen here is the one shown from now on, in this browser too.
            await chooseLanguage(values.language);
            form.resetDirty(values);
            notifications.show({ color: 'green', message: t('accountSettings.saved') });
          }
        })}
      >
        <Stack gap="sm" maw={420}>
          {error && !data ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('accountSettings.loadFailed')}
            </Alert>
          ) : null}
          {state.error ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid="account-settings-error"
            >
              {t('accountSettings.saveFailed')}
            </Alert>
          ) : null}
          <Select
            label={t('accountSettings.language')}
            // The nine languages of the switcher, plus id or ja when that is the one in use (kept, not replaced).
            data={[
              ...SUPPORTED_LANGUAGES,
              ...(isSupportedLanguage(form.values.language) ? [] : [form.values.language]),
            ].map((l) => ({ value: l, label: LANGUAGE_NATIVE_NAMES[l] }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="account-language"
            {...form.getInputProps('language')}
          />
          <Select
            label={t('accountSettings.timezone')}
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('accountSettings.noTimezone')}
            limit={50}
            comboboxProps={{ withinPortal: false }}
            data-testid="account-timezone"
            {...form.getInputProps('timezone')}
          />
          <Group>
            <Button type="submit" loading={state.loading} disabled={!data} data-testid="account-settings-save">
              {t('accountSettings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('accountSettings.title')}
      </Title>
      <Stack gap="lg">
        <LocaleCard />
        <NotificationEmailPreferences />
        <DeleteAccountLink />
      </Stack>
    </Container>
  );
}
