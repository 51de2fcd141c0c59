// The options of a choice question, edited as a list: the label in the language being edited, a score (numerical
// value) and the write-in flag; tree questions also indent an option under the one above (up to four levels).
// Moving, indenting and removing are buttons, so the keyboard does all of it.
import { FORM_LIMITS, type QuestionOption, type TranslatedValue } from '@ascent/shared';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FlatOption {
  readonly option: Omit<QuestionOption, 'children'>;
  readonly depth: number;
}

export function toFlat(options: readonly QuestionOption[], depth = 0, out: FlatOption[] = []): FlatOption[] {
  for (const { children, ...option } of options) {
    out.push({ option, depth });
    toFlat(children ?? [], depth + 1, out);
  }
  return out;
}

/** Back to a tree: each option goes under the nearest option above it one level up. */
export function toTree(flat: readonly FlatOption[]): QuestionOption[] {
  type Node = Omit<QuestionOption, 'children'> & { children: Node[] };
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const { option, depth } of flat) {
    const node: Node = { ...option, children: [] };
    const level = Math.min(depth, stack.length);
    stack.length = level;
    (level === 0 ? roots : stack[level - 1]!.children).push(node);
    stack.push(node);
  }
  const strip = (nodes: Node[]): QuestionOption[] =>
    nodes.map(({ children, ...o }) => (children.length ? { ...o, children: strip(children) } : o));
  return strip(roots);
}

export function setText(list: readonly TranslatedValue[], language: string, value: string): TranslatedValue[] {
  const rest = list.filter((l) => l.language !== language);
  return value === '' ? rest : [...rest, { language, value }];
}

export const textIn = (list: readonly TranslatedValue[] | undefined, language: string) =>
  list?.find((l) => l.language === language)?.value ?? '';

interface Props {
  readonly options: readonly QuestionOption[];
  readonly tree: boolean;
  readonly language: string;
  readonly onChange: (options: QuestionOption[]) => void;
}

export function OptionsEditor({ options, tree, language, onChange }: Props) {
  const { t } = useTranslation();
  const flat = toFlat(options);
  const set = (next: FlatOption[]) => onChange(toTree(next));
  const patch = (i: number, p: Partial<FlatOption['option']>) =>
    set(flat.map((f, j) => (j === i ? { ...f, option: { ...f.option, ...p } } : f)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...flat];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    set(next);
  };
  const indent = (i: number, by: -1 | 1) =>
    set(
      flat.map((f, j) =>
        j === i ? { ...f, depth: Math.max(0, Math.min(FORM_LIMITS.treeDepth - 1, f.depth + by)) } : f,
      ),
    );
  const add = () => {
    const value = `option-${Date.now().toString(36)}-${flat.length + 1}`;
    set([
      ...flat,
      {
        option: { value, labels: [{ language, value: t('forms.builder.optionN', { n: flat.length + 1 }) }] },
        depth: 0,
      },
    ]);
  };

  return (
    <Stack gap={6}>
      {flat.map(({ option, depth }, i) => {
        const name = textIn(option.labels, language) || option.value;
        return (
          <Group key={option.value} gap={6} wrap="wrap" ps={tree ? depth * 24 : 0} data-testid="option-row">
            <TextInput
              size="xs"
              flex={1}
              miw={140}
              aria-label={t('forms.builder.optionLabel', { n: i + 1 })}
              value={textIn(option.labels, language)}
              placeholder={textIn(option.labels, 'en')}
              onChange={(e) => patch(i, { labels: setText(option.labels, language, e.currentTarget.value) })}
            />
            <NumberInput
              size="xs"
              w={90}
              aria-label={t('forms.builder.optionScore', { name })}
              placeholder={t('forms.builder.score')}
              value={option.numericalValue ?? ''}
              onChange={(v) => patch(i, { numericalValue: typeof v === 'number' ? v : null })}
            />
            <Checkbox
              size="xs"
              label={t('forms.builder.writeIn')}
              checked={option.isWriteIn ?? false}
              onChange={(e) => patch(i, { isWriteIn: e.currentTarget.checked })}
            />
            {tree ? (
              <>
                <ActionIcon
                  variant="subtle"
                  disabled={depth === 0}
                  aria-label={t('forms.builder.outdent', { name })}
                  onClick={() => indent(i, -1)}
                >
                  <IconIndentDecrease size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={i === 0 || depth > flat[i - 1]!.depth || depth >= FORM_LIMITS.treeDepth - 1}
                  aria-label={t('forms.builder.indent', { name })}
                  onClick={() => indent(i, 1)}
                >
                  <IconIndentIncrease size={16} aria-hidden />
                </ActionIcon>
              </>
            ) : null}
            <ActionIcon
              variant="subtle"
              disabled={i === 0}
              aria-label={t('forms.builder.moveUpNamed', { name })}
              onClick={() => move(i, -1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={i === flat.length - 1}
              aria-label={t('forms.builder.moveDownNamed', { name })}
              onClick={() => move(i, 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={flat.length <= 1}
              aria-label={t('forms.builder.removeNamed', { name })}
              onClick={() => set(flat.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {flat.length < FORM_LIMITS.options ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
          w="fit-content"
        >
          {t('forms.builder.addOption')}
        </Button>
      ) : null}
    </Stack>
  );
}
