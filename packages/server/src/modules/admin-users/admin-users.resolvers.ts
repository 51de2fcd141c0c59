import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { assignableRoles, licensedUserCount, listUsers, setUserRole, setUserStatus } from './admin-users.service.ts';

// Viewing users needs USERS:VIEW, changing them USERS:EDIT; the service adds the rules on whom and what.
export const adminUsersPolicies: Policies = {
  'Query.users': permission('USERS:VIEW'),
  'Query.userRoles': permission('USERS:VIEW'),
  'Query.licensedUserCount': permission('SETTINGS:MANAGE'),
  'Mutation.setUserRole': permission('USERS:EDIT'),
  'Mutation.setUserStatus': permission('USERS:EDIT'),
};

export const adminUsersResolvers: Resolvers = {
  Query: {
    users: async (_root, args, ctx) => listUsers(await ctx.requireUser(), args),
    userRoles: async (_root, _args, ctx) => assignableRoles(await ctx.requireUser()),
    licensedUserCount: async (_root, _args, ctx) => licensedUserCount(await ctx.requireUser()),
  },
  Mutation: {
    setUserRole: async (_root, { userId, roleId }, ctx) => setUserRole(await ctx.requireUser(), userId, roleId),
    setUserStatus: async (_root, { userId, status }, ctx) => setUserStatus(await ctx.requireUser(), userId, status),
  },
};
