// /account/settings/coaching: a coach's or mentor's preferences — topics, industries, hours offered per month,
// meeting durations (spec 02 §9) and the video provider (Teams or Zoom) with their meeting link.
import { useMutation, useQuery } from '@apollo/client/react';
import { COACHING_LIMITS, SESSION_DURATIONS_MINUTES, VIDEO_PROVIDERS } from '@ascent/shared';
import {
  Button,
  Card,
  Chip,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CoachingIndustryOptionsDocument,
  CoachingPreferencesDocument,
  UpdateCoachingPreferencesDocument,
  type CoachingVideoProvider,
} from '../../generated/graphql.ts';
import { useCoachingErrorMessage } from './coachingErrors.ts';

interface Values {
  topics: string[];
  industryIds: string[];
  hoursPerMonth: number | null;
  meetingDurations: number[];
  videoProvider: CoachingVideoProvider | null;
  videoLink: string;
}

export function CoachingPreferencesPage() {
  const { t } = useTranslation();
  const message = useCoachingErrorMessage();
  const { data } = useQuery(CoachingPreferencesDocument);
  const { data: industries } = useQuery(CoachingIndustryOptionsDocument);
  const [save, { loading }] = useMutation(UpdateCoachingPreferencesDocument);
  const [values, setValues] = useState<Values | null>(null);
  useEffect(() => {
    const p = data?.coachingPreferences;
    if (p && !values)
      setValues({
        topics: [...p.topics],
        industryIds: [...p.industryIds],
        hoursPerMonth: p.hoursPerMonth ?? null,
        meetingDurations: [...p.meetingDurations],
        videoProvider: p.videoProvider ?? null,
        videoLink: p.videoLink,
      });
  }, [data, values]);
  const set = (patch: Partial<Values>) => setValues((v) => (v ? { ...v, ...patch } : v));
  const submit = async () => {
    if (!values) return;
    try {
      await save({ variables: { input: values } });
      notifications.show({ color: 'green', message: t('coaching.preferences.saved'), withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };
  return (
    <Container size={720} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{t('coaching.preferences.title')}</Title>
          <Text c="dimmed">{t('coaching.preferences.intro')}</Text>
        </Stack>
        {values ? (
          <Card withBorder padding="lg">
            <Stack gap="md">
              <TagsInput
                label={t('coaching.preferences.topics')}
                value={values.topics}
                onChange={(topics) => set({ topics })}
                maxTags={COACHING_LIMITS.topics}
              />
              <MultiSelect
                label={t('coaching.preferences.industries')}
                data={(industries?.industries ?? []).map((i) => ({ value: i._id, label: i.name }))}
                value={values.industryIds}
                onChange={(industryIds) => set({ industryIds })}
                searchable
              />
              <NumberInput
                label={t('coaching.preferences.hours')}
                min={0}
                max={COACHING_LIMITS.maxHoursPerMonth}
                allowDecimal={false}
                value={values.hoursPerMonth ?? ''}
                onChange={(v) => set({ hoursPerMonth: typeof v === 'number' ? v : null })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="coaching-durations">
                  {t('coaching.preferences.durations')}
                </Text>
                <Chip.Group
                  multiple
                  value={values.meetingDurations.map(String)}
                  onChange={(v) => set({ meetingDurations: v.map(Number) })}
                >
                  <Group gap={6} role="group" aria-labelledby="coaching-durations">
                    {SESSION_DURATIONS_MINUTES.map((m) => (
                      <Chip key={m} value={String(m)} size="sm">
                        {t('coaching.session.minutes', { n: m })}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
              <Group grow align="flex-start">
                <Select
                  label={t('coaching.preferences.provider')}
                  data={VIDEO_PROVIDERS.map((p) => ({ value: p, label: t(`coaching.preferences.providers.${p}`) }))}
                  value={values.videoProvider}
                  onChange={(v) => set({ videoProvider: (v as CoachingVideoProvider | null) ?? null })}
                  clearable
                />
                <TextInput
                  label={t('coaching.preferences.link')}
                  value={values.videoLink}
                  onChange={(e) => set({ videoLink: e.currentTarget.value })}
                  placeholder="https://"
                />
              </Group>
              <Group justify="flex-end">
                <Button onClick={() => void submit()} loading={loading}>
                  {t('coaching.preferences.save')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
