// The domain events the mentoring module publishes (core/events): notifications tells the mentor of a request and
// the founders of the answer.
import { eventNames } from '../../core/events/types.ts';

export interface MentorRequestEvent {
  requestId: string;
  startupId: string;
  startupName: string;
  mentorId: string;
  mentorName: string;
  /** Who hears of it: the mentor for a request, the startup's founders for an answer. */
  recipientIds: string[];
  actorId: string;
  url: string;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    'mentoring.requested': MentorRequestEvent;
    'mentoring.answered': MentorRequestEvent & { accepted: boolean };
  }
}

export const MENTORING_EVENTS = eventNames('mentoring.requested', 'mentoring.answered');
