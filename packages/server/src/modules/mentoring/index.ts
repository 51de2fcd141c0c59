// The mentoring module: mentor matching — the programme's settings, suggestions, founders' requests and the staff's
// mentors management.
import type { ServerModule } from '../../core/module.ts';
import { MENTORING_EVENTS } from './mentoring.domain-events.ts';
import { mentoringPolicies, mentoringResolvers } from './mentoring.resolvers.ts';
import * as tables from './mentoring.schema.ts';

export const mentoringModule: ServerModule = {
  name: 'mentoring',
  resolvers: mentoringResolvers,
  policies: mentoringPolicies,
  tables,
  publishes: MENTORING_EVENTS,
};
