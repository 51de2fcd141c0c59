// The coaching module: coaching sessions (their people, notes and changelog), the sessions one-on-one bookings plan,
// coaching invites (proposed times answered by emailed link), and coaches' preferences.
import type { ServerModule } from '../../core/module.ts';
import { coachingSubscribers } from './coaching.bookings.ts';
import { COACHING_EVENTS } from './coaching.domain-events.ts';
import { coachingPolicies, coachingResolvers } from './coaching.resolvers.ts';
import { coachingRoutes } from './coaching.routes.ts';
import * as tables from './coaching.schema.ts';
import { coachingInvitePolicies, coachingInviteResolvers } from './coaching-invites.resolvers.ts';
import * as inviteTables from './coaching-invites.schema.ts';

export const coachingModule: ServerModule = {
  name: 'coaching',
  resolvers: [coachingResolvers, coachingInviteResolvers],
  policies: { ...coachingPolicies, ...coachingInvitePolicies },
  routes: coachingRoutes,
  tables: { ...tables, ...inviteTables },
  publishes: COACHING_EVENTS,
  events: coachingSubscribers,
};
