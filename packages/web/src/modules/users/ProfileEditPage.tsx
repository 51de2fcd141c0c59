// /profile — the signed-in user edits their own profile through PUT /user (spec 01 §7) under their role's
// profile-field rules (/setup/profile-fields): the names, time zone and language always; each other field shown,
// required or read-only as the rules say. Skills and user tags are saved through setUserTags; the photo and cover
// through ProfileImages. Programmes and assigned startups are the organisation's to set: listed, not edited.
import {
  EXTRA_LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  PROFILE_FIELDS,
  PROFILE_FIELD_ERRORS,
  SHORT_PROFILE_FIELDS,
  SUPPORTED_LANGUAGES,
  TAXONOMY_ERRORS,
  isCatalogueLanguage,
  type ProfileField,
} from '@ascent/shared';
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
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chooseLanguage } from '../../app/i18n.ts';
import {
  MyProfileFieldsDocument,
  SetUserTagsDocument,
  UserProfileDocument,
  UserTagsDocument,
} from '../../generated/graphql.ts';
import { ProfileImages } from './ProfileImages.tsx';
import { useCurrentUser } from './CurrentUserProvider.tsx';
import { errorMessage, type ErrorTable } from '../../app/errors.ts';
import { timeZones } from '../../ui/timeZones.ts';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { ProfileFieldInput } from './fields/ProfileFieldInput.tsx';
import {
  EMPTY_PROFILE,
  mayEdit,
  profileBody,
  profileValues,
  putProfile,
  rulesOf,
  validateProfile,
  type ProfileValues,
} from './fields/profileForm.ts';

// Refused values get the common words (the form checks them first); anything else "could not be saved".
export const PROFILE_ERRORS: ErrorTable = {
  reasons: { ...PROFILE_FIELD_ERRORS, ...TAXONOMY_ERRORS },
  codes: {
    NETWORK: 'profile.form.saveFailed',
    INTERNAL: 'profile.form.saveFailed',
    UNKNOWN: 'profile.form.saveFailed',
  },
};

/** Saves the person's own profile: PUT /user, then the tag kinds they changed. */
export function useSaveOwnProfile() {
  const client = useApolloClient();
  const me = useCurrentUser();
  const [setTags] = useMutation(SetUserTagsDocument);
  return async (
    values: ProfileValues,
    editable: readonly (typeof PROFILE_FIELDS)[number][],
    initial: ProfileValues,
  ) => {
    await putProfile(profileBody(values, editable));
    for (const [field, kind] of [
      ['skills', 'mentortag'],
      ['userTags', 'user'],
    ] as const) {
      const changed = values[field].join() !== initial[field].join();
      if (editable.includes(field) && changed)
        await setTags({ variables: { userId: me._id, kind, tagIds: values[field] } });
    }
    await client.refetchQueries({ include: ['CurrentUser', 'UserProfile', 'UserTags', 'MyProfileFields'] });
  };
}

/** The form's rows: short fields two to a row (SHORT_PROFILE_FIELDS), the others alone. */
function rows(fields: readonly ProfileField[]): ProfileField[][] {
  const out: ProfileField[][] = [];
  for (const field of fields) {
    const last = out.at(-1);
    const short = SHORT_PROFILE_FIELDS.includes(field);
    if (short && last && last.length === 1 && SHORT_PROFILE_FIELDS.includes(last[0]!)) last.push(field);
    else out.push([field]);
  }
  return out;
}

export function ProfileEditPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const facts = useNavigationFacts();
  const skillsLocked = facts?.features.has('lockedSkills') ?? true;
  const { data, error } = useQuery(UserProfileDocument, { variables: { id: me._id }, fetchPolicy: 'network-only' });
  const rulesQuery = useQuery(MyProfileFieldsDocument, { fetchPolicy: 'network-only' });
  const tagsQuery = useQuery(UserTagsDocument, { variables: { userId: me._id } });
  const rules = useMemo(() => rulesOf(rulesQuery.data), [rulesQuery.data]);
  const shown = PROFILE_FIELDS.filter((f) => rules[f].visible);
  const editable = PROFILE_FIELDS.filter((f) => mayEdit(rules, f, skillsLocked));
  const save = useSaveOwnProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [initial, setInitial] = useState<ProfileValues>(EMPTY_PROFILE);
  const zones = useMemo(() => timeZones(), []);
  const form = useForm<ProfileValues>({
    initialValues: EMPTY_PROFILE,
    validate: (values) => {
      const errors = validateProfile(values, rules, editable, t);
      for (const name of ['firstName', 'lastName'] as const)
        if (!values[name].trim()) errors[name] = t('validation.required', { field: t(`profile.form.${name}`) });
      return errors;
    },
  });
  const p = data?.profile;
  const tags = tagsQuery.data?.userTags;
  useEffect(() => {
    if (!p || !tags) return;
    const values = profileValues(p, tags);
    form.setValues(values);
    form.resetDirty(values);
    setInitial(values);
    // Only when the profile is (re)loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p, tags]);

  const submit = async (values: ProfileValues) => {
    setServerError(null);
    setSaving(true);
    try {
      await save(values, editable, initial);
      if (values.language && isCatalogueLanguage(values.language)) await chooseLanguage(values.language);
      form.resetDirty(values);
      setInitial(values);
      notifications.show({ color: 'green', message: t('profile.form.saved') });
    } catch (e) {
      setServerError(errorMessage(e, PROFILE_ERRORS, t));
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
        {(error && !data) || rulesQuery.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('profile.loadFailed')}
          </Alert>
        ) : !p || !rulesQuery.data || !tags ? (
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
                    {(['firstName', 'lastName'] as const).map((name) => (
                      <TextInput
                        key={name}
                        label={t(`profile.form.${name}`)}
                        required
                        maxLength={100}
                        autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                        {...form.getInputProps(name)}
                      />
                    ))}
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
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
                  {rows(shown).map((row) =>
                    row.length === 1 ? (
                      <ProfileFieldInput
                        key={row[0]}
                        field={row[0]!}
                        form={form}
                        rules={rules}
                        skillsLocked={skillsLocked}
                      />
                    ) : (
                      <SimpleGrid key={row.join()} cols={{ base: 1, sm: 2 }} spacing="sm">
                        {row.map((field) => (
                          <ProfileFieldInput
                            key={field}
                            field={field}
                            form={form}
                            rules={rules}
                            skillsLocked={skillsLocked}
                          />
                        ))}
                      </SimpleGrid>
                    ),
                  )}
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
