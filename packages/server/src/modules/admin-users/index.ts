// The admin-users module: the users screen: roles and statuses of the organisation's people, one at a time or in
// bulk (admin-users.batch.ts, through the platform's batch operations).
import type { ServerModule } from '../../core/module.ts';
import { adminUsersPolicies, adminUsersResolvers } from './admin-users.resolvers.ts';
import { usersBatchKind } from './admin-users.batch.ts';

export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  resolvers: adminUsersResolvers,
  policies: adminUsersPolicies,
  batches: [usersBatchKind],
};
