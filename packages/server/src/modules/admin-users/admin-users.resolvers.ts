import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { startUserBatch, USER_BATCH_UPDATED, type UserBatchEvent } from './admin-users.batch.ts';
import { userBatchReport } from './admin-users.report.ts';
import { assignableRoles, licensedUserCount, listUsers, setUserRole, setUserStatus } from './admin-users.service.ts';

// Viewing users needs USERS:VIEW, changing them USERS:EDIT; the service adds the rules on whom and what.
export const adminUsersPolicies: Policies = {
  'Query.users': permission('USERS:VIEW'),
  'Query.userRoles': permission('USERS:VIEW'),
  'Query.licensedUserCount': permission('SETTINGS:MANAGE'),
  'Mutation.setUserRole': permission('USERS:EDIT'),
  'Mutation.setUserStatus': permission('USERS:EDIT'),
  'Query.userBatchOperation': permission('USERS:EDIT'),
  'Mutation.startUserBatchOperation': permission('USERS:EDIT'),
};

export const adminUsersResolvers: Resolvers = {
  Query: {
    users: async (_root, args, ctx) => listUsers(await ctx.requireUser(), args),
    userRoles: async (_root, _args, ctx) => assignableRoles(await ctx.requireUser()),
    licensedUserCount: async (_root, _args, ctx) => licensedUserCount(await ctx.requireUser()),
    userBatchOperation: async (_root, { id }, ctx) => userBatchReport(await ctx.requireUser(), id),
  },
  Mutation: {
    setUserRole: async (_root, { userId, roleId }, ctx) => setUserRole(await ctx.requireUser(), userId, roleId),
    setUserStatus: async (_root, { userId, status }, ctx) => setUserStatus(await ctx.requireUser(), userId, status),
    startUserBatchOperation: async (_root, args, ctx) =>
      startUserBatch(await ctx.requireUser(), { action: args.action, userIds: args.userIds, targetId: args.targetId }),
  },
  Subscription: {
    // The topic is the starter's own; USERS:EDIT is checked again for every event (a starter who lost it hears no
    // more), and only the events of the followed operation pass.
    userBatchOperationUpdated: subscription({
      access: permission('USERS:EDIT'),
      event: USER_BATCH_UPDATED,
      filter: (payload: UserBatchEvent, args: { operationId: string }) =>
        payload.userBatchOperationUpdated.operationId === args.operationId,
      select: (payload) => payload.userBatchOperationUpdated,
    }),
  },
};
