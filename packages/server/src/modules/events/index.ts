// The events module: programme events (group and one-on-one), their hosts, registrations and attendance.
import type { ServerModule } from '../../core/module.ts';
import { EVENTS_EVENTS } from './events.domain-events.ts';
import { eventsPolicies, eventsResolvers } from './events.resolvers.ts';
import { bookingPolicies, bookingResolvers } from './booking.resolvers.ts';
import * as bookingTables from './booking.schema.ts';
import * as eventTables from './events.schema.ts';
import * as linkedTables from './linked-calendar.schema.ts';
import { linkedCalendarPolicies, linkedCalendarResolvers } from './linked-calendar.resolvers.ts';
import { linkedCalendarsJob } from './linked-calendar.service.ts';
import { bookingMailSubscribers } from './booking.mail.ts';
import { ledgerCsvRoutes } from './booking.ledger-csv.ts';

export const eventsModule: ServerModule = {
  name: 'events',
  resolvers: [eventsResolvers, bookingResolvers, linkedCalendarResolvers],
  policies: { ...eventsPolicies, ...bookingPolicies, ...linkedCalendarPolicies },
  routes: ledgerCsvRoutes,
  jobs: [linkedCalendarsJob],
  tables: { ...eventTables, ...bookingTables, ...linkedTables },
  publishes: EVENTS_EVENTS,
  events: bookingMailSubscribers,
};
