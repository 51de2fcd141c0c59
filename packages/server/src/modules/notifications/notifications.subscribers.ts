// The notifications other modules' events raise. Each carries the event's key (`<event id>/<type>`), so a
// redelivered event (core/events: at least once) raises none twice; emails leave through the job queue.
import { subscribe, type EventScope } from '../../core/events/types.ts';
import { notify, type NotifyInput } from './notifications.service.ts';

const raise = (scope: EventScope, eventId: string, input: NotifyInput) => {
  const { tdb, tenant, services } = scope;
  return notify(
    { tdb, tenant, pubsub: services.pubsub, mailer: services.mailer, tenants: services.tenants, jobs: services.jobs },
    { ...input, eventKey: `${eventId}/${input.type}` },
  );
};

/**
 * Automated tasks whose source event raises its own notification: the founder hears of a metric period once, by the
 * metricsRequest of 'metrics.periodOpened' (which names the period), not a second time by the task it also creates.
 */
const ANNOUNCED_BY_THEIR_SOURCE: ReadonlySet<string> = new Set(['metrics']);

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
  'task.assigned': async (scope, { id, payload: t }) => {
    if (t.taskType && ANNOUNCED_BY_THEIR_SOURCE.has(t.taskType)) return;
    await raise(scope, id, {
      type: 'taskAssigned',
      recipients: t.assigneeIds,
      senderId: t.assignedById,
      url: t.url,
      params: { task: t.name },
    });
  },
  'task.done': async (scope, { id, payload: t }) => {
    await raise(scope, id, {
      type: 'taskCompleted',
      recipients: [t.creatorId],
      senderId: t.completedById,
      url: t.url,
      params: { task: t.name },
    });
  },
  'task.dueSoon': async (scope, { id, payload: t }) => {
    await raise(scope, id, { type: 'taskDueSoon', recipients: t.assigneeIds, url: t.url, params: { task: t.name } });
  },
});
