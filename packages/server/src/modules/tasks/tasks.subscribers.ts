// The tasks module's reactions to other modules' events: the automated tasks they raise and complete. Both are
// idempotent (one task per type and source; ticking a done task again changes nothing), as a redelivered event
// (core/events: at least once) requires.
import { subscribe } from '../../core/events/types.ts';
import { completeAutomatedTask, createAutomatedTask, withdrawAutomatedTask } from './tasks.automated.ts';

export const tasksSubscribers = subscribe({
  'metrics.periodOpened': async (scope, { payload: p }) => {
    if (p.founderIds.length === 0) return;
    await createAutomatedTask(scope, {
      taskType: 'metrics',
      nameTemplate: { key: 'metricsUpdate', params: { from: p.from, to: p.to } },
      url: p.formUrl,
      dueDate: new Date(`${p.dueDate}T23:59:59Z`),
      assigneeUserIds: p.founderIds,
      startupId: p.startupId,
      sourceId: p.periodId,
    });
  },
  'coaching.evaluationDue': async (scope, { payload: e }) => {
    await createAutomatedTask(scope, {
      taskType: 'coachingEvaluation',
      nameTemplate: { key: 'sessionEvaluation', params: { subject: e.name } },
      url: e.url,
      dueDate: new Date(e.dueDate),
      assigneeUserIds: e.assigneeIds,
      startupId: e.startupId,
      sourceId: e.sessionId,
    });
  },
  'coaching.evaluationSubmitted': async (scope, { payload: e }) => {
    await completeAutomatedTask(scope, { taskType: 'coachingEvaluation', sourceId: e.sessionId, userId: e.userId });
  },
  'application.evaluationAssigned': async (scope, { payload: e }) => {
    await createAutomatedTask(scope, {
      taskType: 'evaluation',
      nameTemplate: { key: 'applicationEvaluation', params: { subject: e.name } },
      url: e.url,
      dueDate: e.dueDate ? new Date(e.dueDate) : null,
      assigneeUserIds: [e.evaluatorId],
      sourceId: e.evaluationId,
    });
  },
  'application.evaluationSubmitted': async (scope, { payload: e }) => {
    await completeAutomatedTask(scope, { taskType: 'evaluation', sourceId: e.evaluationId });
  },
  'application.evaluationWithdrawn': async (scope, { payload: e }) => {
    await withdrawAutomatedTask(scope, { taskType: 'evaluation', sourceId: e.evaluationId });
  },
  'event.hostsSet': async (scope, { payload: e }) => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    // One open `avail` per person (source: the person), whatever number of events they host.
    for (const userId of e.hostsWithoutSchedule)
      await createAutomatedTask(scope, {
        taskType: 'avail',
        nameTemplate: { key: 'setAvailability', params: {} },
        url: '/availability/weekly',
        dueDate: inAWeek,
        assigneeUserIds: [userId],
        sourceId: userId,
      });
    if (e.hostIds.length > 0) await completeAutomatedTask(scope, { taskType: 'hostAssignation', sourceId: e.eventId });
    else
      await createAutomatedTask(scope, {
        taskType: 'hostAssignation',
        nameTemplate: { key: 'assignHosts', params: { subject: e.title } },
        url: e.editUrl,
        dueDate: inAWeek,
        assigneeUserIds: [e.ownerId],
        sourceId: e.eventId,
      });
  },
  'event.closed': async (scope, { payload: e }) => {
    await withdrawAutomatedTask(scope, { taskType: 'hostAssignation', sourceId: e.eventId });
  },
  'availability.saved': async (scope, { payload: e }) => {
    await completeAutomatedTask(scope, { taskType: 'avail', sourceId: e.userId });
  },
  'metrics.submitted': async (scope, { payload: e }) => {
    for (const p of e.periods) await completeAutomatedTask(scope, { taskType: 'metrics', sourceId: p.periodId });
  },
});
