import { describe, expect, it } from 'vitest';
import { evaluateForm, findDependencyCycle, matchesOperator, unknownReferences } from './form-logic.ts';
import type { FormQuestion, QuestionDependency } from './form-model.ts';

const label = (value: string) => [{ language: 'en', value }];
const q = (
  id: string,
  questionType: FormQuestion['questionType'],
  extra: Partial<FormQuestion> = {},
): FormQuestion => ({
  id,
  questionType,
  label: label(id),
  ...extra,
});
const when = (
  action: 'show' | 'hide' | 'require',
  questionId: string,
  operator: Parameters<typeof matchesOperator>[0],
  values: (string | number)[] = [],
): QuestionDependency => ({ operator: 'AND', statements: [{ action, questionId, operator, values }] });

describe('matchesOperator', () => {
  const choice = (...selected: string[]) => ({ selected });

  it('EXISTS and NOT_EXISTS read an answer as given or not (blank text and no choice are not given)', () => {
    expect(matchesOperator('EXISTS', 'x', [])).toBe(true);
    expect(matchesOperator('EXISTS', '  ', [])).toBe(false);
    expect(matchesOperator('EXISTS', 0, [])).toBe(true);
    expect(matchesOperator('EXISTS', choice(), [])).toBe(false);
    expect(matchesOperator('NOT_EXISTS', undefined, [])).toBe(true);
    expect(matchesOperator('NOT_EXISTS', choice('a'), [])).toBe(false);
  });

  it('IS compares a single answer to any value, case-insensitively, and a list as a set', () => {
    expect(matchesOperator('IS', choice('revenue'), ['revenue'])).toBe(true);
    expect(matchesOperator('IS', 'Revenue ', ['revenue'])).toBe(true);
    expect(matchesOperator('IS', 3, ['3'])).toBe(true);
    expect(matchesOperator('IS', 3, [4, 3])).toBe(true);
    expect(matchesOperator('IS', choice('a', 'b'), ['b', 'a'])).toBe(true);
    expect(matchesOperator('IS', choice('a', 'b'), ['a'])).toBe(false);
    expect(matchesOperator('IS', undefined, ['a'])).toBe(false);
  });

  it('IS_NOT holds for an unanswered question', () => {
    expect(matchesOperator('IS_NOT', undefined, ['a'])).toBe(true);
    expect(matchesOperator('IS_NOT', choice('a'), ['a'])).toBe(false);
    expect(matchesOperator('IS_NOT', choice('b'), ['a'])).toBe(true);
  });

  it('CONTAINS, CONTAINS_ALL and OR over lists and text', () => {
    expect(matchesOperator('CONTAINS', choice('a', 'b'), ['b'])).toBe(true);
    expect(matchesOperator('CONTAINS', choice('a'), ['b'])).toBe(false);
    expect(matchesOperator('CONTAINS', 'We sell to hospitals', ['HOSPITAL'])).toBe(true);
    expect(matchesOperator('CONTAINS_ALL', choice('a', 'b', 'c'), ['a', 'c'])).toBe(true);
    expect(matchesOperator('CONTAINS_ALL', choice('a', 'b'), ['a', 'c'])).toBe(false);
    expect(matchesOperator('CONTAINS_ALL', choice('a'), [])).toBe(false);
    expect(matchesOperator('OR', choice('x', 'b'), ['a', 'b'])).toBe(true);
    expect(matchesOperator('OR', 'a', ['a', 'b'])).toBe(true);
    expect(matchesOperator('OR', choice('x'), ['a', 'b'])).toBe(false);
  });

  it('GT, GTE, LT, LTE compare numbers and dates, and never an unanswered or non-numeric answer', () => {
    expect(matchesOperator('GT', 10, [5])).toBe(true);
    expect(matchesOperator('GT', 5, [5])).toBe(false);
    expect(matchesOperator('GTE', 5, ['5'])).toBe(true);
    expect(matchesOperator('LT', -1, [0])).toBe(true);
    expect(matchesOperator('LTE', 0, [0])).toBe(true);
    expect(matchesOperator('GT', '2026-03-01', ['2026-02-28'])).toBe(true);
    expect(matchesOperator('LT', '2026-03-01', ['2026-02-28'])).toBe(false);
    expect(matchesOperator('GT', undefined, [0])).toBe(false);
    expect(matchesOperator('GT', 'abc', [0])).toBe(false);
    expect(matchesOperator('GT', 5, [])).toBe(false);
    expect(matchesOperator('LT', choice('a'), [3])).toBe(false);
  });

  it('SIZE counts choices, files, table rows filled, or characters', () => {
    expect(matchesOperator('SIZE', choice('a', 'b'), [2])).toBe(true);
    expect(matchesOperator('SIZE', [{ id: '1', name: 'a.pdf', size: 1, type: 'application/pdf' }], ['1'])).toBe(true);
    expect(
      matchesOperator(
        'SIZE',
        {
          rows: [
            ['x', ''],
            ['', ''],
          ],
        },
        [1],
      ),
    ).toBe(true);
    expect(matchesOperator('SIZE', 'abc', [3])).toBe(true);
    expect(matchesOperator('SIZE', undefined, [0])).toBe(true);
  });
});

