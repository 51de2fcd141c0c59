// Building forms (issue 18): a form is edited in its draft version; publishing freezes the draft, and the next edit
// starts a new draft as a copy of it, so answers keep the version they were given against. Every change runs in a
// transaction holding the form's row, so two editors' saves queue rather than interleave.
import { findDependencyCycle, FORM_LIMITS, isFormPurpose, unknownReferences, type FormPurpose } from '@ascent/shared';
import type { Form, FormPage, FormQuestionInput, FormVersionSummary } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { isUuid } from '../../core/validation.ts';
import { formError, formTitle, questionFromInput, questionValues } from './forms.input.ts';
import {
  copyQuestions,
  countSubmissions,
  deleteQuestion,
  findForm,
  findVersion,
  FORMS_PAGE_SIZE,
  insertForm,
  insertVersion,
  listQuestions,
  listVersions,
  markVersionPublished,
  pageOfForms,
  putQuestion,
  setPositions,
  updateFormRow,
} from './forms.repository.ts';
import type { FormRow } from './forms.schema.ts';
import {
  presentForm,
  presentListItem,
  presentVersion,
  presentVersionSummary,
  toSharedQuestion,
} from './forms.presenter.ts';

export interface FormsScope {
  readonly tdb: TenantDb;
  readonly user: { readonly id: string };
}

export async function listForms(
  { tdb }: FormsScope,
  args: { search?: string | null; archived?: boolean | null; after?: string | null },
): Promise<FormPage> {
  let cursor = null;
  if (args.after) {
    const decoded = decodeCursor(args.after, ['timestamp', 'uuid'] as const);
    if (!decoded) throw formError('badCursor', undefined, { fields: { after: 'invalid' } });
    cursor = { updatedAt: decoded[0], id: decoded[1] };
  }
  const search = args.search?.trim().slice(0, FORM_LIMITS.title) || null;
  const { rows, total } = await pageOfForms(tdb, {
    search,
    archived: args.archived ?? false,
    cursor,
    limit: FORMS_PAGE_SIZE,
  });
  const page = rows.slice(0, FORMS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map(presentListItem),
    totalCount: total,
    next: rows.length > FORMS_PAGE_SIZE && last ? encodeCursor([last.updatedAtKey, last.id]) : null,
  };
}

async function requireForm(tdb: TenantDb, id: string, lock = false): Promise<FormRow> {
  const form = isUuid(id) ? await findForm(tdb, id, lock) : null;
  if (!form) throw formError('notFound');
  return form;
}

/** The form as the builder shows it: the version being edited with its questions. */
export async function loadForm(tdb: TenantDb, form: FormRow): Promise<Form> {
  const editingId = form.draftVersionId ?? form.publishedVersionId;
  const [versions, submissions] = await Promise.all([listVersions(tdb, form.id), countSubmissions(tdb, form.id)]);
  const editing = versions.find((v) => v.id === editingId) ?? versions.at(-1)!;
  const published = versions.find((v) => v.id === form.publishedVersionId) ?? null;
  const questions = await listQuestions(tdb, editing.id);
  return presentForm(
    form,
    presentVersion(editing, questions),
    published ? presentVersionSummary(published) : null,
    submissions,
  );
}

export async function getForm({ tdb }: FormsScope, id: string): Promise<Form> {
  return loadForm(tdb, await requireForm(tdb, id));
}

export async function formVersions({ tdb }: FormsScope, formId: string): Promise<FormVersionSummary[]> {
  await requireForm(tdb, formId);
  return (await listVersions(tdb, formId)).map(presentVersionSummary);
}

export async function createForm({ tdb, user }: FormsScope, input: { title: string; purpose: string }): Promise<Form> {
  const title = formTitle(input.title);
  if (!isFormPurpose(input.purpose)) throw formError('badJson', { field: 'purpose' });
  const purpose: FormPurpose = input.purpose;
  return tdb.transaction(async (tx) => {
    const form = await insertForm(tx, { title, purpose, createdById: user.id });
    const version = await insertVersion(tx, form.id);
    return loadForm(tx, await updateFormRow(tx, form.id, { draftVersionId: version.id }));
  });
}

