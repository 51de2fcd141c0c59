// Calculated questions (issue 18): an arithmetic formula over numeric answers, `{questionId}` naming one, e.g.
// `{revenue} - {costs}` or `({a} + {b}) / 2`. Parsed by a small recursive-descent parser (no eval), computed in the
// browser to show the value and on the server to store it: a value made up by the client is never kept.

export type FormulaNode =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'ref'; readonly questionId: string }
  | { readonly kind: 'neg'; readonly operand: FormulaNode }
  | {
      readonly kind: 'binary';
      readonly op: '+' | '-' | '*' | '/';
      readonly left: FormulaNode;
      readonly right: FormulaNode;
    };

class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

const MAX_NESTING = 32;

/** Parses a formula; throws FormulaError on a syntax error. */
export function parseFormula(source: string): FormulaNode {
  let i = 0;
  const skip = () => {
    while (i < source.length && /\s/.test(source[i]!)) i++;
  };
  const expression = (depth: number): FormulaNode => {
    if (depth > MAX_NESTING) throw new FormulaError('Too deeply nested');
    let left = term(depth);
    for (skip(); source[i] === '+' || source[i] === '-'; skip()) {
      const op = source[i++] as '+' | '-';
      left = { kind: 'binary', op, left, right: term(depth) };
    }
    return left;
  };
  const term = (depth: number): FormulaNode => {
    let left = factor(depth);
    for (skip(); source[i] === '*' || source[i] === '/'; skip()) {
      const op = source[i++] as '*' | '/';
      left = { kind: 'binary', op, left, right: factor(depth) };
    }
    return left;
  };
  const factor = (depth: number): FormulaNode => {
    skip();
    const c = source[i];
    if (c === '-') {
      i++;
      return { kind: 'neg', operand: factor(depth + 1) };
    }
    if (c === '(') {
      i++;
      const inner = expression(depth + 1);
      skip();
      if (source[i] !== ')') throw new FormulaError(`Expected ) at ${i}`);
      i++;
      return inner;
    }
    if (c === '{') {
      const end = source.indexOf('}', i);
      const id = end < 0 ? '' : source.slice(i + 1, end).trim();
      if (!id || !/^[\w-]+$/.test(id)) throw new FormulaError(`Bad reference at ${i}`);
      i = end + 1;
      return { kind: 'ref', questionId: id };
    }
    const m = /^\d+(?:\.\d+)?/.exec(source.slice(i));
    if (!m) throw new FormulaError(`Unexpected ${c ?? 'end'} at ${i}`);
    i += m[0].length;
    return { kind: 'number', value: Number(m[0]) };
  };
  const tree = expression(0);
  skip();
  if (i < source.length) throw new FormulaError(`Unexpected ${source[i]} at ${i}`);
  return tree;
}

/** The questions a formula reads. */
export function formulaReferences(node: FormulaNode, out: string[] = []): string[] {
  switch (node.kind) {
    case 'ref':
      out.push(node.questionId);
      break;
    case 'neg':
      formulaReferences(node.operand, out);
      break;
    case 'binary':
      formulaReferences(node.left, out);
      formulaReferences(node.right, out);
      break;
    case 'number':
      break;
  }
  return out;
}

/**
 * The formula's value, given each referenced question's number (undefined when unanswered or hidden, counted as 0
 * so a total grows as the respondent goes). Division by zero and non-finite results give null: nothing to show.
 * The result is rounded to 6 decimals so that browser and server agree to the digit.
 */
export function evaluateFormula(
  node: FormulaNode,
  numberOf: (questionId: string) => number | undefined,
): number | null {
  const walk = (n: FormulaNode): number => {
    switch (n.kind) {
      case 'number':
        return n.value;
      case 'ref':
        return numberOf(n.questionId) ?? 0;
      case 'neg':
        return -walk(n.operand);
      case 'binary': {
        const a = walk(n.left);
        const b = walk(n.right);
        if (n.op === '+') return a + b;
        if (n.op === '-') return a - b;
        if (n.op === '*') return a * b;
        return b === 0 ? Number.NaN : a / b;
      }
    }
  };
  const value = walk(node);
  return Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : null;
}
