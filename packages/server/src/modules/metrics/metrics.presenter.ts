// Rows → the API's shapes.
import type {
  MetricDataType as ApiDataType,
  MetricUnitType,
  MetricRuleKind,
  RecurrenceFrequency,
  TranslatedLabel,
} from '../../generated/graphql.ts';
import type { MetricDataType } from '@ascent/shared';
import type { MetricWithRules } from './metrics.repository.ts';

/** The metric as the API answers it; rules name their referenced metrics by id (names filled by the caller). */
export interface PresentedMetric {
  id: string;
  name: TranslatedLabel[];
  description: TranslatedLabel[];
  unitOfMeasure: { unitType: MetricUnitType; customName: string | null };
  dataType: ApiDataType;
  category: string | null;
  trackingRecurrence: { amount: number; type: RecurrenceFrequency };
  rules: {
    id: string;
    kind: MetricRuleKind;
    value: number | null;
    referenceMetricIds: string[];
    referenceMetricNames: TranslatedLabel[][];
    customLabel: string | null;
  }[];
  archived: boolean;
}

export const toApiDataType = (t: string): ApiDataType => (t === 'non-numeric' ? 'nonNumeric' : 'numeric');
export const fromApiDataType = (t: ApiDataType): MetricDataType => (t === 'nonNumeric' ? 'non-numeric' : 'numeric');

/** The label in `language`, else English, else the first one, else ''. */
export function labelIn(
  labels: readonly { language: string; value: string }[],
  language: string | null | undefined,
): string {
  const pick = (lang: string) => labels.find((l) => l.language === lang && l.value.trim())?.value;
  return (language ? pick(language) : undefined) ?? pick('en') ?? labels.find((l) => l.value.trim())?.value ?? '';
}

export function presentMetric(
  m: MetricWithRules,
  namesById: ReadonlyMap<string, TranslatedLabel[]> = new Map(),
): PresentedMetric {
  return {
    id: m.id,
    name: m.name.map((l) => ({ language: l.language, value: l.value })),
    description: m.description.map((l) => ({ language: l.language, value: l.value })),
    unitOfMeasure: { unitType: m.unitType as MetricUnitType, customName: m.customUnitName },
    dataType: toApiDataType(m.dataType),
    category: m.category,
    trackingRecurrence: { amount: m.recurrenceAmount, type: m.recurrenceType as RecurrenceFrequency },
    rules: m.rules.map((r) => ({
      id: r.id,
      kind: r.kind as MetricRuleKind,
      value: r.value,
      referenceMetricIds: r.referenceMetricIds,
      referenceMetricNames: r.referenceMetricIds.map((id) => namesById.get(id) ?? []),
      customLabel: r.customLabel,
    })),
    archived: m.archived,
  };
}

/** Presents several metrics, naming the referenced metrics from `all` (the tenant's metrics, archived included). */
export function presentMetrics(
  list: readonly MetricWithRules[],
  all: readonly MetricWithRules[] = list,
): PresentedMetric[] {
  const names = new Map(all.map((m) => [m.id, m.name.map((l) => ({ language: l.language, value: l.value }))]));
  return list.map((m) => presentMetric(m, names));
}
