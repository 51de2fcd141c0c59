// The dependency editor of one question: rules on the answers of the questions before it (show, hide or require
// when …), joined by "all" or "any", each with its readable sentence. Nested groups made through the API are kept
// and shown as their sentence.
import {
  FILTER_OPERATORS,
  flattenOptions,
  isDisplayOnlyQuestion,
  translatedLabel,
  type DependencyAction,
  type DependencyStatement,
  type FilterOperator,
  type FormQuestion,
  type QuestionDependency,
} from '@ascent/shared';
import { ActionIcon, Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dependencySentences, statementText, VALUELESS_OPERATORS } from './logicText.ts';

interface Props {
  readonly dependency: QuestionDependency | null;
  /** The questions a rule may read: those before this one that take an answer or are calculated. */
  readonly candidates: readonly FormQuestion[];
  readonly onChange: (dependency: QuestionDependency | null) => void;
}

type Leaf = Extract<DependencyStatement, { questionId: string }>;
const isLeaf = (s: DependencyStatement): s is Leaf => !('statements' in s);

export function LogicEditor({ dependency, candidates, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const statements = dependency?.statements ?? [];
  const join = dependency?.operator ?? 'AND';
  const readable = candidates.filter((q) => !isDisplayOnlyQuestion(q.questionType));
  const set = (next: readonly DependencyStatement[], operator = join) =>
    onChange(next.length ? { operator, statements: next } : null);
  const update = (i: number, patch: Partial<Leaf>) =>
    set(statements.map((s, j) => (j === i && isLeaf(s) ? ({ ...s, ...patch } as Leaf) : s)));
  const add = () => {
    const first = readable[0];
    if (!first) return;
    set([...statements, { action: 'show', questionId: first.id, operator: 'EXISTS', values: [] }]);
  };

  return (
    <Stack gap="sm">
      {statements.length > 1 ? (
        <SegmentedControl
          size="xs"
          value={join}
          onChange={(v) => set(statements, v as 'AND' | 'OR')}
          data={[
            { value: 'AND', label: t('forms.logic.all') },
            { value: 'OR', label: t('forms.logic.any') },
          ]}
          aria-label={t('forms.logic.join')}
        />
      ) : null}
      {statements.map((s, i) => {
        if (!isLeaf(s))
          return (
            <Card key={i} withBorder padding="xs">
              <Text size="sm">{statementText(s, candidates, language, t)}</Text>
            </Card>
          );
        const source = candidates.find((q) => q.id === s.questionId);
        const options = flattenOptions(source?.options);
        const needsValue = !VALUELESS_OPERATORS.includes(s.operator);
        return (
          <Card key={i} withBorder padding="xs" data-testid="logic-rule">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                size="xs"
                w={110}
                label={t('forms.logic.actionLabel')}
                data={(['show', 'hide', 'require'] as const).map((a) => ({
                  value: a,
                  label: t(`forms.logic.actionName.${a}`),
                }))}
                value={s.action}
                onChange={(v) => v && update(i, { action: v as DependencyAction })}
                allowDeselect={false}
              />
              <Select
                size="xs"
                w={180}
                label={t('forms.logic.question')}
                data={readable.map((q) => ({ value: q.id, label: translatedLabel(q.label, language) || q.id }))}
                value={s.questionId}
                onChange={(v) => v && update(i, { questionId: v, values: [] })}
                allowDeselect={false}
              />
              <Select
                size="xs"
                w={150}
                label={t('forms.logic.operatorLabel')}
                data={FILTER_OPERATORS.map((o) => ({ value: o, label: t(`forms.logic.operatorName.${o}`) }))}
                value={s.operator}
                onChange={(v) => v && update(i, { operator: v as FilterOperator })}
                allowDeselect={false}
              />
              {needsValue && options.length > 0 ? (
                <Select
                  size="xs"
                  w={160}
                  label={t('forms.logic.value')}
                  data={options.map(({ option }) => ({
                    value: option.value,
                    label: translatedLabel(option.labels, language) || option.value,
                  }))}
                  value={s.values[0] !== undefined ? String(s.values[0]) : null}
                  onChange={(v) => update(i, { values: v ? [v] : [] })}
                />
              ) : needsValue ? (
                <TextInput
                  size="xs"
                  w={140}
                  label={t('forms.logic.value')}
                  value={s.values[0] !== undefined ? String(s.values[0]) : ''}
                  onChange={(e) => {
                    const raw = e.currentTarget.value;
                    const n = Number(raw);
                    update(i, { values: raw === '' ? [] : raw.trim() !== '' && Number.isFinite(n) ? [n] : [raw] });
                  }}
                />
              ) : null}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('forms.logic.remove')}
                onClick={() => set(statements.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
      {dependencySentences(dependency, candidates, language, t).map((sentence) => (
        <Text key={sentence} size="sm" c="dimmed" data-testid="logic-sentence">
          {sentence}
        </Text>
      ))}
      {readable.length > 0 ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
          w="fit-content"
        >
          {t('forms.logic.add')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('forms.logic.noneBefore')}
        </Text>
      )}
    </Stack>
  );
}