/** Runs a change of the form's draft, in a transaction holding the form (an archived form is not changed). */
async function changeDraft(
  tdb: TenantDb,
  formId: string,
  change: (tx: TenantDb, form: FormRow, versionId: string) => Promise<void>,
): Promise<Form> {
  return tdb.transaction(async (tx) => {
    let form = await requireForm(tx, formId, true);
    if (form.status === 'archived') throw formError('archived');
    let versionId = form.draftVersionId;
    if (!versionId) {
      // Editing a published form: a new draft version, a copy of the published one.
      const version = await insertVersion(tx, form.id);
      if (form.publishedVersionId) await copyQuestions(tx, form.publishedVersionId, version.id);
      versionId = version.id;
      form = await updateFormRow(tx, form.id, { draftVersionId: versionId });
    }
    await change(tx, form, versionId);
    return loadForm(tx, await updateFormRow(tx, form.id, {}));
  });
}

export async function updateForm({ tdb }: FormsScope, id: string, rawTitle: string): Promise<Form> {
  const title = formTitle(rawTitle);
  return tdb.transaction(async (tx) => {
    const form = await requireForm(tx, id, true);
    if (form.status === 'archived') throw formError('archived');
    return loadForm(tx, await updateFormRow(tx, id, { title }));
  });
}

export async function upsertFormQuestion(
  { tdb }: FormsScope,
  formId: string,
  input: FormQuestionInput,
  position: number | null | undefined,
): Promise<Form> {
  const question = questionFromInput(input);
  return changeDraft(tdb, formId, async (tx, _form, versionId) => {
    const current = await listQuestions(tx, versionId);
    const exists = current.some((q) => q.questionId === question.id);
    if (input._id && !exists) throw formError('questionNotFound');
    if (!exists && current.length >= FORM_LIMITS.questionsPerForm)
      throw formError('tooManyQuestions', { max: FORM_LIMITS.questionsPerForm });
    await putQuestion(tx, versionId, questionValues(question), position ?? null);
  });
}

export async function deleteFormQuestion({ tdb }: FormsScope, formId: string, questionId: string): Promise<Form> {
  return changeDraft(tdb, formId, async (tx, _form, versionId) => {
    if (!isUuid(questionId) || !(await deleteQuestion(tx, versionId, questionId))) throw formError('questionNotFound');
    const rest = await listQuestions(tx, versionId);
    await setPositions(
      tx,
      versionId,
      rest.map((q) => q.questionId),
    );
  });
}

export async function reorderFormQuestions(
  { tdb }: FormsScope,
  formId: string,
  questionIds: readonly string[],
): Promise<Form> {
  return changeDraft(tdb, formId, async (tx, _form, versionId) => {
    const current = new Set((await listQuestions(tx, versionId)).map((q) => q.questionId));
    const wanted = new Set(questionIds);
    if (
      wanted.size !== questionIds.length ||
      wanted.size !== current.size ||
      ![...wanted].every((id) => current.has(id))
    )
      throw formError('reorderMismatch');
    await setPositions(tx, versionId, questionIds);
  });
}

/** Freezes the draft: every question sound, every rule naming a question of the form, no cycle of rules. */
export async function publishForm({ tdb }: FormsScope, id: string): Promise<Form> {
  return tdb.transaction(async (tx) => {
    const form = await requireForm(tx, id, true);
    if (form.status === 'archived') throw formError('archived');
    if (!form.draftVersionId) throw formError('nothingToPublish');
    const version = await findVersion(tx, form.id, form.draftVersionId);
    if (!version) throw formError('notFound');
    const questions = (await listQuestions(tx, version.id)).map(toSharedQuestion);
    if (questions.length === 0) throw formError('emptyForm');
    const missing = unknownReferences(questions);
    if (missing.length > 0) throw formError('unknownReference', undefined, { questionId: missing[0]![0] });
    const cycle = findDependencyCycle(questions);
    if (cycle) throw formError('dependencyCycle', undefined, { questionIds: cycle });
    await markVersionPublished(tx, version.id);
    const updated = await updateFormRow(tx, form.id, {
      status: 'published',
      publishedVersionId: version.id,
      draftVersionId: null,
    });
    return loadForm(tx, updated);
  });
}

export async function archiveForm({ tdb }: FormsScope, id: string, archived: boolean): Promise<Form> {
  return tdb.transaction(async (tx) => {
    const form = await requireForm(tx, id, true);
    const status = archived ? 'archived' : form.publishedVersionId ? 'published' : 'draft';
    return loadForm(tx, await updateFormRow(tx, id, { status }));
  });
}

export { requireForm };
