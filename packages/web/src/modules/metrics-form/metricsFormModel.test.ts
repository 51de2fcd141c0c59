import { describe, expect, it } from 'vitest';
import { groupByCategory, initialValues, validateMetricsForm, valuesToSubmit, type MetricPeriod } from './metricsFormModel.ts';

const item = (id: string, unitType: string, name: string, category: string | null = null, value: string | null = null) => ({
  id,
  value,
  dateValue: null,
  metadata: { customLabel: null },
  metric: { id: `m-${id}`, name: [{ language: 'en', value: name }], description: [], unitOfMeasure: { unitType, customName: null }, dataType: 'numeric', category },
});

const period = (over: Partial<MetricPeriod> = {}): MetricPeriod =>
  ({
    id: 'p1',
    from: '2026-10-01',
    to: '2026-10-31',
    dueDate: '2026-11-10',
    submitted: false,
    data: [item('rev', 'MONETARY', 'Revenue', 'Finance'), item('cost', 'MONETARY', 'Costs', 'Finance'), item('users', 'USER', 'Users')],
    validations: [{ dataId: 'cost', validation: { kind: 'lessThan', value: null, referenceDataIds: ['rev'], referenceNames: ['Revenue'], customLabel: null } }],
    ...over,
  }) as MetricPeriod;

const ctx = { currency: 'EUR', locale: 'fr' };

describe('metrics form model', () => {
  it('is invalid on open when nothing is filled, with the at-least-one message', () => {
    const v = validateMetricsForm([period()], initialValues([period()]), ctx);
    expect(v.valid).toBe(false);
    expect(v.form?.key).toBe('metrics.form.atLeastOne');
  });

  it('counts 0 as filled', () => {
    expect(validateMetricsForm([period()], { users: '0' }, ctx).valid).toBe(true);
  });

  it('applies a cross-metric rule with the referenced names', () => {
    const v = validateMetricsForm([period()], { rev: '1000', cost: '1500.5' }, ctx);
    expect(v.valid).toBe(false);
    expect(v.fields.cost).toMatchObject({ key: 'metrics.form.lessThan', params: { value: 'Revenue' } });
    expect(validateMetricsForm([period()], { rev: '2000', cost: '1500.5' }, ctx).valid).toBe(true);
  });

  it('prefers the number error, then shows a custom label', () => {
    const p = period({ validations: [{ dataId: 'users', validation: { kind: 'min', value: 10, referenceDataIds: [], referenceNames: [], customLabel: 'At least ten users' } }] } as Partial<MetricPeriod>);
    expect(validateMetricsForm([p], { users: '1.5' }, ctx).fields.users?.key).toBe('metrics.form.invalidNumber');
    expect(validateMetricsForm([p], { users: '3' }, ctx).fields.users?.customLabel).toBe('At least ten users');
  });

  it('flags a period with an unreadable date', () => {
    const v = validateMetricsForm([period({ to: '2026-13-01' })], { users: '3' }, ctx);
    expect([...v.invalidPeriods]).toEqual(['p1']);
    expect(v.valid).toBe(false);
  });

  it('sends filled values and clears, leaving out what stayed empty', () => {
    const p = period({ data: [item('rev', 'MONETARY', 'Revenue', 'Finance', '10'), item('cost', 'MONETARY', 'Costs'), item('users', 'USER', 'Users')] } as Partial<MetricPeriod>);
    expect(valuesToSubmit([p], { rev: '', cost: '1234.50', users: '' }, ctx)).toEqual([
      { metricDataId: 'rev', value: '' },
      { metricDataId: 'cost', value: '1234.5' },
    ]);
  });

  it('groups metrics by category, uncategorised last', () => {
    expect(groupByCategory(period().data).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Finance', ['rev', 'cost']],
      [null, ['users']],
    ]);
  });
});
