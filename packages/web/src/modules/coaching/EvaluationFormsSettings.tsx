// The evaluation form per meeting type (issue 20 item 3), on /admin/configuration/mentormatching beside the other
// coaching settings: a published form whose purpose is evaluation, or none (no evaluation asked). A change is saved
// at once; sessions that end afterwards ask for it.
import { useMutation, useQuery } from '@apollo/client/react';
import { COACHING_MEETING_TYPES } from '@ascent/shared';
import { Anchor, Card, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../app/errors.ts';
import { CoachingEvaluationSettingsDocument, SetCoachingEvaluationFormDocument } from '../../generated/graphql.ts';
import { COACHING_EVALUATION_ERRORS } from './coachingErrors.ts';

const NONE = '';

export function EvaluationFormsSettings() {
  const { t } = useTranslation();
  const message = useErrorMessage(COACHING_EVALUATION_ERRORS);
  const { data } = useQuery(CoachingEvaluationSettingsDocument, { fetchPolicy: 'network-only' });
  const [save] = useMutation(SetCoachingEvaluationFormDocument);
  const settings = data?.coachingEvaluationSettings;
  if (!settings) return null;
  const options = [
    { value: NONE, label: t('coaching.evaluation.settings.none') },
    ...settings.options.map((o) => ({ value: o._id, label: o.title })),
  ];
  const change = async (meetingType: (typeof COACHING_MEETING_TYPES)[number], formId: string | null) => {
    try {
      await save({ variables: { meetingType, formId: formId || null } });
      notifications.show({ color: 'teal', message: t('coaching.evaluation.settings.saved') });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="evaluation-forms-title">
      <Stack gap="md" maw={640}>
        <Title order={2} size="h4" id="evaluation-forms-title">
          {t('coaching.evaluation.settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('coaching.evaluation.settings.intro')}
        </Text>
        <Anchor component={Link} to="/forms/management" size="sm" underline="always">
          {t('coaching.evaluation.settings.formsLink')}
        </Anchor>
        {COACHING_MEETING_TYPES.map((type) => (
          <Select
            key={type}
            label={t(`coaching.type.${type}`)}
            data={options}
            value={settings.forms.find((f) => f.meetingType === type)?.formId ?? NONE}
            onChange={(v) => void change(type, v)}
            allowDeselect={false}
            data-testid={`evaluation-form-${type}`}
          />
        ))}
      </Stack>
    </Card>
  );
}
