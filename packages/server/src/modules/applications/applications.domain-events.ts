// The domain events the applications module publishes (core/events); notifications raises changeApplicationStatus,
// approvalApplication, denialApplication, newCommentApplication and newCommentApplicationStaff from them, in each
// member's language, and meetingScheduled / meetingChanged / meetingDeleted / meetingConfirmed / meetingTimeRequested
// from the meeting's; the module itself mails the meeting with its calendar invitation (application-meetings.emails.ts).
import type { ApplicationDecisionAction, ApplicationStatus } from '@ascent/shared';
import { eventNames } from '../../core/events/types.ts';

interface ApplicationRef {
  applicationId: string;
  name: string;
  memberIds: string[];
  /** Where the notification leads: the application's page. */
  url: string;
}

/** An application's meeting scheduled, changed or cancelled: its members hear of it (the actor is dropped by notify). */
export interface ApplicationMeetingEvent extends ApplicationRef {
  meetingId: string;
  actorId: string;
  /** The meeting's version (application_meetings.sequence): its email leaves once per version. */
  sequence: number;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** Staff moved an application to another review stage. */
    'application.statusChanged': ApplicationRef & { status: ApplicationStatus; changedById: string };
    /** A decision was taken (a delayed rejection is announced when its email leaves: application.rejectionSent). */
    'application.decided': ApplicationRef & { action: ApplicationDecisionAction; decidedById: string };
    /** A rejection's email left (at once, or after the funnel's delay). */
    'application.rejectionSent': ApplicationRef;
    /** An evaluator was assigned an application to evaluate in a round (the tasks module gives them a task). */
    'application.evaluationAssigned': {
      evaluationId: string;
      evaluatorId: string;
      /** The application's name, or its reference when evaluations are anonymous. */
      name: string;
      url: string;
      /** When reviews of the round close, if they do (ISO). */
      dueDate: string | null;
    };
    /**
     * Someone commented on an application (internal: a staff-only note). staffIds: the staff who took part before
     * (its activities' actors and earlier commenters who are not members), the author included.
     */
    'application.commented': ApplicationRef & {
      commentId: string;
      authorId: string;
      internal: boolean;
      staffIds: string[];
      /** What the staff's notification names: the name, or the reference when evaluations are anonymous. */
      staffName: string;
      /** Under anonymity, an applicant's comment reaches staff without its author's name. */
      hideAuthorFromStaff: boolean;
    };
    'application.meetingScheduled': ApplicationMeetingEvent;
    'application.meetingChanged': ApplicationMeetingEvent;
    'application.meetingCancelled': ApplicationMeetingEvent;
    /** A member confirmed the meeting or asked for another time; staffIds: who scheduled and last changed it. */
    'application.meetingAnswered': {
      applicationId: string;
      meetingId: string;
      name: string;
      answer: 'confirmed' | 'newTimeRequested';
      message: string;
      responderId: string;
      staffIds: string[];
      url: string;
    };
    'application.evaluationSubmitted': { evaluationId: string; evaluatorId: string };
    /** An evaluation not yet submitted was withdrawn (by staff, or by a declared conflict of interest). */
    'application.evaluationWithdrawn': { evaluationId: string; evaluatorId: string };
  }
}

export const APPLICATIONS_EVENTS = eventNames(
  'application.statusChanged',
  'application.decided',
  'application.rejectionSent',
  'application.evaluationAssigned',
  'application.evaluationSubmitted',
  'application.evaluationWithdrawn',
  'application.commented',
  'application.meetingScheduled',
  'application.meetingChanged',
  'application.meetingCancelled',
  'application.meetingAnswered',
);

/** Where an evaluator answers an application's evaluation for a round. */
export const evaluationUrl = (applicationId: string, roundId: string): string =>
  `/application/${applicationId}/evaluation/${roundId}`;

export const applicationUrl = (id: string): string => `/application/${id}`;

/** An application's meeting page. */
export const meetingUrl = (applicationId: string): string => `/application/${applicationId}/meeting`;
