// The pipeline's filter questions and saved views: staff who see applications (APPLICATIONS:VIEW); the intake is
// checked in the service; saved views also need the savedViewsApplications feature, and each person changes only
// their own.
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { applicationFilterQuestions, applicationIntakes } from './application-filters.ts';
import { deleteSavedView, saveView, savedViewsOf } from './application-views.service.ts';

const VIEW = permission('APPLICATIONS:VIEW');
const VIEWS = { ...VIEW, feature: 'savedViewsApplications' } as const;

export const viewPolicies: Policies = {
  'Query.applicationFilterQuestions': VIEW,
  'Query.applicationIntakes': VIEW,
  'Query.savedViews': VIEWS,
  'Mutation.saveView': VIEWS,
  'Mutation.deleteSavedView': VIEWS,
};

export const viewResolvers: Resolvers = {
  Query: {
    applicationIntakes: async (_r, _a, ctx) => applicationIntakes(await ctx.requireUser()),
    applicationFilterQuestions: async (_r, args, ctx) =>
      applicationFilterQuestions(await ctx.requireUser(), args.funnelId),
    savedViews: async (_r, args, ctx) => savedViewsOf(await ctx.requireUser(), args.list),
  },
  Mutation: {
    saveView: async (_r, args, ctx) => saveView(await ctx.requireUser(), args.input),
    deleteSavedView: async (_r, args, ctx) => deleteSavedView(await ctx.requireUser(), args.id),
  },
};
