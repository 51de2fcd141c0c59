// The builder's and the filler's model of a question: the API's question (options, dependency and table as JSON
// text) read into the shared model (@ascent/shared FormQuestion), and back into the API's input.
import {
  type FormQuestion,
  type QuestionDependency,
  type QuestionOption,
  type QuestionType,
  type TableSettings,
} from '@ascent/shared';
import type { FormBuilderQuery, FormQuestionInput } from '../../generated/graphql.ts';

export type ApiQuestion = FormBuilderQuery['form']['editing']['questions'][number];

function parse<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function toFormQuestion(q: ApiQuestion): FormQuestion {
  return {
    id: q._id,
    questionType: q.questionType as QuestionType,
    behavesAs: (q.behavesAs as QuestionType | null) ?? null,
    label: q.label,
    description: q.description,
    validations: q.validations,
    options: parse<QuestionOption[]>(q.options, []),
    optionsDepth: q.optionsDepth,
    dependency: parse<QuestionDependency | null>(q.dependency, null),
    table: parse<TableSettings | null>(q.table, null),
    formula: q.formula,
  };
}

export function toQuestionInput(q: FormQuestion, isNew: boolean): FormQuestionInput {
  const v = q.validations ?? {};
  return {
    ...(isNew ? {} : { _id: q.id }),
    questionType: q.questionType,
    behavesAs: q.behavesAs ?? null,
    label: q.label.map((l) => ({ language: l.language, value: l.value ?? '' })).filter((l) => l.value !== ''),
    description: (q.description ?? [])
      .map((l) => ({ language: l.language, value: l.value ?? '' }))
      .filter((l) => l.value !== ''),
    validations: {
      required: v.required ?? false,
      min: v.min ?? null,
      max: v.max ?? null,
      minLength: v.minLength ?? null,
      maxLength: v.maxLength ?? null,
      pattern: v.pattern || null,
      maxFileSize: v.maxFileSize ?? null,
      fileTypes: v.fileTypes ? [...v.fileTypes] : null,
    },
    options: JSON.stringify(q.options ?? []),
    optionsDepth: q.optionsDepth ?? null,
    dependency: q.dependency && q.dependency.statements.length > 0 ? JSON.stringify(q.dependency) : null,
    table: q.table ? JSON.stringify(q.table) : null,
    formula: q.formula || null,
  };
}

/** The question types the builder offers in this release (file, video and custom fields need their own modules). */
export const BUILDER_TYPES = [
  'text',
  'text_long',
  'text_link',
  'number',
  'number_scale',
  'phone',
  'currency',
  'select_radio',
  'select_dropdown',
  'select_checkbox',
  'select_multi_dropdown',
  'tree_single',
  'tree_multi',
  'date',
  'table',
  'calculated',
  'section',
  'heading',
  'sub_heading',
  'paragraph',
] as const satisfies readonly QuestionType[];
export type BuilderType = (typeof BUILDER_TYPES)[number];

export const hasOptions = (type: string) =>
  ['select_radio', 'select_dropdown', 'select_checkbox', 'select_multi_dropdown', 'tree_single', 'tree_multi'].includes(
    type,
  );

/** Default names of new options and columns, in the builder's language (stored as English, the fallback). */
export interface BlankWords {
  readonly option: (n: number) => string;
  readonly column: (n: number) => string;
}

/** A new question of a type, with a sensible start (two options, a table of two columns). */
export function blankQuestion(type: BuilderType, id: string, words: BlankWords): FormQuestion {
  const text = (value: string) => [{ language: 'en', value }];
  return {
    id,
    questionType: type,
    label: [],
    description: [],
    validations: { required: false },
    options: hasOptions(type)
      ? [
          { value: 'option-1', labels: text(words.option(1)) },
          { value: 'option-2', labels: text(words.option(2)) },
        ]
      : [],
    table:
      type === 'table'
        ? {
            columns: [
              { id: 'col-1', labels: text(words.column(1)) },
              { id: 'col-2', labels: text(words.column(2)) },
            ],
            rows: 2,
            userAddRow: false,
          }
        : null,
    formula: type === 'calculated' ? '0' : null,
    dependency: null,
  };
}
