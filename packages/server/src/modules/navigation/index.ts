// The navigation module: the server-built sidebar.
import type { ServerModule } from '../../core/module.ts';
import { navigationPolicies, navigationResolvers } from './navigation.resolvers.ts';

export const navigationModule: ServerModule = {
  name: 'navigation',
  resolvers: navigationResolvers,
  policies: navigationPolicies,
};
