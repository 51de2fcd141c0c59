// The admin-users module: the users screen: roles and statuses of the organisation's people.
import type { ServerModule } from '../../core/module.ts';
import { adminUsersPolicies, adminUsersResolvers } from './admin-users.resolvers.ts';

export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  resolvers: adminUsersResolvers,
  policies: adminUsersPolicies,
};
