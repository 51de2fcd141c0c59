// General settings: what the organisation calls startups ("Venture" / "Ventures"), a singular and a plural per
// interface language (English required when on; an empty language falls back to English). Once saved, the
// interface uses these words wherever it says "startup" (modules/incubators/startupLabel.ts).
import { LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminStartupLabelDocument, AdminUpdateStartupLabelDocument } from '../../generated/graphql.ts';
import { useReloadTenant } from '../incubators/TenantProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';

const MAX = 40;
type Words = Record<string, { singular: string; plural: string }>;

function StartupLabelForm({ initial }: { readonly initial: { active: boolean; words: Words } }) {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const reloadTenant = useReloadTenant();
  const [active, setActive] = useState(initial.active);
  const [words, setWords] = useState<Words>(initial.words);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [englishError, setEnglishError] = useState(false);
  const [save, { loading }] = useMutation(AdminUpdateStartupLabelDocument);
  const set = (language: string, field: 'singular' | 'plural', value: string) =>
    setWords((w) => ({
      ...w,
      [language]: { singular: w[language]?.singular ?? '', plural: w[language]?.plural ?? '', [field]: value },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const en = words.en;
    if (active && (!en?.singular.trim() || !en.plural.trim())) {
      setEnglishError(true);
      document.getElementById('startup-label-en-singular')?.focus();
      return;
    }
    setEnglishError(false);
    const list = (field: 'singular' | 'plural') =>
      SUPPORTED_LANGUAGES.map((language) => ({ language, value: words[language]?.[field].trim() ?? '' })).filter(
        (l) => l.value !== '',
      );
    try {
      await save({ variables: { input: { active, label: list('singular'), pluralLabel: list('plural') } } });
      reloadTenant();
      setFeedback({ tone: 'success', message: t('startupLabelSettings.saved') });
    } catch (error) {
      setFeedback({ tone: 'error', message: failure(error) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="startup-label-title">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <div>
            <Title order={3} fz="h4" id="startup-label-title">
              {t('startupLabelSettings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('startupLabelSettings.intro')}
            </Text>
          </div>
          <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
          <Switch
            label={t('startupLabelSettings.active')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            data-testid="startup-label-active"
          />
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('startupLabelSettings.language')}</Table.Th>
                  <Table.Th scope="col">{t('startupLabelSettings.singular')}</Table.Th>
                  <Table.Th scope="col">{t('startupLabelSettings.plural')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {SUPPORTED_LANGUAGES.map((language) => {
                  const name = LANGUAGE_NATIVE_NAMES[language];
                  const required = active && language === 'en';
                  const error =
                    englishError && language === 'en' ? t('startupLabelSettings.englishRequired') : undefined;
                  return (
                    <Table.Tr key={language}>
                      <Table.Th scope="row" fw={500} lang={language}>
                        {name}
                      </Table.Th>
                      <Table.Td>
                        <TextInput
                          id={`startup-label-${language}-singular`}
                          aria-label={t('startupLabelSettings.singularIn', { language: name })}
                          value={words[language]?.singular ?? ''}
                          onChange={(e) => set(language, 'singular', e.currentTarget.value)}
                          maxLength={MAX}
                          required={required}
                          error={error}
                          lang={language}
                          data-testid={`startup-label-${language}-singular`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t('startupLabelSettings.pluralIn', { language: name })}
                          value={words[language]?.plural ?? ''}
                          onChange={(e) => set(language, 'plural', e.currentTarget.value)}
                          maxLength={MAX}
                          required={required}
                          error={error}
                          lang={language}
                          data-testid={`startup-label-${language}-plural`}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={loading}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="startup-label-save"
            >
              {t('startupLabelSettings.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

export function StartupLabelSettings() {
  const { data } = useQuery(AdminStartupLabelDocument, { fetchPolicy: 'network-only' });
  const alt = data?.publicIncubator?.alternativeStartupLabel;
  if (!alt) return null;
  const words: Words = {};
  for (const l of alt.label) words[l.language] = { singular: l.value, plural: words[l.language]?.plural ?? '' };
  for (const l of alt.pluralLabel) words[l.language] = { singular: words[l.language]?.singular ?? '', plural: l.value };
  return <StartupLabelForm initial={{ active: alt.active, words }} />;
}
