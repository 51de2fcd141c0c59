// The notifications other modules' events raise. Each carries the event's key (`<event id>/<type>`), so a
// redelivered event (core/events: at least once) raises none twice; emails leave through the job queue.
import type { JobScope } from '../../core/scope.ts';
import { subscribe, type DomainEvents } from '../../core/events/types.ts';
import { notify, type NotifyInput } from './notifications.service.ts';
import { renderTaskName, type TaskNameTemplate } from '../tasks/tasks.public.ts';

const raise = (scope: JobScope, eventId: string, input: NotifyInput) =>
  notify(scope, { ...input, eventKey: `${eventId}/${input.type}` });

/** A task's name as a param: as stored, and — for an automated task with a template — in each recipient's language. */
const taskParams = (t: { name: string; nameTemplate?: TaskNameTemplate }): Pick<NotifyInput, 'params' | 'paramsIn'> => {
  const template = t.nameTemplate;
  return {
    params: { task: t.name },
    ...(template ? { paramsIn: (language: string) => ({ task: renderTaskName(language, template) }) } : {}),
  };
};

/**
 * Automated tasks whose source event raises its own notification: the founder hears of a metric period once, by the
 * metricsRequest of 'metrics.periodOpened' (which names the period), not a second time by the task it also creates.
 */
const ANNOUNCED_BY_THEIR_SOURCE: ReadonlySet<string> = new Set(['metrics']);

/** A coaching session's people (coaches, attendees, founders) hear of it, its actor apart. */
const meeting = (
  type: 'meetingScheduled' | 'meetingChanged' | 'meetingDeleted',
  e: DomainEvents['coaching.sessionScheduled'],
): NotifyInput => ({ type, recipients: e.recipientIds, senderId: e.actorId, url: e.url, params: { title: e.name } });

const applicationMeeting = (
  type: 'meetingScheduled' | 'meetingChanged' | 'meetingDeleted',
  e: DomainEvents['application.meetingScheduled'],
): NotifyInput => ({
  type,
  recipients: e.memberIds,
  senderId: e.actorId,
  url: e.url,
  params: { title: e.name },
  email: false,
});

