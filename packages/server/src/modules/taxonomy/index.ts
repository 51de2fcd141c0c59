// The taxonomy module: tags and industries.
import type { ServerModule } from '../../core/module.ts';
import { taxonomyPolicies, taxonomyResolvers } from './taxonomy.resolvers.ts';
import * as tables from './taxonomy.schema.ts';
import { taxonomySubscribers } from './taxonomy.subscribers.ts';

export const taxonomyModule: ServerModule = {
  name: 'taxonomy',
  resolvers: taxonomyResolvers,
  policies: taxonomyPolicies,
  tables,
  events: taxonomySubscribers,
};
