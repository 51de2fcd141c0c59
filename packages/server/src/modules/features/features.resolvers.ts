import { isFeatureFlagName, isFeatureInProduct, planIncludes } from '@ascent/shared';
import type { FeatureFlag, Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { permission, PUBLIC, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { flagStates, setFlag, type FlagState } from './features.service.ts';

const present = (f: FlagState): FeatureFlag => ({
  _id: f.name,
  name: f.name,
  enabled: f.enabled,
  activated: f.activated,
  type: f.available ? 'INCLUDED' : 'LOCKED',
  inProduct: isFeatureInProduct(f.name),
});

export const featuresPolicies: Policies = {
  'Query.featureFlags': PUBLIC,
  'Query.availableFeatureFlags': SIGNED_IN,
  'Mutation.setFeatureFlag': permission('SETTINGS:MANAGE'),
};

export const featuresResolvers: Resolvers = {
  Query: {
    featureFlags: async (_root, args, ctx) => {
      if (!ctx.tenant) return null;
      if (args.incubatorId && args.incubatorId !== ctx.tenant.id) return null;
      const { tenant, tdb } = ctx.requireTenant();
      return {
        id: tenant.id,
        currency: tenant.currency,
        defaultLanguage: tenant.defaultLanguage,
        featureFlags: (await flagStates(tdb, tenant)).map(present),
      };
    },
    availableFeatureFlags: async (_root, _args, ctx) => {
      const { tenant, tdb } = await ctx.requireUser();
      return (await flagStates(tdb, tenant)).map(present);
    },
  },
  Mutation: {
    setFeatureFlag: async (_root, args, ctx) => {
      const { tenant, tdb } = await ctx.requireUser();
      if (!isFeatureFlagName(args.name)) throw new AppError('VALIDATION_FAILED', `Unknown feature "${args.name}".`);
      if (args.activated && !planIncludes(tenant.planName, args.name))
        throw new AppError('FEATURE_DISABLED', 'This feature is not available in your selected plan.', {
          feature: args.name,
        });
      await setFlag(tdb, args.name, args.activated);
      const state = (await flagStates(tdb, tenant)).find((f) => f.name === args.name)!;
      return present(state);
    },
  },
};
