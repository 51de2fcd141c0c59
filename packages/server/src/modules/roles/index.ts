// The roles module: default and custom roles with their grants.
import type { ServerModule } from '../../core/module.ts';
import { rolesPolicies, rolesResolvers } from './roles.resolvers.ts';

export const rolesModule: ServerModule = {
  name: 'roles',
  resolvers: rolesResolvers,
  policies: rolesPolicies,
};
