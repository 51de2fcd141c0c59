import { describe, expect, it } from 'vitest';
import { answerFiltersProblem, DEFAULT_APPLICATION_VIEW, parseApplicationViewFilters } from './application-views.ts';

const ROUND = '0b6c1f1e-7a39-4d7b-9d0a-5f0f3c1d2e01';
const QUESTION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('answer filters', () => {
  it('accepts a filter naming a round, a question, an operator and a value', () => {
    expect(answerFiltersProblem([{ roundId: ROUND, questionId: QUESTION, operator: 'GT', values: ['3'] }])).toBeNull();
  });

  it('lets EXISTS and NOT_EXISTS go without a value, and no other operator', () => {
    expect(answerFiltersProblem([{ roundId: ROUND, questionId: QUESTION, operator: 'EXISTS', values: [] }])).toBeNull();
    expect(answerFiltersProblem([{ roundId: ROUND, questionId: QUESTION, operator: 'IS', values: [' '] }])).toBe(
      'badValues',
    );
  });

  it('names what is wrong', () => {
    const ok = { roundId: ROUND, questionId: QUESTION, operator: 'IS', values: ['a'] };
    expect(answerFiltersProblem(Array.from({ length: 6 }, () => ok))).toBe('tooMany');
    expect(answerFiltersProblem([{ ...ok, questionId: 'q1' }])).toBe('badQuestion');
    expect(answerFiltersProblem([{ ...ok, operator: 'LIKE' }])).toBe('badOperator');
    expect(answerFiltersProblem([{ ...ok, values: [1] }])).toBe('badValues');
    expect(answerFiltersProblem([{ ...ok, values: ['x'.repeat(201)] }])).toBe('badValues');
    expect(answerFiltersProblem([null])).toBe('badQuestion');
  });
});

describe('a saved view', () => {
  it('fills what it leaves out with the defaults', () => {
    expect(parseApplicationViewFilters({})).toEqual({ ...DEFAULT_APPLICATION_VIEW, group: null });
  });

  it('keeps every field of a full view', () => {
    const view = {
      funnelId: ROUND,
      status: 'under_review',
      group: null,
      search: 'solar',
      answers: [{ roundId: ROUND, questionId: QUESTION, operator: 'CONTAINS', values: ['agri'] }],
      layout: 'cards',
    };
    expect(parseApplicationViewFilters(view)).toEqual(view);
  });

  it('refuses anything the pipeline cannot show', () => {
    expect(parseApplicationViewFilters(null)).toBeNull();
    expect(parseApplicationViewFilters([])).toBeNull();
    expect(parseApplicationViewFilters({ status: 'maybe' })).toBeNull();
    expect(parseApplicationViewFilters({ group: 'toString' })).toBeNull();
    expect(parseApplicationViewFilters({ funnelId: 'x' })).toBeNull();
    expect(parseApplicationViewFilters({ layout: 'kanban' })).toBeNull();
    expect(parseApplicationViewFilters({ search: 3 })).toBeNull();
    expect(parseApplicationViewFilters({ answers: [{ roundId: ROUND }] })).toBeNull();
  });
});
