// The questions of a form as the respondent sees them: the shown ones only (the shared rules decide), each with its
// error once touched, and a progress bar of the shown questions answered.
import { isEmptyAnswer, takesAnswer, type FormQuestion } from '@ascent/shared';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionField } from './QuestionField.tsx';
import type { useFormFilling } from './useFormFilling.ts';

interface Props {
  readonly questions: readonly FormQuestion[];
  readonly filling: ReturnType<typeof useFormFilling>;
}

export function FormQuestions({ questions, filling }: Props) {
  const { t } = useTranslation();
  const { answers, state, errors, setAnswer, touch } = filling;
  const shown = questions.filter((q) => state.visible.has(q.id));
  const answerable = shown.filter((q) => takesAnswer(q));
  const answered = answerable.filter((q) => !isEmptyAnswer(answers[q.id])).length;
  const percent = answerable.length ? Math.round((answered / answerable.length) * 100) : 100;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" aria-hidden>
          {t('forms.fill.progress', { answered, total: answerable.length })}
        </Text>
        <Progress
          value={percent}
          aria-label={t('forms.fill.progress', { answered, total: answerable.length })}
          size="sm"
        />
      </Stack>
      {shown.map((q) => (
        <div key={q.id} data-testid={`question-${q.id}`} data-question-type={q.questionType} id={`question-${q.id}`}>
          <QuestionField
            question={q}
            answer={answers[q.id]}
            required={state.required.has(q.id)}
            error={errors.get(q.id)}
            calculated={state.calculated.get(q.id)}
            onChange={(value) => setAnswer(q.id, value)}
            onBlur={() => touch(q.id)}
          />
        </div>
      ))}
    </Stack>
  );
}
