import { describe, expect, it } from 'vitest';
import { answerProblem, answersToSend, checkSubmission, isValidIsoDate } from './form-answers.ts';
import { parseFormula, evaluateFormula, formulaReferences } from './form-formula.ts';
import { questionDefinitionProblem, isEmptyAnswer, FORM_LIMITS, type FormQuestion } from './form-model.ts';

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
const options = (...values: string[]) => values.map((value) => ({ value, labels: label(value) }));
const reasonOf = (question: FormQuestion, answer: unknown, required = false) =>
  answerProblem(question, answer as never, required)?.reason ?? null;

describe('answerProblem: every question type', () => {
  it('text and text_long: length, pattern, a 10 MB paste', () => {
    const t = q('t', 'text', { validations: { minLength: 2, maxLength: 5, pattern: '[a-z]+' } });
    expect(reasonOf(t, 'abc')).toBeNull();
    expect(reasonOf(t, 'a')).toBe('lengthMin');
    expect(reasonOf(t, 'abcdef')).toBe('lengthMax');
    expect(reasonOf(t, 'AB1')).toBe('pattern');
    expect(reasonOf(t, 12)).toBe('wrongType');
    expect(reasonOf(q('l', 'text_long'), 'x'.repeat(10 * 1024 * 1024))).toBe('textTooLong');
    expect(reasonOf(q('l', 'text_long'), 'x'.repeat(FORM_LIMITS.textAnswer))).toBeNull();
  });

  it('text_link: the web-link prefix, then a real address', () => {
    const link = q('w', 'text_link');
    expect(reasonOf(link, 'example.com')).toBeNull();
    expect(checkSubmission([link], { w: 'example.com/x' }, 'submit').answers.w).toBe('http://example.com/x');
    expect(checkSubmission([link], { w: 'mailto:a@b.co' }, 'submit').answers.w).toBe('mailto:a@b.co');
    expect(reasonOf(link, 'not a link')).toBe('invalidUrl');
    expect(reasonOf(link, 'localhost')).toBe('invalidUrl');
  });

  it('phone', () => {
    expect(reasonOf(q('p', 'phone'), '+33 6 12 34 56 78')).toBeNull();
    expect(reasonOf(q('p', 'phone'), '(555) 010-9999')).toBeNull();
    expect(reasonOf(q('p', 'phone'), 'call me')).toBe('invalidPhone');
    expect(reasonOf(q('p', 'phone'), '12')).toBe('invalidPhone');
  });

  it('number, currency (whole units) and number_scale (1 to 5 unless set)', () => {
    const n = q('n', 'number', { validations: { min: 0, max: 100 } });
    expect(reasonOf(n, 12.5)).toBeNull();
    expect(reasonOf(n, -1)).toBe('numberMin');
    expect(reasonOf(n, 101)).toBe('numberMax');
    expect(reasonOf(n, '12')).toBe('notANumber');
    expect(reasonOf(n, Number.NaN, true)).toBe('required');
    expect(reasonOf(q('c', 'currency'), 1200)).toBeNull();
    expect(reasonOf(q('c', 'currency'), 12.5)).toBe('wholeNumber');
    expect(reasonOf(q('s', 'number_scale'), 5)).toBeNull();
    expect(reasonOf(q('s', 'number_scale'), 6)).toBe('numberMax');
    expect(reasonOf(q('s', 'number_scale'), 0)).toBe('numberMin');
    expect(reasonOf(q('s', 'number_scale', { validations: { min: 0, max: 10 } }), 10)).toBeNull();
    expect(reasonOf(q('s', 'number_scale'), 2.5)).toBe('wholeNumber');
  });

  it('date: a real calendar day', () => {
    expect(reasonOf(q('d', 'date'), '2026-02-28')).toBeNull();
    expect(reasonOf(q('d', 'date'), '2026-02-30')).toBe('invalidDate');
    expect(reasonOf(q('d', 'date'), 'tomorrow')).toBe('invalidDate');
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
  });

  it('single choices: one offered option; write-in needs words', () => {
    const radio = q('r', 'select_radio', {
      options: [...options('a', 'b'), { value: 'other', labels: label('Other'), isWriteIn: true }],
    });
    expect(reasonOf(radio, { selected: ['a'] })).toBeNull();
    expect(reasonOf(radio, { selected: ['a', 'b'] })).toBe('oneChoice');
    expect(reasonOf(radio, { selected: ['zzz'] })).toBe('unknownOption');
    expect(reasonOf(radio, 'a')).toBe('wrongType');
    expect(reasonOf(radio, { selected: ['other'] })).toBe('writeInMissing');
    expect(reasonOf(radio, { selected: ['other'], writeIn: 'Grant' })).toBeNull();
    expect(reasonOf(radio, { selected: [] }, true)).toBe('required');
    for (const type of ['select_dropdown', 'tree_single'] as const)
      expect(reasonOf(q('x', type, { options: options('a', 'b') }), { selected: ['a', 'b'] })).toBe('oneChoice');
  });

  it('multiple choices: offered options, at least min and at most max', () => {
    for (const type of ['select_checkbox', 'select_multi_dropdown', 'tree_multi'] as const) {
      const multi = q('m', type, { options: options('a', 'b', 'c'), validations: { min: 2, max: 2 } });
      expect(reasonOf(multi, { selected: ['a', 'b'] })).toBeNull();
      expect(reasonOf(multi, { selected: ['a'] })).toBe('tooFewChoices');
      expect(reasonOf(multi, { selected: ['a', 'b', 'c'] })).toBe('tooManyChoices');
      expect(reasonOf(multi, { selected: ['a', 'x'] })).toBe('unknownOption');
    }
  });

  it('tree options: any level is a choice', () => {
    const tree = q('t', 'tree_single', {
      options: [
        { value: 'health', labels: label('Health'), children: [{ value: 'medtech', labels: label('Medtech') }] },
      ],
    });
    expect(reasonOf(tree, { selected: ['medtech'] })).toBeNull();
    expect(reasonOf(tree, { selected: ['health'] })).toBeNull();
  });

  it('table: its columns, its rows, more rows only when the respondent may add them', () => {
    const columns = [
      { id: 'year', labels: label('Year') },
      { id: 'amount', labels: label('Amount') },
    ];
    const fixed = q('t', 'table', { table: { columns, rows: 2, userAddRow: false } });
    expect(
      reasonOf(fixed, {
        rows: [
          ['2025', '10'],
          ['', ''],
        ],
      }),
    ).toBeNull();
    expect(reasonOf(fixed, { rows: [['2025']] })).toBe('tableShape');
    expect(
      reasonOf(fixed, {
        rows: [
          ['1', '2'],
          ['3', '4'],
          ['5', '6'],
        ],
      }),
    ).toBe('tooManyRows');
    expect(reasonOf(fixed, { rows: [['', '']] }, true)).toBe('required');
    const growing = q('t', 'table', { table: { columns, rows: 1, userAddRow: true } });
    expect(
      reasonOf(growing, {
        rows: [
          ['1', '2'],
          ['3', '4'],
          ['5', '6'],
        ],
      }),
    ).toBeNull();
    expect(reasonOf(growing, { rows: Array.from({ length: 51 }, () => ['1', '2']) })).toBe('tooManyRows');
  });

  it('file and video: count, size and type', () => {
    const pdf = { id: 'f1', name: 'deck.PDF', size: 1000, type: 'application/pdf' };
    const file = q('f', 'file', { validations: { maxFileSize: 5000, fileTypes: ['.pdf', 'image/*'], max: 2 } });
    expect(reasonOf(file, [pdf])).toBeNull();
    expect(reasonOf(file, [{ ...pdf, name: 'a.png', type: 'image/png' }])).toBeNull();
    expect(reasonOf(file, [{ ...pdf, size: 6000 }])).toBe('fileTooLarge');
    expect(reasonOf(file, [{ ...pdf, name: 'x.exe', type: 'application/x-msdownload' }])).toBe('fileType');
    expect(reasonOf(file, [pdf, pdf, pdf])).toBe('tooManyFiles');
    expect(reasonOf(file, [{ id: 'x' }])).toBe('wrongType');
    expect(reasonOf(q('f', 'file'), [{ ...pdf, size: FORM_LIMITS.fileBytes + 1 }])).toBe('fileTooLarge');
    expect(reasonOf(q('v', 'video'), [{ ...pdf, type: 'video/webm' }])).toBeNull();
    expect(reasonOf(q('v', 'video'), [pdf])).toBe('fileType');
  });

  it('custom_field answers as the type it behaves as; layout entries take no answer', () => {
    expect(reasonOf(q('c', 'custom_field', { behavesAs: 'number' }), 3)).toBeNull();
    expect(reasonOf(q('c', 'custom_field', { behavesAs: 'number' }), 'x')).toBe('notANumber');
    for (const type of ['section', 'heading', 'sub_heading', 'paragraph', 'calculated'] as const)
      expect(reasonOf(q('x', type), 'x')).toBe('notAnswerable');
  });
});

