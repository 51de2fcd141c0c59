// /welcome — the first sign-in's onboarding (issue 17 §5): name, headline and photo, the interface language (applied
// at once) and time zone, and which notifications also come by email. Shown once: finishing or skipping sets the
// account's welcomedAt (finishWelcome), after which the guard never leads here again; a welcomed user who opens it
// goes on to `next` (or home). Invitation acceptance and applicant sign-up arrive here through the guard.
import {
  LANGUAGE_NATIVE_NAMES,
  SUPPORTED_LANGUAGES,
  isCatalogueLanguage,
  isSupportedLanguage,
  normalizeLocale,
} from '@ascent/shared';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { chooseLanguage, currentLanguage } from '../../app/i18n.ts';
import { FinishWelcomeDocument, UpdateMyAccountSettingsDocument } from '../../generated/graphql.ts';
import { readToken } from '../auth/tokenStore.ts';
import { tenantTitle, useTenant } from '../incubators/TenantProvider.tsx';
import { NotificationEmailPreferences } from '../notifications/NotificationEmailPreferences.tsx';
import { useCurrentUser } from './CurrentUserProvider.tsx';
import { ProfileImages } from './ProfileImages.tsx';
import { browserTimeZone, timeZones } from '../../ui/timeZones.ts';

/** Where to go after the onboarding: the page the user was heading to (same origin, not /welcome), else home. */
export function welcomeNext(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw === '/welcome' || raw.startsWith('/welcome?') ? '/' : raw;
}

interface Values {
  firstName: string;
  lastName: string;
  headline: string;
  language: string;
  timezone: string;
}

export function WelcomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { tenant } = useTenant();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = welcomeNext(params.get('next'));
  const [busy, setBusy] = useState<'finish' | 'skip' | null>(null);
  const [failed, setFailed] = useState(false);
  const zones = useMemo(timeZones, []);
  const required = (label: string) => (v: string) => (v.trim() ? null : t('validation.required', { field: label }));
  const form = useForm<Values>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      headline: user.headline ?? '',
      language: normalizeLocale(user.language) ?? currentLanguage(),
      timezone: user.timezone ?? browserTimeZone(),
    },
    validate: { firstName: required(t('profile.form.firstName')), lastName: required(t('profile.form.lastName')) },
  });
  if (user.welcomedAt) return <Navigate to={next} replace />;

  const done = async () => {
    await client.mutate({ mutation: FinishWelcomeDocument });
    await client.refetchQueries({ include: ['CurrentUser'] });
    await navigate(next, { replace: true });
  };
  const run = async (kind: 'finish' | 'skip', work: () => Promise<void>) => {
    setBusy(kind);
    setFailed(false);
    try {
      await work();
      await done();
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };
  const finish = (values: Values) =>
    run('finish', async () => {
      const token = readToken();
      const res = await fetch('/user', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          headline: values.headline.trim() || null,
        }),
      });
      if (!res.ok) throw new Error(`PUT /user ${res.status}`);
      await client.mutate({
        mutation: UpdateMyAccountSettingsDocument,
        variables: { language: values.language, timezone: values.timezone },
      });
    });

  return (
    <Container size={720} px={{ base: 'md', sm: 'xl' }} py="xl" component="main" data-testid="welcome-page">
      <form noValidate onSubmit={form.onSubmit(finish)}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('welcome.title', { organisation: tenant ? tenantTitle(tenant) : '' })}</Title>
            <Text c="dimmed">{t('welcome.intro')}</Text>
          </Stack>
          <ProfileImages fullName={user.fullName} avatar={user.avatar} />
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="welcome-profile">
            <Stack gap="sm">
              <Title order={2} fz="h3" id="welcome-profile">
                {t('welcome.profile')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('profile.form.firstName')}
                  required
                  autoComplete="given-name"
                  data-testid="welcome-first-name"
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  label={t('profile.form.lastName')}
                  required
                  autoComplete="family-name"
                  data-testid="welcome-last-name"
                  {...form.getInputProps('lastName')}
                />
              </SimpleGrid>
              <TextInput
                label={t('profile.form.headline')}
                description={t('welcome.headlineHelp')}
                data-testid="welcome-headline"
                {...form.getInputProps('headline')}
              />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="welcome-locale">
            <Stack gap="sm">
              <Title order={2} fz="h3" id="welcome-locale">
                {t('accountSettings.locale.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('accountSettings.language')}
                  data={[
                    ...SUPPORTED_LANGUAGES,
                    ...(isSupportedLanguage(form.values.language) ? [] : [form.values.language]),
                  ].map((l) => ({ value: l, label: LANGUAGE_NATIVE_NAMES[l as keyof typeof LANGUAGE_NATIVE_NAMES] }))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                  data-testid="welcome-language"
                  {...form.getInputProps('language')}
                  onChange={(value) => {
                    if (!value || !isCatalogueLanguage(value)) return;
                    form.setFieldValue('language', value);
                    // The page speaks the chosen language at once.
                    void chooseLanguage(value);
                  }}
                />
                <Select
                  label={t('accountSettings.timezone')}
                  data={zones}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={t('accountSettings.noTimezone')}
                  limit={50}
                  comboboxProps={{ withinPortal: false }}
                  data-testid="welcome-timezone"
                  {...form.getInputProps('timezone')}
                />
              </SimpleGrid>
            </Stack>
          </Card>
          <NotificationEmailPreferences />
          {failed ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('welcome.failed')}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="subtle"
              loading={busy === 'skip'}
              disabled={busy !== null}
              onClick={() => void run('skip', async () => {})}
              data-testid="welcome-skip"
            >
              {t('welcome.skip')}
            </Button>
            <Button type="submit" loading={busy === 'finish'} disabled={busy !== null} data-testid="welcome-finish">
              {t('welcome.finish')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
