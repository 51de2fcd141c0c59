// A new comment (issue 7 §3) is told through the event `timeline.commented`: newCommentStartup to the startup's
// founders when the post is public, and newCommentStartupStaff to the people assigned to the startup (directly or
// through a programme); the notifications module raises them. The commenter is never notified.
import { snippet } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { TimelineViewer } from './timeline.access.ts';
import type { TimelineCommented } from './timeline.domain-events.ts';
import type { FeedRow } from './timeline.repository.ts';
import { staffAssignedToStartups } from '../assignments/assignments.public.ts';

export const timelinePath = (startupId: string) => `/startup/${startupId}/file/activities`;

export async function commentedEvent(
  tdb: TenantDb,
  me: string,
  input: { post: FeedRow; viewer: TimelineViewer; message: string; commentId: string },
): Promise<TimelineCommented> {
  const { post, viewer } = input;
  const founderIds = post.isPublic ? viewer.memberIds.filter((id) => id !== me) : [];
  const staffIds = (await staffAssignedToStartups(tdb, [viewer.startup.id])).filter(
    (id) => id !== me && !viewer.memberIds.includes(id),
  );
  return {
    postId: post.id,
    commentId: input.commentId,
    startupId: viewer.startup.id,
    startupName: viewer.startup.name,
    commenterId: me,
    note: snippet(input.message),
    founderIds,
    staffIds,
    url: timelinePath(viewer.startup.id),
  };
}
