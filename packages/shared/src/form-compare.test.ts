import { describe, expect, it } from 'vitest';
import { compareFormQuestions } from './form-compare.ts';
import type { FormQuestion } from './form-model.ts';

const q = (id: string, label: string, extra: Partial<FormQuestion> = {}): FormQuestion => ({
  id,
  questionType: 'text',
  label: [{ language: 'en', value: label }],
  ...extra,
});
const summary = (rows: ReturnType<typeof compareFormQuestions>) =>
  rows.map((r) => `${r.questionId}:${r.change}${r.parts.length ? `(${r.parts.join(',')})` : ''}`);

describe('comparing form versions', () => {
  it('marks added, removed, changed and unchanged questions, with the parts that changed', () => {
    const base = [q('a', 'Name'), q('b', 'Stage'), q('c', 'Team size', { questionType: 'number' })];
    const next = [
      q('a', 'Name'),
      q('c', 'Team size', { questionType: 'number', validations: { required: true, min: 1 } }),
      q('d', 'Website', { questionType: 'text_link' }),
    ];
    expect(summary(compareFormQuestions(base, next))).toEqual([
      'a:UNCHANGED',
      'b:REMOVED',
      'c:CHANGED(validations)',
      'd:ADDED',
    ]);
  });

  it('tells wording, type, options and logic apart, and ignores key order and empty lists', () => {
    const base = [
      q('a', 'Stage', {
        questionType: 'select_radio',
        options: [{ value: 'idea', labels: [{ language: 'en', value: 'Idea' }] }],
        description: [],
      }),
      q('b', 'Why'),
    ];
    const next = [
      q('a', 'Current stage', {
        questionType: 'select_dropdown',
        options: [{ labels: [{ value: 'Idea', language: 'en' }], value: 'idea' }],
      }),
      q('b', 'Why', {
        dependency: {
          operator: 'AND',
          statements: [{ action: 'show', questionId: 'a', operator: 'IS', values: ['idea'] }],
        },
      } as Partial<FormQuestion>),
    ];
    expect(summary(compareFormQuestions(base, next))).toEqual(['a:CHANGED(type,label)', 'b:CHANGED(logic)']);
  });

  it('marks only the question that moved, not its neighbours', () => {
    const base = ['a', 'b', 'c', 'd'].map((id) => q(id, id));
    const next = ['b', 'c', 'd', 'a'].map((id) => q(id, id));
    expect(summary(compareFormQuestions(base, next))).toEqual([
      'b:UNCHANGED',
      'c:UNCHANGED',
      'd:UNCHANGED',
      'a:CHANGED(position)',
    ]);
  });

  it('puts a removed first question first, and compares a version with itself as unchanged', () => {
    const base = [q('a', 'A'), q('b', 'B')];
    expect(summary(compareFormQuestions(base, [q('b', 'B')]))).toEqual(['a:REMOVED', 'b:UNCHANGED']);
    expect(compareFormQuestions(base, base).every((r) => r.change === 'UNCHANGED')).toBe(true);
  });
});
