import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';

// Managing roles is one permission (by default Admin and Admin & Coach); the service also keeps admin-level roles
// to admins.
export const rolesPolicies: Policies = {
  'Query.roles': permission('ROLES:MANAGE'),
  'Mutation.createRole': permission('ROLES:MANAGE'),
  'Mutation.updateRole': permission('ROLES:MANAGE'),
  'Mutation.deleteRole': permission('ROLES:MANAGE'),
};

export const rolesResolvers: Resolvers = {
  Query: {
    roles: async (_root, _args, ctx) => listRoles(await ctx.requireUser()),
  },
  Mutation: {
    createRole: async (_root, { input }, ctx) => createRole(await ctx.requireUser(), input),
    updateRole: async (_root, { id, input }, ctx) => updateRole(await ctx.requireUser(), id, input),
    deleteRole: async (_root, { id }, ctx) => deleteRole(await ctx.requireUser(), id),
  },
};
