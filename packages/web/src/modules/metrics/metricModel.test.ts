import { describe, expect, it } from 'vitest';
import {
  emptyMetricForm,
  emptyRule,
  formLanguages,
  formOfMetric,
  labelIn,
  metricFormErrors,
  metricInputOf,
} from './metricModel.ts';

describe('metric form model', () => {
  it('requires the English name, a custom unit name and a sane recurrence', () => {
    const v = { ...emptyMetricForm(), unitType: 'CUSTOM' as const, recurrenceAmount: 0 };
    expect(metricFormErrors(v)).toEqual({
      'names.en': 'nameRequired',
      customUnitName: 'customUnitRequired',
      recurrenceAmount: 'recurrenceInvalid',
    });
    expect(metricFormErrors({ ...emptyMetricForm(), names: { en: 'Revenue' } })).toEqual({});
  });

  it('checks each rule by its source', () => {
    const v = {
      ...emptyMetricForm(),
      names: { en: 'Spend' },
      rules: [emptyRule(), { ...emptyRule(), source: 'metrics' as const }],
    };
    expect(metricFormErrors(v)).toEqual({
      'rules.0.value': 'ruleValueRequired',
      'rules.1.metricIds': 'ruleMetricsRequired',
    });
  });

  it('builds the API input and reads it back', () => {
    const v = {
      ...emptyMetricForm(),
      names: { en: ' Spend ', fr: 'Dépenses', de: '' },
      category: ' ',
      rules: [
        { kind: 'max' as const, source: 'metrics' as const, value: '', metricIds: ['a', 'b'], customLabel: '' },
        { ...emptyRule(), kind: 'min' as const, value: '0' },
      ],
    };
    const input = metricInputOf(v);
    expect(input.name).toEqual([
      { language: 'en', value: 'Spend' },
      { language: 'fr', value: 'Dépenses' },
    ]);
    expect(input.category).toBeNull();
    expect(input.rules).toEqual([
      { kind: 'max', value: null, referenceMetricIds: ['a', 'b'], customLabel: null },
      { kind: 'min', value: 0, referenceMetricIds: [], customLabel: null },
    ]);
    expect(metricInputOf({ ...v, dataType: 'nonNumeric' }).rules).toEqual([]);
    const back = formOfMetric({
      id: 'x',
      dataType: 'numeric',
      category: null,
      archived: false,
      name: input.name,
      description: [],
      unitOfMeasure: { unitType: 'MONETARY', customName: null },
      trackingRecurrence: { amount: 3, type: 'MONTHLY' },
      rules: [{ id: 'r', kind: 'max', value: null, referenceMetricIds: ['a', 'b'], customLabel: null }],
    });
    expect(back.rules[0]).toMatchObject({ source: 'metrics', metricIds: ['a', 'b'] });
    expect(back.recurrenceAmount).toBe(3);
  });

  it('picks labels and languages', () => {
    expect(
      labelIn(
        [
          { language: 'en', value: 'Revenue' },
          { language: 'fr', value: 'Revenu' },
        ],
        'fr',
      ),
    ).toBe('Revenu');
    expect(labelIn([{ language: 'en', value: 'Revenue' }], 'ar')).toBe('Revenue');
    expect(formLanguages('fr', ['de', 'en'])).toEqual(['en', 'fr', 'de']);
  });
});
