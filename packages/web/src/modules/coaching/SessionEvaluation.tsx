// The evaluation card of a session's page (issue 20 item 3): once the session has ended, its coaches and attendees
// each answer the programme's evaluation form for its meeting type (the forms engine's questions and rules); then
// the answers the caller may see — their own, everyone's for the programme team, the session's people's when the
// organisation shares evaluations.
import { useMutation, useQuery } from '@apollo/client/react';
import type { AnswerValue, FormQuestion } from '@ascent/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CoachingEvaluationDocument,
  SubmitCoachingEvaluationDocument,
  type CoachingEvaluationStateFieldsFragment,
} from '../../generated/graphql.ts';
import { useErrorMessage } from '../../app/errors.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { FormFillBody } from '../forms/FormFillBody.tsx';
import { toFormQuestion } from '../forms/formModel.ts';
import { AnswerList } from '../forms/AnswerList.tsx';
import { focusQuestion, useFormFilling } from '../forms/useFormFilling.ts';
import { COACHING_EVALUATION_ERRORS } from './coachingErrors.ts';

type State = CoachingEvaluationStateFieldsFragment;
type Form = NonNullable<State['form']>;

function Fill({ sessionId, form }: { readonly sessionId: string; readonly form: Form }) {
  const { t } = useTranslation();
  const message = useErrorMessage(COACHING_EVALUATION_ERRORS);
  const questions = useMemo(() => form.questions.map(toFormQuestion), [form.questions]);
  const filling = useFormFilling(questions, {});
  const [submit, { loading }] = useMutation(SubmitCoachingEvaluationDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async () => {
    setFailure(null);
    const problem = filling.validateAll();
    if (problem) {
      focusQuestion(problem);
      return;
    }
    try {
      await submit({
        variables: { sessionId, versionId: form.versionId, answers: JSON.stringify(filling.payload()) },
        // The state has no id of its own: the answer replaces the page's copy.
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: CoachingEvaluationDocument,
              variables: { sessionId },
              data: { coachingEvaluation: data.submitCoachingEvaluation },
            });
        },
      });
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <FormFillBody
      questions={questions}
      filling={filling}
      failure={failure}
      draftStatus=""
      submitLabel={t('coaching.evaluation.submit')}
      submitting={loading}
      submitTestId="evaluation-submit"
      onSubmit={onSubmit}
    />
  );
}

function Submissions({ state, questions }: { readonly state: State; readonly questions: readonly FormQuestion[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap="md" data-testid="evaluation-submissions">
      {state.submissions.map((s) => {
        const answers = JSON.parse(s.answersJson) as Record<string, AnswerValue>;
        return (
          <Stack key={`${s.person?._id ?? ''}-${s.submittedAt}`} gap={6}>
            <Group gap="xs">
              <Text fw={600}>{s.person?.fullName ?? t('coaching.evaluation.someone')}</Text>
              <Badge variant="default" tt="none">
                {t(`coaching.evaluation.side.${s.side}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {f.dateTime(s.submittedAt)}
              </Text>
            </Group>
            <AnswerList questions={questions} answers={answers} />
          </Stack>
        );
      })}
    </Stack>
  );
}

export function SessionEvaluation({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(CoachingEvaluationDocument, { variables: { sessionId } });
  const state = data?.coachingEvaluation;
  const questions = useMemo(() => (state?.form?.questions ?? []).map(toFormQuestion), [state?.form?.questions]);
  if (!state?.form || !state.open) return null;
  if (!state.canSubmit && state.submissions.length === 0) return null;
  return (
    <Card withBorder padding="lg" data-testid="session-evaluation">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('coaching.evaluation.title')}
        </Title>
        {state.canSubmit ? (
          <>
            <Text size="sm" c="dimmed">
              {t('coaching.evaluation.intro', { form: state.form.title })}
            </Text>
            <Fill sessionId={sessionId} form={state.form} />
          </>
        ) : state.submitted ? (
          <Text size="sm" data-testid="evaluation-thanks">
            {t('coaching.evaluation.thanks')}
          </Text>
        ) : null}
        {state.submissions.length ? <Submissions state={state} questions={questions} /> : null}
      </Stack>
    </Card>
  );
}
