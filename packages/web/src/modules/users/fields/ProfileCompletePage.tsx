// /profile/complete: asked at sign-in when the person's role requires profile fields they have not filled
// (CurrentUser.missingProfileFields; /setup/profile-fields). Only those fields; "Later" goes on for this browser
// session (never a lock-out), "Save and continue" saves through the profile form's one path and goes on to `next`.
import { PROFILE_FIELDS, type ProfileField } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/errors.ts';
import { MyProfileFieldsDocument, UserProfileDocument, UserTagsDocument } from '../../../generated/graphql.ts';
import { useNavigationFacts } from '../../navigation/useNavigationFacts.ts';
import { useCurrentUser } from '../CurrentUserProvider.tsx';
import { PROFILE_ERRORS, useSaveOwnProfile } from '../ProfileEditPage.tsx';
import { ProfileFieldInput } from './ProfileFieldInput.tsx';
import { answerLater } from './profileLater.ts';
import { EMPTY_PROFILE, mayEdit, profileValues, rulesOf, validateProfile, type ProfileValues } from './profileForm.ts';

/** Where to go on: a path of this app only (never another site). */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');

export function ProfileCompletePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const facts = useNavigationFacts();
  const skillsLocked = facts?.features.has('lockedSkills') ?? true;
  const profile = useQuery(UserProfileDocument, { variables: { id: me._id }, fetchPolicy: 'network-only' });
  const rulesQuery = useQuery(MyProfileFieldsDocument, { fetchPolicy: 'network-only' });
  const tags = useQuery(UserTagsDocument, { variables: { userId: me._id } }).data?.userTags;
  const rules = useMemo(() => rulesOf(rulesQuery.data), [rulesQuery.data]);
  // The fields asked are fixed when the page opens: filling one must not make it vanish under the cursor.
  const [asked, setAsked] = useState<ProfileField[] | null>(null);
  const [initial, setInitial] = useState<ProfileValues>(EMPTY_PROFILE);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSaveOwnProfile();
  const form = useForm<ProfileValues>({
    initialValues: EMPTY_PROFILE,
    validate: (values) => validateProfile(values, rules, asked ?? [], t),
  });
  const p = profile.data?.profile;
  useEffect(() => {
    if (asked || !p || !tags || !rulesQuery.data || !facts) return;
    const values = profileValues(p, tags);
    form.setValues(values);
    setInitial(values);
    const missing = rulesQuery.data.myProfileFields.missing;
    // A field the person cannot fill (skills while the organisation locks them) is not asked.
    setAsked(PROFILE_FIELDS.filter((f) => missing.includes(f) && mayEdit(rules, f, skillsLocked)));
    // Once, when everything has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p, tags, rulesQuery.data, facts]);

  if (me.missingProfileFields.length === 0 || asked?.length === 0) return <Navigate to={next} replace />;
  const later = () => {
    answerLater(me._id);
    void navigate(next, { replace: true });
  };
  const submit = async (values: ProfileValues) => {
    setServerError(null);
    setSaving(true);
    try {
      await save(values, asked ?? [], initial);
      void navigate(next, { replace: true });
    } catch (e) {
      setServerError(errorMessage(e, PROFILE_ERRORS, t));
    } finally {
      setSaving(false);
    }
  };
  const failed = profile.error || rulesQuery.error;
  return (
    <Container component="main" size={640} px="md" py="xl">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('profileFields.complete.title')}</Title>
            <Text c="dimmed">{t('profileFields.complete.intro')}</Text>
          </Stack>
          {failed ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('profile.loadFailed')}
            </Alert>
          ) : !asked ? (
            <Loader aria-label={t('profile.loading')} />
          ) : (
            <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('profileFields.complete.title')}>
              <Stack gap="sm">
                {serverError ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {serverError}
                  </Alert>
                ) : null}
                {asked.map((field) => (
                  <ProfileFieldInput key={field} field={field} form={form} rules={rules} skillsLocked={skillsLocked} />
                ))}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={later} data-testid="profile-complete-later">
                    {t('profileFields.complete.later')}
                  </Button>
                  <Button type="submit" loading={saving} data-testid="profile-complete-save">
                    {t('profileFields.complete.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
