// A table question: rows × columns of text cells; the respondent may add and remove rows when the question allows
// it (qUserAddRow). Each cell is labelled by its column and row for screen readers.
import { FORM_LIMITS, translatedLabel, type AnswerValue, type FormQuestion, type TableAnswer } from '@ascent/shared';
import { ActionIcon, Button, Input, ScrollArea, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly question: FormQuestion;
  readonly value: TableAnswer | null;
  readonly label: string;
  readonly description?: string;
  readonly required: boolean;
  readonly error?: string;
  readonly onChange: (value: AnswerValue | null) => void;
  readonly onBlur: () => void;
}

export function TableField({ question, value, label, description, required, error, onChange, onBlur }: Props) {
  const { t, i18n } = useTranslation();
  const settings = question.table;
  if (!settings) return null;
  const columns = settings.columns;
  const blankRow = () => columns.map(() => '');
  const rows: string[][] =
    value && value.rows.length > 0 ? value.rows.map((r) => [...r]) : Array.from({ length: settings.rows }, blankRow);
  const set = (next: string[][]) => onChange({ rows: next });
  const setCell = (r: number, c: number, text: string) =>
    set(rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)));
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <ScrollArea type="auto" mt={6}>
        <Table withTableBorder withColumnBorders miw={columns.length * 140}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.id} dir="auto">
                  {translatedLabel(c.labels, i18n.language)}
                </Table.Th>
              ))}
              {settings.userAddRow ? (
                <Table.Th>
                  <VisuallyHidden>{t('forms.fill.rowActions')}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, r) => (
              <Table.Tr key={r}>
                {columns.map((c, ci) => (
                  <Table.Td key={c.id} p={4}>
                    <TextInput
                      variant="unstyled"
                      px={6}
                      aria-label={t('forms.fill.cell', {
                        column: translatedLabel(c.labels, i18n.language),
                        row: r + 1,
                      })}
                      value={row[ci] ?? ''}
                      onChange={(e) => setCell(r, ci, e.currentTarget.value)}
                      onBlur={onBlur}
                    />
                  </Table.Td>
                ))}
                {settings.userAddRow ? (
                  <Table.Td p={4} w={44}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={rows.length <= 1}
                      aria-label={t('forms.fill.removeRow', { row: r + 1 })}
                      onClick={() => set(rows.filter((_, i) => i !== r))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {settings.userAddRow && rows.length < FORM_LIMITS.tableRows ? (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => set([...rows, blankRow()])}
        >
          {t('forms.fill.addRow')}
        </Button>
      ) : null}
    </Input.Wrapper>
  );
}
