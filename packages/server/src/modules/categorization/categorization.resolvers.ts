// Categorisation and the founders' pending forms. Being a founder of the startup, or staff with STARTUPS:EDIT on
// it, is checked in the service against the categorisation's (or the argument's) startup.
import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import type { SignedIn } from '../../core/scope.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { categorizationQuestions, pendingDataForm, updateStartupCategorization } from './categorization.service.ts';

export const categorizationPolicies: Policies = {
  'Query.categorizationQuestions': SIGNED_IN,
  'Query.pendingDataForm': SIGNED_IN,
  'Mutation.updateStartupCategorization': SIGNED_IN,
};

const actor = (ctx: GraphQLContext): Promise<SignedIn> => ctx.requireUser();

export const categorizationResolvers: Resolvers = {
  Query: {
    categorizationQuestions: async (_root, args, ctx) =>
      categorizationQuestions(await actor(ctx), args.categorizationId),
    pendingDataForm: async (_root, args, ctx) => {
      const { tenant } = ctx.requireTenant();
      return pendingDataForm(
        await actor(ctx),
        args.startupId,
        new Date(),
        await isFeatureOn(ctx.services, tenant, 'dataCollection'),
      );
    },
  },
  Mutation: {
    updateStartupCategorization: async (_root, args, ctx) =>
      updateStartupCategorization(await ctx.requireUser(), {
        categorizationId: args.categorizationId,
        data: args.data,
        skip: args.skip,
      }),
  },
};
