import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { buildSitemap, loadAccessFacts } from './navigation.service.ts';

export const navigationPolicies: Policies = {
  'Query.setUp': SIGNED_IN,
};

export const navigationResolvers: Resolvers = {
  Query: {
    setUp: async (_root, _args, ctx) => {
      const { tenant, tdb, user } = await ctx.requireUser();
      const { facts, flags } = await loadAccessFacts(tdb, tenant, user);
      const items = buildSitemap({ ...user, hasStartup: facts.hasStartup }, tenant, flags);
      return { sitemap: items, sidebarV2: items };
    },
  },
};
