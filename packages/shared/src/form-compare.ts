// Comparing two versions of a form (issue 18 item 4, /forms/management/form/{baseId}/compare/{compareId}): the
// questions side by side, matched by their id (stable across versions), each marked added, removed, changed (with
// the parts that changed: wording, type, rules, options, logic, table, formula, position) or unchanged. The rows
// follow the compared version's order; a removed question stands after the question it followed in the base.
import type { FormQuestion } from './form-model.ts';

export const QUESTION_CHANGES = ['ADDED', 'REMOVED', 'CHANGED', 'UNCHANGED'] as const;
export type QuestionChange = (typeof QUESTION_CHANGES)[number];

/** The parts of a question a change can touch, in the order they are shown. */
export const QUESTION_PARTS = [
  'type',
  'label',
  'description',
  'validations',
  'options',
  'logic',
  'table',
  'formula',
  'position',
] as const;
export type QuestionPart = (typeof QUESTION_PARTS)[number];

export interface ComparedQuestion<Q extends FormQuestion = FormQuestion> {
  readonly questionId: string;
  readonly change: QuestionChange;
  /** The parts that differ (CHANGED only). */
  readonly parts: readonly QuestionPart[];
  readonly base: Q | null;
  readonly compare: Q | null;
}

/** A value compared by content: object keys in any order, absent and null alike. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object')
    return `{${Object.keys(value as object)
      .filter(
        (k) => (value as Record<string, unknown>)[k] !== undefined && (value as Record<string, unknown>)[k] !== null,
      )
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const emptyAsNull = <T>(list: readonly T[] | null | undefined) => (list && list.length > 0 ? list : null);

function changedParts(a: FormQuestion, b: FormQuestion, moved: boolean): QuestionPart[] {
  const differs: Record<Exclude<QuestionPart, 'position'>, [unknown, unknown]> = {
    type: [
      [a.questionType, a.behavesAs ?? null],
      [b.questionType, b.behavesAs ?? null],
    ],
    label: [emptyAsNull(a.label), emptyAsNull(b.label)],
    description: [emptyAsNull(a.description), emptyAsNull(b.description)],
    validations: [a.validations, b.validations],
    options: [
      [emptyAsNull(a.options), a.optionsDepth ?? null],
      [emptyAsNull(b.options), b.optionsDepth ?? null],
    ],
    logic: [a.dependency, b.dependency],
    table: [a.table, b.table],
    formula: [a.formula?.trim() || null, b.formula?.trim() || null],
  };
  const parts = QUESTION_PARTS.filter(
    (p) => p !== 'position' && canonical(differs[p][0]) !== canonical(differs[p][1]),
  ) as QuestionPart[];
  return moved ? [...parts, 'position'] : parts;
}

/**
 * The questions both versions hold that moved: the fewest whose moving explains the new order (those outside a
 * longest run kept in the same relative order). Adding or removing others around a question does not move it.
 */
function movedIds(baseOrder: readonly string[], compareOrder: readonly string[]): Set<string> {
  const rank = new Map(baseOrder.map((id, i) => [id, i]));
  const seq = compareOrder.map((id) => rank.get(id)!);
  // Longest increasing subsequence (patience sorting), keeping predecessors to recover it.
  const tails: number[] = [];
  const prev: number[] = Array.from({ length: seq.length }, () => -1);
  for (let i = 0; i < seq.length; i += 1) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept = new Set<string>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) kept.add(compareOrder[i]!);
  return new Set(compareOrder.filter((id) => !kept.has(id)));
}

/** The questions of two versions, matched by id, in the compared version's order (removed ones where they were). */
export function compareFormQuestions<Q extends FormQuestion>(
  base: readonly Q[],
  compare: readonly Q[],
): ComparedQuestion<Q>[] {
  const inBase = new Map(base.map((q) => [q.id, q]));
  const inCompare = new Map(compare.map((q) => [q.id, q]));
  const moved = movedIds(
    base.filter((q) => inCompare.has(q.id)).map((q) => q.id),
    compare.filter((q) => inBase.has(q.id)).map((q) => q.id),
  );
  const rows: ComparedQuestion<Q>[] = [];
  for (const q of compare) {
    const before = inBase.get(q.id);
    if (!before) {
      rows.push({ questionId: q.id, change: 'ADDED', parts: [], base: null, compare: q });
      continue;
    }
    const parts = changedParts(before, q, moved.has(q.id));
    rows.push({ questionId: q.id, change: parts.length ? 'CHANGED' : 'UNCHANGED', parts, base: before, compare: q });
  }
  // Each removed question after the row of the base question it followed (or first).
  base.forEach((q, i) => {
    if (inCompare.has(q.id)) return;
    const removed: ComparedQuestion<Q> = { questionId: q.id, change: 'REMOVED', parts: [], base: q, compare: null };
    let at = 0;
    for (let j = i - 1; j >= 0; j -= 1) {
      const k = rows.findIndex((r) => r.questionId === base[j]!.id);
      if (k >= 0) {
        at = k + 1;
        break;
      }
    }
    rows.splice(at, 0, removed);
  });
  return rows;
}
