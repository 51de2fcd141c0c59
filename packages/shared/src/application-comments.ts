// Comments on an application (docs/applications.md, "Comments"): its members and the staff who see it talk on its
// page; staff may leave internal notes the applicants never see.
import type { ErrorReasonTable } from './errors.ts';

export const APPLICATION_COMMENT_MAX_LENGTH = 4000;

export const APPLICATION_COMMENT_ERROR_MESSAGES = {
  commentNotFound: {
    key: 'applications.comments.errors.commentNotFound',
    defaultMessage: 'This comment does not exist.',
  },
  emptyComment: { key: 'applications.comments.errors.emptyComment', defaultMessage: 'Write a comment first.' },
  commentTooLong: {
    key: 'applications.comments.errors.commentTooLong',
    defaultMessage: 'A comment has at most {max} characters.',
  },
  internalForStaff: {
    key: 'applications.comments.errors.internalForStaff',
    defaultMessage: 'Only staff may write internal notes.',
  },
  notAuthor: {
    key: 'applications.comments.errors.notAuthor',
    defaultMessage: 'Only its author may delete a comment.',
  },
} as const satisfies ErrorReasonTable;
export type ApplicationCommentErrorReason = keyof typeof APPLICATION_COMMENT_ERROR_MESSAGES;

/** The body as stored: trimmed; the reason it is refused, or null. */
export function applicationCommentRefusal(body: string): ApplicationCommentErrorReason | null {
  const text = body.trim();
  if (text.length === 0) return 'emptyComment';
  if (text.length > APPLICATION_COMMENT_MAX_LENGTH) return 'commentTooLong';
  return null;
}
