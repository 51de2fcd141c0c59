// The dependency evaluator (issue 18): which questions of a form are shown and required for a set of answers, and
// the value of each calculated question. One function for the builder's preview, the respondent's page and the
// server's answer check, so the API can never store what the form would refuse.
//
// Semantics (after Formbricks' logic evaluator, written our own way):
// - A question's dependency holds statements, each with an action (show, hide, require). The top-level statements of
//   one action are joined by the dependency's operator (AND: all, OR: any); a nested group joins its own statements by
//   its operator and counts for the action it carries (the actions inside a group are not read).
// - Shown when it has no `show` statement or they hold, and its `hide` statements (if any) do not hold; required when
//   its validations say so or its `require` statements hold. A section hides every question after it up to the next.
// - A hidden question's answer counts as absent for every rule that reads it (so hiding cascades), and is dropped.
// - Reading is memoised with a guard, so a cycle (refused at publishing, see findDependencyCycle) cannot loop.
import type { FilterOperator } from './forms.ts';
import { evaluateFormula, formulaReferences, parseFormula, type FormulaNode } from './form-formula.ts';
import {
  dependencyQuestionIds,
  flattenOptions,
  isChoiceAnswer,
  isEmptyAnswer,
  isTableAnswer,
  type AnswerValue,
  type DependencyAction,
  type DependencyStatement,
  type FormAnswers,
  type FormQuestion,
} from './form-model.ts';

