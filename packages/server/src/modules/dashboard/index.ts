// The dashboard module: the signed-in home's cards (issue 14 §9), read from the other modules' public reads.
import type { ServerModule } from '../../core/module.ts';
import { dashboardPolicies, dashboardResolvers } from './dashboard.resolvers.ts';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  resolvers: dashboardResolvers,
  policies: dashboardPolicies,
};
