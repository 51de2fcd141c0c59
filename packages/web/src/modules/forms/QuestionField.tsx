// One question as the respondent sees it, by type (spec 02 §3): text kinds, numbers, scale, choices (write-in
// included), trees, date, table, calculated (read-only) and the layout entries. Controlled: the answer comes in,
// changes go out; the error is shown only once the question was touched (spec 02 §5).
import {
  answerTypeOf,
  flattenOptions,
  isChoiceAnswer,
  isMultiChoiceQuestion,
  isTableAnswer,
  normalizeWebLink,
  scaleBounds,
  translatedLabel,
  CHOICE_QUESTION_TYPES,
  DEFAULT_CURRENCY,
  type AnswerValue,
  type ChoiceAnswer,
  type FormQuestion,
} from '@ascent/shared';
import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useTenant } from '../incubators/TenantProvider.tsx';
import { TableField } from './TableField.tsx';

export interface QuestionFieldProps {
  readonly question: FormQuestion;
  readonly answer: AnswerValue | null | undefined;
  readonly required: boolean;
  readonly error?: string;
  /** For calculated questions: the value the shared rules computed. */
  readonly calculated?: number | null;
  readonly onChange: (value: AnswerValue | null) => void;
  readonly onBlur: () => void;
}

function ChoiceField({ question, answer, required, error, onChange, onBlur }: QuestionFieldProps) {
  const { t, i18n } = useTranslation();
  const type = answerTypeOf(question);
  const language = i18n.language;
  const label = translatedLabel(question.label, language);
  const description = translatedLabel(question.description, language) || undefined;
  const flat = flattenOptions(question.options);
  const data = flat.map(({ option, depth }) => ({
    value: option.value,
    label: `${'\u2003'.repeat(depth)}${translatedLabel(option.labels, language) || option.value}`,
  }));
  const choice: ChoiceAnswer = isChoiceAnswer(answer) ? answer : { selected: [] };
  const set = (selected: string[]) => onChange(selected.length ? { selected, writeIn: choice.writeIn ?? null } : null);
  const writeInOption = flat.find(({ option }) => option.isWriteIn && choice.selected.includes(option.value));
  const common = { label, description, required, error, onBlur };
  let field;
  if (type === 'select_radio') {
    field = (
      <Radio.Group {...common} value={choice.selected[0] ?? ''} onChange={(v) => set(v ? [v] : [])}>
        <Stack gap={6} mt={6}>
          {data.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} onBlur={onBlur} />
          ))}
        </Stack>
      </Radio.Group>
    );
  } else if (type === 'select_checkbox') {
    field = (
      <Checkbox.Group {...common} value={[...choice.selected]} onChange={set}>
        <Stack gap={6} mt={6}>
          {data.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} onBlur={onBlur} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  } else if (isMultiChoiceQuestion(type)) {
    field = (
      <MultiSelect
        {...common}
        data={data}
        value={[...choice.selected]}
        onChange={set}
        searchable
        clearable
        placeholder={t('forms.fill.choose')}
      />
    );
  } else {
    field = (
      <Select
        {...common}
        data={data}
        value={choice.selected[0] ?? null}
        onChange={(v) => set(v ? [v] : [])}
        searchable
        clearable
        placeholder={t('forms.fill.choose')}
      />
    );
  }
  return (
    <Stack gap={6}>
      {field}
      {writeInOption ? (
        <TextInput
          label={t('forms.fill.writeIn')}
          value={choice.writeIn ?? ''}
          onChange={(e) => onChange({ selected: choice.selected, writeIn: e.currentTarget.value })}
          onBlur={onBlur}
          required
        />
      ) : null}
    </Stack>
  );
}

/** The organisation's currency sign in the reader's language (currency answers are whole units of it). */
function currencySign(language: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

export function QuestionField(props: QuestionFieldProps) {
  const { question, answer, required, error, onChange, onBlur, calculated } = props;
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const { tenant } = useTenant();
  const type = answerTypeOf(question);
  const label = translatedLabel(question.label, i18n.language);
  const description = translatedLabel(question.description, i18n.language) || undefined;
  const text = typeof answer === 'string' ? answer : '';
  const number = typeof answer === 'number' ? answer : '';
  const common = { label, description, required, error, onBlur };
  switch (type) {
    case 'section':
      return (
        <Stack gap={2} pt="md">
          <Title order={2} fz="h3" dir="auto">
            {label}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
      );
    case 'heading':
    case 'sub_heading':
      return (
        <Title order={type === 'heading' ? 3 : 4} dir="auto">
          {label}
        </Title>
      );
    case 'paragraph':
      return (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {label}
        </Text>
      );
    case 'calculated':
      return (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {label}
          </Text>
          <Text size="lg" fw={700} aria-live="polite" data-testid={`calculated-${question.id}`}>
            {calculated === null || calculated === undefined ? '—' : f.number(calculated)}
          </Text>
          {description ? (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
      );
    case 'text':
    case 'phone':
      return (
        <TextInput
          {...common}
          type={type === 'phone' ? 'tel' : 'text'}
          autoComplete={type === 'phone' ? 'tel' : undefined}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'text_link':
      return (
        <TextInput
          {...common}
          type="url"
          inputMode="url"
          value={text}
          onChange={(e) => onChange(e.currentTarget.value || null)}
          onBlur={() => {
            if (text) onChange(normalizeWebLink(text));
            onBlur();
          }}
        />
      );
    case 'text_long':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'number':
    case 'currency':
      return (
        <NumberInput
          {...common}
          value={number}
          allowDecimal={type === 'number'}
          min={question.validations?.min ?? undefined}
          max={question.validations?.max ?? undefined}
          leftSection={
            type === 'currency' ? (
              <Text size="sm">{currencySign(i18n.language, tenant?.currency ?? DEFAULT_CURRENCY)}</Text>
            ) : undefined
          }
          onChange={(v) =>
            onChange(typeof v === 'number' ? v : v === '' ? null : Number.isNaN(Number(v)) ? null : Number(v))
          }
        />
      );
    case 'number_scale': {
      const { min, max } = scaleBounds(question);
      const steps = Array.from({ length: Math.max(0, Math.min(max - min, 20)) + 1 }, (_, i) => min + i);
      return (
        <Radio.Group {...common} value={number === '' ? '' : String(number)} onChange={(v) => onChange(Number(v))}>
          <Group gap="md" mt={6}>
            {steps.map((n) => (
              <Radio key={n} value={String(n)} label={String(n)} onBlur={onBlur} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'date':
      return (
        <TextInput {...common} type="date" value={text} onChange={(e) => onChange(e.currentTarget.value || null)} />
      );
    case 'table':
      return (
        <TableField
          question={question}
          value={isTableAnswer(answer) ? answer : null}
          label={label}
          description={description}
          required={required}
          error={error}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    default:
      if ((CHOICE_QUESTION_TYPES as readonly string[]).includes(type)) return <ChoiceField {...props} />;
      return (
        <Text c="dimmed" size="sm">
          {t('forms.fill.unsupported', { label })}
        </Text>
      );
  }
}
