// The forms module's SQL for share links and responses.
import type { AnswerValue } from '@ascent/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  formResponses,
  formShareLinks,
  formVersions,
  type FormResponseRow,
  type FormShareLinkRow,
} from './forms.schema.ts';

export async function insertShareLink(
  tdb: TenantDb,
  v: { formId: string; requiresSignIn: boolean; expiresAt: Date | null; createdById: string },
): Promise<FormShareLinkRow> {
  const [row] = await tdb.insert(formShareLinks, v).returning();
  return row!;
}

export async function listShareLinks(tdb: TenantDb, formId: string): Promise<FormShareLinkRow[]> {
  return tdb
    .select()
    .from(formShareLinks)
    .where(tdb.where(formShareLinks, eq(formShareLinks.formId, formId)))
    .orderBy(desc(formShareLinks.createdAt));
}

export async function findShareLink(tdb: TenantDb, id: string): Promise<FormShareLinkRow | null> {
  const [row] = await tdb
    .select()
    .from(formShareLinks)
    .where(tdb.where(formShareLinks, eq(formShareLinks.id, id)));
  return row ?? null;
}

export async function findShareLinkByToken(tdb: TenantDb, token: string): Promise<FormShareLinkRow | null> {
  const [row] = await tdb
    .select()
    .from(formShareLinks)
    .where(tdb.where(formShareLinks, eq(formShareLinks.token, token)));
  return row ?? null;
}

export async function revokeShareLinkRow(tdb: TenantDb, id: string): Promise<FormShareLinkRow | null> {
  const [row] = await tdb
    .update(formShareLinks, { revokedAt: sql`coalesce(${formShareLinks.revokedAt}, now())` }, eq(formShareLinks.id, id))
    .returning();
  return row ?? null;
}

export async function findDraftResponse(
  tdb: TenantDb,
  formId: string,
  respondentId: string,
): Promise<FormResponseRow | null> {
  const [row] = await tdb
    .select()
    .from(formResponses)
    .where(
      tdb.where(
        formResponses,
        eq(formResponses.formId, formId),
        eq(formResponses.respondentId, respondentId),
        eq(formResponses.status, 'draft'),
      ),
    );
  return row ?? null;
}

export async function hasSubmitted(tdb: TenantDb, formId: string, respondentId: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: formResponses.id })
    .from(formResponses)
    .where(
      tdb.where(
        formResponses,
        eq(formResponses.formId, formId),
        eq(formResponses.respondentId, respondentId),
        eq(formResponses.status, 'submitted'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps a signed-in respondent's draft: one row per form and person, replaced on each save. */
export async function saveDraftResponse(
  tdb: TenantDb,
  v: {
    formId: string;
    versionId: string;
    respondentId: string;
    shareLinkId: string;
    answers: Record<string, AnswerValue>;
  },
): Promise<void> {
  const existing = await findDraftResponse(tdb, v.formId, v.respondentId);
  if (existing) {
    await tdb.update(
      formResponses,
      { answers: v.answers, versionId: v.versionId, shareLinkId: v.shareLinkId, updatedAt: sql`now()` },
      eq(formResponses.id, existing.id),
    );
  } else {
    await tdb.insert(formResponses, { ...v, status: 'draft' });
  }
}

/** Stores a submission; a signed-in respondent's draft becomes it. */
export async function insertSubmission(
  tdb: TenantDb,
  v: {
    formId: string;
    versionId: string;
    respondentId: string | null;
    shareLinkId: string;
    answers: Record<string, AnswerValue>;
  },
): Promise<FormResponseRow> {
  if (v.respondentId) {
    await tdb.delete(
      formResponses,
      eq(formResponses.formId, v.formId),
      eq(formResponses.respondentId, v.respondentId),
      eq(formResponses.status, 'draft'),
    );
  }
  const [row] = await tdb
    .insert(formResponses, { ...v, status: 'submitted', submittedAt: sql`now()` as unknown as Date })
    .returning();
  return row!;
}

export interface SubmissionRow {
  id: string;
  versionId: string;
  versionNumber: number;
  respondentId: string | null;
  submittedAt: Date;
  submittedAtKey: string;
  answers: Record<string, AnswerValue>;
}

/** Submitted responses of a form, newest first, `limit + 1` read. */
export async function pageOfSubmissions(
  tdb: TenantDb,
  formId: string,
  cursor: { submittedAt: string; id: string } | null,
  limit: number,
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const filters = [eq(formResponses.formId, formId), eq(formResponses.status, 'submitted')];
  const after = cursor
    ? sql`(${formResponses.submittedAt}, ${formResponses.id}) < (${cursor.submittedAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const [rows, [count]] = await Promise.all([
    tdb
      .select({
        id: formResponses.id,
        versionId: formResponses.versionId,
        versionNumber: formVersions.number,
        respondentId: formResponses.respondentId,
        submittedAt: sql<Date>`${formResponses.submittedAt}`.mapWith(formResponses.submittedAt),
        submittedAtKey: sql<string>`${formResponses.submittedAt}::text`,
        answers: formResponses.answers,
      })
      .from(formResponses)
      .innerJoin(formVersions, tdb.where(formVersions, eq(formVersions.id, formResponses.versionId)))
      .where(tdb.where(formResponses, ...filters, after))
      .orderBy(sql`${formResponses.submittedAt} desc`, sql`${formResponses.id} desc`)
      .limit(limit + 1),
    tdb
      .select({ n: sql<number>`count(*)::int` })
      .from(formResponses)
      .where(tdb.where(formResponses, ...filters)),
  ]);
  return { rows: rows as SubmissionRow[], total: count?.n ?? 0 };
}
