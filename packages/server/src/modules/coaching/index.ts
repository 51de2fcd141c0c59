// The coaching module: coaching sessions (their people, notes and changelog), the sessions one-on-one bookings plan,
// and coaches' preferences.
import type { ServerModule } from '../../core/module.ts';
import { coachingSubscribers } from './coaching.bookings.ts';
import { COACHING_EVENTS } from './coaching.domain-events.ts';
import { coachingPolicies, coachingResolvers } from './coaching.resolvers.ts';
import { coachingRoutes } from './coaching.routes.ts';
import * as tables from './coaching.schema.ts';

export const coachingModule: ServerModule = {
  name: 'coaching',
  resolvers: coachingResolvers,
  policies: coachingPolicies,
  routes: coachingRoutes,
  tables,
  publishes: COACHING_EVENTS,
  events: coachingSubscribers,
};
