import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { flagStates } from '../features/features.service.ts';
import { buildSitemap } from './navigation.service.ts';

export const navigationPolicies: Policies = {
  'Query.setUp': SIGNED_IN,
};

export const navigationResolvers: Resolvers = {
  Query: {
    setUp: async (_root, _args, ctx) => {
      const { tenant, tdb, user } = await ctx.requireUser();
      const items = buildSitemap(user, tenant, await flagStates(tdb, tenant));
      return { sitemap: items, sidebarV2: items };
    },
  },
};
