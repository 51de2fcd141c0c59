// The forms module's SQL: forms, versions and their questions. Share links and responses: forms-responses.repository.ts.
import { asc, eq, ilike, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  formQuestions,
  formResponses,
  forms,
  formVersions,
  type FormQuestionRow,
  type FormRow,
  type FormVersionRow,
} from './forms.schema.ts';

export const FORMS_PAGE_SIZE = 25;

/** Where a page of the list starts: strictly after the form changed at this time (PostgreSQL text) with this id. */
export interface FormListCursor {
  updatedAt: string;
  id: string;
}

export interface FormListRow extends FormRow {
  updatedAtKey: string;
  questionCount: number;
  submissionCount: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of forms, most recently changed first, with `limit + 1` rows read to know whether more follow. */
export async function pageOfForms(
  tdb: TenantDb,
  q: { search?: string | null; archived: boolean; cursor: FormListCursor | null; limit: number },
): Promise<{ rows: FormListRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    q.archived ? eq(forms.status, 'archived') : ne(forms.status, 'archived'),
    q.search ? ilike(forms.title, `%${escapeLike(q.search)}%`) : undefined,
  ];
  const after = q.cursor
    ? sql`(${forms.updatedAt}, ${forms.id}) < (${q.cursor.updatedAt}::timestamptz, ${q.cursor.id}::uuid)`
    : undefined;
  const editingVersion = sql`coalesce(${forms.draftVersionId}, ${forms.publishedVersionId})`;
  const [rows, [count]] = await Promise.all([
    tdb
      .select({
        form: forms,
        updatedAtKey: sql<string>`${forms.updatedAt}::text`,
        questionCount: sql<number>`(select count(*)::int from ${formQuestions} where ${formQuestions.incubatorId} = ${forms.incubatorId} and ${formQuestions.versionId} = ${editingVersion})`,
        submissionCount: sql<number>`(select count(*)::int from ${formResponses} where ${formResponses.incubatorId} = ${forms.incubatorId} and ${formResponses.formId} = ${forms.id} and ${formResponses.status} = 'submitted')`,
      })
      .from(forms)
      .where(tdb.where(forms, ...filters, after))
      .orderBy(sql`${forms.updatedAt} desc`, sql`${forms.id} desc`)
      .limit(q.limit + 1),
    tdb
      .select({ n: sql<number>`count(*)::int` })
      .from(forms)
      .where(tdb.where(forms, ...filters)),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.form,
      updatedAtKey: r.updatedAtKey,
      questionCount: r.questionCount,
      submissionCount: r.submissionCount,
    })),
    total: count?.n ?? 0,
  };
}

