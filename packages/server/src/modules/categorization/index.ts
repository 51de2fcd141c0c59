// The categorization module: the founders' monthly "Anything changed?".
import type { ServerModule } from '../../core/module.ts';
import { categorizationPolicies, categorizationResolvers } from './categorization.resolvers.ts';
import * as tables from './categorization.schema.ts';
import { CATEGORIZATION_EVENTS } from './categorization.domain-events.ts';

export const categorizationModule: ServerModule = {
  name: 'categorization',
  resolvers: categorizationResolvers,
  policies: categorizationPolicies,
  tables,
  publishes: CATEGORIZATION_EVENTS,
};
