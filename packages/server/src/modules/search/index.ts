// The search module: global search over what the caller may see.
import type { ServerModule } from '../../core/module.ts';
import { searchPolicies, searchResolvers } from './search.resolvers.ts';

export const searchModule: ServerModule = {
  name: 'search',
  resolvers: searchResolvers,
  policies: searchPolicies,
};
