// Answers to a form, read-only, question by question (label, then the answer as text): an evaluation's answers, an
// application's answers as its evaluator reads them.
import { takesAnswer, translatedLabel, type AnswerValue, type FormQuestion } from '@ascent/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { answerText } from './ResponsesPanel.tsx';

export function AnswerList({
  questions,
  answers,
}: {
  readonly questions: readonly FormQuestion[];
  readonly answers: Readonly<Record<string, AnswerValue>>;
}) {
  const { i18n } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap={6} component="dl" m={0}>
      {questions
        .filter((q) => takesAnswer(q) && answers[q.id] !== undefined)
        .map((q) => (
          <div key={q.id}>
            <Text component="dt" size="sm" c="dimmed">
              {translatedLabel(q.label, i18n.language)}
            </Text>
            <Text component="dd" ms={0} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {answerText(q, answers[q.id], i18n.language, (n) => f.number(n))}
            </Text>
          </div>
        ))}
    </Stack>
  );
}
