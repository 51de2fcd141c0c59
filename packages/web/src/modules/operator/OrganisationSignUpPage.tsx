// The self-service sign-up of a new organisation, on the sign-up host (issue 17 item 0): offered only when the
// instance operator turned it on; else a clear "not offered" page. The person becomes the first administrator and
// confirms their email as the product's sign-up asks; the answer links to their organisation's sign-in page.
import { ORGANISATION_REASONS } from '@ascent/shared';
import { Alert, Anchor, Button, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconDoorOff } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { api } from './operatorApi.ts';

const EMPTY = { organisationName: '', label: '', firstName: '', lastName: '', email: '', password: '' };

export function OrganisationSignUpPage() {
  const { t } = useTranslation();
  const message = useErrorMessage({
    reasons: ORGANISATION_REASONS,
    codes: { TOO_MANY_ATTEMPTS: 'operator.signUp.tooMany' },
  });
  const [offered, setOffered] = useState<boolean | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ signInUrl: string; email: string } | null>(null);

  useEffect(() => {
    document.title = t('operator.signUp.title');
  }, [t]);
  useEffect(() => {
    api<{ offered: boolean }>('GET', '/api/organisation-signup').then(
      (body) => setOffered(body.offered),
      () => setOffered(false),
    );
  }, []);

  if (offered === null) return <PageLoader />;
  if (!offered)
    return (
      <StatusScreen
        mark={<IconDoorOff size={48} stroke={1.4} />}
        title={t('operator.signUp.notOfferedTitle')}
        testId="organisation-signup-not-offered"
      >
        <Text>{t('operator.signUp.notOffered')}</Text>
      </StatusScreen>
    );
  if (created)
    return (
      <StatusScreen
        mark={<IconBuildingSkyscraper size={48} stroke={1.4} />}
        title={t('operator.signUp.doneTitle')}
        testId="organisation-signup-done"
      >
        <Text>{t('operator.signUp.done', { email: created.email })}</Text>
        <Anchor href={created.signInUrl}>{t('operator.signUp.signIn')}</Anchor>
      </StatusScreen>
    );

  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = await api<{ signInUrl: string }>('POST', '/api/organisation-signup', {
        ...values,
        language: currentLanguage(),
      });
      setCreated({ signInUrl: body.signInUrl, email: values.email.trim() });
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StandaloneLayout maxWidth={640}>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void submit(e)} data-testid="organisation-signup">
          <Stack>
            <Title order={1} size="h2">
              {t('operator.signUp.title')}
            </Title>
            <Text c="dimmed">{t('operator.signUp.subtitle')}</Text>
            {error ? (
              <Alert color="red" role="alert" data-testid="organisation-signup-error">
                {error}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('operator.create.name')}
                required
                value={values.organisationName}
                onChange={(e) => set('organisationName')(e.currentTarget.value)}
              />
              <TextInput
                label={t('operator.create.label')}
                description={t('operator.create.labelHint')}
                required
                dir="ltr"
                value={values.label}
                onChange={(e) => set('label')(e.currentTarget.value)}
              />
              <TextInput
                label={t('operator.signUp.firstName')}
                required
                autoComplete="given-name"
                value={values.firstName}
                onChange={(e) => set('firstName')(e.currentTarget.value)}
              />
              <TextInput
                label={t('operator.signUp.lastName')}
                required
                autoComplete="family-name"
                value={values.lastName}
                onChange={(e) => set('lastName')(e.currentTarget.value)}
              />
              <TextInput
                label={t('operator.signIn.email')}
                type="email"
                required
                autoComplete="email"
                value={values.email}
                onChange={(e) => set('email')(e.currentTarget.value)}
              />
              <PasswordInput
                label={t('operator.signIn.password')}
                required
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => set('password')(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Button type="submit" loading={busy}>
              {t('operator.signUp.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </StandaloneLayout>
  );
}
