// The domain events the timeline module publishes (core/events); notifications subscribes to them. Each names its
// recipients already sorted (one notification per person), each of them able to read the note.
import { eventNames } from '../../core/events/types.ts';

export interface TimelineCommented {
  postId: string;
  commentId: string;
  startupId: string;
  startupName: string;
  commenterId: string;
  /** The start of the comment, as the notification quotes it. */
  note: string;
  /** The start of the note it answers (the post, or the thread's first comment). */
  parentNote: string;
  /** The author of the note answered (newNoteReply). */
  replyToIds: string[];
  /** The others who answered the same note (siblingNoteReply). */
  siblingIds: string[];
  /** The startup's founders to tell (none when the post is staff-only), the commenter excepted. */
  founderIds: string[];
  /** The staff assigned to the startup (directly or through a programme), founders and the commenter excepted. */
  staffIds: string[];
  /** The startup's timeline. */
  url: string;
}

export interface TimelinePosted {
  postId: string;
  startupId: string;
  authorId: string;
  note: string;
  /** The startup's followers who hold the author's role (alikePeopleNoteCreated), the author excepted. */
  alikeIds: string[];
  url: string;
}

export interface TimelineReacted {
  postId: string;
  reactorId: string;
  /** The post's author, when they may still read it and are not the reactor. */
  authorIds: string[];
  note: string;
  url: string;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** Someone commented on (or replied under) a timeline post. */
    'timeline.commented': TimelineCommented;
    /** Someone posted a message on a startup's timeline. */
    'timeline.posted': TimelinePosted;
    /** Someone reacted to a post for the first time (a second reaction by the same person is not told). */
    'timeline.reacted': TimelineReacted;
  }
}

export const TIMELINE_EVENTS = eventNames('timeline.commented', 'timeline.posted', 'timeline.reacted');
