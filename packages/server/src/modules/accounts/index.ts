// The accounts module: email confirmation and password reset (single-use account tokens).
import type { ServerModule } from '../../core/module.ts';
import { accountsPolicies, accountsResolvers } from './accounts.resolvers.ts';
import { accountsRoutes } from './accounts.routes.ts';
import * as tables from './accounts.schema.ts';

export const accountsModule: ServerModule = {
  name: 'accounts',
  resolvers: accountsResolvers,
  policies: accountsPolicies,
  routes: accountsRoutes,
  tables,
};
