import { describe, expect, it } from 'vitest';
import {
  groupByCategory,
  initialTexts,
  initialValues,
  jumpsToConfirm,
  readEntries,
  validateMetricsForm,
  valuesToSubmit,
  type MetricPeriod,
} from './metricsFormModel.ts';

const item = (
  id: string,
  unitType: string,
  name: string,
  category: string | null = null,
  value: string | null = null,
  previousValue: string | null = null,
) => ({
  id,
  value,
  dateValue: null,
  previousValue,
  metadata: { customLabel: null },
  metric: {
    id: `m-${id}`,
    name: [{ language: 'en', value: name }],
    description: [],
    unitOfMeasure: { unitType, customName: null },
    dataType: 'numeric',
    category,
  },
});

const period = (over: Partial<MetricPeriod> = {}): MetricPeriod =>
  ({
    id: 'p1',
    from: '2026-10-01',
    to: '2026-10-31',
    dueDate: '2026-11-10',
    submitted: false,
    data: [
      item('rev', 'MONETARY', 'Revenue', 'Finance'),
      item('cost', 'MONETARY', 'Costs', 'Finance'),
      item('users', 'USER', 'Users'),
    ],
    validations: [
      {
        dataId: 'cost',
        validation: {
          kind: 'lessThan',
          value: null,
          referenceDataIds: ['rev'],
          referenceNames: ['Revenue'],
          customLabel: null,
        },
      },
    ],
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
    const p = period({
      validations: [
        {
          dataId: 'users',
          validation: {
            kind: 'min',
            value: 10,
            referenceDataIds: [],
            referenceNames: [],
            customLabel: 'At least ten users',
          },
        },
      ],
    } as Partial<MetricPeriod>);
    expect(validateMetricsForm([p], { users: '1.5' }, ctx).fields.users?.key).toBe('metrics.form.invalidNumber');
    expect(validateMetricsForm([p], { users: '3' }, ctx).fields.users?.customLabel).toBe('At least ten users');
  });

  it('flags a period with an unreadable date', () => {
    const v = validateMetricsForm([period({ to: '2026-13-01' })], { users: '3' }, ctx);
    expect([...v.invalidPeriods]).toEqual(['p1']);
    expect(v.valid).toBe(false);
  });

  it('sends filled values and clears, leaving out what stayed empty', () => {
    const p = period({
      data: [
        item('rev', 'MONETARY', 'Revenue', 'Finance', '10'),
        item('cost', 'MONETARY', 'Costs'),
        item('users', 'USER', 'Users'),
      ],
    } as Partial<MetricPeriod>);
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

  it('reads what is typed by the language, and says why a number is refused', () => {
    const p = period();
    const read = (texts: Record<string, string>, locale = 'fr') => readEntries([p], texts, { currency: 'EUR', locale });
    expect(read({ rev: '1.234,5', cost: '1 000', users: '18250' }).values).toMatchObject({
      rev: '1234.5',
      cost: '1000',
      users: '18250',
    });
    const refused = read({ users: '18250.50' }, 'en');
    expect(refused.errors.users).toMatchObject({ key: 'metrics.form.wholeNumber', params: { value: '18250.50' } });
    expect(validateMetricsForm([p], refused.values, { currency: 'EUR', locale: 'en' }, refused.errors)).toMatchObject({
      valid: false,
      form: null,
    });
    expect(read({ rev: '12abc' }).errors.rev).toMatchObject({
      key: 'metrics.form.invalidAmountFormat',
      params: { example: '1\u202F234,5' },
    });
    expect(read({ users: '-3' }).errors.users?.key).toBe('metrics.form.negative');
    // An incomplete date in the date input (its value is then empty) is said to be one.
    const dated = period({ data: [item('launch', 'DATE', 'Launch')] } as Partial<MetricPeriod>);
    expect(readEntries([dated], { launch: '' }, ctx, new Set(['launch'])).errors.launch?.key).toBe(
      'metrics.form.invalidDate',
    );
    expect(
      initialTexts(
        [period({ data: [item('rev', 'MONETARY', 'Revenue', null, '1234.5')] } as Partial<MetricPeriod>)],
        ctx,
      ),
    ).toEqual({ rev: '1234,5' });
  });

  it('asks before a value ten times or a tenth of the last one, in this form or stored', () => {
    const older = period({
      id: 'p0',
      from: '2026-09-01',
      to: '2026-09-30',
      data: [item('rev0', 'MONETARY', 'Revenue', null, null, '100')],
    } as Partial<MetricPeriod>);
    const newer = period({
      id: 'p1',
      data: [item('rev1', 'MONETARY', 'Revenue', null, null, '100')],
    } as Partial<MetricPeriod>);
    newer.data[0]!.metric.id = older.data[0]!.metric.id;
    // Against the stored value before the first period, then against the value typed in the period before.
    expect(
      jumpsToConfirm([newer, older], { rev0: '1000', rev1: '1200' }, ctx).map((j) => [j.dataId, j.previous, j.value]),
    ).toEqual([['rev0', '100', '1000']]);
    expect(
      jumpsToConfirm([older, newer], { rev0: '150', rev1: '1500' }, ctx).map((j) => [j.dataId, j.previous, j.value]),
    ).toEqual([['rev1', '150', '1500']]);
    expect(jumpsToConfirm([older, newer], { rev0: '150', rev1: '1499' }, ctx)).toEqual([]);
    // An unchanged stored value is not asked about again.
    const stored = period({ data: [item('rev', 'MONETARY', 'Revenue', null, '5000', '100')] } as Partial<MetricPeriod>);
    expect(jumpsToConfirm([stored], { rev: '5000' }, ctx)).toEqual([]);
    expect(jumpsToConfirm([stored], { rev: '5' }, ctx).map((j) => j.value)).toEqual(['5']);
  });
});
