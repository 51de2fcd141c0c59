// The rules of a metric: each a kind (less than, more than, at least, at most) and a bound that is a fixed value
// or the sum of one or more other metrics of the same period, with an optional custom message.
import { METRIC_VALIDATION_RULES } from '@ascent/shared';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyRule, type MetricFormValues } from './metricModel.ts';

interface Props {
  readonly form: UseFormReturnType<MetricFormValues>;
  /** Metrics a rule may refer to (numeric ones, this one excepted). */
  readonly options: readonly { value: string; label: string }[];
}

export function RulesBuilder({ form, options }: Props) {
  const { t } = useTranslation();
  const rules = form.getValues().rules;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} data-testid="rules-builder">
      <Text component="legend" fw={600} size="sm">
        {t('metricsAdmin.form.rules')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('metricsAdmin.form.rulesHelp')}
      </Text>
      {rules.map((rule, i) => (
        <Card key={form.key(`rules.${i}`)} withBorder radius="sm" padding="sm" data-testid="rule">
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <NativeSelect
                label={t('metricsAdmin.form.ruleKind')}
                data={METRIC_VALIDATION_RULES.map((k) => ({ value: k, label: t(`metricsAdmin.ruleKinds.${k}`) }))}
                key={form.key(`rules.${i}.kind`)}
                {...form.getInputProps(`rules.${i}.kind`)}
                style={{ flex: '1 1 10rem' }}
                data-testid="rule-kind"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('metricsAdmin.form.removeRule', { n: i + 1 })}
                onClick={() => form.removeListItem('rules', i)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SegmentedControl
              aria-label={t('metricsAdmin.form.ruleSource')}
              data={[
                { value: 'value', label: t('metricsAdmin.form.sourceValue') },
                { value: 'metrics', label: t('metricsAdmin.form.sourceMetrics') },
              ]}
              key={form.key(`rules.${i}.source`)}
              {...form.getInputProps(`rules.${i}.source`)}
              data-testid="rule-source"
            />
            {rule.source === 'value' ? (
              <TextInput
                label={t('metricsAdmin.form.ruleValue')}
                inputMode="decimal"
                key={form.key(`rules.${i}.value`)}
                {...form.getInputProps(`rules.${i}.value`)}
                data-testid="rule-value"
              />
            ) : (
              <MultiSelect
                label={t('metricsAdmin.form.ruleMetrics')}
                description={t('metricsAdmin.form.ruleMetricsHelp')}
                data={options.map((o) => ({ value: o.value, label: o.label }))}
                searchable
                comboboxProps={{ withinPortal: true }}
                key={form.key(`rules.${i}.metricIds`)}
                {...form.getInputProps(`rules.${i}.metricIds`)}
                data-testid="rule-metrics"
              />
            )}
            <TextInput
              label={t('metricsAdmin.form.customLabel')}
              description={t('metricsAdmin.form.customLabelHelp')}
              dir="auto"
              key={form.key(`rules.${i}.customLabel`)}
              {...form.getInputProps(`rules.${i}.customLabel`)}
            />
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('rules', emptyRule())}
          data-testid="add-rule"
        >
          {t('metricsAdmin.form.addRule')}
        </Button>
      </Group>
    </Stack>
  );
}
