// One metric's input: shaped by its unit (currency symbol, " %" suffix, decimals or whole numbers, a date), holding
// exactly what the founder types (read by the form with the language's rules, never filtered keystroke by
// keystroke), and its error (number, date or rule) once touched or filled.
import { translatedLabel } from '@ascent/shared';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { metricName, shapeOf, type FormMessage, type MetricDataItem, type ShapeContext } from './metricsFormModel.ts';

interface Props {
  readonly item: MetricDataItem;
  readonly value: string;
  readonly error: FormMessage | undefined;
  readonly showError: boolean;
  readonly ctx: ShapeContext;
  /** `badInput`: the date input holds an incomplete date (its value is then ""). */
  readonly onChange: (text: string, badInput: boolean) => void;
  readonly onBlur: (badInput: boolean) => void;
}

export function useFormMessage(): (m: FormMessage) => string {
  const { t } = useTranslation();
  return (m) => m.customLabel || t(m.key, { defaultValue: m.defaultMessage, ...(m.params ?? {}) });
}

export function MetricField({ item, value, error, showError, ctx, onChange, onBlur }: Props) {
  const { i18n } = useTranslation();
  const message = useFormMessage();
  const shape = shapeOf(item, ctx);
  const description = translatedLabel(item.metric.description, i18n.language) || undefined;
  const unit = item.metric.unitOfMeasure.unitType === 'CUSTOM' ? item.metric.unitOfMeasure.customName : null;
  const numeric = shape.kind === 'number';
  return (
    <TextInput
      label={item.metadata.customLabel || metricName(item, i18n.language)}
      description={description}
      type={shape.kind === 'date' ? 'date' : 'text'}
      inputMode={numeric ? (shape.decimals ? 'decimal' : 'numeric') : undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value, e.currentTarget.validity.badInput)}
      onBlur={(e) => onBlur(e.currentTarget.validity.badInput)}
      leftSection={
        shape.prefix ? (
          <Text size="sm" aria-hidden>
            {shape.prefix}
          </Text>
        ) : undefined
      }
      leftSectionWidth={shape.prefix && shape.prefix.length > 1 ? 16 + shape.prefix.length * 9 : undefined}
      rightSection={
        shape.suffix || unit ? (
          <Text size="sm" c="dimmed" aria-hidden>
            {shape.suffix?.trim() ?? unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? 80 : undefined}
      error={showError && error ? message(error) : undefined}
      dir={numeric ? 'ltr' : 'auto'}
      data-testid={`metric-input-${item.id}`}
      data-metric-name={metricName(item, 'en')}
    />
  );
}
