// Filling forms (issue 18): share links open a published form to respondents (signed in, or anyone, as the owner
// chose; expiring and revocable); a signed-in respondent's answers are kept as a draft as they go; a submission is
// checked by the same shared rules as the form in the browser (checkSubmission) and stored only when every answer
// passes, against the version it was given on. The owner lists the submissions.
import {
  checkSubmission,
  FORM_ANSWER_MESSAGES,
  FORM_ERROR_MESSAGES,
  reasonText,
  type AnswerProblem,
} from '@ascent/shared';
import type { FormShareLink, FormSubmissionPage, FormSubmissionResult, SharedForm } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { authenticationRequired, reasonError, type AppError } from '../../core/errors.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { isUuid } from '../../core/validation.ts';
import { userNamesByIds } from '../users/user-names.ts';
import { formError, parseAnswers } from './forms.input.ts';
import { FORMS_PAGE_SIZE, findForm, listQuestions } from './forms.repository.ts';
import {
  findDraftResponse,
  findShareLink,
  findShareLinkByToken,
  hasSubmitted,
  insertShareLink,
  insertSubmission,
  listShareLinks,
  pageOfSubmissions,
  revokeShareLinkRow,
  saveDraftResponse,
} from './forms-responses.repository.ts';
import type { FormRow, FormShareLinkRow } from './forms.schema.ts';
import { presentQuestion, presentShareLink, toSharedQuestion } from './forms.presenter.ts';
import { requireForm, type FormsScope } from './forms.service.ts';

export async function formShareLinks({ tdb }: FormsScope, formId: string): Promise<FormShareLink[]> {
  await requireForm(tdb, formId);
  return (await listShareLinks(tdb, formId)).map(presentShareLink);
}

export async function createFormShareLink(
  { tdb, user }: FormsScope,
  formId: string,
  requiresSignIn: boolean,
  rawExpiry: string | null | undefined,
): Promise<FormShareLink> {
  const form = await requireForm(tdb, formId);
  if (form.status === 'archived') throw formError('archived');
  if (!form.publishedVersionId) throw formError('notPublished');
  let expiresAt: Date | null = null;
  if (rawExpiry) {
    expiresAt = new Date(rawExpiry);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now())
      throw formError('badExpiry', undefined, { field: 'expiresAt' });
  }
  return presentShareLink(await insertShareLink(tdb, { formId, requiresSignIn, expiresAt, createdById: user.id }));
}

export async function revokeFormShareLink({ tdb }: FormsScope, id: string): Promise<FormShareLink> {
  const link = isUuid(id) ? await findShareLink(tdb, id) : null;
  if (!link) throw formError('linkUnavailable');
  return presentShareLink((await revokeShareLinkRow(tdb, id))!);
}

/** The respondent's view of the request: the tenant, and the signed-in user if any. */
export interface RespondentScope {
  readonly tdb: TenantDb;
  readonly user: { readonly id: string } | null;
}

interface OpenLink {
  link: FormShareLinkRow;
  form: FormRow & { publishedVersionId: string };
}

/** A live link to a live published form: an unknown, revoked, expired link or an archived form is not found. */
async function openLink({ tdb, user }: RespondentScope, token: string): Promise<OpenLink> {
  const link = isUuid(token) ? await findShareLinkByToken(tdb, token) : null;
  if (!link || link.revokedAt || (link.expiresAt && link.expiresAt.getTime() <= Date.now()))
    throw formError('linkUnavailable');
  const form = await findForm(tdb, link.formId);
  if (!form || form.status === 'archived' || !form.publishedVersionId) throw formError('linkUnavailable');
  if (link.requiresSignIn && !user) throw authenticationRequired();
  return { link, form: form as OpenLink['form'] };
}

export async function sharedForm(scope: RespondentScope, token: string): Promise<SharedForm> {
  const { link, form } = await openLink(scope, token);
  const questions = await listQuestions(scope.tdb, form.publishedVersionId);
  const draft = scope.user ? await findDraftResponse(scope.tdb, form.id, scope.user.id) : null;
  return {
    token: link.token,
    title: form.title,
    versionId: form.publishedVersionId,
    requiresSignIn: link.requiresSignIn,
    questions: questions.map(presentQuestion),
    // A draft given on an older version is offered only for the questions this version still has.
    draftAnswers: draft
      ? JSON.stringify(
          Object.fromEntries(
            Object.entries(draft.answers).filter(([id]) => questions.some((q) => q.questionId === id)),
          ),
        )
      : null,
    submitted: scope.user ? await hasSubmitted(scope.tdb, form.id, scope.user.id) : false,
  };
}