describe('checkSubmission', () => {
  const form: FormQuestion[] = [
    q('name', 'text', { validations: { required: true } }),
    q('stage', 'select_radio', { options: options('idea', 'revenue'), validations: { required: true } }),
    q('mrr', 'number', {
      validations: { required: true, min: 0 },
      dependency: {
        operator: 'AND',
        statements: [{ action: 'show', questionId: 'stage', operator: 'IS', values: ['revenue'] }],
      },
    }),
    q('intro', 'paragraph'),
    q('total', 'calculated', { formula: '{mrr} * 12' }),
  ];

  it('accepts a complete submission and computes the calculated value', () => {
    const out = checkSubmission(form, { name: 'Acme', stage: { selected: ['revenue'] }, mrr: 1000 }, 'submit');
    expect(out.problems).toEqual([]);
    expect(out.answers).toEqual({ name: 'Acme', stage: { selected: ['revenue'] }, mrr: 1000, total: 12000 });
  });

  it('requires the visible required questions only', () => {
    expect(checkSubmission(form, { stage: { selected: ['idea'] } }, 'submit').problems).toEqual([
      { questionId: 'name', reason: 'required' },
    ]);
    expect(checkSubmission(form, { name: 'A', stage: { selected: ['revenue'] } }, 'submit').problems).toEqual([
      { questionId: 'mrr', reason: 'required' },
    ]);
  });

  it('refuses unknown questions, layout answers, hidden answers and made-up calculated values', () => {
    const out = checkSubmission(
      form,
      { name: 'A', stage: { selected: ['idea'] }, mrr: 5, nope: 'x', intro: 'x', total: 99 },
      'submit',
    );
    expect(out.problems).toEqual([
      { questionId: 'mrr', reason: 'hiddenAnswered' },
      { questionId: 'nope', reason: 'unknownQuestion' },
      { questionId: 'intro', reason: 'notAnswerable' },
      { questionId: 'total', reason: 'calculatedMismatch' },
    ]);
    expect(
      checkSubmission(form, { name: 'A', stage: { selected: ['revenue'] }, mrr: 2, total: 24 }, 'submit').problems,
    ).toEqual([]);
  });

  it('a draft keeps half-typed answers: no required check, no range, only shape and size', () => {
    const out = checkSubmission(form, { stage: { selected: ['revenue'] }, mrr: -5 }, 'draft');
    expect(out.problems).toEqual([]);
    expect(checkSubmission(form, { mrr: 'x' }, 'draft').problems.map((p) => p.reason)).toEqual(['hiddenAnswered']);
    expect(checkSubmission(form, { name: 7 as never }, 'draft').problems.map((p) => p.reason)).toEqual(['wrongType']);
  });

  it('answersToSend drops the answers of hidden questions and the calculated ones', () => {
    expect(answersToSend(form, { name: 'A', stage: { selected: ['idea'] }, mrr: 5, total: 60 })).toEqual({
      name: 'A',
      stage: { selected: ['idea'] },
    });
  });
});

