// The calendar module: one person's entries from the modules that plan time (events, bookings, coaching sessions)
// and their private ICS feed.
import type { ServerModule } from '../../core/module.ts';
import { calendarPolicies, calendarResolvers } from './calendar.resolvers.ts';
import { calendarRoutes } from './calendar.routes.ts';
import * as tables from './calendar.schema.ts';

export const calendarModule: ServerModule = {
  name: 'calendar',
  resolvers: calendarResolvers,
  policies: calendarPolicies,
  routes: calendarRoutes,
  tables,
};
