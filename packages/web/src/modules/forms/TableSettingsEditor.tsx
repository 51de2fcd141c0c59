// A table question's columns (labels in the language being edited), its starting rows, and whether respondents may
// add rows.
import { FORM_LIMITS, type TableSettings } from '@ascent/shared';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setText, textIn } from './OptionsEditor.tsx';

interface Props {
  readonly table: TableSettings;
  readonly language: string;
  readonly onChange: (table: TableSettings) => void;
}

export function TableSettingsEditor({ table, language, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('forms.builder.columns')}
      </Text>
      {table.columns.map((c, i) => (
        <Group key={c.id} gap={6}>
          <TextInput
            size="xs"
            flex={1}
            aria-label={t('forms.builder.columnLabel', { n: i + 1 })}
            value={textIn(c.labels, language)}
            placeholder={textIn(c.labels, 'en')}
            onChange={(e) =>
              onChange({
                ...table,
                columns: table.columns.map((x, j) =>
                  j === i ? { ...x, labels: setText(x.labels, language, e.currentTarget.value) } : x,
                ),
              })
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={table.columns.length <= 1}
            aria-label={t('forms.builder.removeColumn', { n: i + 1 })}
            onClick={() => onChange({ ...table, columns: table.columns.filter((_, j) => j !== i) })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {table.columns.length < FORM_LIMITS.tableColumns ? (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            onChange({
              ...table,
              columns: [
                ...table.columns,
                {
                  id: `col-${Date.now().toString(36)}`,
                  labels: [{ language, value: t('forms.builder.columnN', { n: table.columns.length + 1 }) }],
                },
              ],
            })
          }
        >
          {t('forms.builder.addColumn')}
        </Button>
      ) : null}
      <Group gap="sm" align="flex-end">
        <NumberInput
          label={t('forms.builder.rows')}
          min={1}
          max={FORM_LIMITS.tableRows}
          w={120}
          value={table.rows}
          onChange={(v) => typeof v === 'number' && onChange({ ...table, rows: v })}
        />
        <Checkbox
          label={t('forms.builder.userAddRow')}
          checked={table.userAddRow}
          onChange={(e) => onChange({ ...table, userAddRow: e.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
