// The metric definition form's values, their checks (the server checks the same) and the API input they become.
import {
  METRIC_UNIT_TYPES,
  RECURRENCE_FREQUENCIES,
  type MetricRuleKind,
  type MetricUnitType,
  type RecurrenceFrequency,
} from '@ascent/shared';
import type { MetricDataType, MetricInput, MetricsAdminMetricFragment } from '../../generated/graphql.ts';

export interface RuleValues {
  kind: MetricRuleKind;
  /** 'value': a fixed bound; 'metrics': the sum of the chosen metrics. */
  source: 'value' | 'metrics';
  value: string;
  metricIds: string[];
  customLabel: string;
}

export interface MetricFormValues {
  /** language → name / description. */
  names: Record<string, string>;
  descriptions: Record<string, string>;
  unitType: MetricUnitType;
  customUnitName: string;
  dataType: MetricDataType;
  category: string;
  recurrenceAmount: number;
  recurrenceType: RecurrenceFrequency;
  rules: RuleValues[];
}

export const UNIT_TYPES = METRIC_UNIT_TYPES;
export const FREQUENCIES = RECURRENCE_FREQUENCIES;

export const emptyRule = (): RuleValues => ({
  kind: 'max',
  source: 'value',
  value: '',
  metricIds: [],
  customLabel: '',
});

export function emptyMetricForm(): MetricFormValues {
  return {
    names: { en: '' },
    descriptions: {},
    unitType: 'MONETARY',
    customUnitName: '',
    dataType: 'numeric',
    category: '',
    recurrenceAmount: 1,
    recurrenceType: 'MONTHLY',
    rules: [],
  };
}

export function formOfMetric(m: MetricsAdminMetricFragment): MetricFormValues {
  return {
    names: Object.fromEntries(m.name.map((l) => [l.language, l.value])),
    descriptions: Object.fromEntries(m.description.map((l) => [l.language, l.value])),
    unitType: m.unitOfMeasure.unitType,
    customUnitName: m.unitOfMeasure.customName ?? '',
    dataType: m.dataType,
    category: m.category ?? '',
    recurrenceAmount: m.trackingRecurrence.amount,
    recurrenceType: m.trackingRecurrence.type,
    rules: m.rules.map((r) => ({
      kind: r.kind,
      source: r.referenceMetricIds.length ? 'metrics' : 'value',
      value: r.value == null ? '' : String(r.value),
      metricIds: [...r.referenceMetricIds],
      customLabel: r.customLabel ?? '',
    })),
  };
}

/** Whether a metric can carry rules (numeric, not a date). */
export const canHaveRules = (v: Pick<MetricFormValues, 'dataType' | 'unitType'>) =>
  v.dataType === 'numeric' && v.unitType !== 'DATE';

export type MetricFormError =
  'nameRequired' | 'customUnitRequired' | 'recurrenceInvalid' | 'ruleValueRequired' | 'ruleMetricsRequired';

/** The first problem of each field, as message keys under metricsAdmin.form.errors. */
export function metricFormErrors(v: MetricFormValues): Record<string, MetricFormError> {
  const errors: Record<string, MetricFormError> = {};
  if (!(v.names.en ?? '').trim()) errors['names.en'] = 'nameRequired';
  if (v.unitType === 'CUSTOM' && !v.customUnitName.trim()) errors.customUnitName = 'customUnitRequired';
  if (!Number.isInteger(v.recurrenceAmount) || v.recurrenceAmount < 1 || v.recurrenceAmount > 366)
    errors.recurrenceAmount = 'recurrenceInvalid';
  if (canHaveRules(v)) {
    v.rules.forEach((r, i) => {
      if (r.source === 'value' && (r.value.trim() === '' || !Number.isFinite(Number(r.value))))
        errors[`rules.${i}.value`] = 'ruleValueRequired';
      if (r.source === 'metrics' && r.metricIds.length === 0) errors[`rules.${i}.metricIds`] = 'ruleMetricsRequired';
    });
  }
  return errors;
}

const labels = (byLanguage: Record<string, string>) =>
  Object.entries(byLanguage)
    .map(([language, value]) => ({ language, value: value.trim() }))
    .filter((l) => l.value);

export function metricInputOf(v: MetricFormValues): MetricInput {
  return {
    name: labels(v.names),
    description: labels(v.descriptions),
    unitType: v.unitType,
    customUnitName: v.unitType === 'CUSTOM' ? v.customUnitName.trim() : null,
    dataType: v.dataType,
    category: v.category.trim() || null,
    trackingRecurrence: { amount: v.recurrenceAmount, type: v.recurrenceType },
    rules: canHaveRules(v)
      ? v.rules.map((r) => ({
          kind: r.kind,
          value: r.source === 'value' ? Number(r.value) : null,
          referenceMetricIds: r.source === 'metrics' ? r.metricIds : [],
          customLabel: r.customLabel.trim() || null,
        }))
      : [],
  };
}

/** The label in `language`, else English, else the first. */
export function labelIn(list: readonly { language: string; value: string }[], language: string): string {
  return (
    list.find((l) => l.language === language && l.value)?.value ??
    list.find((l) => l.language === 'en')?.value ??
    list[0]?.value ??
    ''
  );
}

/** The languages the name tabs show: English first, the organisation's default, then any already filled in. */
export function formLanguages(defaultLanguage: string, filled: readonly string[]): string[] {
  return [...new Set(['en', defaultLanguage, ...filled])];
}
