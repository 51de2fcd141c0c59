// The domain events the timeline module publishes (core/events); notifications subscribes to them.
import { eventNames } from '../../core/events/types.ts';

export interface TimelineCommented {
  postId: string;
  commentId: string;
  startupId: string;
  startupName: string;
  commenterId: string;
  /** The start of the comment, as the notification quotes it. */
  note: string;
  /** The startup's founders to tell (none when the post is staff-only), the commenter excepted. */
  founderIds: string[];
  /** The staff assigned to the startup (directly or through a programme), founders and the commenter excepted. */
  staffIds: string[];
  /** The startup's timeline. */
  url: string;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** Someone commented on (or replied under) a timeline post. */
    'timeline.commented': TimelineCommented;
  }
}

export const TIMELINE_EVENTS = eventNames('timeline.commented');
