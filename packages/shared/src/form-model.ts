// The forms engine's model (spec 02 §3 "Form question", issue 18): what a form, its questions, their options,
// validations and dependencies look like, the limits that keep a form and an answer small, and the structural check
// of a question definition run by the builder and by the server before anything is stored.
import {
  isDisplayOnlyQuestion,
  isQuestionType,
  FILTER_OPERATORS,
  type QuestionType,
  type FilterOperator,
} from './forms.ts';
import type { TranslatedValue } from './i18n.ts';
import { parseFormula } from './form-formula.ts';

/** What a form is for: the later modules add their forms with one of these purposes, never a copy of the engine. */
export const FORM_PURPOSES = [
  'survey',
  'feedback_request',
  'application_round',
  'evaluation',
  'profile',
  'custom_fields',
] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];
export const isFormPurpose = (v: unknown): v is FormPurpose =>
  typeof v === 'string' && (FORM_PURPOSES as readonly string[]).includes(v);

/** A form's life: a draft version being edited, a published (frozen) version answered, or archived. */
export const FORM_STATUSES = ['draft', 'published', 'archived'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FORM_LIMITS = {
  title: 200,
  questionsPerForm: 500,
  label: 1_000,
  description: 5_000,
  options: 200,
  optionValue: 100,
  treeDepth: 4,
  statements: 50,
  statementNesting: 4,
  statementValues: 50,
  pattern: 200,
  formula: 500,
  tableColumns: 20,
  tableRows: 50,
  /** One text answer: a 10 MB paste is refused, not stored. */
  textAnswer: 10_000,
  tableCell: 1_000,
  writeIn: 500,
  files: 10,
  /** The attachment routes' own cap applies too; a question may only lower it. */
  fileBytes: 25 * 1024 * 1024,
  /** The serialised answers of one response. */
  answersBytes: 512 * 1024,
} as const;

export const DEPENDENCY_ACTIONS = ['show', 'hide', 'require'] as const;
export type DependencyAction = (typeof DEPENDENCY_ACTIONS)[number];

/** How a group of statements combines: every one (AND) or any one (OR). */
export const DEPENDENCY_JOINS = ['AND', 'OR'] as const;
export type DependencyJoin = (typeof DEPENDENCY_JOINS)[number];

/** A rule on another question's answer ("Stage IS Revenue"), or a nested group of them. */
export type DependencyStatement =
  | {
      readonly action: DependencyAction;
      readonly questionId: string;
      readonly operator: FilterOperator;
      readonly values: readonly (string | number)[];
    }
  | {
      readonly action: DependencyAction;
      readonly operator: DependencyJoin;
      readonly statements: readonly DependencyStatement[];
    };

/** The dependency of a question: its statements, joined by the operator (spec 02 §3). */
export interface QuestionDependency {
  readonly operator: DependencyJoin;
  readonly statements: readonly DependencyStatement[];
}

export interface QuestionOption {
  readonly value: string;
  readonly labels: readonly TranslatedValue[];
  /** Choosing it asks for the respondent's own words ("Other: …"). */
  readonly isWriteIn?: boolean;
  /** What scoring and calculated questions count for it (qNumericalChoice). */
  readonly numericalValue?: number | null;
  /** Tree options (tree_single, tree_multi): the level below. */
  readonly children?: readonly QuestionOption[];
}

export interface QuestionValidations {
  readonly required?: boolean;
  /** Numbers: the smallest and largest value; number_scale: the ends of the scale; choices: how many. */
  readonly min?: number | null;
  readonly max?: number | null;
  /** Text: characters. */
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
  /** Text: a regular expression the whole answer must match. */
  readonly pattern?: string | null;
  /** Files: the largest file in bytes, and the accepted types (MIME types such as image/png, or extensions: .pdf). */
  readonly maxFileSize?: number | null;
  readonly fileTypes?: readonly string[] | null;
}

export interface TableColumn {
  readonly id: string;
  readonly labels: readonly TranslatedValue[];
}

export interface TableSettings {
  readonly columns: readonly TableColumn[];
  /** Rows shown to start with. */
  readonly rows: number;
  /** Whether the respondent may add rows (behind the qUserAddRow flag). */
  readonly userAddRow: boolean;
}

/** A question as the builder, the filler and the server's validator see it. */
export interface FormQuestion {
  readonly id: string;
  readonly questionType: QuestionType;
  /** custom_field: the answerable type the field behaves as. */
  readonly behavesAs?: QuestionType | null;
  readonly label: readonly TranslatedValue[];
  readonly description?: readonly TranslatedValue[];
  readonly validations?: QuestionValidations;
  readonly options?: readonly QuestionOption[];
  readonly optionsDepth?: number | null;
  readonly dependency?: QuestionDependency | null;
  readonly table?: TableSettings | null;
  /** calculated: an arithmetic formula over numeric answers, `{questionId}` naming one. */
  readonly formula?: string | null;
}

/** The type a question is answered as (a custom field answers as the type it behaves as). */
export function answerTypeOf(q: Pick<FormQuestion, 'questionType' | 'behavesAs'>): QuestionType {
  return q.questionType === 'custom_field' && q.behavesAs ? q.behavesAs : q.questionType;
}

/** Whether a question takes an answer from the respondent (layout entries and calculated ones do not). */
export function takesAnswer(q: Pick<FormQuestion, 'questionType' | 'behavesAs'>): boolean {
  const type = answerTypeOf(q);
  return !isDisplayOnlyQuestion(type) && type !== 'calculated' && type !== 'custom_field';
}

export const TREE_QUESTION_TYPES = ['tree_single', 'tree_multi'] as const satisfies readonly QuestionType[];
export const isTreeQuestion = (type: string) => (TREE_QUESTION_TYPES as readonly string[]).includes(type);

/** Every option of a (tree of) options, depth first, with its depth (0 for the first level). */
export function flattenOptions(
  options: readonly QuestionOption[] | undefined,
  depth = 0,
  out: { option: QuestionOption; depth: number }[] = [],
): { option: QuestionOption; depth: number }[] {
  for (const option of options ?? []) {
    out.push({ option, depth });
    flattenOptions(option.children, depth + 1, out);
  }
  return out;
}

/** Why a question definition is refused (builder and server alike); `null` when it is sound. */
export type DefinitionProblem =
  | 'unknownType'
  | 'labelTooLong'
  | 'descriptionTooLong'
  | 'tooManyOptions'
  | 'badOption'
  | 'duplicateOption'
  | 'treeTooDeep'
  | 'badValidation'
  | 'badPattern'
  | 'badDependency'
  | 'badTable'
  | 'badFormula'
  | 'badBehavesAs';

function validTranslated(list: unknown, max: number): boolean {
  return (
    Array.isArray(list) &&
    list.length <= 20 &&
    list.every(
      (e) =>
        e &&
        typeof e === 'object' &&
        typeof (e as TranslatedValue).language === 'string' &&
        (e as TranslatedValue).language.length <= 10 &&
        ((e as TranslatedValue).value === null ||
          (typeof (e as TranslatedValue).value === 'string' && (e as { value: string }).value.length <= max)),
    )
  );
}

const finiteOrNull = (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v));