export const notificationsSubscribers = subscribe({
  'metrics.periodOpened': async (scope, { id, payload: p }) => {
    if (p.founderIds.length === 0) return;
    await raise(scope, id, {
      type: 'metricsRequest',
      recipients: p.founderIds,
      url: p.formUrl,
      params: { period: `${p.from} – ${p.to}` },
    });
  },
  'metrics.submitted': async (scope, { id, payload: e }) => {
    if (e.staffIds.length === 0) return;
    await raise(scope, id, {
      type: 'updatedMetrics',
      recipients: e.staffIds,
      senderId: e.submittedById,
      url: `/startup/${e.startupId}/file/activities`,
      params: { startup: e.startupName },
    });
  },
  'timeline.commented': async (scope, { id, payload: c }) => {
    const params = { startup: c.startupName, note: c.note };
    const answer = { senderId: c.commenterId, url: c.url, params: { note: c.note, parentNote: c.parentNote } };
    // Events recorded before these lists existed carry neither (core/events: delivered at least once, even late).
    if (c.replyToIds?.length) await raise(scope, id, { type: 'newNoteReply', recipients: c.replyToIds, ...answer });
    if (c.siblingIds?.length) await raise(scope, id, { type: 'siblingNoteReply', recipients: c.siblingIds, ...answer });
    if (c.founderIds.length)
      await raise(scope, id, {
        type: 'newCommentStartup',
        recipients: c.founderIds,
        senderId: c.commenterId,
        url: c.url,
        params,
      });
    if (c.staffIds.length)
      await raise(scope, id, {
        type: 'newCommentStartupStaff',
        recipients: c.staffIds,
        senderId: c.commenterId,
        url: c.url,
        params,
      });
  },
  'timeline.posted': async (scope, { id, payload: p }) => {
    if (p.alikeIds.length === 0) return;
    await raise(scope, id, {
      type: 'alikePeopleNoteCreated',
      recipients: p.alikeIds,
      senderId: p.authorId,
      url: p.url,
      params: { note: p.note },
    });
  },
  'timeline.reacted': async (scope, { id, payload: r }) => {
    if (r.authorIds.length === 0) return;
    await raise(scope, id, {
      type: 'newReaction',
      recipients: r.authorIds,
      senderId: r.reactorId,
      url: r.url,
      params: { note: r.note },
    });
  },
  'task.assigned': async (scope, { id, payload: t }) => {
    if (t.taskType && ANNOUNCED_BY_THEIR_SOURCE.has(t.taskType)) return;
    await raise(scope, id, {
      type: 'taskAssigned',
      recipients: t.assigneeIds,
      senderId: t.assignedById,
      url: t.url,
      ...taskParams(t),
    });
  },
  'task.done': async (scope, { id, payload: t }) => {
    await raise(scope, id, {
      type: 'taskCompleted',
      recipients: [t.creatorId],
      senderId: t.completedById,
      url: t.url,
      ...taskParams(t),
    });
  },
  'task.dueSoon': async (scope, { id, payload: t }) => {
    await raise(scope, id, { type: 'taskDueSoon', recipients: t.assigneeIds, url: t.url, ...taskParams(t) });
  },
  'event.published': async (scope, { id, payload: e }) => {
    if (e.audienceIds.length === 0) return;
    await raise(scope, id, {
      type: 'eventPublished',
      recipients: e.audienceIds,
      senderId: e.publishedById,
      url: e.url,
      params: { title: e.title },
    });
  },
  'event.cancelled': async (scope, { id, payload: e }) => {
    await raise(scope, id, {
      type: 'eventCancelled',
      recipients: e.attendeeIds,
      senderId: e.cancelledById,
      url: e.url,
      params: { title: e.title },
    });
  },
  'mentoring.requested': async (scope, { id, payload: r }) => {
    await raise(scope, id, {
      type: 'mentorRequested',
      recipients: r.recipientIds,
      senderId: r.actorId,
      url: r.url,
      params: { startup: r.startupName },
    });
  },
  'mentoring.answered': async (scope, { id, payload: r }) => {
    if (r.recipientIds.length === 0) return;
    await raise(scope, id, {
      type: r.accepted ? 'mentorRequestAccepted' : 'mentorRequestDeclined',
      recipients: r.recipientIds,
      senderId: r.actorId,
      url: r.url,
      params: { startup: r.startupName },
    });
  },
  'application.statusChanged': async (scope, { id, payload: a }) => {
    if (a.memberIds.length === 0) return;
    await raise(scope, id, {
      type: 'changeApplicationStatus',
      recipients: a.memberIds,
      senderId: a.changedById,
      url: a.url,
      // The stored status, readable (the catalogue has no status names yet: docs/applications.md).
      params: { application: a.name, status: a.status.replace(/_/g, ' ') },
    });
  },
  'application.decided': async (scope, { id, payload: a }) => {
    // A rejection is announced when its email leaves (application.rejectionSent), so never before a delayed one.
    if (a.action !== 'accept' || a.memberIds.length === 0) return;
    await raise(scope, id, {
      type: 'approvalApplication',
      recipients: a.memberIds,
      senderId: a.decidedById,
      url: a.url,
      params: { application: a.name },
    });
  },
  'application.commented': async (scope, { id, payload: c }) => {
    const params = { application: c.name };
    const members = c.internal ? [] : c.memberIds.filter((m) => m !== c.authorId);
    if (members.length)
      await raise(scope, id, {
        type: 'newCommentApplication',
        recipients: members,
        senderId: c.authorId,
        url: c.url,
        params,
      });
    const staff = c.staffIds.filter((s) => s !== c.authorId && !c.memberIds.includes(s));
    if (staff.length)
      await raise(scope, id, {
        type: 'newCommentApplicationStaff',
        recipients: staff,
        senderId: c.hideAuthorFromStaff ? null : c.authorId,
        url: c.url,
        params: { application: c.staffName },
      });
  },
  'application.rejectionSent': async (scope, { id, payload: a }) => {
    if (a.memberIds.length === 0) return;
    await raise(scope, id, {
      type: 'denialApplication',
      recipients: a.memberIds,
      url: a.url,
      params: { application: a.name },
    });
  },
  // An application's meeting: its members hear of it here; its details and calendar invitation come by the
  // applications module's own email, so this notification sends none.
  'application.meetingScheduled': async (scope, { id, payload: e }) => {
    await raise(scope, id, applicationMeeting('meetingScheduled', e));
  },
  'application.meetingChanged': async (scope, { id, payload: e }) => {
    await raise(scope, id, applicationMeeting('meetingChanged', e));
  },
  'application.meetingCancelled': async (scope, { id, payload: e }) => {
    await raise(scope, id, applicationMeeting('meetingDeleted', e));
  },
  'application.meetingAnswered': async (scope, { id, payload: a }) => {
    if (a.staffIds.length === 0) return;
    await raise(scope, id, {
      type: a.answer === 'confirmed' ? 'meetingConfirmed' : 'meetingTimeRequested',
      recipients: a.staffIds,
      senderId: a.responderId,
      url: a.url,
      params: { title: a.name, ...(a.message ? { note: a.message } : {}) },
    });
  },
  'coaching.sessionScheduled': async (scope, { id, payload: e }) => {
    await raise(scope, id, meeting('meetingScheduled', e));
  },
  'coaching.sessionChanged': async (scope, { id, payload: e }) => {
    await raise(scope, id, meeting('meetingChanged', e));
  },
  'coaching.sessionCancelled': async (scope, { id, payload: e }) => {
    await raise(scope, id, meeting('meetingDeleted', e));
  },
});
