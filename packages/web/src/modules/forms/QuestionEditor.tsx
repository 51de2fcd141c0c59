// One question in the builder: its label and description in the language being edited (English is the fallback of
// the others), the rules of its type (required, limits, pattern, options, table, formula) and its display rules.
import {
  CATALOGUE_LANGUAGES,
  isDisplayOnlyQuestion,
  isTreeQuestion,
  LANGUAGE_NATIVE_NAMES,
  questionDefinitionProblem,
  translatedLabel,
  FORM_ERROR_MESSAGES,
  type FormQuestion,
  type QuestionValidations,
} from '@ascent/shared';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorText } from '../../app/errors.ts';
import { hasOptions } from './formModel.ts';
import { LogicEditor } from './LogicEditor.tsx';
import { OptionsEditor, setText, textIn } from './OptionsEditor.tsx';
import { TableSettingsEditor } from './TableSettingsEditor.tsx';

interface Props {
  readonly question: FormQuestion;
  readonly candidates: readonly FormQuestion[];
  readonly saving: boolean;
  readonly failure: string | null;
  readonly onSave: (question: FormQuestion) => void;
  readonly onCancel: () => void;
}

const num = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function QuestionEditor({ question, candidates, saving, failure, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<FormQuestion>(question);
  const [language, setLanguage] = useState('en');
  const [labelTouched, setLabelTouched] = useState(false);
  const type = draft.questionType;
  const v = draft.validations ?? {};
  const setV = (patch: Partial<QuestionValidations>) => setDraft({ ...draft, validations: { ...v, ...patch } });
  const layout = isDisplayOnlyQuestion(type);
  const textual = ['text', 'text_long'].includes(type);
  const numeric = ['number', 'currency', 'number_scale'].includes(type);
  const multi = ['select_checkbox', 'select_multi_dropdown', 'tree_multi'].includes(type);
  const problem = questionDefinitionProblem(draft);
  const missingEnglish = !textIn(draft.label, 'en').trim();

  return (
    <Stack gap="md" data-testid="question-editor">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h4">
          {t(`forms.types.${type}`)}
        </Title>
        <Select
          size="xs"
          w={180}
          label={t('forms.builder.editingLanguage')}
          data={CATALOGUE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NATIVE_NAMES[l] }))}
          value={language}
          onChange={(l) => l && setLanguage(l)}
          allowDeselect={false}
        />
      </Group>
      <TextInput
        label={t(layout ? 'forms.builder.text' : 'forms.builder.question')}
        required={language === 'en'}
        value={textIn(draft.label, language)}
        placeholder={language === 'en' ? '' : translatedLabel(draft.label, 'en')}
        error={language === 'en' && labelTouched && missingEnglish ? t('forms.builder.labelRequired') : undefined}
        onBlur={() => setLabelTouched(true)}
        onChange={(e) => setDraft({ ...draft, label: setText(draft.label, language, e.currentTarget.value) })}
        dir="auto"
        data-testid="question-label"
      />
      {type !== 'paragraph' ? (
        <Textarea
          label={t('forms.builder.description')}
          autosize
          minRows={1}
          value={textIn(draft.description, language)}
          placeholder={language === 'en' ? '' : translatedLabel(draft.description, 'en')}
          onChange={(e) =>
            setDraft({ ...draft, description: setText(draft.description ?? [], language, e.currentTarget.value) })
          }
          dir="auto"
        />
      ) : null}
      {!layout && type !== 'calculated' ? (
        <Checkbox
          label={t('forms.builder.required')}
          checked={v.required ?? false}
          onChange={(e) => setV({ required: e.currentTarget.checked })}
        />
      ) : null}
      {numeric || multi ? (
        <Group gap="sm" grow>
          <NumberInput
            label={t(multi ? 'forms.builder.minChoices' : 'forms.builder.min')}
            value={v.min ?? ''}
            onChange={(x) => setV({ min: num(x) })}
            placeholder={type === 'number_scale' ? '1' : undefined}
          />
          <NumberInput
            label={t(multi ? 'forms.builder.maxChoices' : 'forms.builder.max')}
            value={v.max ?? ''}
            onChange={(x) => setV({ max: num(x) })}
            placeholder={type === 'number_scale' ? '5' : undefined}
          />
        </Group>
      ) : null}
      {textual ? (
        <>
          <Group gap="sm" grow>
            <NumberInput
              label={t('forms.builder.minLength')}
              min={0}
              value={v.minLength ?? ''}
              onChange={(x) => setV({ minLength: num(x) })}
            />
            <NumberInput
              label={t('forms.builder.maxLength')}
              min={0}
              value={v.maxLength ?? ''}
              onChange={(x) => setV({ maxLength: num(x) })}
            />
          </Group>
          <TextInput
            label={t('forms.builder.pattern')}
            description={t('forms.builder.patternHelp')}
            value={v.pattern ?? ''}
            onChange={(e) => setV({ pattern: e.currentTarget.value || null })}
            dir="ltr"
          />
        </>
      ) : null}
      {hasOptions(type) ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('forms.builder.options')}
          </Text>
          <OptionsEditor
            options={draft.options ?? []}
            tree={isTreeQuestion(type)}
            language={language}
            onChange={(options) => setDraft({ ...draft, options })}
          />
        </Stack>
      ) : null}
      {type === 'table' && draft.table ? (
        <TableSettingsEditor
          table={draft.table}
          language={language}
          onChange={(table) => setDraft({ ...draft, table })}
        />
      ) : null}
      {type === 'calculated' ? (
        <Stack gap={4}>
          <TextInput
            label={t('forms.builder.formula')}
            description={t('forms.builder.formulaHelp')}
            value={draft.formula ?? ''}
            onChange={(e) => setDraft({ ...draft, formula: e.currentTarget.value })}
            dir="ltr"
            data-testid="formula"
          />
          <Group gap={6} wrap="wrap">
            {candidates
              .filter(
                (q) =>
                  ['number', 'currency', 'number_scale', 'calculated'].includes(q.questionType) ||
                  (q.options?.length ?? 0) > 0,
              )
              .map((q) => (
                <Button
                  key={q.id}
                  size="compact-xs"
                  variant="default"
                  onClick={() => setDraft({ ...draft, formula: `${draft.formula ?? ''} {${q.id}}`.trim() })}
                >
                  {t('forms.builder.insert', { name: translatedLabel(q.label, i18n.language) })}
                </Button>
              ))}
          </Group>
        </Stack>
      ) : null}
      <Divider label={t('forms.builder.logic')} labelPosition="left" />
      <LogicEditor
        dependency={draft.dependency ?? null}
        candidates={candidates}
        onChange={(dependency) => setDraft({ ...draft, dependency })}
      />
      {problem ? (
        <Alert color="orange" variant="light">
          {translateErrorText({ key: FORM_ERROR_MESSAGES[problem].key }, t)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('forms.builder.cancel')}
        </Button>
        <Button
          loading={saving}
          disabled={problem !== null || missingEnglish}
          onClick={() => onSave(draft)}
          data-testid="save-question"
        >
          {t('forms.builder.saveQuestion')}
        </Button>
      </Group>
    </Stack>
  );
}