export async function findForm(tdb: TenantDb, id: string, lock = false): Promise<FormRow | null> {
  const query = tdb
    .select()
    .from(forms)
    .where(tdb.where(forms, eq(forms.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertForm(
  tdb: TenantDb,
  v: { title: string; purpose: string; createdById: string },
): Promise<FormRow> {
  const [row] = await tdb.insert(forms, v).returning();
  return row!;
}

export async function updateFormRow(
  tdb: TenantDb,
  id: string,
  set: Partial<Pick<FormRow, 'title' | 'status' | 'draftVersionId' | 'publishedVersionId'>>,
): Promise<FormRow> {
  const [row] = await tdb.update(forms, { ...set, updatedAt: sql`now()` }, eq(forms.id, id)).returning();
  return row!;
}

export async function insertVersion(tdb: TenantDb, formId: string): Promise<FormVersionRow> {
  const [last] = await tdb
    .select({ n: max(formVersions.number) })
    .from(formVersions)
    .where(tdb.where(formVersions, eq(formVersions.formId, formId)));
  const [row] = await tdb.insert(formVersions, { formId, number: (last?.n ?? 0) + 1 }).returning();
  return row!;
}

export async function findVersion(tdb: TenantDb, formId: string, id: string): Promise<FormVersionRow | null> {
  const [row] = await tdb
    .select()
    .from(formVersions)
    .where(tdb.where(formVersions, eq(formVersions.formId, formId), eq(formVersions.id, id)));
  return row ?? null;
}

/** A version of any form of this organisation, by its id. */
export async function findVersionById(tdb: TenantDb, id: string): Promise<FormVersionRow | null> {
  const [row] = await tdb
    .select()
    .from(formVersions)
    .where(tdb.where(formVersions, eq(formVersions.id, id)));
  return row ?? null;
}

export async function markVersionPublished(tdb: TenantDb, id: string): Promise<void> {
  await tdb.update(
    formVersions,
    { status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` },
    eq(formVersions.id, id),
  );
}

export async function listVersions(
  tdb: TenantDb,
  formId: string,
): Promise<(FormVersionRow & { questionCount: number })[]> {
  return tdb
    .select({
      incubatorId: formVersions.incubatorId,
      id: formVersions.id,
      formId: formVersions.formId,
      number: formVersions.number,
      status: formVersions.status,
      publishedAt: formVersions.publishedAt,
      createdAt: formVersions.createdAt,
      updatedAt: formVersions.updatedAt,
      questionCount: sql<number>`(select count(*)::int from ${formQuestions} where ${formQuestions.incubatorId} = ${formVersions.incubatorId} and ${formQuestions.versionId} = ${formVersions.id})`,
    })
    .from(formVersions)
    .where(tdb.where(formVersions, eq(formVersions.formId, formId)))
    .orderBy(asc(formVersions.number));
}

export async function listQuestions(tdb: TenantDb, versionId: string): Promise<FormQuestionRow[]> {
  return tdb
    .select()
    .from(formQuestions)
    .where(tdb.where(formQuestions, eq(formQuestions.versionId, versionId)))
    .orderBy(asc(formQuestions.position), asc(formQuestions.questionId));
}

export type QuestionValues = Omit<FormQuestionRow, 'incubatorId' | 'versionId' | 'position'>;

/** Adds the question at `position` (the others move down) or replaces it in place when it exists. */
export async function putQuestion(
  tdb: TenantDb,
  versionId: string,
  values: QuestionValues,
  position: number | null,
): Promise<void> {
  const current = await listQuestions(tdb, versionId);
  const existing = current.find((q) => q.questionId === values.questionId);
  if (existing) {
    await tdb.update(
      formQuestions,
      { ...values, position: existing.position },
      eq(formQuestions.versionId, versionId),
      eq(formQuestions.questionId, values.questionId),
    );
    if (position !== null && position !== current.indexOf(existing)) {
      const ids = current.map((q) => q.questionId).filter((id) => id !== values.questionId);
      ids.splice(Math.min(Math.max(position, 0), ids.length), 0, values.questionId);
      await setPositions(tdb, versionId, ids);
    }
    return;
  }
  const at = position === null ? current.length : Math.min(Math.max(position, 0), current.length);
  await tdb.insert(formQuestions, { ...values, versionId, position: current.length });
  if (at !== current.length) {
    const ids = current.map((q) => q.questionId);
    ids.splice(at, 0, values.questionId);
    await setPositions(tdb, versionId, ids);
  }
}

export async function setPositions(tdb: TenantDb, versionId: string, orderedIds: readonly string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id}::uuid then ${i}`),
    sql` `,
  );
  await tdb.update(
    formQuestions,
    { position: sql`case ${formQuestions.questionId} ${cases} else ${formQuestions.position} end` },
    eq(formQuestions.versionId, versionId),
    inArray(formQuestions.questionId, [...orderedIds]),
  );
}

export async function deleteQuestion(tdb: TenantDb, versionId: string, questionId: string): Promise<boolean> {
  const gone = await tdb
    .delete(formQuestions, eq(formQuestions.versionId, versionId), eq(formQuestions.questionId, questionId))
    .returning({ id: formQuestions.questionId });
  return gone.length > 0;
}

/** A new draft starts as a copy of the published version's questions (same ids, same order). */
export async function copyQuestions(tdb: TenantDb, fromVersionId: string, toVersionId: string): Promise<void> {
  const rows = await listQuestions(tdb, fromVersionId);
  if (rows.length === 0) return;
  await tdb.insert(
    formQuestions,
    rows.map(({ incubatorId: _t, versionId: _v, ...q }) => ({ ...q, versionId: toVersionId })),
  );
}

export async function countSubmissions(tdb: TenantDb, formId: string): Promise<number> {
  const [row] = await tdb
    .select({ n: sql<number>`count(*)::int` })
    .from(formResponses)
    .where(tdb.where(formResponses, eq(formResponses.formId, formId), eq(formResponses.status, 'submitted')));
  return row?.n ?? 0;
}
