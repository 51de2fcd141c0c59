import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { search } from './search.service.ts';

// What each person may see is decided inside the search, per group.
export const searchPolicies: Policies = {
  'Query.search': SIGNED_IN,
};

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_root, args, ctx) => search(await ctx.requireUser(), args),
  },
};
