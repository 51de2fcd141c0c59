import { describe, expect, it } from 'vitest';
import { evaluationScore, formCanScore, planAssignments, questionScore } from './application-review.ts';
import type { FormQuestion } from './form-model.ts';

const en = (value: string) => [{ language: 'en', value }];
const scale: FormQuestion = {
  id: 'team',
  questionType: 'number_scale',
  label: en('Team'),
  validations: { min: 1, max: 5 },
};
const tenScale: FormQuestion = {
  id: 'market',
  questionType: 'number_scale',
  label: en('Market'),
  validations: { min: 0, max: 10 },
};
const choice: FormQuestion = {
  id: 'fit',
  questionType: 'select_radio',
  label: en('Fit'),
  options: [
    { value: 'low', labels: en('Low'), numericalValue: 0 },
    { value: 'mid', labels: en('Medium'), numericalValue: 1 },
    { value: 'high', labels: en('High'), numericalValue: 2 },
  ],
};
const words: FormQuestion = { id: 'notes', questionType: 'text_long', label: en('Notes') };

describe('evaluation scores', () => {
  it('places a scale answer between the scale ends on 0–5', () => {
    expect(questionScore(scale, 1)).toBe(0);
    expect(questionScore(scale, 5)).toBe(5);
    expect(questionScore(tenScale, 5)).toBe(2.5);
    expect(questionScore(scale, 9)).toBeNull();
  });

  it('scores a single choice by its numerical value between the lowest and the highest', () => {
    expect(questionScore(choice, 'mid')).toBe(2.5);
    expect(questionScore(choice, 'high')).toBe(5);
    expect(questionScore(choice, 'unknown')).toBeNull();
    expect(
      questionScore({ ...choice, options: choice.options!.map((o) => ({ ...o, numericalValue: null })) }, 'mid'),
    ).toBeNull();
  });

  it('averages the scoring answers and ignores the rest', () => {
    expect(
      evaluationScore([scale, tenScale, choice, words], { team: 5, market: 5, fit: 'low', notes: 'Good' }),
    ).toBeCloseTo(2.5, 12);
    expect(evaluationScore([scale, words], { notes: 'Only words' })).toBeNull();
  });

  it('knows whether a form can score', () => {
    expect(formCanScore([words, scale])).toBe(true);
    expect(formCanScore([words, choice])).toBe(true);
    expect(formCanScore([words])).toBe(false);
  });
});

describe('balanced assignment', () => {
  const app = (applicationId: string, evaluatorIds: string[] = [], excludedIds: string[] = []) => ({
    applicationId,
    evaluatorIds,
    excludedIds,
  });

  it('spreads the reviews evenly over the pool', () => {
    const plan = planAssignments([app('a1'), app('a2'), app('a3')], ['e1', 'e2', 'e3'], 2, 100);
    expect(plan.pairs).toHaveLength(6);
    const loads = ['e1', 'e2', 'e3'].map((e) => plan.pairs.filter((p) => p.evaluatorId === e).length);
    expect(loads).toEqual([2, 2, 2]);
    for (const a of ['a1', 'a2', 'a3']) {
      const mine = plan.pairs.filter((p) => p.applicationId === a).map((p) => p.evaluatorId);
      expect(new Set(mine).size).toBe(2);
    }
    expect(plan.shortfalls).toEqual([]);
  });

  it('keeps existing evaluators, counts their load and never assigns someone twice', () => {
    const plan = planAssignments([app('a1', ['e1']), app('a2', ['e1'])], ['e1', 'e2'], 2, 100);
    expect(plan.pairs).toEqual([
      { applicationId: 'a1', evaluatorId: 'e2' },
      { applicationId: 'a2', evaluatorId: 'e2' },
    ]);
  });

  it('leaves out conflicts of interest and reports what it could not fill', () => {
    const plan = planAssignments([app('a1', [], ['e1'])], ['e1', 'e2'], 2, 100);
    expect(plan.pairs).toEqual([{ applicationId: 'a1', evaluatorId: 'e2' }]);
    expect(plan.shortfalls).toEqual([{ applicationId: 'a1', missing: 1 }]);
  });

  it('serves the application with a conflict first, so that the cap does not leave it short', () => {
    // Whatever the ids' order, a1 (which e3 may not review) needs e1 and e2 before they are used up elsewhere.
    for (const ids of [
      ['a1', 'a2', 'a3'],
      ['z1', 'a2', 'a3'],
    ]) {
      const plan = planAssignments([app(ids[0]!, [], ['e3']), app(ids[1]!), app(ids[2]!)], ['e1', 'e2', 'e3'], 2, 2);
      expect(plan.pairs).toHaveLength(6);
      expect(plan.shortfalls).toEqual([]);
    }
  });

  it('never goes over the cap per evaluator', () => {
    const plan = planAssignments([app('a1'), app('a2'), app('a3')], ['e1', 'e2'], 1, 1);
    expect(plan.pairs).toHaveLength(2);
    expect(plan.shortfalls).toEqual([{ applicationId: 'a3', missing: 1 }]);
  });

  it('moves planned evaluators along a chain rather than leave an application short while someone has room', () => {
    // One evaluation each, at most one per evaluator: a1 cannot take e2, a2 e3, a3 and a4 e4. Taking the least
    // loaded evaluator in turn leaves the last application only e4, which it may not take; moving others frees one.
    const apps = [app('a1', [], ['e2']), app('a2', [], ['e3']), app('a3', [], ['e4']), app('a4', [], ['e4'])];
    const plan = planAssignments(apps, ['e1', 'e2', 'e3', 'e4'], 1, 1);
    expect(plan.shortfalls).toEqual([]);
    expect(plan.pairs.map((p) => p.applicationId).sort()).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(new Set(plan.pairs.map((p) => p.evaluatorId)).size).toBe(4);
    for (const p of plan.pairs)
      expect(apps.find((a) => a.applicationId === p.applicationId)!.excludedIds).not.toContain(p.evaluatorId);
    // Existing evaluations never move: only the plan's new pairs do.
    const kept = planAssignments([app('a1', ['e1']), app('a2', [], ['e2'])], ['e1', 'e2'], 1, 1);
    expect(kept.pairs).toEqual([]);
    expect(kept.shortfalls).toEqual([{ applicationId: 'a2', missing: 1 }]);
  });
});
