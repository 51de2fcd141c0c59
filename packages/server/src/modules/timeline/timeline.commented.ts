// A new comment (issue 7 §3, issue 17 §7) is told through the event `timeline.commented`, one notification per
// person, the first that applies: newNoteReply to the author of the note answered (the post's author for a comment;
// for a reply, the thread's author and the reply answered), siblingNoteReply to the others who answered the same note, newCommentStartup
// to the startup's founders when the post is public, and newCommentStartupStaff to the people assigned to the
// startup (directly or through a programme); the notifications module raises them. The commenter is never
// notified, and nobody hears of a note they could not read.
import { snippet } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { TimelineViewer } from './timeline.access.ts';
import { firstListWins, followersWithRole, readersAmong, siblingAuthorIds } from './timeline.audience.ts';
import type { TimelineCommented, TimelinePosted, TimelineReacted } from './timeline.domain-events.ts';
import type { FeedRow } from './timeline.repository.ts';
import type { TimelineCommentRow } from './timeline.schema.ts';
import { staffAssignedToStartups } from '../assignments/assignments.public.ts';

export const timelinePath = (startupId: string) => `/startup/${startupId}/file/activities`;

export async function commentedEvent(
  tdb: TenantDb,
  me: string,
  input: {
    post: FeedRow;
    viewer: TimelineViewer;
    message: string;
    commentId: string;
    /** The thread's top-level comment, for a reply. */
    parent: TimelineCommentRow | null;
    /** The comment answered, when it is a reply in the thread rather than its first comment. */
    answered?: TimelineCommentRow | null;
  },
): Promise<TimelineCommented> {
  const { post, viewer, parent } = input;
  const others = (ids: readonly (string | null)[]) => ids.filter((id): id is string => !!id && id !== me);
  const answeredAuthor = others([input.answered?.authorId ?? null, parent ? parent.authorId : post.authorId]);
  const siblings = others(await siblingAuthorIds(tdb, post.id, parent?.id ?? null, input.commentId));
  const audience = { startupId: viewer.startup.id, isPublic: post.isPublic };
  const founders = post.isPublic ? others(viewer.memberIds) : [];
  const staff = others(await staffAssignedToStartups(tdb, [viewer.startup.id])).filter(
    (id) => !viewer.memberIds.includes(id),
  );
  const [replyToIds, siblingIds, founderIds, staffIds] = firstListWins(
    await readersAmong(tdb, answeredAuthor, audience, viewer.memberIds),
    await readersAmong(tdb, siblings, audience, viewer.memberIds),
    founders,
    staff,
  );
  return {
    postId: post.id,
    commentId: input.commentId,
    startupId: viewer.startup.id,
    startupName: viewer.startup.name,
    commenterId: me,
    note: snippet(input.message),
    parentNote: snippet(parent ? parent.message : post.message),
    replyToIds: replyToIds!,
    siblingIds: siblingIds!,
    founderIds: founderIds!,
    staffIds: staffIds!,
    url: timelinePath(viewer.startup.id),
  };
}

/** A new message post: the followers who hold the author's role hear of it (alikePeopleNoteCreated). */
export async function postedEvent(
  tdb: TenantDb,
  author: { id: string; roleId: string },
  input: { postId: string; viewer: TimelineViewer; message: string; isPublic: boolean },
): Promise<TimelinePosted> {
  const { viewer } = input;
  const followers = (await staffAssignedToStartups(tdb, [viewer.startup.id])).filter(
    (id) => id !== author.id && !viewer.memberIds.includes(id),
  );
  const alike = await followersWithRole(tdb, author.roleId, followers);
  return {
    postId: input.postId,
    startupId: viewer.startup.id,
    authorId: author.id,
    note: snippet(input.message),
    alikeIds: await readersAmong(
      tdb,
      alike,
      { startupId: viewer.startup.id, isPublic: input.isPublic },
      viewer.memberIds,
    ),
    url: timelinePath(viewer.startup.id),
  };
}

/** A first reaction to a post: its author hears of it (newReaction), when they may still read it. */
export async function reactedEvent(
  tdb: TenantDb,
  me: string,
  post: FeedRow,
  viewer: TimelineViewer,
): Promise<TimelineReacted> {
  const author = post.authorId && post.authorId !== me ? [post.authorId] : [];
  return {
    postId: post.id,
    reactorId: me,
    authorIds: await readersAmong(
      tdb,
      author,
      { startupId: viewer.startup.id, isPublic: post.isPublic },
      viewer.memberIds,
    ),
    note: snippet(post.message),
    url: timelinePath(viewer.startup.id),
  };
}
