import { describe, expect, it } from 'vitest';
import {
  isReactionType,
  isTimelinePostKind,
  metricChange,
  REACTION_TYPES,
  SYSTEM_POST_KINDS,
  TIMELINE_POST_KINDS,
  timelineTextProblem,
} from './timeline.ts';

describe('metricChange', () => {
  it('gives the difference, the relative change and an arrow between two numbers', () => {
    expect(metricChange('200', '250')).toEqual({ diff: 50, change: 25, useArrow: true });
    expect(metricChange('-100', '-50')).toEqual({ diff: 50, change: 50, useArrow: true });
    expect(metricChange('10', '5')).toEqual({ diff: -5, change: -50, useArrow: true });
  });

  it('has no relative change from zero, but still a difference and an arrow', () => {
    expect(metricChange('0', '5')).toEqual({ diff: 5, change: null, useArrow: true });
  });

  it('draws no arrow when a side is missing or not a number', () => {
    for (const [a, b] of [
      [null, '5'],
      ['5', null],
      ['', '5'],
      ['abc', '5'],
      ['5', '2026-01-01'],
      [undefined, undefined],
    ] as const) {
      expect(metricChange(a, b)).toEqual({ diff: null, change: null, useArrow: false });
    }
  });
});

describe('timeline enumerations', () => {
  it('lists the six reactions of the spec and system kinds that are post kinds', () => {
    expect(REACTION_TYPES).toEqual(['CHECK', 'FIRE', 'HEART', 'HOORAY', 'LIKE', 'ROCKET']);
    for (const kind of SYSTEM_POST_KINDS) expect(TIMELINE_POST_KINDS).toContain(kind);
  });
});

describe('timeline input rules', () => {
  it('knows the reactions and post kinds', () => {
    expect(isReactionType('ROCKET')).toBe(true);
    expect(isReactionType('ANGRY')).toBe(false);
    expect(isTimelinePostKind('DATA_DUE')).toBe(true);
    expect(isTimelinePostKind('EMAIL')).toBe(false);
  });

  it('refuses empty and too long texts, counting characters not code units', () => {
    expect(timelineTextProblem('  \n ', 10)).toBe('empty');
    expect(timelineTextProblem(null, 10)).toBe('empty');
    expect(timelineTextProblem('x'.repeat(11), 10)).toBe('tooLong');
    expect(timelineTextProblem('🚀'.repeat(10), 10)).toBeNull();
    expect(timelineTextProblem('  hello  ', 5)).toBeNull();
  });
});