describe('evaluateForm', () => {
  const stage = q('stage', 'select_radio', {
    options: [
      { value: 'idea', labels: label('Idea') },
      { value: 'revenue', labels: label('Revenue') },
    ],
  });

  it('shows a follow-up only when its show rule holds', () => {
    const form = [stage, q('mrr', 'number', { dependency: when('show', 'stage', 'IS', ['revenue']) })];
    expect(evaluateForm(form, {}).visible.has('mrr')).toBe(false);
    expect(evaluateForm(form, { stage: { selected: ['idea'] } }).visible.has('mrr')).toBe(false);
    expect(evaluateForm(form, { stage: { selected: ['revenue'] } }).visible.has('mrr')).toBe(true);
  });

  it('hides on a hide rule and requires on a require rule', () => {
    const form = [
      stage,
      q('why', 'text', { dependency: when('hide', 'stage', 'IS', ['idea']) }),
      q('proof', 'text', { dependency: when('require', 'stage', 'IS', ['revenue']) }),
      q('name', 'text', { validations: { required: true } }),
    ];
    const idea = evaluateForm(form, { stage: { selected: ['idea'] } });
    expect(idea.visible.has('why')).toBe(false);
    expect(idea.required.has('proof')).toBe(false);
    expect(idea.required.has('name')).toBe(true);
    const revenue = evaluateForm(form, { stage: { selected: ['revenue'] } });
    expect(revenue.visible.has('why')).toBe(true);
    expect(revenue.required.has('proof')).toBe(true);
  });

  it('joins statements with AND or OR, and nested groups with their own operator', () => {
    const dep = (operator: 'AND' | 'OR'): QuestionDependency => ({
      operator,
      statements: [
        { action: 'show', questionId: 'a', operator: 'EXISTS', values: [] },
        {
          action: 'show',
          operator: 'OR',
          statements: [
            { action: 'show', questionId: 'b', operator: 'GT', values: [10] },
            { action: 'show', questionId: 'c', operator: 'IS', values: ['yes'] },
          ],
        },
      ],
    });
    const form = (op: 'AND' | 'OR') => [
      q('a', 'text'),
      q('b', 'number'),
      q('c', 'text'),
      q('x', 'text', { dependency: dep(op) }),
    ];
    expect(evaluateForm(form('AND'), { a: 'hi', c: 'yes' }).visible.has('x')).toBe(true);
    expect(evaluateForm(form('AND'), { a: 'hi', b: 3 }).visible.has('x')).toBe(false);
    expect(evaluateForm(form('AND'), { b: 30 }).visible.has('x')).toBe(false);
    expect(evaluateForm(form('OR'), { b: 30 }).visible.has('x')).toBe(true);
    expect(evaluateForm(form('OR'), {}).visible.has('x')).toBe(false);
  });

  it('cascades: a hidden question counts as unanswered for the rules that read it', () => {
    const form = [
      stage,
      q('mrr', 'number', { dependency: when('show', 'stage', 'IS', ['revenue']) }),
      q('growth', 'text', { dependency: when('show', 'mrr', 'GT', [1000]) }),
    ];
    expect(evaluateForm(form, { stage: { selected: ['revenue'] }, mrr: 5000 }).visible.has('growth')).toBe(true);
    // The stale 5000 still sits in the answers, but mrr is hidden now, so growth is too.
    expect(evaluateForm(form, { stage: { selected: ['idea'] }, mrr: 5000 }).visible.has('growth')).toBe(false);
  });

  it('a hidden section hides every question up to the next section', () => {
    const form = [
      stage,
      q('s1', 'section', { dependency: when('show', 'stage', 'IS', ['revenue']) }),
      q('in1', 'text'),
      q('in2', 'number'),
      q('s2', 'section'),
      q('in3', 'text'),
    ];
    const state = evaluateForm(form, {});
    expect([...state.visible]).toEqual(['stage', 's2', 'in3']);
  });

  it('computes calculated questions from numbers and the numerical values of choices, hidden ones as 0', () => {
    const form = [
      q('a', 'number'),
      q('b', 'currency'),
      q('score', 'select_radio', {
        options: [
          { value: 'low', labels: label('Low'), numericalValue: 1 },
          { value: 'high', labels: label('High'), numericalValue: 5 },
        ],
      }),
      q('hidden', 'number', { dependency: when('show', 'a', 'GT', [100]) }),
      q('total', 'calculated', { formula: '{a} + {b} * 2 + {score} + {hidden}' }),
      q('ratio', 'calculated', { formula: '{a} / {b}' }),
    ];
    const state = evaluateForm(form, { a: 10, b: 3, score: { selected: ['high'] }, hidden: 1000 });
    expect(state.calculated.get('total')).toBe(21);
    expect(state.calculated.get('ratio')).toBe(3.333333);
    expect(evaluateForm(form, { a: 10, b: 0 }).calculated.get('ratio')).toBeNull();
  });

  it('reads a calculated value in a rule', () => {
    const form = [
      q('a', 'number'),
      q('total', 'calculated', { formula: '{a} * 2' }),
      q('big', 'text', { dependency: when('show', 'total', 'GTE', [10]) }),
    ];
    expect(evaluateForm(form, { a: 5 }).visible.has('big')).toBe(true);
    expect(evaluateForm(form, { a: 4 }).visible.has('big')).toBe(false);
  });

  it('does not loop on a cycle (which publishing refuses)', () => {
    const form = [
      q('a', 'text', { dependency: when('show', 'b', 'EXISTS') }),
      q('b', 'text', { dependency: when('show', 'a', 'EXISTS') }),
    ];
    const state = evaluateForm(form, { a: 'x', b: 'y' });
    expect(state.visible.size).toBeLessThanOrEqual(2);
  });

  it('answers a 200-question form with 300 rules quickly', () => {
    const form: FormQuestion[] = [];
    for (let i = 0; i < 200; i++) {
      const statements =
        i === 0
          ? []
          : [
              { action: 'show' as const, questionId: `q${i - 1}`, operator: 'NOT_EXISTS' as const, values: [] },
              ...(i % 2 === 0
                ? [
                    {
                      action: 'show' as const,
                      questionId: `q${Math.floor(i / 2)}`,
                      operator: 'IS_NOT' as const,
                      values: ['x'],
                    },
                  ]
                : []),
            ];
      form.push(q(`q${i}`, 'text', statements.length ? { dependency: { operator: 'OR', statements } } : {}));
    }
    const started = Date.now();
    for (let i = 0; i < 20; i++) evaluateForm(form, { q3: 'x', q50: 'y' });
    expect((Date.now() - started) / 20).toBeLessThan(50);
  });
});

describe('findDependencyCycle and unknownReferences', () => {
  it('finds a cycle through dependencies and formulas', () => {
    expect(
      findDependencyCycle([q('a', 'text'), q('b', 'text', { dependency: when('show', 'a', 'EXISTS') })]),
    ).toBeNull();
    expect(findDependencyCycle([q('a', 'text', { dependency: when('show', 'a', 'EXISTS') })])).toEqual(['a']);
    const cycle = findDependencyCycle([
      q('a', 'number', { dependency: when('show', 'c', 'GT', [1]) }),
      q('b', 'calculated', { formula: '{a} + 1' }),
      q('c', 'calculated', { formula: '{b} * 2' }),
    ]);
    expect(cycle?.sort()).toEqual(['a', 'b', 'c']);
  });

  it('lists rules and formulas that name a question the form lacks', () => {
    expect(
      unknownReferences([
        q('a', 'text', { dependency: when('show', 'gone', 'EXISTS') }),
        q('t', 'calculated', { formula: '{a} + {missing}' }),
      ]),
    ).toEqual([
      ['a', 'gone'],
      ['t', 'missing'],
    ]);
  });
});
