// The events module: programme events (group and one-on-one), their hosts, registrations and attendance.
import type { ServerModule } from '../../core/module.ts';
import { EVENTS_EVENTS } from './events.domain-events.ts';
import { eventsPolicies, eventsResolvers } from './events.resolvers.ts';
import { bookingPolicies, bookingResolvers } from './booking.resolvers.ts';
import * as bookingTables from './booking.schema.ts';
import * as eventTables from './events.schema.ts';

export const eventsModule: ServerModule = {
  name: 'events',
  resolvers: [eventsResolvers, bookingResolvers],
  policies: { ...eventsPolicies, ...bookingPolicies },
  tables: { ...eventTables, ...bookingTables },
  publishes: EVENTS_EVENTS,
};
