// A file attached to a timeline post is readable by whoever reads the post (the attachments module asks here
// when the caller neither owns nor manages the file).
import type { SignedIn } from '../../core/scope.ts';
import { seesPost, timelineViewer } from './timeline.access.ts';
import { postsOfAttachment } from './timeline.repository.ts';

export async function mayReadTimelineAttachment(scope: SignedIn, attachmentId: string): Promise<boolean> {
  for (const post of await postsOfAttachment(scope.tdb, attachmentId)) {
    const viewer = await timelineViewer(scope, post.startupId).catch(() => null);
    if (viewer && seesPost(viewer, post)) return true;
  }
  return false;
}
