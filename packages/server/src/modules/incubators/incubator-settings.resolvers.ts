import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { updateIncubatorSettings } from './incubator-settings.service.ts';

export const incubatorSettingsPolicies: Policies = {
  'Mutation.updateIncubatorSettings': permission('SETTINGS:MANAGE'),
};

export const incubatorSettingsResolvers: Resolvers = {
  Mutation: {
    updateIncubatorSettings: async (_root, { input }, ctx) => updateIncubatorSettings(await ctx.requireUser(), input),
  },
};
