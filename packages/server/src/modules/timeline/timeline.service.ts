// The timeline's operations: the feed (keyset pages, the pinned posts heading the first), message posts, comments with
// one level of replies, and reactions. Who may do what is in timeline.access.ts; every refusal leaves nothing
// stored (checks run before the writes, and several writes share a transaction).
import {
  TIMELINE_COMMENT_MAX,
  TIMELINE_MAX_ATTACHMENTS,
  TIMELINE_MESSAGE_MAX,
  TIMELINE_PAGE_SIZE,
  timelineTextProblem,
  type TimelinePostKind,
} from '@ascent/shared';
import type { TimelineComment, TimelinePage, TimelineReactionResult, ReactionType } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import {
  assertReactionType,
  commentNotFound,
  postNotFound,
  seesPost,
  timelineViewer,
  type TimelineViewer,
} from './timeline.access.ts';
import { decodeCursor, encodeCursor } from './timeline.cursor.ts';
import { commentedEvent, postedEvent, reactedEvent } from './timeline.commented.ts';
import { presentComment, presentPosts, presentReactions, type PresentedPost } from './timeline.presenter.ts';
import * as repo from './timeline.repository.ts';
import type { TimelineCommentRow } from './timeline.schema.ts';
import { isUuid } from '../../core/validation.ts';

export { createSystemPost, type SystemPostInput } from './timeline.system.ts';

export type TimelinePageView = Omit<TimelinePage, 'results'> & { results: PresentedPost[] };

function checkText(text: string, max: number, what: 'message' | 'comment'): string {
  const problem = timelineTextProblem(text, max);
  if (problem === 'empty')
    throw new AppError('VALIDATION_FAILED', `Write a ${what} first.`, { fields: { message: 'required' } });
  if (problem === 'tooLong')
    throw new AppError('VALIDATION_FAILED', `A ${what} has at most ${max} characters.`, {
      fields: { message: 'tooLong' },
    });
  return text.trim();
}

/** The post and its timeline's viewer; NOT_FOUND for another tenant's post or one the caller may not see. */
async function loadPost(scope: SignedIn, postId: string): Promise<{ post: repo.FeedRow; viewer: TimelineViewer }> {
  const post = isUuid(postId) ? await repo.findPost(scope.tdb, postId) : null;
  if (!post) throw postNotFound();
  const viewer = await timelineViewer(scope, post.startupId);
  if (!seesPost(viewer, post)) throw postNotFound();
  return { post, viewer };
}

async function presentOne(scope: SignedIn, viewer: TimelineViewer, postId: string): Promise<PresentedPost> {
  const row = await repo.findPost(scope.tdb, postId);
  if (!row) throw postNotFound();
  return (await presentPosts(scope.tdb, viewer, [row]))[0]!;
}

export async function timelinePage(
  scope: SignedIn,
  args: { startupId: string; cursor?: string | null; type?: TimelinePostKind | null },
): Promise<TimelinePageView> {
  const viewer = await timelineViewer(scope, args.startupId);
  const cursor = args.cursor ? decodeCursor(args.cursor) : null;
  const query = {
    startupId: viewer.startup.id,
    kind: args.type ?? null,
    publicOnly: !viewer.staffView,
    recordOnly: !viewer.conversation,
  };
  const [rows, pinned] = await Promise.all([
    repo.pageOfPosts(scope.tdb, { ...query, cursor, limit: TIMELINE_PAGE_SIZE }),
    cursor ? Promise.resolve([]) : repo.pinnedPosts(scope.tdb, query),
  ]);
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: await presentPosts(scope.tdb, viewer, [...pinned, ...page]),
    next: rows.length > TIMELINE_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
    canPost: viewer.canPost,
    canPostStaffOnly: viewer.canPostStaffOnly,
  };
}

