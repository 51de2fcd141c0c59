// One answer of the forms engine as a spreadsheet cell (exports): numbers stay numbers, choices read as their option
// labels in the reader's language (a write-in after them), tables row by row, files by name. The same reading as the
// builder's Responses tab, without the screen's number formatting: a spreadsheet formats numbers itself.
import { translatedLabel } from './i18n.ts';
import {
  flattenOptions,
  isChoiceAnswer,
  isEmptyAnswer,
  isTableAnswer,
  type AnswerValue,
  type FormQuestion,
} from './form-model.ts';

export function answerCell(
  q: Pick<FormQuestion, 'options'>,
  a: AnswerValue | null | undefined,
  language: string,
): string | number | null {
  if (isEmptyAnswer(a)) return null;
  if (typeof a === 'number' || typeof a === 'string') return a;
  if (isChoiceAnswer(a)) {
    const labels = new Map(flattenOptions(q.options).map(({ option }) => [option.value, option.labels]));
    const names = a.selected.map((v) => translatedLabel(labels.get(v), language) || v);
    return [...names, ...(a.writeIn ? [a.writeIn] : [])].join(', ');
  }
  if (isTableAnswer(a))
    return a.rows
      .filter((row) => row.some((cell) => cell.trim() !== ''))
      .map((row) => row.join(' | '))
      .join(' / ');
  if (Array.isArray(a)) return a.map((file) => file.name).join(', ');
  return null;
}
