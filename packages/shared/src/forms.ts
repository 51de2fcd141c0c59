// Form questions, list filters and the default validation messages shared by every form.

/** A translatable message: catalogue key plus the English text used when a catalogue lacks it. */
export interface MessageDescriptor {
  readonly key: string;
  readonly defaultMessage: string;
}

export const QUESTION_TYPES = [
  'text',
  'text_long',
  'text_link',
  'number',
  'number_scale',
  'phone',
  'currency',
  'select_checkbox',
  'select_dropdown',
  'select_radio',
  'select_multi_dropdown',
  'tree_single',
  'tree_multi',
  'date',
  'table',
  'file',
  'section',
  'heading',
  'sub_heading',
  'paragraph',
  'video',
  'custom_field',
  'calculated',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Layout-only entries: they structure a form and take no answer. */
export const DISPLAY_ONLY_QUESTION_TYPES = [
  'section',
  'heading',
  'sub_heading',
  'paragraph',
] as const satisfies readonly QuestionType[];

export const CHOICE_QUESTION_TYPES = [
  'select_checkbox',
  'select_dropdown',
  'select_radio',
  'select_multi_dropdown',
  'tree_single',
  'tree_multi',
] as const satisfies readonly QuestionType[];

export const MULTI_CHOICE_QUESTION_TYPES = [
  'select_checkbox',
  'select_multi_dropdown',
  'tree_multi',
] as const satisfies readonly QuestionType[];

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}

export function isDisplayOnlyQuestion(type: string): boolean {
  return (DISPLAY_ONLY_QUESTION_TYPES as readonly string[]).includes(type);
}

export function isMultiChoiceQuestion(type: string): boolean {
  return (MULTI_CHOICE_QUESTION_TYPES as readonly string[]).includes(type);
}

/** A select field clears to an empty list when it takes several values, to '' otherwise. */
export function clearedSelectValue(multi: boolean): string | readonly string[] {
  return multi ? [] : '';
}

export const FILTER_OPERATORS = [
  'CONTAINS',
  'CONTAINS_ALL',
  'EXISTS',
  'GT',
  'GTE',
  'IS',
  'IS_NOT',
  'LT',
  'LTE',
  'NOT_EXISTS',
  'OR',
  'SIZE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const REACTIONS = ['CHECK', 'FIRE', 'HEART', 'HOORAY', 'LIKE', 'ROCKET'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const VIEW_MODES = ['card', 'table', 'calendar'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Default messages of every form (spec 01 §5). Placeholders: {field}, {min}, {max}. */
export const FORM_MESSAGES = {
  invalid: { key: 'form.invalid', defaultMessage: 'Invalid field' },
  required: { key: 'form.required', defaultMessage: '{field} is a required field' },
  numberMin: { key: 'form.number.min', defaultMessage: '{field} must be greater than or equal to {min}' },
  numberMax: { key: 'form.number.max', defaultMessage: '{field} must be less than or equal to {max}' },
  stringMin: { key: 'form.string.min', defaultMessage: '{field} must be at least {min} characters' },
  stringMax: { key: 'form.string.max', defaultMessage: '{field} must be at most {max} characters' },
  email: { key: 'form.email', defaultMessage: '{field} is not a valid email' },
  url: { key: 'form.url', defaultMessage: '{field} is not a valid url' },
} as const satisfies Record<string, MessageDescriptor>;
export type FormMessageName = keyof typeof FORM_MESSAGES;

/**
 * Fills {name} placeholders; unknown placeholders are left as they are so that a missing value
 * shows up in review rather than as an empty gap.
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/** A field error is shown only once the field was touched and the error is a string. */
export function visibleFieldError(touched: boolean | undefined, error: unknown): string | undefined {
  return touched && typeof error === 'string' && error !== '' ? error : undefined;
}
