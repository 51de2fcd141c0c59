import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { updateAlternativeStartupLabel } from './startup-label.service.ts';

export const startupLabelPolicies: Policies = {
  'Mutation.updateAlternativeStartupLabel': permission('SETTINGS:MANAGE'),
};

export const startupLabelResolvers: Resolvers = {
  Mutation: {
    updateAlternativeStartupLabel: async (_root, { input }, ctx) =>
      updateAlternativeStartupLabel(await ctx.requireUser(), input),
  },
};
