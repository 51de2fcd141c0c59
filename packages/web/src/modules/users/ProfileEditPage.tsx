// /profile — the signed-in user edits their own profile through PUT /user (spec 01 §7): name, headline, bio,
// country, time zone, language, links, expertise and industries; the photo and cover through ProfileImages.
import { EXTRA_LANGUAGES, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES, isCatalogueLanguage } from '@ascent/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chooseLanguage } from '../../app/i18n.ts';
import { UserProfileDocument } from '../../generated/graphql.ts';
import { ProfileImages } from './ProfileImages.tsx';
import { readToken } from '../auth/tokenStore.ts';
import { PROFILE_LINKS, countryOptions } from './people/countries.ts';
import { useCurrentUser } from './CurrentUserProvider.tsx';
import { RestError, errorMessage, type ErrorTable } from '../../app/errors.ts';

type LinkKey = (typeof PROFILE_LINKS)[number]['key'];

interface Values {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  country: string | null;
  timezone: string | null;
  language: string | null;
  links: Record<LinkKey, string>;
  expertise: string[];
  industries: string[];
}

function timeZones(): string[] {
  try {
    const list = Intl.supportedValuesOf('timeZone');
    return list.includes('UTC') ? list : ['UTC', ...list];
  } catch {
    return ['UTC'];
  }
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  headline: '',
  bio: '',
  country: null,
  timezone: null,
  language: null,
  links: { linkedin: '', twitter: '', facebook: '', angellist: '' },
  expertise: [],
  industries: [],
};

// Refused values get the common words (the form checks them first); anything else "could not be saved".
const PROFILE_ERRORS: ErrorTable = {
  codes: {
    NETWORK: 'profile.form.saveFailed',
    INTERNAL: 'profile.form.saveFailed',
    UNKNOWN: 'profile.form.saveFailed',
  },
};

export function ProfileEditPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const client = useApolloClient();
  const { data, error } = useQuery(UserProfileDocument, { variables: { id: me._id }, fetchPolicy: 'network-only' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const zones = useMemo(timeZones, []);
  const required = (label: string) => (v: string) => (v.trim() ? null : t('validation.required', { field: label }));
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: { firstName: required(t('profile.form.firstName')), lastName: required(t('profile.form.lastName')) },
  });
  const p = data?.profile;
  useEffect(() => {
    if (!p) return;
    const values: Values = {
      firstName: p.firstName,
      lastName: p.lastName,
      headline: p.headline ?? '',
      bio: p.bio ?? '',
      country: p.country ?? null,
      timezone: p.timezone ?? null,
      language: p.language ?? null,
      links: {
        linkedin: p.links.linkedin ?? '',
        twitter: p.links.twitter ?? '',
        facebook: p.links.facebook ?? '',
        angellist: p.links.angellist ?? '',
      },
      expertise: [...p.expertise],
      industries: [...p.industries],
    };
    form.setValues(values);
    form.resetDirty(values);
    // Only when the profile is (re)loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p]);

  const submit = async (values: Values) => {
    setServerError(null);
    setSaving(true);
    try {
      const token = readToken();
      const res = await fetch('/user', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          ...values,
          headline: values.headline.trim() || null,
          bio: values.bio.trim() || null,
          country: values.country ?? '',
        }),
      });
      if (!res.ok) {
        setServerError(errorMessage(RestError.of(await res.json().catch(() => null)), PROFILE_ERRORS, t));
        return;
      }
      if (values.language && isCatalogueLanguage(values.language)) await chooseLanguage(values.language);
      await client.refetchQueries({ include: ['CurrentUser', 'UserProfile'] });
      form.resetDirty(values);
      notifications.show({ color: 'green', message: t('profile.form.saved') });
    } catch {
      setServerError(t('profile.form.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg" maw={760}>
        <Group justify="space-between" align="center">
          <Title order={1}>{t('profile.form.title')}</Title>
          <Anchor component={Link} to={`/profile/${me._id}`} data-testid="view-profile">
            {t('profile.form.view')}
          </Anchor>
        </Group>
        {error && !data ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('profile.loadFailed')}
          </Alert>
        ) : !p ? (
          <Loader aria-label={t('profile.loading')} />
        ) : (
          <>
            <ProfileImages fullName={p.fullName} avatar={p.avatar} cover={p.cover ?? null} />
            <Card withBorder radius="md" padding="lg">
              <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('profile.form.title')}>
                <Stack gap="sm">
                  {serverError ? (
                    <Alert
                      color="red"
                      variant="light"
                      icon={<IconAlertCircle aria-hidden />}
                      role="alert"
                      data-testid="profile-save-error"
                    >
                      {serverError}
                    </Alert>
                  ) : null}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextInput
                      label={t('profile.form.firstName')}
                      required
                      maxLength={100}
                      autoComplete="given-name"
                      {...form.getInputProps('firstName')}
                    />
                    <TextInput
                      label={t('profile.form.lastName')}
                      required
                      maxLength={100}
                      autoComplete="family-name"
                      {...form.getInputProps('lastName')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label={t('profile.form.headline')}
                    maxLength={200}
                    {...form.getInputProps('headline')}
                    data-testid="headline-input"
                  />
                  <Textarea
                    label={t('profile.form.bio')}
                    maxLength={2000}
                    autosize
                    minRows={3}
                    maxRows={10}
                    {...form.getInputProps('bio')}
                    data-testid="bio-input"
                  />
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <Select
                      label={t('profile.form.country')}
                      data={countries}
                      searchable
                      clearable
                      {...form.getInputProps('country')}
                    />
                    <Select
                      label={t('profile.form.timezone')}
                      data={zones}
                      searchable
                      clearable
                      {...form.getInputProps('timezone')}
                    />
                    <Select
                      label={t('profile.form.language')}
                      // The nine of the switcher, plus id or ja when the profile already has it (kept, not lost).
                      data={[...SUPPORTED_LANGUAGES, ...EXTRA_LANGUAGES.filter((l) => l === form.values.language)].map(
                        (l) => ({ value: l, label: LANGUAGE_NATIVE_NAMES[l] }),
                      )}
                      clearable
                      {...form.getInputProps('language')}
                    />
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {PROFILE_LINKS.map(({ key, brand }) => (
                      <TextInput
                        key={key}
                        type="url"
                        dir="ltr"
                        label={brand}
                        maxLength={500}
                        placeholder="https://"
                        {...form.getInputProps(`links.${key}`)}
                        data-testid={`link-${key}`}
                      />
                    ))}
                  </SimpleGrid>
                  <TagsInput
                    label={t('profile.form.expertise')}
                    description={t('profile.form.tagsHelp')}
                    maxTags={20}
                    clearable
                    {...form.getInputProps('expertise')}
                    data-testid="expertise-input"
                  />
                  <TagsInput
                    label={t('profile.form.industries')}
                    description={t('profile.form.tagsHelp')}
                    maxTags={20}
                    clearable
                    {...form.getInputProps('industries')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" loading={saving} data-testid="save-profile">
                      {t('profile.form.save')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
