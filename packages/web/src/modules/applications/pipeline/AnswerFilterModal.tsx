// Adds one answer filter to the pipeline: a question of one of the intake's rounds (as its published form asks it),
// an operator of the forms engine, and the value(s) — an option of a choice question, a date, or typed text or a
// number. The sentence under it reads the filter back as the chip will ("Stage is Revenue").
import {
  FILTER_OPERATORS,
  flattenOptions,
  translatedLabel,
  VALUELESS_OPERATORS,
  type ApplicationAnswerFilter,
  type FilterOperator,
  type FormQuestion,
} from '@ascent/shared';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statementText } from '../../forms/logicText.ts';

export interface FilterRound {
  readonly roundId: string;
  readonly roundName: string;
  readonly questions: readonly FormQuestion[];
}

interface Props {
  readonly opened: boolean;
  readonly rounds: readonly FilterRound[];
  readonly onClose: () => void;
  readonly onAdd: (filter: ApplicationAnswerFilter) => void;
}

/** The filter's sentence, or null while its question is unknown (rounds still loading, or it was removed). */
export function filterSentence(
  f: ApplicationAnswerFilter,
  rounds: readonly FilterRound[],
  language: string,
  t: TFunction,
): string | null {
  const questions = rounds.find((r) => r.roundId === f.roundId)?.questions ?? [];
  if (!questions.some((q) => q.id === f.questionId)) return null;
  const statement = { action: 'show' as const, questionId: f.questionId, operator: f.operator, values: f.values };
  return statementText(statement, questions, language, t);
}

export function AnswerFilterModal({ opened, rounds, onClose, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [key, setKey] = useState<string | null>(null);
  const [operator, setOperator] = useState<FilterOperator>('IS');
  const [values, setValues] = useState<string[]>([]);
  const [roundId, questionId] = key ? key.split('|') : [];
  const question = rounds.find((r) => r.roundId === roundId)?.questions.find((q) => q.id === questionId);
  const options = flattenOptions(question?.options);
  const needsValue = !VALUELESS_OPERATORS.includes(operator);
  const filled = values.filter((v) => v.trim() !== '');
  const draft: ApplicationAnswerFilter | null =
    roundId && questionId && (!needsValue || filled.length > 0)
      ? { roundId, questionId, operator, values: needsValue ? filled : [] }
      : null;
  const reset = () => {
    setKey(null);
    setOperator('IS');
    setValues([]);
  };
  const close = () => {
    reset();
    onClose();
  };
  const type = question?.behavesAs ?? question?.questionType;

  return (
    <Modal opened={opened} onClose={close} title={t('applications.filters.addTitle')} centered>
      <Stack gap="sm">
        <Select
          label={t('applications.filters.question')}
          placeholder={t('applications.filters.chooseQuestion')}
          searchable
          data={rounds
            .filter((r) => r.questions.length > 0)
            .map((r) => ({
              group: r.roundName,
              items: r.questions.map((q) => ({
                value: `${r.roundId}|${q.id}`,
                label: translatedLabel(q.label, language) || q.id,
              })),
            }))}
          value={key}
          onChange={(v) => {
            setKey(v);
            setValues([]);
          }}
          nothingFoundMessage={t('applications.filters.noQuestion')}
          data-testid="answer-filter-question"
        />
        <Select
          label={t('forms.logic.operatorLabel')}
          data={FILTER_OPERATORS.map((o) => ({ value: o, label: t(`forms.logic.operatorName.${o}`) }))}
          value={operator}
          onChange={(v) => v && setOperator(v as FilterOperator)}
          allowDeselect={false}
          data-testid="answer-filter-operator"
        />
        {needsValue && options.length > 0 ? (
          <MultiSelect
            label={t('forms.logic.value')}
            data={options.map(({ option }) => ({
              value: option.value,
              label: translatedLabel(option.labels, language) || option.value,
            }))}
            value={values}
            onChange={setValues}
            data-testid="answer-filter-options"
          />
        ) : needsValue ? (
          <TextInput
            label={t('forms.logic.value')}
            type={type === 'date' ? 'date' : 'text'}
            inputMode={type === 'number' || type === 'currency' || type === 'number_scale' ? 'decimal' : undefined}
            value={values[0] ?? ''}
            onChange={(e) => setValues([e.currentTarget.value])}
            data-testid="answer-filter-value"
          />
        ) : null}
        {draft ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {filterSentence(draft, rounds, language, t)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('applications.filters.cancel')}
          </Button>
          <Button
            disabled={!draft}
            onClick={() => {
              if (!draft) return;
              onAdd(draft);
              close();
            }}
            data-testid="answer-filter-add"
          >
            {t('applications.filters.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