function refused(problems: readonly AnswerProblem[]): AppError {
  const first = problems[0]!;
  return reasonError(
    'VALIDATION_FAILED',
    FORM_ANSWER_MESSAGES,
    first.reason,
    { field: first.questionId, ...first.params },
    {
      questionId: first.questionId,
      problems: problems.map((p) => ({
        questionId: p.questionId,
        reason: p.reason,
        params: p.params ?? {},
        message: reasonText(FORM_ANSWER_MESSAGES[p.reason], { field: p.questionId, ...p.params }),
      })),
    },
  );
}

async function versionQuestions(tdb: TenantDb, form: OpenLink['form'], versionId: string) {
  if (versionId !== form.publishedVersionId) throw reasonErrorStale();
  return (await listQuestions(tdb, versionId)).map(toSharedQuestion);
}

const reasonErrorStale = () => reasonError('CONFLICT', FORM_ERROR_MESSAGES, 'staleVersion');

export async function saveFormDraftAnswers(
  scope: RespondentScope & { user: { id: string } },
  token: string,
  versionId: string,
  rawAnswers: string,
): Promise<boolean> {
  const answers = parseAnswers(rawAnswers);
  const { link, form } = await openLink(scope, token);
  const questions = await versionQuestions(scope.tdb, form, versionId);
  const check = checkSubmission(questions, answers, 'draft');
  if (check.problems.length > 0) throw refused(check.problems);
  await saveDraftResponse(scope.tdb, {
    formId: form.id,
    versionId,
    respondentId: scope.user.id,
    shareLinkId: link.id,
    answers: check.answers,
  });
  return true;
}

export async function submitFormAnswers(
  scope: RespondentScope,
  token: string,
  versionId: string,
  rawAnswers: string,
): Promise<FormSubmissionResult> {
  const answers = parseAnswers(rawAnswers);
  const { link, form } = await openLink(scope, token);
  const questions = await versionQuestions(scope.tdb, form, versionId);
  const check = checkSubmission(questions, answers, 'submit');
  if (check.problems.length > 0) throw refused(check.problems);
  const row = await scope.tdb.transaction((tx) =>
    insertSubmission(tx, {
      formId: form.id,
      versionId,
      respondentId: scope.user?.id ?? null,
      shareLinkId: link.id,
      answers: check.answers,
    }),
  );
  return { responseId: row.id, submittedAt: (row.submittedAt ?? row.createdAt).toISOString() };
}

export async function formSubmissions(
  { tdb }: FormsScope,
  formId: string,
  after: string | null | undefined,
): Promise<FormSubmissionPage> {
  await requireForm(tdb, formId);
  let cursor = null;
  if (after) {
    const decoded = decodeCursor(after, ['timestamp', 'uuid'] as const);
    if (!decoded) throw formError('badCursor', undefined, { fields: { after: 'invalid' } });
    cursor = { submittedAt: decoded[0], id: decoded[1] };
  }
  const { rows, total } = await pageOfSubmissions(tdb, formId, cursor, FORMS_PAGE_SIZE);
  const page = rows.slice(0, FORMS_PAGE_SIZE);
  const names = await userNamesByIds(
    tdb,
    page.flatMap((r) => (r.respondentId ? [r.respondentId] : [])),
  );
  const last = page.at(-1);
  return {
    results: page.map((r) => ({
      _id: r.id,
      versionId: r.versionId,
      versionNumber: r.versionNumber,
      respondent: r.respondentId ? { _id: r.respondentId, fullName: names.get(r.respondentId) ?? '' } : null,
      submittedAt: r.submittedAt.toISOString(),
      answers: JSON.stringify(r.answers),
    })),
    totalCount: total,
    next: rows.length > FORMS_PAGE_SIZE && last ? encodeCursor([last.submittedAtKey, last.id]) : null,
  };
}
