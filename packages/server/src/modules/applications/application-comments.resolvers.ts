// The comments API of an application (docs/applications.md, "Comments"): signed in, each checked on the application
// in the service (members, staff with APPLICATIONS:VIEW on its intake).
import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import {
  addApplicationComment,
  applicationComments,
  deleteApplicationComment,
} from './application-comments.service.ts';

export const commentPolicies: Policies = {
  'Query.applicationComments': SIGNED_IN,
  'Mutation.addApplicationComment': SIGNED_IN,
  'Mutation.deleteApplicationComment': SIGNED_IN,
};

export const commentResolvers: Resolvers = {
  Query: {
    applicationComments: async (_r, args, ctx) => applicationComments(await ctx.requireUser(), args.applicationId),
  },
  Mutation: {
    addApplicationComment: async (_r, args, ctx) => addApplicationComment(await ctx.requireUser(), args),
    deleteApplicationComment: async (_r, args, ctx) => deleteApplicationComment(await ctx.requireUser(), args.id),
  },
};
