// /admin/configuration/mentormatching: how the programme proposes mentors to startups — the criteria the ranking
// uses, how many startups a mentor takes by default, and whether founders may ask a mentor themselves; below, the
// evaluation form each kind of coaching session asks for once it has ended.
import { MENTOR_CAPACITY } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import {
  MentorMatchingSettingsDocument,
  UpdateMentorMatchingSettingsDocument,
  type MentorMatchCriterion,
  type MentorMatchingSettingsQuery,
} from '../../generated/graphql.ts';
import { AdminFeedback, type Feedback } from '../admin/AdminFeedback.tsx';
import { AdminSection } from '../admin/AdminSection.tsx';
import { EvaluationFormsSettings } from '../coaching/EvaluationFormsSettings.tsx';
import { MENTORING_ERRORS } from './mentoringErrors.ts';
import { MENTOR_CRITERIA, criterionHelp, criterionLabel } from './mentoringLabels.ts';

type Settings = MentorMatchingSettingsQuery['mentorMatchingSettings'];

interface Values {
  criteria: MentorMatchCriterion[];
  capacityPerMentor: number | string;
  startupsMayRequest: boolean;
}

function SettingsForm({ settings }: { readonly settings: Settings }) {
  const { t } = useTranslation();
  const failure = useErrorMessage(MENTORING_ERRORS);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [save, { loading }] = useMutation(UpdateMentorMatchingSettingsDocument);
  const form = useForm<Values>({
    initialValues: {
      criteria: [...settings.criteria],
      capacityPerMentor: settings.capacityPerMentor,
      startupsMayRequest: settings.startupsMayRequest,
    },
    validate: {
      capacityPerMentor: (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= MENTOR_CAPACITY.min && v <= MENTOR_CAPACITY.max
          ? null
          : t('mentoring.settings.capacityInvalid', MENTOR_CAPACITY),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFeedback(null);
    try {
      await save({ variables: { input: { ...values, capacityPerMentor: Number(values.capacityPerMentor) } } });
      form.resetDirty(values);
      setFeedback({ tone: 'success', message: t('mentoring.settings.saved') });
    } catch (error) {
      setFeedback({ tone: 'error', message: failure(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-mentormatching-title">
      <Stack gap="md">
        <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg" maw={640}>
            <Checkbox.Group
              label={t('mentoring.settings.criteria')}
              description={t('mentoring.settings.criteriaHelp')}
              {...form.getInputProps('criteria')}
            >
              <Stack gap="sm" mt="xs">
                {MENTOR_CRITERIA.map((c) => (
                  <Checkbox
                    key={c}
                    value={c}
                    label={criterionLabel(c, t)}
                    description={criterionHelp(c, t)}
                    data-testid={`matching-criterion-${c}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <NumberInput
              label={t('mentoring.settings.capacity')}
              description={t('mentoring.settings.capacityHelp')}
              min={MENTOR_CAPACITY.min}
              max={MENTOR_CAPACITY.max}
              allowDecimal={false}
              maw={220}
              data-testid="matching-capacity"
              {...form.getInputProps('capacityPerMentor')}
            />
            <Checkbox
              label={t('mentoring.settings.startupsMayRequest')}
              description={t('mentoring.settings.startupsMayRequestHelp')}
              data-testid="matching-may-request"
              {...form.getInputProps('startupsMayRequest', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={loading}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="matching-save"
          >
            {t('mentoring.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MentorMatchingPage() {
  const { t } = useTranslation();
  const { data, error } = useQuery(MentorMatchingSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <AdminSection
      tab="mentormatching"
      title={t('mentoring.settings.title')}
      intro={t('mentoring.settings.intro')}
      data={data?.mentorMatchingSettings}
      error={error}
    >
      {(settings) => (
        <Stack gap="lg">
          <SettingsForm settings={settings} />
          <EvaluationFormsSettings />
        </Stack>
      )}
    </AdminSection>
  );
}
