// An intake's analytics (issue 21 §5, /applications/analytics behind applicationsDashboard): the rule is shared
// (intakeAnalytics of @ascent/shared); this reads the rows it needs and each evaluator's progress.
import { intakeAnalytics } from '@ascent/shared';
import type { ApplicationAnalytics } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { fullNamesById } from '../users/users.public.ts';
import { staffCan } from './applications.access.ts';
import { applicationError } from './applications.input.ts';
import { findFunnel } from './applications.repository.ts';
import {
  applicationsOfFunnel,
  evaluationsOfFunnel,
  leadApplicationIds,
  movesOf,
} from './application-analytics.repository.ts';

export async function applicationAnalytics(scope: SignedIn, funnelId: string): Promise<ApplicationAnalytics> {
  const funnel = isUuid(funnelId) ? await findFunnel(scope.tdb, funnelId) : null;
  if (!funnel || !(await staffCan(scope, 'APPLICATIONS:VIEW', funnel.id))) throw applicationError('funnelNotFound');
  const apps = await applicationsOfFunnel(scope.tdb, funnel.id);
  const [moves, evaluations, fromLeads] = await Promise.all([
    movesOf(
      scope.tdb,
      apps.map((a) => a.id),
    ),
    evaluationsOfFunnel(scope.tdb, funnel.id),
    leadApplicationIds(scope.tdb, funnel.id),
  ]);
  const reviewed = new Set(evaluations.filter((e) => e.submitted).map((e) => e.applicationId));
  const out = intakeAnalytics(
    apps.map((a) => ({
      id: a.id,
      status: a.status,
      createdAt: a.createdAt,
      submittedAt: a.submittedAt,
      fromLead: fromLeads.has(a.id),
      reviewed: reviewed.has(a.id),
      moves: moves.filter((m) => m.applicationId === a.id),
    })),
    new Date(),
  );
  const evaluatorIds = [...new Set(evaluations.map((e) => e.evaluatorId))];
  const names = await fullNamesById(scope.tdb, evaluatorIds);
  return {
    funnelId: funnel.id,
    total: apps.length,
    stages: [...out.stages],
    timeInStage: [...out.timeInStage],
    directCount: out.sources.direct,
    leadCount: out.sources.lead,
    weekly: [...out.weekly],
    accepted: out.decisions.accepted,
    rejected: out.decisions.rejected,
    delayRejected: out.decisions.delayRejected,
    evaluators: evaluatorIds
      .map((id) => {
        const mine = evaluations.filter((e) => e.evaluatorId === id);
        return {
          evaluator: { _id: id, fullName: names.get(id) ?? '' },
          assigned: mine.length,
          submitted: mine.filter((e) => e.submitted).length,
        };
      })
      .sort((a, b) => a.evaluator.fullName.localeCompare(b.evaluator.fullName)),
  };
}