function checkOptions(options: readonly QuestionOption[], depth: number, seen: Set<string>): DefinitionProblem | null {
  for (const o of options) {
    if (!o || typeof o.value !== 'string' || !o.value.trim() || o.value.length > FORM_LIMITS.optionValue)
      return 'badOption';
    if (!validTranslated(o.labels, FORM_LIMITS.label) || !finiteOrNull(o.numericalValue)) return 'badOption';
    if (seen.has(o.value)) return 'duplicateOption';
    seen.add(o.value);
    if (o.children?.length) {
      if (!Array.isArray(o.children)) return 'badOption';
      if (depth + 1 >= FORM_LIMITS.treeDepth) return 'treeTooDeep';
      const nested = checkOptions(o.children, depth + 1, seen);
      if (nested) return nested;
    }
  }
  return null;
}

function checkStatements(statements: unknown, nesting: number, count: { n: number }): boolean {
  if (!Array.isArray(statements) || nesting > FORM_LIMITS.statementNesting) return false;
  for (const s of statements as DependencyStatement[]) {
    if (!s || typeof s !== 'object' || !(DEPENDENCY_ACTIONS as readonly string[]).includes(s.action)) return false;
    if (++count.n > FORM_LIMITS.statements) return false;
    if ('statements' in s) {
      if (!(DEPENDENCY_JOINS as readonly string[]).includes(s.operator)) return false;
      if (!checkStatements(s.statements, nesting + 1, count)) return false;
    } else {
      if (typeof s.questionId !== 'string' || !(FILTER_OPERATORS as readonly string[]).includes(s.operator))
        return false;
      if (!Array.isArray(s.values) || s.values.length > FORM_LIMITS.statementValues) return false;
      if (!s.values.every((v) => (typeof v === 'string' && v.length <= 1_000) || Number.isFinite(v))) return false;
    }
  }
  return true;
}

export function isValidDependency(dependency: unknown): dependency is QuestionDependency {
  if (!dependency || typeof dependency !== 'object') return false;
  const d = dependency as QuestionDependency;
  return (DEPENDENCY_JOINS as readonly string[]).includes(d.operator) && checkStatements(d.statements, 1, { n: 0 });
}

