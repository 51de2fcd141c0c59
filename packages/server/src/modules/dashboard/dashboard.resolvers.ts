import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { founderDashboard, portfolioDashboard } from './dashboard.service.ts';

export const dashboardPolicies: Policies = {
  // Any STARTUPS:VIEW grant; the service narrows the portfolio to the startups it reaches.
  'Query.portfolioDashboard': permission('STARTUPS:VIEW'),
  // The caller's own startups only.
  'Query.founderDashboard': SIGNED_IN,
};

export const dashboardResolvers: Resolvers = {
  Query: {
    portfolioDashboard: async (_root, _args, ctx) => portfolioDashboard(await ctx.requireUser()),
    founderDashboard: async (_root, _args, ctx) => founderDashboard(await ctx.requireUser()),
  },
};
