// The timeline module: a startup's activity feed.
import type { ServerModule } from '../../core/module.ts';
import { timelinePolicies, timelineResolvers } from './timeline.resolvers.ts';
import * as tables from './timeline.schema.ts';
import { TIMELINE_EVENTS } from './timeline.domain-events.ts';
import { timelineSubscribers } from './timeline.subscribers.ts';

export const timelineModule: ServerModule = {
  name: 'timeline',
  resolvers: timelineResolvers,
  policies: timelinePolicies,
  tables,
  publishes: TIMELINE_EVENTS,
  events: timelineSubscribers,
};
