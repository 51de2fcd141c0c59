// Status enumerations of applications, entities, users, meetings, attendees, exports and tasks.

/** The application pipeline as spec 02 §3 lists it first. */
export const APPLICATION_STATUSES = [
  'draft',
  'ready_for_invitation',
  'ready_for_meeting',
  'under_review',
  'pending_decision',
  'accepted',
  'rejected',
] as const;

/**
 * The second list of the spec: no invitation or meeting stage, plus delay_rejected (a rejection
 * whose email goes out later). Used where an application is reviewed without those stages.
 */
export const APPLICATION_REVIEW_STATUSES = [
  'draft',
  'under_review',
  'pending_decision',
  'accepted',
  'rejected',
  'delay_rejected',
] as const;

/** Every status an application can hold (union of both lists). */
export const ALL_APPLICATION_STATUSES = [...APPLICATION_STATUSES, 'delay_rejected'] as const;
export type ApplicationStatus = (typeof ALL_APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (ALL_APPLICATION_STATUSES as readonly string[]).includes(value);
}

export const APPLICATION_DECISION_ACTIONS = ['accept', 'reject', 'delay_reject'] as const;
export type ApplicationDecisionAction = (typeof APPLICATION_DECISION_ACTIONS)[number];

/** Status an application reaches through each decision action. */
export const APPLICATION_DECISION_STATUS: Readonly<Record<ApplicationDecisionAction, ApplicationStatus>> = {
  accept: 'accepted',
  reject: 'rejected',
  delay_reject: 'delay_rejected',
};

/** The 'All pending' group. */
export const APPLICATION_PENDING_STATUSES = [
  'ready_for_invitation',
  'ready_for_meeting',
  'under_review',
  'pending_decision',
] as const satisfies readonly ApplicationStatus[];

/** The 'Evaluation in Progress' group. */
export const APPLICATION_EVALUATION_IN_PROGRESS_STATUSES = [
  'ready_for_invitation',
  'ready_for_meeting',
] as const satisfies readonly ApplicationStatus[];

export const PUBLISHING_STATES = ['publishing', 'success', 'failure'] as const;
export type PublishingState = (typeof PUBLISHING_STATES)[number];

/** Status of users, startups and other records ('unactive' and 'deny' are the stored spellings). */
export const ENTITY_STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

/** The user-status list as displayed (spec 01 §3, 02 §3). */
export const USER_STATUSES = ['Active', 'Archived', 'Denied', 'Inactive', 'Pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Display status of each stored status; deleted users are never listed, so have none. */
export const USER_STATUS_BY_ENTITY_STATUS: Readonly<Record<Exclude<EntityStatus, 'deleted'>, UserStatus>> = {
  active: 'Active',
  archived: 'Archived',
  deny: 'Denied',
  unactive: 'Inactive',
  pending: 'Pending',
};

export const MEETING_STATUSES = ['pending', 'meeting_scheduled', 'meeting_canceled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const ATTENDEE_STATUSES = ['REGISTERED', 'ATTENDED', 'NO_SHOW', 'EVENT_CANCELLED'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

export const EXPORT_JOB_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'ERROR'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** A job in one of these states will not change again. */
export const EXPORT_JOB_FINAL_STATUSES = ['COMPLETED', 'FAILED', 'ERROR'] as const satisfies readonly ExportJobStatus[];

export function isExportJobFinished(status: string): boolean {
  return (EXPORT_JOB_FINAL_STATUSES as readonly string[]).includes(status);
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Export kinds the spec names ("include": the list may grow with new modules). */
export const EXPORT_KINDS = [
  'applications',
  'coachingSessions',
  'founders',
  'mentors',
  'metrics',
  'startups',
  'usersManagement',
  'pdf',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const PROGRESS_STATES = ['started', 'completed'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

/**
 * Task approval. APPROVED is what the navbar lists; PENDING and REJECTED are our choice (not shown
 * in the spec) for tasks proposed by someone who needs another's approval.
 */
export const TASK_APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TaskApprovalStatus = (typeof TASK_APPROVAL_STATUSES)[number];

/**
 * Task completion, independent of who the assignees are. PENDING is what the navbar lists;
 * COMPLETED is our name for the other state (a task is done when every assignee is done).
 */
export const TASK_COMPLETION_STATUSES = ['PENDING', 'COMPLETED'] as const;
export type TaskCompletionStatus = (typeof TASK_COMPLETION_STATUSES)[number];

/**
 * Per-assignee status. The spec says "Assignee status values: not shown"; we reuse the completion
 * values, kept in step with the assignee's done flag, so there is one vocabulary for "done".
 */
export const TASK_ASSIGNEE_STATUSES = TASK_COMPLETION_STATUSES;
export type TaskAssigneeStatus = TaskCompletionStatus;