export interface FormState {
  readonly visible: ReadonlySet<string>;
  readonly required: ReadonlySet<string>;
  /** Each calculated question's value (null when it cannot be computed, e.g. a division by zero). */
  readonly calculated: ReadonlyMap<string, number | null>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The values an answer is compared by: the chosen options, the text, the number, the files' names. */
function comparable(a: AnswerValue | null | undefined): (string | number)[] {
  if (isEmptyAnswer(a)) return [];
  if (typeof a === 'string') return [a.trim()];
  if (typeof a === 'number') return [a];
  if (Array.isArray(a)) return a.map((f) => f.name);
  if (isChoiceAnswer(a)) return [...a.selected];
  if (isTableAnswer(a)) return a.rows.flat().filter((c) => c.trim() !== '');
  return [];
}

const same = (x: string | number, y: string | number) =>
  typeof x === 'number' || typeof y === 'number'
    ? Number(x) === Number(y) && String(x).trim() !== '' && String(y).trim() !== ''
    : x.trim().toLowerCase() === y.trim().toLowerCase();

function compare(a: AnswerValue | null | undefined, bound: string | number | undefined): number | null {
  if (bound === undefined || isEmptyAnswer(a)) return null;
  if (typeof a === 'number') {
    const b = Number(bound);
    return Number.isFinite(b) ? a - b : null;
  }
  if (typeof a === 'string') {
    if (ISO_DATE.test(a) && typeof bound === 'string' && ISO_DATE.test(bound))
      return a < bound ? -1 : a > bound ? 1 : 0;
    const n = Number(a.trim());
    const b = Number(bound);
    return a.trim() !== '' && Number.isFinite(n) && Number.isFinite(b) ? n - b : null;
  }
  return null;
}

function size(a: AnswerValue | null | undefined): number {
  if (isEmptyAnswer(a)) return 0;
  if (typeof a === 'string') return a.trim().length;
  if (typeof a === 'number') return 1;
  if (Array.isArray(a)) return a.length;
  if (isChoiceAnswer(a)) return a.selected.length;
  if (isTableAnswer(a)) return a.rows.filter((r) => r.some((c) => c.trim() !== '')).length;
  return 0;
}

/**
 * One filter operator on an answer. IS: the answer is the value (a list: exactly those values); IS_NOT: it is not
 * (an unanswered question is not anything); CONTAINS: a chosen value or a piece of the text is one of the values;
 * CONTAINS_ALL: all of them; OR: any of the answer's values is one of them; EXISTS / NOT_EXISTS: answered or not;
 * GT…LTE: numbers (and YYYY-MM-DD dates) against the first value; SIZE: how many (or how long) is the first value.
 */
export function matchesOperator(
  operator: FilterOperator,
  answer: AnswerValue | null | undefined,
  values: readonly (string | number)[],
): boolean {
  const mine = comparable(answer);
  const isList = Array.isArray(answer) || isChoiceAnswer(answer) || isTableAnswer(answer);
  const textHas = (v: string | number) =>
    typeof answer === 'string' && answer.toLowerCase().includes(String(v).trim().toLowerCase());
  const has = (v: string | number) =>
    isList ? mine.some((m) => same(m, v)) : textHas(v) || mine.some((m) => same(m, v));
  switch (operator) {
    case 'EXISTS':
      return mine.length > 0;
    case 'NOT_EXISTS':
      return mine.length === 0;
    case 'IS':
      if (mine.length === 0) return false;
      if (isList) return mine.length === values.length && values.every((v) => mine.some((m) => same(m, v)));
      return values.some((v) => same(mine[0]!, v));
    case 'IS_NOT':
      return !matchesOperator('IS', answer, values);
    case 'CONTAINS':
      return values.some(has);
    case 'CONTAINS_ALL':
      return values.length > 0 && values.every(has);
    case 'OR':
      return mine.some((m) => values.some((v) => same(m, v)));
    case 'GT':
    case 'GTE':
    case 'LT':
    case 'LTE': {
      const c = compare(answer, values[0]);
      if (c === null) return false;
      return operator === 'GT' ? c > 0 : operator === 'GTE' ? c >= 0 : operator === 'LT' ? c < 0 : c <= 0;
    }
    case 'SIZE':
      return values[0] !== undefined && size(answer) === Number(values[0]);
    default: {
      const unhandled: never = operator;
      throw new Error(`Unknown operator ${String(unhandled)}`);
    }
  }
}

interface Compiled {
  readonly byId: ReadonlyMap<string, FormQuestion>;
  readonly sectionOf: ReadonlyMap<string, string>;
  readonly formulas: ReadonlyMap<string, FormulaNode | null>;
}

const compiledCache = new WeakMap<readonly FormQuestion[], Compiled>();

/** What does not change while the respondent types: the index, the sections, the parsed formulas. */
function compile(questions: readonly FormQuestion[]): Compiled {
  const cached = compiledCache.get(questions);
  if (cached) return cached;
  const byId = new Map<string, FormQuestion>();
  const sectionOf = new Map<string, string>();
  const formulas = new Map<string, FormulaNode | null>();
  let section: string | undefined;
  for (const q of questions) {
    byId.set(q.id, q);
    if (q.questionType === 'section') section = q.id;
    else if (section) sectionOf.set(q.id, section);
    if (q.questionType === 'calculated') {
      try {
        formulas.set(q.id, parseFormula(q.formula ?? ''));
      } catch {
        formulas.set(q.id, null);
      }
    }
  }
  const compiled = { byId, sectionOf, formulas };
  compiledCache.set(questions, compiled);
  return compiled;
}

/** The number a question contributes to a formula: its number, or the numerical values of the chosen options. */
function numberOfAnswer(q: FormQuestion, a: AnswerValue | null | undefined): number | undefined {
  if (typeof a === 'number' && Number.isFinite(a)) return a;
  if (isChoiceAnswer(a)) {
    const options = new Map(flattenOptions(q.options).map(({ option }) => [option.value, option.numericalValue]));
    let total = 0;
    let any = false;
    for (const v of a.selected) {
      const n = options.get(v);
      if (typeof n === 'number') {
        total += n;
        any = true;
      }
    }
    return any ? total : undefined;
  }
  return undefined;
}

/** Which questions are shown and required, and the calculated values, for these answers. */
export function evaluateForm(questions: readonly FormQuestion[], answers: FormAnswers): FormState {
  const { byId, sectionOf, formulas } = compile(questions);
  const visibleMemo = new Map<string, boolean>();
  const calcMemo = new Map<string, number | null>();
  const visiting = new Set<string>();

  const effective = (id: string): AnswerValue | null | undefined => {
    const q = byId.get(id);
    if (!q || !isVisible(id)) return undefined;
    if (q.questionType === 'calculated') return calculated(id) ?? undefined;
    return answers[id];
  };

  const statementHolds = (s: DependencyStatement): boolean => {
    if ('statements' in s) {
      return s.operator === 'AND' ? s.statements.every(statementHolds) : s.statements.some(statementHolds);
    }
    return matchesOperator(s.operator, effective(s.questionId), s.values);
  };

  const actionHolds = (q: FormQuestion, action: DependencyAction): boolean | null => {
    const dep = q.dependency;
    const mine = dep?.statements.filter((s) => s.action === action) ?? [];
    if (!dep || mine.length === 0) return null;
    return dep.operator === 'AND' ? mine.every(statementHolds) : mine.some(statementHolds);
  };

  function isVisible(id: string): boolean {
    const known = visibleMemo.get(id);
    if (known !== undefined) return known;
    const q = byId.get(id);
    if (!q || visiting.has(id)) return false;
    visiting.add(id);
    const section = sectionOf.get(id);
    const shown =
      (section === undefined || isVisible(section)) &&
      actionHolds(q, 'show') !== false &&
      actionHolds(q, 'hide') !== true;
    visiting.delete(id);
    visibleMemo.set(id, shown);
    return shown;
  }

  function calculated(id: string): number | null {
    if (calcMemo.has(id)) return calcMemo.get(id)!;
    const formula = formulas.get(id);
    if (!formula || visiting.has(`calc:${id}`)) return null;
    visiting.add(`calc:${id}`);
    const value = evaluateFormula(formula, (ref) => {
      const q = byId.get(ref);
      return q ? numberOfAnswer(q, effective(ref)) : undefined;
    });
    visiting.delete(`calc:${id}`);
    calcMemo.set(id, value);
    return value;
  }

  const visible = new Set<string>();
  const required = new Set<string>();
  const calculatedValues = new Map<string, number | null>();
  for (const q of questions) {
    if (!isVisible(q.id)) continue;
    visible.add(q.id);
    if (q.validations?.required === true || actionHolds(q, 'require') === true) required.add(q.id);
    if (q.questionType === 'calculated') calculatedValues.set(q.id, calculated(q.id));
  }
  return { visible, required, calculated: calculatedValues };
}

/** The questions each question's rules read: its dependency, its formula, its section. */
export function questionReferences(q: FormQuestion): string[] {
  const refs = dependencyQuestionIds(q.dependency);
  if (q.questionType === 'calculated') {
    try {
      formulaReferences(parseFormula(q.formula ?? ''), refs);
    } catch {
      // A formula that does not parse is refused on its own (badFormula).
    }
  }
  return refs;
}

/** References to questions the form does not have (a rule on a deleted question), as [questionId, missingId]. */
export function unknownReferences(questions: readonly FormQuestion[]): [string, string][] {
  const ids = new Set(questions.map((q) => q.id));
  return questions.flatMap((q) =>
    questionReferences(q)
      .filter((r) => !ids.has(r))
      .map((r): [string, string] => [q.id, r]),
  );
}

/** A cycle of rules (a question shown by an answer that it decides itself), as the ids around it; null if none. */
export function findDependencyCycle(questions: readonly FormQuestion[]): string[] | null {
  const edges = new Map(questions.map((q) => [q.id, questionReferences(q)]));
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    const s = state.get(id);
    if (s === 2) return null;
    if (s === 1) return path.slice(path.indexOf(id));
    state.set(id, 1);
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      if (!edges.has(next)) continue;
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 2);
    return null;
  };
  for (const q of questions) {
    const cycle = visit(q.id);
    if (cycle) return cycle;
  }
  return null;
}
