// A new comment (issue 7 §3): newCommentStartup to the startup's founders when the post is public, and
// newCommentStartupStaff to the people assigned to the startup (directly or through a programme). The commenter
// is never notified. Notifications follow the comment and never undo it: a failure is logged.
import { snippet } from '@ascent/shared';
import { notify } from '../notifications/notifications.service.ts';
import type { TimelineViewer } from './timeline.access.ts';
import type { FeedRow } from './timeline.repository.ts';
import { staffAssignedToStartups } from '../assignments/assignments.service.ts';
import type { TimelineScope } from './timeline.service.ts';

export const timelinePath = (startupId: string) => `/startup/${startupId}/file/activities`;

export async function notifyNewComment(scope: TimelineScope, input: { post: FeedRow; viewer: TimelineViewer; message: string }): Promise<void> {
  const { post, viewer } = input;
  const me = scope.user.id;
  const founders = post.isPublic ? viewer.memberIds.filter((id) => id !== me) : [];
  const staff = (await staffAssignedToStartups(scope.tdb, [viewer.startup.id])).filter((id) => id !== me && !viewer.memberIds.includes(id));
  const notifyScope = { tdb: scope.tdb, tenant: scope.tenant, pubsub: scope.services.pubsub, mailer: scope.services.mailer, tenants: scope.services.tenants };
  const params = { startup: viewer.startup.name, note: snippet(input.message) };
  const url = timelinePath(viewer.startup.id);
  const sends: [string, readonly string[]][] = [
    ['newCommentStartup', founders],
    ['newCommentStartupStaff', staff],
  ];
  for (const [type, recipients] of sends) {
    if (recipients.length === 0) continue;
    try {
      await notify(notifyScope, { type: type as 'newCommentStartup' | 'newCommentStartupStaff', recipients, senderId: me, url, params });
    } catch (err) {
      scope.services.log.error({ err, notification: type }, 'timeline comment notification failed');
    }
  }
}
