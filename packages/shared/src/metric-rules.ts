// Metric rules (spec 02 §5): a metric's value is bounded by a fixed number or by the sum of other
// metrics' values of the same period. The form and setMetricDataValues run the same check.

import { CANONICAL_NUMBER_SYMBOLS, parseNumberText } from './metric-numbers.ts';
import { METRIC_FORM_MESSAGES, type MetricUnitType } from './metrics.ts';

export type MetricRuleKind = 'lessThan' | 'moreThan' | 'min' | 'max';
export const METRIC_RULE_KINDS = ['lessThan', 'moreThan', 'min', 'max'] as const satisfies readonly MetricRuleKind[];

/** One rule as the form receives it. */
export interface MetricRuleCheck {
  readonly kind: MetricRuleKind;
  /** Fixed value, or null when the rule refers to metrics. */
  readonly value: number | null;
  /** The metric-data ids (same period) whose SUM is the bound. */
  readonly referenceDataIds: readonly string[];
  /** Display names of the referenced metrics (joined with "and"). */
  readonly referenceNames: readonly string[];
  /** Overrides the default message. */
  readonly customLabel: string | null;
}

export interface MetricRuleFailure {
  readonly key: string;
  readonly defaultMessage: string;
  readonly params: { value: string };
  readonly customLabel: string | null;
}

export function isMetricRuleKind(value: unknown): value is MetricRuleKind {
  return typeof value === 'string' && (METRIC_RULE_KINDS as readonly string[]).includes(value);
}

function passes(kind: MetricRuleKind, value: number, bound: number): boolean {
  switch (kind) {
    case 'lessThan':
      return value < bound;
    case 'moreThan':
      return value > bound;
    case 'min':
      return value >= bound;
    case 'max':
      return value <= bound;
  }
}

/** The bound of a rule: the fixed value, or the sum of the non-empty referenced values (null if all empty). */
export function metricRuleBound(rule: MetricRuleCheck, valueOf: (dataId: string) => number | null): number | null {
  if (rule.referenceDataIds.length === 0) return rule.value;
  let sum = 0;
  let any = false;
  for (const id of rule.referenceDataIds) {
    const v = valueOf(id);
    if (v != null && Number.isFinite(v)) {
      sum += v;
      any = true;
    }
  }
  return any ? sum : null;
}

/**
 * null when the value passes (an empty value always passes: required-ness is the form's rule);
 * otherwise the message key and the {value} to show: the fixed number, or the referenced names
 * joined with " and ".
 */
export function checkMetricRule(
  rule: MetricRuleCheck,
  value: number | null,
  valueOf: (dataId: string) => number | null,
): null | MetricRuleFailure {
  if (value == null || !Number.isFinite(value)) return null;
  const bound = metricRuleBound(rule, valueOf);
  if (bound == null) return null;
  if (passes(rule.kind, value, bound)) return null;
  const message =
    rule.kind === 'lessThan' || rule.kind === 'max' ? METRIC_FORM_MESSAGES.lessThan : METRIC_FORM_MESSAGES.greaterThan;
  const shown = rule.referenceDataIds.length === 0 ? String(bound) : rule.referenceNames.join(' and ');
  return {
    key: message.key,
    defaultMessage: message.defaultMessage,
    params: { value: shown },
    customLabel: rule.customLabel,
  };
}

/**
 * Parses a submitted value of a numeric metric to its canonical text ("1234.5"), or null when it is
 * not a number. Empty text is handled by the caller (it clears the value). The API's canonical reading of
 * `parseNumberText` (metric-numbers.ts), a trailing "%" allowed.
 */
export function canonicalMetricNumber(raw: string): string | null {
  const parsed = parseNumberText(raw.trim().replace(/\s*%$/, ''), CANONICAL_NUMBER_SYMBOLS);
  return parsed.ok ? parsed.canonical : null;
}

/** Message of a non-numeric value given for a numeric metric (spec 02 §5). */
export function invalidMetricNumberMessage(unitType: MetricUnitType): {
  readonly key: string;
  readonly defaultMessage: string;
} {
  return unitType === 'MONETARY' ? METRIC_FORM_MESSAGES.invalidAmount : METRIC_FORM_MESSAGES.invalidNumber;
}
