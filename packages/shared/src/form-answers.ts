// The answer validator (issue 18): one check of a whole submission, run by the respondent's page (on blur and on
// submit) and by the server (before anything is stored). It knows every question type of spec 02 §3, applies the
// dependency evaluator (form-logic.ts) so a hidden question is neither required nor kept, and computes the
// calculated questions itself: a value the client made up is refused.
import type { ErrorReasonTable } from './errors.ts';
import { FORM_MESSAGES, isMultiChoiceQuestion, CHOICE_QUESTION_TYPES } from './forms.ts';
import { evaluateForm, type FormState } from './form-logic.ts';
import {
  answerTypeOf,
  flattenOptions,
  FORM_LIMITS,
  isChoiceAnswer,
  isEmptyAnswer,
  isTableAnswer,
  takesAnswer,
  type AnswerValue,
  type FileAnswer,
  type FormAnswers,
  type FormQuestion,
} from './form-model.ts';
import { normalizeWebLink } from './web-links.ts';

/** Why an answer is refused; `{field}` is the question's label in the reader's language. */
export const FORM_ANSWER_MESSAGES = {
  required: FORM_MESSAGES.required,
  numberMin: FORM_MESSAGES.numberMin,
  numberMax: FORM_MESSAGES.numberMax,
  lengthMin: FORM_MESSAGES.stringMin,
  lengthMax: FORM_MESSAGES.stringMax,
  invalidUrl: FORM_MESSAGES.url,
  wrongType: FORM_MESSAGES.invalid,
  pattern: { key: 'forms.answers.pattern', defaultMessage: '{field} is not in the expected format' },
  notANumber: { key: 'forms.answers.notANumber', defaultMessage: '{field} must be a number' },
  wholeNumber: { key: 'forms.answers.wholeNumber', defaultMessage: '{field} must be a whole number' },
  invalidPhone: { key: 'forms.answers.invalidPhone', defaultMessage: '{field} is not a valid phone number' },
  invalidDate: { key: 'forms.answers.invalidDate', defaultMessage: '{field} is not a valid date' },
  unknownOption: { key: 'forms.answers.unknownOption', defaultMessage: '{field}: this choice is not offered' },
  oneChoice: { key: 'forms.answers.oneChoice', defaultMessage: '{field} takes a single choice' },
  tooFewChoices: { key: 'forms.answers.tooFewChoices', defaultMessage: '{field}: choose at least {min}' },
  tooManyChoices: { key: 'forms.answers.tooManyChoices', defaultMessage: '{field}: choose at most {max}' },
  writeInMissing: { key: 'forms.answers.writeInMissing', defaultMessage: '{field}: please say which' },
  tableShape: { key: 'forms.answers.tableShape', defaultMessage: '{field}: the table does not match its columns' },
  tooManyRows: { key: 'forms.answers.tooManyRows', defaultMessage: '{field} takes at most {max} rows' },
  tooManyFiles: { key: 'forms.answers.tooManyFiles', defaultMessage: '{field} takes at most {max} files' },
  fileTooLarge: { key: 'forms.answers.fileTooLarge', defaultMessage: '{field}: a file is larger than {max}' },
  fileType: { key: 'forms.answers.fileType', defaultMessage: '{field}: this type of file is not accepted' },
  textTooLong: { key: 'forms.answers.textTooLong', defaultMessage: '{field} is too long' },
  unknownQuestion: { key: 'forms.answers.unknownQuestion', defaultMessage: 'This form has no such question' },
  notAnswerable: { key: 'forms.answers.notAnswerable', defaultMessage: '{field} takes no answer' },
  hiddenAnswered: { key: 'forms.answers.hiddenAnswered', defaultMessage: '{field} is not asked with these answers' },
  calculatedMismatch: {
    key: 'forms.answers.calculatedMismatch',
    defaultMessage: '{field} is calculated by the form and cannot be given',
  },
} as const satisfies ErrorReasonTable;
export type FormAnswerReason = keyof typeof FORM_ANSWER_MESSAGES;

