// The coaching module: coaching sessions (their people, notes and changelog), the sessions one-on-one bookings plan,
// coaching invites (proposed times answered by emailed link), evaluations after a session with the coach's feedback,
// and coaches' preferences.
import type { ServerModule } from '../../core/module.ts';
import { coachingSubscribers } from './coaching.bookings.ts';
import { COACHING_EVENTS } from './coaching.domain-events.ts';
import { coachingPolicies, coachingResolvers } from './coaching.resolvers.ts';
import { coachingRoutes } from './coaching.routes.ts';
import * as tables from './coaching.schema.ts';
import { coachingInvitePolicies, coachingInviteResolvers } from './coaching-invites.resolvers.ts';
import * as inviteTables from './coaching-invites.schema.ts';
import { coachingEvaluationsJob } from './coaching-evaluations.jobs.ts';
import { coachingEvaluationPolicies, coachingEvaluationResolvers } from './coaching-evaluations.resolvers.ts';
import * as evaluationTables from './coaching-evaluations.schema.ts';

export const coachingModule: ServerModule = {
  name: 'coaching',
  resolvers: [coachingResolvers, coachingInviteResolvers, coachingEvaluationResolvers],
  policies: { ...coachingPolicies, ...coachingInvitePolicies, ...coachingEvaluationPolicies },
  routes: coachingRoutes,
  tables: { ...tables, ...inviteTables, ...evaluationTables },
  jobs: [coachingEvaluationsJob],
  publishes: COACHING_EVENTS,
  events: coachingSubscribers,
};
