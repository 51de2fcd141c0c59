import type { Resolvers } from '../../generated/graphql.ts';
import { presentPublicIncubator } from './incubators.presenter.ts';
import { PUBLIC, type Policies } from '../../core/graphql/policy.ts';

export const incubatorsPolicies: Policies = {
  'Query.publicIncubator': PUBLIC,
  'Query.incubatorForHelpers': PUBLIC,
};

export const incubatorsResolvers: Resolvers = {
  Query: {
    publicIncubator: (_root, _args, ctx) => (ctx.tenant ? presentPublicIncubator(ctx.tenant) : null),
    // Only the current tenant is ever answered: an id of another organisation gets null, not its data.
    incubatorForHelpers: (_root, args, ctx) => {
      if (!ctx.tenant) return null;
      if (args.incubatorId && args.incubatorId !== ctx.tenant.id) return null;
      return presentPublicIncubator(ctx.tenant);
    },
  },
};
