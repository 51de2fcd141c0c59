// Notification types, their display groups and the panel's list and badge rules (spec 01 §3, §4, §9).

export const NOTIFICATION_TYPES = [
  'meetingScheduled',
  'meetingChanged',
  'meetingDeleted',
  'newCommentApplication',
  'newCommentStartup',
  'newCommentApplicationStaff',
  'newCommentStartupStaff',
  'updatedMetrics',
  'metricsRequest',
  'changeApplicationStatus',
  'approvalApplication',
  'denialApplication',
  'newReaction',
  'newNoteReply',
  'siblingNoteReply',
  'alikePeopleNoteCreated',
  // Ours (the spec's list has no task notifications): raised by the tasks module.
  'taskAssigned',
  'taskCompleted',
  'taskDueSoon',
  // Ours: raised by the events module when an event is published or cancelled.
  'eventPublished',
  'eventCancelled',
  // Ours: raised by mentor matching (a founder asks a mentor; the mentor answers).
  'mentorRequested',
  'mentorRequestAccepted',
  'mentorRequestDeclined',
  // Ours: an application's members answer its interview meeting (the applications module tells its scheduler).
  'meetingConfirmed',
  'meetingTimeRequested',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export const NOTIFICATION_GROUPS = ['appointment', 'message', 'startupFileUpdate', 'programChange'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Display group of each type; a Record so that a new type does not compile until it is grouped. */
export const NOTIFICATION_GROUP_BY_TYPE: Readonly<Record<NotificationType, NotificationGroup>> = {
  meetingScheduled: 'appointment',
  meetingChanged: 'appointment',
  meetingDeleted: 'appointment',
  newCommentApplication: 'message',
  newCommentStartup: 'message',
  newCommentApplicationStaff: 'message',
  newCommentStartupStaff: 'message',
  newReaction: 'message',
  newNoteReply: 'message',
  siblingNoteReply: 'message',
  alikePeopleNoteCreated: 'message',
  taskAssigned: 'message',
  taskCompleted: 'message',
  taskDueSoon: 'message',
  eventPublished: 'appointment',
  eventCancelled: 'appointment',
  mentorRequested: 'programChange',
  mentorRequestAccepted: 'programChange',
  mentorRequestDeclined: 'programChange',
  meetingConfirmed: 'appointment',
  meetingTimeRequested: 'appointment',
  updatedMetrics: 'startupFileUpdate',
  metricsRequest: 'startupFileUpdate',
  changeApplicationStatus: 'programChange',
  approvalApplication: 'programChange',
  denialApplication: 'programChange',
};

/** Group of a type as received; an unknown type (newer server) is shown as a message. */
export function notificationGroup(type: string): NotificationGroup {
  return isNotificationType(type) ? NOTIFICATION_GROUP_BY_TYPE[type] : 'message';
}

/**
 * What the panel calls a notification: its display group, except that the task notifications (ours, raised by the
 * tasks module) say "Task" rather than the group ("Message") whose email choice they share.
 */
export const NOTIFICATION_LABELS = [...NOTIFICATION_GROUPS, 'task'] as const;
export type NotificationLabel = (typeof NOTIFICATION_LABELS)[number];

const TASK_NOTIFICATION_TYPES: ReadonlySet<string> = new Set<NotificationType>([
  'taskAssigned',
  'taskCompleted',
  'taskDueSoon',
]);

/** Label of a type as received: 'task' for the task notifications, else its group (an unknown type: 'message'). */
export function notificationLabel(type: string): NotificationLabel {
  return TASK_NOTIFICATION_TYPES.has(type) ? 'task' : notificationGroup(type);
}

export const NOTIFICATION_PAGE_SIZE = 16;
export const BADGE_MAX_COUNT = 99;
export const NOTIFICATION_SNIPPET_LENGTH = 80;
const ELLIPSIS = '…';

/** Badge text: '' when there is nothing to show, the count up to 99, then '99+'. */
export function formatBadgeCount(count: number): string {
  if (Number.isNaN(count) || count < 1) return '';
  return count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(Math.floor(count));
}

/**
 * One-line preview of a notification text, at most 80 characters including the ellipsis.
 * Whitespace runs become one space; characters outside the BMP (emoji) are never split.
 */
export function snippet(text: string | null | undefined, maxLength: number = NOTIFICATION_SNIPPET_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= maxLength) return flat;
  return (
    chars
      .slice(0, Math.max(0, maxLength - 1))
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

export const NOTIFICATION_SECTIONS = ['new', 'earlier'] as const;
export type NotificationSection = (typeof NOTIFICATION_SECTIONS)[number];

/** Items newer than the last-seen baseline are listed under "New"; all of them when none is set. */
export function notificationSection(createdAt: Date, lastSeen: Date | null | undefined): NotificationSection {
  return !lastSeen || createdAt.getTime() > lastSeen.getTime() ? 'new' : 'earlier';
}
