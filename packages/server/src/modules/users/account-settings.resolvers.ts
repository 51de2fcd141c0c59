import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { finishWelcome, updateMyAccountSettings } from './account-settings.service.ts';

// The caller changes only their own account.
export const accountSettingsPolicies: Policies = {
  'Mutation.updateMyAccountSettings': SIGNED_IN,
  'Mutation.finishWelcome': SIGNED_IN,
};

export const accountSettingsResolvers: Resolvers = {
  Mutation: {
    updateMyAccountSettings: async (_root, args, ctx) => updateMyAccountSettings(await ctx.requireUser(), args),
    finishWelcome: async (_root, _args, ctx) => finishWelcome(await ctx.requireUser()),
  },
};
