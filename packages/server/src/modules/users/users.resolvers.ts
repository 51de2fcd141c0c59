import type { Resolvers } from '../../generated/graphql.ts';
import { currentUserAnswer } from './current-user.ts';
import { PUBLIC, type Policies } from '../../core/graphql/policy.ts';

// Both answer for the caller only: false / null when signed out.
export const usersPolicies: Policies = {
  'Query.isAuthenticated': PUBLIC,
  'Query.currentUser': PUBLIC,
};

export const usersResolvers: Resolvers = {
  Query: {
    isAuthenticated: async (_root, _args, ctx) => (await ctx.currentUser()) !== null,
    currentUser: async (_root, _args, ctx) => {
      const user = await ctx.currentUser();
      if (!user) return null;
      const { tdb } = ctx.requireTenant();
      return currentUserAnswer(tdb, user);
    },
  },
};