async function checkAttachments(scope: SignedIn, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length > TIMELINE_MAX_ATTACHMENTS)
    throw new AppError('VALIDATION_FAILED', `A post has at most ${TIMELINE_MAX_ATTACHMENTS} files.`);
  const bad = () =>
    new AppError('VALIDATION_FAILED', 'Attach only files you uploaded yourself and have not attached elsewhere.', {
      fields: { attachmentIds: 'invalid' },
    });
  if (!unique.every((id) => isUuid(id))) throw bad();
  const found = await repo.findAttachmentsByIds(scope.tdb, unique);
  if (found.length !== unique.length || found.some((a) => a.ownerUserId !== scope.user.id)) throw bad();
  if ((await repo.linkedAttachmentIds(scope.tdb, unique)).length > 0) throw bad();
  return unique;
}

export async function createTimelinePost(
  scope: SignedIn,
  args: { startupId: string; message: string; isPublic?: boolean | null; attachmentIds?: readonly string[] | null },
): Promise<PresentedPost> {
  const viewer = await timelineViewer(scope, args.startupId);
  if (!viewer.canPost) throw forbidden('You may not post on this timeline.');
  if (args.isPublic === false && !viewer.canPostStaffOnly) throw forbidden('Only staff may post staff-only messages.');
  const message = checkText(args.message, TIMELINE_MESSAGE_MAX, 'message');
  const attachmentIds = await checkAttachments(scope, args.attachmentIds ?? []);
  const id = await scope.tdb.transaction(async (tx) => {
    const postId = await repo.insertPost(tx, {
      startupId: viewer.startup.id,
      kind: 'MESSAGE',
      authorId: scope.user.id,
      message,
      isPublic: args.isPublic ?? true,
    });
    await repo.linkAttachments(tx, postId, attachmentIds);
    await scope.services.events.publish(
      tx,
      'timeline.posted',
      await postedEvent(tx, scope.user, { postId, viewer, message, isPublic: args.isPublic ?? true }),
    );
    return postId;
  });
  return presentOne(scope, viewer, id);
}

export async function updateTimelinePost(
  scope: SignedIn,
  args: { postId: string; message: string },
): Promise<PresentedPost> {
  const { post, viewer } = await loadPost(scope, args.postId);
  if (post.kind !== 'MESSAGE' || post.authorId !== scope.user.id) throw forbidden('Only its author may edit a post.');
  const message = checkText(args.message, TIMELINE_MESSAGE_MAX, 'message');
  const now = new Date();
  await repo.updatePost(scope.tdb, post.id, { message, editedAt: now, updatedAt: now });
  return presentOne(scope, viewer, post.id);
}

export async function deleteTimelinePost(scope: SignedIn, postId: string): Promise<string> {
  const { post, viewer } = await loadPost(scope, postId);
  const own = post.kind === 'MESSAGE' && post.authorId === scope.user.id;
  if (!own && !viewer.canDeleteAnyPost) throw forbidden('You may not delete this post.');
  await repo.deletePost(scope.tdb, post.id);
  return post.id;
}

export async function pinTimelinePost(
  scope: SignedIn,
  args: { postId: string; pinned: boolean },
): Promise<PresentedPost> {
  const { post, viewer } = await loadPost(scope, args.postId);
  if (!viewer.canPin) throw forbidden('You may not pin posts on this timeline.');
  await repo.updatePost(scope.tdb, post.id, { isPinned: args.pinned });
  return presentOne(scope, viewer, post.id);
}

