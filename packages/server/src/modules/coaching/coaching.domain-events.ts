// The domain events the coaching module publishes (core/events): the timeline keeps one coaching post per session
// up to date from them, and notifications raises meetingScheduled / meetingChanged / meetingDeleted.
import type { CoachingInvitePostPayload } from '@ascent/shared';
import { eventNames } from '../../core/events/types.ts';

export interface CoachingSessionEvent {
  sessionId: string;
  startupId: string;
  name: string;
  meetingType: string;
  /** ISO date-times. */
  start: string;
  end: string;
  conferenceLink: string | null;
  status: string;
  coachNames: string[];
  /** Coaches, attendees and the startup's founders: who hears of it (the actor is dropped by notify). */
  recipientIds: string[];
  actorId: string;
  /** The session's page. */
  url: string;
}

/** An invite sent or answered: the timeline keeps one coaching-invite post per invite from it. */
export type CoachingInviteEvent = CoachingInvitePostPayload & { startupId: string; actorId: string };

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    'coaching.sessionScheduled': CoachingSessionEvent;
    /** `changes`: the changelog types of the save (notes alone raise no event). */
    'coaching.sessionChanged': CoachingSessionEvent & { changes: string[] };
    'coaching.sessionCancelled': CoachingSessionEvent;
    'coaching.inviteSent': CoachingInviteEvent;
    'coaching.inviteAnswered': CoachingInviteEvent;
    /** A session ended: its coaches and attendees are to evaluate it (the tasks module raises the task). */
    'coaching.evaluationDue': {
      sessionId: string;
      startupId: string;
      name: string;
      assigneeIds: string[];
      url: string;
      /** ISO date-time. */
      dueDate: string;
    };
    'coaching.evaluationSubmitted': { sessionId: string; userId: string };
  }
}

export const COACHING_EVENTS = eventNames(
  'coaching.sessionScheduled',
  'coaching.sessionChanged',
  'coaching.sessionCancelled',
  'coaching.inviteSent',
  'coaching.inviteAnswered',
  'coaching.evaluationDue',
  'coaching.evaluationSubmitted',
);
