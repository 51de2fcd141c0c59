// The events module: programme events (group and one-on-one), their hosts, registrations and attendance.
import type { ServerModule } from '../../core/module.ts';
import { EVENTS_EVENTS } from './events.domain-events.ts';
import { eventsPolicies, eventsResolvers } from './events.resolvers.ts';
import * as tables from './events.schema.ts';

export const eventsModule: ServerModule = {
  name: 'events',
  resolvers: eventsResolvers,
  policies: eventsPolicies,
  tables,
  publishes: EVENTS_EVENTS,
};