describe('formulas', () => {
  it('parses precedence, parentheses, unary minus and references', () => {
    const f = parseFormula('({a} + 2) * -{b} / 4');
    expect(formulaReferences(f)).toEqual(['a', 'b']);
    expect(evaluateFormula(f, (id) => ({ a: 6, b: 2 })[id])).toBe(-4);
    expect(evaluateFormula(parseFormula('1 + 2 * 3'), () => 0)).toBe(7);
    expect(evaluateFormula(parseFormula('{x}'), () => undefined)).toBe(0);
  });

  it('refuses what is not a formula', () => {
    for (const bad of ['', '1 +', '(1', '{}', '{a', 'alert(1)', '1 2', '{a b}', '('.repeat(40) + '1' + ')'.repeat(40)])
      expect(() => parseFormula(bad), bad).toThrow(/at|nested|Bad|Expected|Unexpected/);
  });
});

describe('questionDefinitionProblem', () => {
  it('accepts a sound question and names what is wrong with a broken one', () => {
    expect(questionDefinitionProblem(q('a', 'select_radio', { options: options('a', 'b') }))).toBeNull();
    expect(questionDefinitionProblem({ ...q('a', 'text'), questionType: 'nope' as never })).toBe('unknownType');
    expect(questionDefinitionProblem(q('a', 'select_radio', { options: options('a', 'a') }))).toBe('duplicateOption');
    expect(questionDefinitionProblem(q('a', 'select_radio', { options: options('a', ' ') }))).toBe('badOption');
    expect(questionDefinitionProblem(q('a', 'text', { label: label('x'.repeat(2000)) }))).toBe('labelTooLong');
    expect(questionDefinitionProblem(q('a', 'text', { validations: { min: 5, max: 1 } }))).toBe('badValidation');
    expect(questionDefinitionProblem(q('a', 'text', { validations: { pattern: '(' } }))).toBe('badPattern');
    expect(questionDefinitionProblem(q('a', 'table'))).toBe('badTable');
    expect(questionDefinitionProblem(q('a', 'calculated'))).toBe('badFormula');
    expect(questionDefinitionProblem(q('a', 'calculated', { formula: '{a} +' }))).toBe('badFormula');
    expect(questionDefinitionProblem(q('a', 'calculated', { formula: '{a} + 1' }))).toBeNull();
    expect(questionDefinitionProblem(q('a', 'custom_field'))).toBe('badBehavesAs');
    expect(
      questionDefinitionProblem(
        q('a', 'text', {
          dependency: {
            operator: 'AND',
            statements: [{ action: 'show', questionId: 'b', operator: 'NOPE' as never, values: [] }],
          },
        }),
      ),
    ).toBe('badDependency');
    const deep = (n: number): never =>
      (n === 0 ? [] : [{ value: `v${n}`, labels: label('x'), children: deep(n - 1) }]) as never;
    expect(questionDefinitionProblem(q('a', 'tree_multi', { options: deep(4) }))).toBeNull();
    expect(questionDefinitionProblem(q('a', 'tree_multi', { options: deep(5) }))).toBe('treeTooDeep');
  });

  it('isEmptyAnswer', () => {
    expect(isEmptyAnswer(' ')).toBe(true);
    expect(isEmptyAnswer(0)).toBe(false);
    expect(isEmptyAnswer({ selected: [] })).toBe(true);
    expect(isEmptyAnswer({ rows: [['', ' ']] })).toBe(true);
    expect(isEmptyAnswer([])).toBe(true);
  });
});