export interface AnswerProblem {
  readonly questionId: string;
  readonly reason: FormAnswerReason;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** draft: only shape and size (a half-typed answer is kept); submit: every rule. */
export type CheckMode = 'draft' | 'submit';

export interface SubmissionCheck {
  /** What may be stored: the shown questions' answers, normalised, plus the calculated values. */
  readonly answers: Record<string, AnswerValue>;
  readonly problems: readonly AnswerProblem[];
  readonly state: FormState;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** http(s) with a dotted host and no spaces, or mailto: with an address. */
const WEB_LINK = /^(?:https?:\/\/[^\s/?#@]+\.[^\s/?#]+(?:[/?#]\S*)?|mailto:[^\s@]+@[^\s@]+)$/i;
const PHONE = /^\+?[\d\s().\-/]{4,30}$/;

/** The ends of a number_scale question: 1 to 5 unless the question says otherwise. */
export function scaleBounds(q: FormQuestion): { min: number; max: number } {
  return { min: q.validations?.min ?? 1, max: q.validations?.max ?? 5 };
}

export function isValidIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function fileAccepted(file: FileAnswer, types: readonly string[] | null | undefined): boolean {
  if (!types || types.length === 0) return true;
  const mime = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return types.some((t) => {
    const want = t.trim().toLowerCase();
    if (want.startsWith('.')) return name.endsWith(want);
    if (want.endsWith('/*')) return mime.startsWith(want.slice(0, -1));
    return mime === want;
  });
}

const isFile = (f: unknown): f is FileAnswer =>
  !!f &&
  typeof f === 'object' &&
  typeof (f as FileAnswer).id === 'string' &&
  typeof (f as FileAnswer).name === 'string' &&
  typeof (f as FileAnswer).type === 'string' &&
  typeof (f as FileAnswer).size === 'number' &&
  Number.isFinite((f as FileAnswer).size);

type Outcome = { value: AnswerValue } | { problem: FormAnswerReason; params?: Record<string, string | number> };

/** One non-empty answer against its question; the normalised value or the first problem. */
function checkValue(q: FormQuestion, a: AnswerValue, mode: CheckMode): Outcome {
  const type = answerTypeOf(q);
  const v = q.validations ?? {};
  const full = mode === 'submit';
  switch (type) {
    case 'text':
    case 'text_long':
    case 'text_link':
    case 'phone': {
      if (typeof a !== 'string') return { problem: 'wrongType' };
      if (a.length > FORM_LIMITS.textAnswer) return { problem: 'textTooLong' };
      const text = type === 'text_long' ? a : a.trim();
      if (!full) return { value: text };
      if (type === 'text_link') {
        const link = normalizeWebLink(text);
        if (!WEB_LINK.test(link)) return { problem: 'invalidUrl' };
        return { value: link };
      }
      if (type === 'phone' && (!PHONE.test(text) || text.replace(/\D/g, '').length < 4))
        return { problem: 'invalidPhone' };
      const length = [...text].length;
      if (v.minLength != null && length < v.minLength) return { problem: 'lengthMin', params: { min: v.minLength } };
      if (v.maxLength != null && length > v.maxLength) return { problem: 'lengthMax', params: { max: v.maxLength } };
      if (v.pattern && !new RegExp(`^(?:${v.pattern})$`, 'u').test(text)) return { problem: 'pattern' };
      return { value: text };
    }
    case 'number':
    case 'currency':
    case 'number_scale': {
      if (typeof a !== 'number' || !Number.isFinite(a)) return { problem: 'notANumber' };
      if (!full) return { value: a };
      if ((type === 'currency' || type === 'number_scale') && !Number.isInteger(a)) return { problem: 'wholeNumber' };
      const { min, max } = type === 'number_scale' ? scaleBounds(q) : { min: v.min, max: v.max };
      if (min != null && a < min) return { problem: 'numberMin', params: { min } };
      if (max != null && a > max) return { problem: 'numberMax', params: { max } };
      return { value: a };
    }
    case 'date':
      if (typeof a !== 'string') return { problem: 'wrongType' };
      if (full && !isValidIsoDate(a.trim())) return { problem: 'invalidDate' };
      return { value: a.trim().slice(0, 10) };
    case 'table': {
      if (!isTableAnswer(a) || !q.table) return { problem: 'wrongType' };
      const columns = q.table.columns.length;
      const maxRows = q.table.userAddRow ? FORM_LIMITS.tableRows : q.table.rows;
      if (a.rows.length > maxRows) return { problem: 'tooManyRows', params: { max: maxRows } };
      for (const row of a.rows) {
        if (!Array.isArray(row) || row.length !== columns || row.some((c) => typeof c !== 'string'))
          return { problem: 'tableShape' };
        if (row.some((c) => c.length > FORM_LIMITS.tableCell)) return { problem: 'textTooLong' };
      }
      return { value: { rows: a.rows.map((r) => [...r]) } };
    }
    case 'file':
    case 'video': {
      if (!Array.isArray(a) || !a.every(isFile)) return { problem: 'wrongType' };
      const maxFiles = type === 'video' ? 1 : Math.min(v.max ?? FORM_LIMITS.files, FORM_LIMITS.files);
      if (a.length > maxFiles) return { problem: 'tooManyFiles', params: { max: maxFiles } };
      const maxBytes = Math.min(v.maxFileSize ?? FORM_LIMITS.fileBytes, FORM_LIMITS.fileBytes);
      if (a.some((f) => f.size > maxBytes)) return { problem: 'fileTooLarge', params: { max: maxBytes } };
      if (a.some((f) => !fileAccepted(f, type === 'video' ? ['video/*'] : v.fileTypes))) return { problem: 'fileType' };
      return { value: a.map((f) => ({ id: f.id, name: f.name, size: f.size, type: f.type })) };
    }
    default:
      break;
  }
  if ((CHOICE_QUESTION_TYPES as readonly string[]).includes(type)) {
    if (!isChoiceAnswer(a) || !a.selected.every((s) => typeof s === 'string')) return { problem: 'wrongType' };
    const selected = [...new Set(a.selected)];
    const options = new Map(flattenOptions(q.options).map(({ option }) => [option.value, option]));
    if (selected.some((s) => !options.has(s))) return { problem: 'unknownOption' };
    if (!isMultiChoiceQuestion(type) && selected.length > 1) return { problem: 'oneChoice' };
    const writeInChosen = selected.some((s) => options.get(s)!.isWriteIn);
    const writeIn = typeof a.writeIn === 'string' ? a.writeIn.trim() : '';
    if (writeIn.length > FORM_LIMITS.writeIn) return { problem: 'textTooLong' };
    if (full) {
      if (writeInChosen && !writeIn) return { problem: 'writeInMissing' };
      if (isMultiChoiceQuestion(type)) {
        if (v.min != null && selected.length < v.min) return { problem: 'tooFewChoices', params: { min: v.min } };
        if (v.max != null && selected.length > v.max) return { problem: 'tooManyChoices', params: { max: v.max } };
      }
    }
    return { value: writeInChosen && writeIn ? { selected, writeIn } : { selected } };
  }
  return { problem: 'notAnswerable' };
}

/** One answer on its own (the respondent's page on blur): the problem to show under the question, or null. */
export function answerProblem(
  q: FormQuestion,
  a: AnswerValue | null | undefined,
  required: boolean,
): Omit<AnswerProblem, 'questionId'> | null {
  if (isEmptyAnswer(a)) return required ? { reason: 'required' } : null;
  const out = checkValue(q, a!, 'submit');
  return 'problem' in out ? { reason: out.problem, params: out.params } : null;
}

/**
 * Checks a whole set of answers against a form. Answers to unknown or layout questions, to hidden questions, and
 * values given for calculated questions are problems; in 'submit' mode every visible required question must be
 * answered and every rule hold. The returned answers are what may be stored (empty answers left out; the calculated
 * values with a submission only).
 */
export function checkSubmission(
  questions: readonly FormQuestion[],
  given: FormAnswers,
  mode: CheckMode,
): SubmissionCheck {
  const state = evaluateForm(questions, given);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const problems: AnswerProblem[] = [];
  const answers: Record<string, AnswerValue> = {};
  for (const [id, a] of Object.entries(given)) {
    const q = byId.get(id);
    if (!q) {
      problems.push({ questionId: id, reason: 'unknownQuestion' });
      continue;
    }
    if (isEmptyAnswer(a)) continue;
    if (q.questionType === 'calculated') {
      const computed = state.calculated.get(id);
      if (computed === undefined || a !== computed) problems.push({ questionId: id, reason: 'calculatedMismatch' });
      continue;
    }
    if (!takesAnswer(q)) {
      problems.push({ questionId: id, reason: 'notAnswerable' });
      continue;
    }
    if (!state.visible.has(id)) {
      problems.push({ questionId: id, reason: 'hiddenAnswered' });
      continue;
    }
    const out = checkValue(q, a!, mode);
    if ('problem' in out) problems.push({ questionId: id, reason: out.problem, params: out.params });
    else answers[id] = out.value;
  }
  if (mode === 'submit') {
    for (const id of state.required) {
      const q = byId.get(id)!;
      if (takesAnswer(q) && isEmptyAnswer(given[id])) problems.push({ questionId: id, reason: 'required' });
    }
  }
  // A draft keeps what the respondent gave; the calculated values are stored with the submission only.
  if (mode === 'submit') for (const [id, value] of state.calculated) if (value !== null) answers[id] = value;
  return { answers, problems, state };
}

/** The answers to send: those of the shown questions only (a hidden question's answer is dropped), no calculated. */
export function answersToSend(questions: readonly FormQuestion[], answers: FormAnswers): Record<string, AnswerValue> {
  const state = evaluateForm(questions, answers);
  const out: Record<string, AnswerValue> = {};
  for (const q of questions) {
    const a = answers[q.id];
    if (state.visible.has(q.id) && takesAnswer(q) && !isEmptyAnswer(a)) out[q.id] = a!;
  }
  return out;
}
