// Two versions of one form compared (issue 18 item 4): the shared comparison (form-compare.ts) over the stored
// questions of each version. Both must be versions of the same form of this organisation.
import { compareFormQuestions } from '@ascent/shared';
import type { FormComparison } from '../../generated/graphql.ts';
import { isUuid } from '../../core/validation.ts';
import { formError } from './forms.input.ts';
import { presentQuestion, presentVersionSummary, toSharedQuestion } from './forms.presenter.ts';
import { findForm, findVersionById, listQuestions, listVersions } from './forms.repository.ts';
import type { FormsScope } from './forms.service.ts';

export async function compareFormVersions(
  { tdb }: FormsScope,
  baseId: string,
  compareId: string,
): Promise<FormComparison> {
  const [base, compare] = await Promise.all(
    [baseId, compareId].map((id) => (isUuid(id) ? findVersionById(tdb, id) : Promise.resolve(null))),
  );
  if (!base || !compare) throw formError('versionNotFound');
  if (base.formId !== compare.formId) throw formError('versionsOfTwoForms');
  const form = await findForm(tdb, base.formId);
  if (!form) throw formError('notFound');
  const [summaries, baseRows, compareRows] = await Promise.all([
    listVersions(tdb, form.id),
    listQuestions(tdb, base.id),
    listQuestions(tdb, compare.id),
  ]);
  const summary = (id: string) => presentVersionSummary(summaries.find((v) => v.id === id)!);
  const byId = new Map([...baseRows, ...compareRows].map((r) => [`${r.versionId}:${r.questionId}`, r]));
  const rows = compareFormQuestions(baseRows.map(toSharedQuestion), compareRows.map(toSharedQuestion));
  return {
    formId: form.id,
    title: form.title,
    base: summary(base.id),
    compare: summary(compare.id),
    rows: rows.map((r) => ({
      questionId: r.questionId,
      change: r.change,
      parts: [...r.parts],
      base: r.base ? presentQuestion(byId.get(`${base.id}:${r.questionId}`)!) : null,
      compare: r.compare ? presentQuestion(byId.get(`${compare.id}:${r.questionId}`)!) : null,
    })),
  };
}
