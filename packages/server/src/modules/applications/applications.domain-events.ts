// The domain events the applications module publishes (core/events); notifications raises changeApplicationStatus,
// approvalApplication and denialApplication from them, in each member's language.
import type { ApplicationDecisionAction, ApplicationStatus } from '@ascent/shared';
import { eventNames } from '../../core/events/types.ts';

interface ApplicationRef {
  applicationId: string;
  name: string;
  memberIds: string[];
  /** Where the notification leads: the application's page. */
  url: string;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** Staff moved an application to another review stage. */
    'application.statusChanged': ApplicationRef & { status: ApplicationStatus; changedById: string };
    /** A decision was taken (a delayed rejection is announced when its email leaves: application.rejectionSent). */
    'application.decided': ApplicationRef & { action: ApplicationDecisionAction; decidedById: string };
    /** A rejection's email left (at once, or after the funnel's delay). */
    'application.rejectionSent': ApplicationRef;
  }
}

export const APPLICATIONS_EVENTS = eventNames(
  'application.statusChanged',
  'application.decided',
  'application.rejectionSent',
);

export const applicationUrl = (id: string): string => `/application/${id}`;
