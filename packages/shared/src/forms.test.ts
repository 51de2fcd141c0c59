import { describe, expect, it } from 'vitest';
import {
  FORM_MESSAGES,
  clearedSelectValue,
  interpolate,
  isDisplayOnlyQuestion,
  isMultiChoiceQuestion,
  isQuestionType,
  visibleFieldError,
} from './forms.ts';

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate(FORM_MESSAGES.required.defaultMessage, { field: 'Email' })).toBe('Email is a required field');
    expect(interpolate(FORM_MESSAGES.numberMin.defaultMessage, { field: 'Age', min: 0 })).toBe(
      'Age must be greater than or equal to 0',
    );
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('visibleFieldError', () => {
  it('shows only string errors of touched fields', () => {
    expect(visibleFieldError(true, 'Invalid field')).toBe('Invalid field');
    expect(visibleFieldError(false, 'Invalid field')).toBeUndefined();
    expect(visibleFieldError(true, { nested: 'x' })).toBeUndefined();
    expect(visibleFieldError(true, '')).toBeUndefined();
  });
});

describe('question types', () => {
  it('classifies questions', () => {
    expect(isQuestionType('tree_multi')).toBe(true);
    expect(isQuestionType('tree')).toBe(false);
    expect(isDisplayOnlyQuestion('sub_heading')).toBe(true);
    expect(isDisplayOnlyQuestion('text')).toBe(false);
    expect(isMultiChoiceQuestion('select_checkbox')).toBe(true);
    expect(isMultiChoiceQuestion('select_radio')).toBe(false);
  });

  it('clears selects to a list or an empty string', () => {
    expect(clearedSelectValue(true)).toEqual([]);
    expect(clearedSelectValue(false)).toBe('');
  });
});
