// Every five minutes, per organisation: the sessions that ended (in the last two weeks, not cancelled) of a meeting
// type with an evaluation form are claimed once (coaching_sessions.evaluations_due_at) and their coaches and
// attendees get a coachingEvaluation task (the tasks module reacts to `coaching.evaluationDue`), due a week later.
// The claim and the events are one transaction: a claimed session is a raised task.
import { COACHING_EVALUATION_DUE_DAYS, COACHING_EVALUATION_LOOKBACK_DAYS } from '@ascent/shared';
import type { JobDefinition } from '../../core/jobs.ts';
import { jobScope, type JobScope } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { sessionUrl } from './coaching.presenter.ts';
import { peopleOf } from './coaching.repository.ts';
import { claimEndedSessions, evaluationForms } from './coaching-evaluations.repository.ts';

const DAY = 86_400_000;

/** One organisation's due evaluations: answers how many sessions were claimed. */
export async function raiseDueEvaluations(scope: JobScope, now: Date): Promise<number> {
  const types = [...(await evaluationForms(scope.tdb)).keys()];
  if (types.length === 0) return 0;
  return scope.tdb.transaction(async (tdb) => {
    const since = new Date(now.getTime() - COACHING_EVALUATION_LOOKBACK_DAYS * DAY);
    const sessions = await claimEndedSessions(tdb, types, since, now);
    const people = await peopleOf(
      tdb,
      sessions.map((s) => s.id),
    );
    for (const s of sessions) {
      const p = people.get(s.id);
      const assigneeIds = [...new Set([...(p?.coachIds ?? []), ...(p?.attendeeIds ?? [])])];
      if (assigneeIds.length === 0) continue;
      await scope.services.events.publish(tdb, 'coaching.evaluationDue', {
        sessionId: s.id,
        startupId: s.startupId,
        name: s.name,
        assigneeIds,
        url: sessionUrl(s.id),
        dueDate: new Date(s.endTime.getTime() + COACHING_EVALUATION_DUE_DAYS * DAY).toISOString(),
      });
    }
    return sessions.length;
  });
}

export const coachingEvaluationsJob: JobDefinition = {
  name: 'coaching-evaluations-due',
  cron: '*/5 * * * *',
  run: async (services: Services, now: Date) => {
    let raised = 0;
    for (const tenant of await listIncubators(services.database)) {
      try {
        raised += await raiseDueEvaluations(jobScope(services, tenant), now);
      } catch (err) {
        services.log.error({ err, incubator: tenant.slug }, 'raising coaching evaluations failed');
      }
    }
    if (raised) services.log.info({ raised }, 'coaching evaluation tasks raised');
  },
};
