// The builder's list of questions in order: each with its type, its display rules as sentences, and buttons to edit,
// move up or down, duplicate and delete — reordering by keyboard as well as by pointer, never drag-only.
import { translatedLabel, type FormQuestion } from '@ascent/shared';
import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dependencySentences } from './logicText.ts';

interface Props {
  readonly questions: readonly FormQuestion[];
  readonly selectedId: string | null;
  readonly busy: boolean;
  readonly onEdit: (id: string) => void;
  readonly onMove: (id: string, by: -1 | 1) => void;
  readonly onDuplicate: (id: string) => void;
  readonly onDelete: (id: string) => void;
}

function Action({
  label,
  onClick,
  disabled,
  color,
  children,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly color?: string;
  readonly children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function QuestionList({ questions, selectedId, busy, onEdit, onMove, onDuplicate, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('forms.builder.questions')}>
      {questions.map((q, i) => {
        const name = translatedLabel(q.label, i18n.language) || t(`forms.types.${q.questionType}`);
        const sentences = dependencySentences(q.dependency, questions, i18n.language, t);
        return (
          <Card
            key={q.id}
            component="li"
            withBorder
            padding="sm"
            radius="md"
            data-testid="builder-question"
            data-question-type={q.questionType}
            style={selectedId === q.id ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            ms={q.questionType === 'section' ? 0 : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {i + 1}.
                  </Text>
                  <Badge size="xs" variant="default" tt="none">
                    {t(`forms.types.${q.questionType}`)}
                  </Badge>
                  {q.validations?.required ? (
                    <Badge size="xs" variant="default" tt="none">
                      {t('forms.builder.required')}
                    </Badge>
                  ) : null}
                </Group>
                <Text fw={q.questionType === 'section' ? 700 : 500} dir="auto" lineClamp={2}>
                  {name}
                </Text>
                {sentences.map((s) => (
                  <Text key={s} size="xs" c="dimmed">
                    {s}
                  </Text>
                ))}
              </Stack>
              <Group gap={0} wrap="nowrap">
                <Action label={t('forms.builder.editNamed', { name })} onClick={() => onEdit(q.id)}>
                  <IconPencil size={16} aria-hidden />
                </Action>
                <Action
                  label={t('forms.builder.moveUpNamed', { name })}
                  disabled={busy || i === 0}
                  onClick={() => onMove(q.id, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </Action>
                <Action
                  label={t('forms.builder.moveDownNamed', { name })}
                  disabled={busy || i === questions.length - 1}
                  onClick={() => onMove(q.id, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </Action>
                <Action
                  label={t('forms.builder.duplicateNamed', { name })}
                  disabled={busy}
                  onClick={() => onDuplicate(q.id)}
                >
                  <IconCopy size={16} aria-hidden />
                </Action>
                <Action
                  label={t('forms.builder.removeNamed', { name })}
                  color="red"
                  disabled={busy}
                  onClick={() => onDelete(q.id)}
                >
                  <IconTrash size={16} aria-hidden />
                </Action>
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