export async function createTimelineComment(
  scope: SignedIn,
  args: { postId: string; parentCommentId?: string | null; message: string },
): Promise<TimelineComment> {
  const { post, viewer } = await loadPost(scope, args.postId);
  if (!viewer.canComment) throw forbidden('You may not comment on this timeline.');
  const message = checkText(args.message, TIMELINE_COMMENT_MAX, 'comment');
  let thread: TimelineCommentRow | null = null;
  let answered: TimelineCommentRow | null = null;
  if (args.parentCommentId) {
    const parent = isUuid(args.parentCommentId) ? await repo.findComment(scope.tdb, args.parentCommentId) : null;
    if (!parent || parent.postId !== post.id)
      throw new AppError('VALIDATION_FAILED', 'The comment you reply to is not on this post.', {
        fields: { parentCommentId: 'invalid' },
      });
    // Replies are one level deep: answering a reply answers its thread.
    answered = parent;
    thread = parent.parentCommentId ? await repo.findComment(scope.tdb, parent.parentCommentId) : parent;
    if (!thread) throw commentNotFound();
  }
  const parentCommentId = thread?.id ?? null;
  // The comment and the event `timeline.commented` (the founders' and staff's notifications) in one transaction.
  const id = await scope.tdb.transaction(async (tx) => {
    const commentId = await repo.insertComment(tx, {
      postId: post.id,
      parentCommentId,
      authorId: scope.user.id,
      message,
    });
    await scope.services.events.publish(
      tx,
      'timeline.commented',
      await commentedEvent(tx, scope.user.id, { post, viewer, message, commentId, parent: thread, answered }),
    );
    return commentId;
  });
  return commentView(scope, viewer, id);
}

async function commentView(scope: SignedIn, viewer: TimelineViewer, id: string): Promise<TimelineComment> {
  const row = await repo.findComment(scope.tdb, id);
  if (!row) throw commentNotFound();
  const authors = new Map(
    (await repo.findAuthors(scope.tdb, row.authorId ? [row.authorId] : [])).map((a) => [a.id, a]),
  );
  return presentComment(row, authors, viewer);
}

async function loadComment(scope: SignedIn, commentId: string) {
  const comment = isUuid(commentId) ? await repo.findComment(scope.tdb, commentId) : null;
  if (!comment) throw commentNotFound();
  const { viewer } = await loadPost(scope, comment.postId).catch(() => {
    throw commentNotFound();
  });
  return { comment, viewer };
}

export async function updateTimelineComment(
  scope: SignedIn,
  args: { commentId: string; message: string },
): Promise<TimelineComment> {
  const { comment, viewer } = await loadComment(scope, args.commentId);
  if (comment.authorId !== scope.user.id) throw forbidden('Only its author may edit a comment.');
  const message = checkText(args.message, TIMELINE_COMMENT_MAX, 'comment');
  await repo.updateComment(scope.tdb, comment.id, message);
  return commentView(scope, viewer, comment.id);
}

export async function deleteTimelineComment(scope: SignedIn, commentId: string): Promise<string> {
  const { comment, viewer } = await loadComment(scope, commentId);
  if (comment.authorId !== scope.user.id && !viewer.canDeleteAnyComment)
    throw forbidden('You may not delete this comment.');
  await repo.deleteComment(scope.tdb, comment.id);
  return comment.id;
}

export async function toggleTimelineReaction(
  scope: SignedIn,
  args: { postId: string; type: string },
): Promise<TimelineReactionResult> {
  assertReactionType(args.type);
  const { post, viewer } = await loadPost(scope, args.postId);
  const reacted = await scope.tdb.transaction(async (tx) => {
    const added = await repo.toggleReaction(tx, post.id, scope.user.id, args.type);
    // Only a first reaction is told: a second kind, or one taken back and given again, is not news.
    if (added && (await repo.myReactions(tx, [post.id], scope.user.id)).length === 1)
      await scope.services.events.publish(tx, 'timeline.reacted', await reactedEvent(tx, scope.user.id, post, viewer));
    return added;
  });
  const [counts, mine] = await Promise.all([
    repo.reactionCounts(scope.tdb, [post.id]),
    repo.myReactions(scope.tdb, [post.id], scope.user.id),
  ]);
  return {
    postId: post.id,
    type: args.type as ReactionType,
    reacted,
    reactions: presentReactions(counts, new Set(mine.map((m) => m.type))),
  };
}
