import { describe, expect, it } from 'vitest';
import {
  canonicalMetricNumber,
  checkMetricRule,
  invalidMetricNumberMessage,
  type MetricRuleCheck,
} from './metric-rules.ts';

const fixed = (kind: MetricRuleCheck['kind'], value: number, customLabel: string | null = null): MetricRuleCheck => ({
  kind,
  value,
  referenceDataIds: [],
  referenceNames: [],
  customLabel,
});
const none = (): number | null => null;

describe('checkMetricRule', () => {
  it('applies strict and inclusive bounds', () => {
    expect(checkMetricRule(fixed('lessThan', 10), 9, none)).toBeNull();
    expect(checkMetricRule(fixed('lessThan', 10), 10, none)?.key).toBe('metrics.form.lessThan');
    expect(checkMetricRule(fixed('max', 10), 10, none)).toBeNull();
    expect(checkMetricRule(fixed('max', 10), 11, none)?.defaultMessage).toBe('This must be less than {value}');
    expect(checkMetricRule(fixed('moreThan', 0), 0, none)?.key).toBe('metrics.form.greaterThan');
    expect(checkMetricRule(fixed('moreThan', 0), 1, none)).toBeNull();
    expect(checkMetricRule(fixed('min', 0), 0, none)).toBeNull();
    expect(checkMetricRule(fixed('min', 0), -1, none)?.params).toEqual({ value: '0' });
  });

  it('lets an empty value pass', () => {
    expect(checkMetricRule(fixed('moreThan', 5), null, none)).toBeNull();
  });

  it('keeps the custom label', () => {
    expect(checkMetricRule(fixed('max', 1, 'At most one'), 2, none)?.customLabel).toBe('At most one');
  });

  it('bounds by the sum of referenced values and names them joined with "and"', () => {
    const rule: MetricRuleCheck = {
      kind: 'max',
      value: null,
      referenceDataIds: ['a', 'b'],
      referenceNames: ['Revenue', 'Grants'],
      customLabel: null,
    };
    const values: Record<string, number | null> = { a: 60, b: 40 };
    const valueOf = (id: string): number | null => values[id] ?? null;
    expect(checkMetricRule(rule, 100, valueOf)).toBeNull();
    expect(checkMetricRule(rule, 101, valueOf)?.params.value).toBe('Revenue and Grants');
    values.b = null;
    expect(checkMetricRule(rule, 61, valueOf)).not.toBeNull();
    values.a = null;
    expect(checkMetricRule(rule, 1_000_000, valueOf)).toBeNull();
  });
});

describe('canonicalMetricNumber', () => {
  it('accepts decimals and gives the canonical form', () => {
    expect(canonicalMetricNumber(' 1234.50 ')).toBe('1234.5');
    expect(canonicalMetricNumber('0')).toBe('0');
    expect(canonicalMetricNumber('-3')).toBe('-3');
    expect(canonicalMetricNumber('12.5 %')).toBe('12.5');
    expect(canonicalMetricNumber('.5')).toBe('0.5');
  });

  it('refuses text', () => {
    for (const bad of ['abc', '1,000', '1e5', '', '12abc', 'NaN', 'Infinity'])
      expect(canonicalMetricNumber(bad)).toBeNull();
  });

  it('names the message by unit', () => {
    expect(invalidMetricNumberMessage('MONETARY').defaultMessage).toBe('Invalid amount');
    expect(invalidMetricNumberMessage('EMPLOYEE').defaultMessage).toBe('Invalid number');
  });
});
