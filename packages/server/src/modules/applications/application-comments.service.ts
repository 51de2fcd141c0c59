// Comments on an application (docs/applications.md, "Comments"): members see and write the non-internal ones; staff
// with APPLICATIONS:VIEW on the intake see all and may write internal notes; only the author deletes.
import {
  APPLICATION_COMMENT_ERROR_MESSAGES,
  APPLICATION_COMMENT_MAX_LENGTH,
  applicationCommentRefusal,
  type ApplicationCommentErrorReason,
  type ErrorCode,
} from '@ascent/shared';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import type { ApplicationComment } from '../../generated/graphql.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { accessTo, type ApplicationAccess } from './applications.access.ts';
import { listMembers } from './applications.repository.ts';
import { anonymityOn, anonymousFor, applicationReference } from './application-reviews.access.ts';
import {
  deleteComment,
  findComment,
  insertComment,
  listComments,
  participantIds,
  type CommentWithAuthor,
} from './application-comments.repository.ts';
import { applicationUrl } from './applications.domain-events.ts';

const CODES: Partial<Record<ApplicationCommentErrorReason, ErrorCode>> = {
  commentNotFound: 'NOT_FOUND',
  internalForStaff: 'FORBIDDEN',
  notAuthor: 'FORBIDDEN',
};

export const commentError = (
  reason: ApplicationCommentErrorReason,
  params?: Record<string, string | number>,
): AppError => reasonError(CODES[reason] ?? 'VALIDATION_FAILED', APPLICATION_COMMENT_ERROR_MESSAGES, reason, params);

/** Staff see internal notes; a member who is also staff sees them too (they can read the application as staff). */
const seesInternal = (access: ApplicationAccess): boolean => access.canView;

async function presenter(scope: SignedIn, access: ApplicationAccess) {
  const memberIds = new Set((await listMembers(scope.tdb, [access.row.id])).map((m) => m.userId));
  const hideApplicants = !access.isMember && (await anonymousFor(scope, access.row.funnelId));
  return (c: CommentWithAuthor): ApplicationComment => ({
    _id: c.id,
    applicationId: c.applicationId,
    author:
      hideApplicants && memberIds.has(c.authorId)
        ? { _id: applicationReference(access.row.id), fullName: applicationReference(access.row.id) }
        : { _id: c.authorId, fullName: fullNameOf(c) },
    body: c.body,
    internal: c.internal,
    mine: c.authorId === scope.user.id,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
  });
}

export async function applicationComments(scope: SignedIn, applicationId: string): Promise<ApplicationComment[]> {
  const access = await accessTo(scope, applicationId);
  const present = await presenter(scope, access);
  return (await listComments(scope.tdb, access.row.id, seesInternal(access))).map(present);
}

export async function addApplicationComment(
  scope: SignedIn,
  args: { applicationId: string; body: string; internal?: boolean | null },
): Promise<ApplicationComment> {
  const internal = args.internal ?? false;
  const refusal = applicationCommentRefusal(args.body);
  if (refusal) throw commentError(refusal, { max: APPLICATION_COMMENT_MAX_LENGTH });
  const body = args.body.trim();
  // Staff notifications may reach evaluators: under anonymity they name the reference, and no applicant.
  const anonymous = await anonymityOn(scope);
  const { access, row } = await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    const access = await accessTo(txScope, args.applicationId);
    if (internal && !access.canView) throw commentError('internalForStaff');
    const memberIds = (await listMembers(tx, [access.row.id])).map((m) => m.userId);
    // Read before the insert: the people who took part until now.
    const earlier = await participantIds(tx, access.row.id);
    const row = await insertComment(tx, { applicationId: access.row.id, authorId: scope.user.id, body, internal });
    const members = new Set(memberIds);
    await scope.services.events.publish(tx, 'application.commented', {
      applicationId: access.row.id,
      name: access.row.name,
      commentId: row.id,
      authorId: scope.user.id,
      internal,
      memberIds,
      staffIds: earlier.filter((id) => !members.has(id)),
      staffName: anonymous ? applicationReference(access.row.id) : access.row.name,
      hideAuthorFromStaff: anonymous && members.has(scope.user.id),
      url: applicationUrl(access.row.id),
    });
    return { access, row };
  });
  const present = await presenter(scope, access);
  return present({ ...row, firstName: scope.user.firstName, lastName: scope.user.lastName });
}

export async function deleteApplicationComment(scope: SignedIn, id: string): Promise<string> {
  const row = isUuid(id) ? await findComment(scope.tdb, id) : null;
  if (!row) throw commentError('commentNotFound');
  // Someone who can no longer see the application (or never could) learns nothing of the comment.
  const access = await accessTo(scope, row.applicationId).catch(() => null);
  if (!access || (row.internal && !seesInternal(access))) throw commentError('commentNotFound');
  if (row.authorId !== scope.user.id) throw commentError('notAuthor');
  await deleteComment(scope.tdb, row.id, scope.user.id);
  return row.id;
}
