// Reading the forms API's input: JSON parts (options, dependency, table, answers) parsed and cleaned, a question
// definition checked whole by the shared rules, every refusal a reason of FORM_ERROR_MESSAGES.
import {
  FORM_ERROR_MESSAGES,
  FORM_LIMITS,
  isQuestionType,
  questionDefinitionProblem,
  type FormAnswers,
  type FormErrorName,
  type FormQuestion,
  type QuestionValidations,
  type TranslatedValue,
} from '@ascent/shared';
import { randomUUID } from 'node:crypto';
import type { FormQuestionInput, FormTextInput } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import { containsBadText } from '../../core/input-guard.ts';
import { isUuid } from '../../core/validation.ts';
import type { QuestionValues } from './forms.repository.ts';

export const formError = (reason: FormErrorName, params?: Record<string, string | number>, extra = {}): AppError =>
  reasonError(
    reason === 'notFound' ||
      reason === 'questionNotFound' ||
      reason === 'versionNotFound' ||
      reason === 'linkUnavailable'
      ? 'NOT_FOUND'
      : 'VALIDATION_FAILED',
    FORM_ERROR_MESSAGES,
    reason,
    params,
    extra,
  );

/** A JSON part of the input, parsed; null/empty gives `fallback`. Text no database can store is refused too. */
export function parseJsonPart<T>(raw: string | null | undefined, field: string, fallback: T, maxBytes = 256 * 1024): T {
  if (raw === null || raw === undefined || raw.trim() === '') return fallback;
  if (raw.length > maxBytes) throw reasonError('PAYLOAD_TOO_LARGE', FORM_ERROR_MESSAGES, 'badJson', { field });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw formError('badJson', { field }, { field });
  }
  if (containsBadText(value)) throw formError('badJson', { field }, { field });
  return value as T;
}

export function parseAnswers(raw: string): FormAnswers {
  const value = parseJsonPart<unknown>(raw, 'answers', {}, FORM_LIMITS.answersBytes);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw formError('badJson', { field: 'answers' });
  return value as FormAnswers;
}

const texts = (list: readonly FormTextInput[] | null | undefined): TranslatedValue[] =>
  (list ?? []).map((t) => ({ language: t.language.trim(), value: t.value }));

/** The question the builder sent, as the shared model; refused with the definition's problem. */
export function questionFromInput(input: FormQuestionInput): FormQuestion {
  if (input._id != null && !isUuid(input._id)) throw formError('questionNotFound');
  const v = input.validations ?? {};
  const validations: QuestionValidations = {
    required: v.required ?? false,
    min: v.min ?? null,
    max: v.max ?? null,
    minLength: v.minLength ?? null,
    maxLength: v.maxLength ?? null,
    pattern: v.pattern?.trim() ? v.pattern : null,
    maxFileSize: v.maxFileSize ?? null,
    fileTypes: v.fileTypes ?? null,
  };
  const question: FormQuestion = {
    id: input._id ?? randomUUID(),
    questionType: input.questionType as FormQuestion['questionType'],
    behavesAs: input.behavesAs && isQuestionType(input.behavesAs) ? input.behavesAs : null,
    label: texts(input.label),
    description: texts(input.description),
    validations,
    options: parseJsonPart(input.options, 'options', []),
    optionsDepth: input.optionsDepth ?? null,
    dependency: parseJsonPart(input.dependency, 'dependency', null),
    table: parseJsonPart(input.table, 'table', null),
    formula: input.formula?.trim() ? input.formula.trim() : null,
  };
  if (input.behavesAs && !question.behavesAs) throw formError('badBehavesAs');
  const problem = questionDefinitionProblem(question);
  if (problem) throw formError(problem, undefined, { questionId: question.id });
  return question;
}

export function questionValues(q: FormQuestion): QuestionValues {
  return {
    questionId: q.id,
    questionType: q.questionType,
    behavesAs: q.behavesAs ?? null,
    label: [...q.label],
    description: [...(q.description ?? [])],
    validations: q.validations ?? {},
    options: [...(q.options ?? [])],
    optionsDepth: q.optionsDepth ?? null,
    dependency: q.dependency ?? null,
    tableSettings: q.table ?? null,
    formula: q.formula ?? null,
  };
}

export function formTitle(raw: string): string {
  const title = raw.trim();
  if (!title || title.length > FORM_LIMITS.title)
    throw formError('titleLength', { max: FORM_LIMITS.title }, { field: 'title' });
  return title;
}