/** The questions a dependency reads, nested groups included. */
export function dependencyQuestionIds(dependency: QuestionDependency | null | undefined): string[] {
  const out: string[] = [];
  const walk = (statements: readonly DependencyStatement[]) => {
    for (const s of statements) {
      if ('statements' in s) walk(s.statements);
      else out.push(s.questionId);
    }
  };
  if (dependency) walk(dependency.statements);
  return out;
}

/** The structural check of one question definition (what it references is checked with the whole form). */
export function questionDefinitionProblem(q: FormQuestion): DefinitionProblem | null {
  if (!isQuestionType(q.questionType)) return 'unknownType';
  if (q.questionType === 'custom_field') {
    if (!q.behavesAs || !isQuestionType(q.behavesAs) || ['custom_field', 'calculated'].includes(q.behavesAs))
      return 'badBehavesAs';
  }
  if (!validTranslated(q.label, FORM_LIMITS.label)) return 'labelTooLong';
  if (q.description !== undefined && !validTranslated(q.description, FORM_LIMITS.description))
    return 'descriptionTooLong';
  if (q.options !== undefined) {
    if (!Array.isArray(q.options)) return 'badOption';
    if (flattenOptions(q.options).length > FORM_LIMITS.options) return 'tooManyOptions';
    const problem = checkOptions(q.options, 0, new Set());
    if (problem) return problem;
  }
  const v = q.validations ?? {};
  for (const k of ['min', 'max', 'minLength', 'maxLength', 'maxFileSize'] as const)
    if (!finiteOrNull(v[k])) return 'badValidation';
  if (v.min != null && v.max != null && v.min > v.max) return 'badValidation';
  if (v.minLength != null && v.maxLength != null && v.minLength > v.maxLength) return 'badValidation';
  if (v.pattern != null) {
    if (typeof v.pattern !== 'string' || v.pattern.length > FORM_LIMITS.pattern) return 'badPattern';
    try {
      new RegExp(v.pattern, 'u');
    } catch {
      return 'badPattern';
    }
  }
  if (v.fileTypes != null && (!Array.isArray(v.fileTypes) || v.fileTypes.some((t) => typeof t !== 'string')))
    return 'badValidation';
  if (q.dependency != null && !isValidDependency(q.dependency)) return 'badDependency';
  if (answerTypeOf(q) === 'table') {
    const t = q.table;
    if (!t || !Array.isArray(t.columns) || t.columns.length === 0 || t.columns.length > FORM_LIMITS.tableColumns)
      return 'badTable';
    if (!Number.isInteger(t.rows) || t.rows < 1 || t.rows > FORM_LIMITS.tableRows) return 'badTable';
    if (t.columns.some((c) => typeof c.id !== 'string' || !validTranslated(c.labels, FORM_LIMITS.label)))
      return 'badTable';
  }
  if (q.questionType === 'calculated') {
    if (typeof q.formula !== 'string' || !q.formula.trim() || q.formula.length > FORM_LIMITS.formula)
      return 'badFormula';
    try {
      parseFormula(q.formula);
    } catch {
      return 'badFormula';
    }
  }
  return null;
}

/** A choice question's answer: the chosen option values, and the respondent's words for a write-in option. */
export interface ChoiceAnswer {
  readonly selected: readonly string[];
  readonly writeIn?: string | null;
}

/** A table question's answer: its rows of cells, in the order of the columns. */
export interface TableAnswer {
  readonly rows: readonly (readonly string[])[];
}

/** A file question's answer entry: an attachment uploaded through the attachment routes. */
export interface FileAnswer {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/**
 * One answer, by question type: text kinds, phone and date (YYYY-MM-DD) a string; number, number_scale, currency and
 * calculated a number; the six choice kinds a ChoiceAnswer; table a TableAnswer; file and video a list of files.
 */
export type AnswerValue = string | number | ChoiceAnswer | TableAnswer | readonly FileAnswer[];
export type FormAnswers = Readonly<Record<string, AnswerValue | null | undefined>>;

export const isChoiceAnswer = (a: unknown): a is ChoiceAnswer =>
  !!a && typeof a === 'object' && !Array.isArray(a) && Array.isArray((a as ChoiceAnswer).selected);
export const isTableAnswer = (a: unknown): a is TableAnswer =>
  !!a && typeof a === 'object' && !Array.isArray(a) && Array.isArray((a as TableAnswer).rows);

/** Whether an answer says nothing: absent, blank text, no choice, an empty table, no file. */
export function isEmptyAnswer(a: AnswerValue | null | undefined): boolean {
  if (a === undefined || a === null) return true;
  if (typeof a === 'string') return a.trim() === '';
  if (typeof a === 'number') return !Number.isFinite(a);
  if (Array.isArray(a)) return a.length === 0;
  if (isChoiceAnswer(a)) return a.selected.length === 0;
  if (isTableAnswer(a)) return a.rows.every((r) => r.every((c) => typeof c !== 'string' || c.trim() === ''));
  return true;
}
