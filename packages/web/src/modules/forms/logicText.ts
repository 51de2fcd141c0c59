// The builder's readable sentence for a display rule ("Show when Stage is Revenue"), and the values a rule can
// compare with, from the question it reads.
import {
  flattenOptions,
  translatedLabel,
  type DependencyStatement,
  type FormQuestion,
  type QuestionDependency,
} from '@ascent/shared';
import type { TFunction } from 'i18next';

/** "A, B or C" in the reader's language. */
function listOf(items: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** Operators that need no value (one rule with the pipeline's answer filters). */
export { VALUELESS_OPERATORS } from '@ascent/shared';

/** How a value of the question reads: an option's label, else the value itself. */
export function valueText(question: FormQuestion | undefined, value: string | number, language: string): string {
  const option = flattenOptions(question?.options).find(({ option: o }) => o.value === String(value))?.option;
  return option ? translatedLabel(option.labels, language) || option.value : String(value);
}

export function statementText(
  s: DependencyStatement,
  questions: readonly FormQuestion[],
  language: string,
  t: TFunction,
): string {
  if ('statements' in s) {
    const inner = s.statements.map((x) => conditionText(x, questions, language, t));
    return inner.join(` ${t(s.operator === 'AND' ? 'forms.logic.and' : 'forms.logic.or')} `);
  }
  return conditionText(s, questions, language, t);
}

function conditionText(
  s: DependencyStatement,
  questions: readonly FormQuestion[],
  language: string,
  t: TFunction,
): string {
  if ('statements' in s) return `(${statementText(s, questions, language, t)})`;
  const question = questions.find((q) => q.id === s.questionId);
  const name = question ? translatedLabel(question.label, language) : t('forms.logic.missingQuestion');
  const values = listOf(
    s.values.map((v) => valueText(question, v, language)),
    language,
  );
  return t(`forms.logic.operator.${s.operator}`, { question: name, value: values });
}

/** "Show when Stage is Revenue and …" per action of the dependency; empty when it has no statements. */
export function dependencySentences(
  dependency: QuestionDependency | null | undefined,
  questions: readonly FormQuestion[],
  language: string,
  t: TFunction,
): string[] {
  if (!dependency) return [];
  const joiner = ` ${t(dependency.operator === 'AND' ? 'forms.logic.and' : 'forms.logic.or')} `;
  return (['show', 'hide', 'require'] as const).flatMap((action) => {
    const mine = dependency.statements.filter((s) => s.action === action);
    if (mine.length === 0) return [];
    const conditions = mine.map((s) => conditionText(s, questions, language, t)).join(joiner);
    return [t(`forms.logic.action.${action}`, { conditions })];
  });
}
