import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { resendConfirmation } from './accounts.service.ts';

export const accountsPolicies: Policies = {
  'Mutation.resendConfirmationEmail': SIGNED_IN,
};

export const accountsResolvers: Resolvers = {
  Mutation: {
    // At most 5 an hour per user, counted across instances (accounts.service.ts).
    resendConfirmationEmail: async (_root, _args, ctx) => {
      const scope = await ctx.requireUser();
      await resendConfirmation(scope, scope.user.id);
      return true;
    },
  },
};
