import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { updateBranding } from './branding.service.ts';

export const brandingPolicies: Policies = {
  'Mutation.updateBranding': permission('SETTINGS:MANAGE'),
};

export const brandingResolvers: Resolvers = {
  PublicIncubator: {
    hidePoweredBy: async (parent, _args, ctx) => {
      const tenant = await ctx.services.tenants.bySlug(parent.slug);
      return tenant ? isFeatureOn(ctx.services, tenant, 'hidePoweredBy') : false;
    },
  },
  Mutation: {
    updateBranding: async (_root, { input }, ctx) => updateBranding(await ctx.requireUser(), input),
  },
};
