import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import type { Policies, Policy } from '../../core/graphql/policy.ts';
import {
  createTimelineComment,
  createTimelinePost,
  deleteTimelineComment,
  deleteTimelinePost,
  pinTimelinePost,
  timelinePage,
  toggleTimelineReaction,
  updateTimelineComment,
  updateTimelinePost,
  type TimelineScope,
} from './timeline.service.ts';

// Every operation is for signed-in users of an organisation with the activity feed; the per-startup checks
// (STARTUPS:VIEW or membership, NOTES:*, TIMELINE/COMMENTS:*, authorship) run in timeline.access.ts.
const FEED: Policy = { access: 'signedIn', feature: 'activityFeed' };

export const timelinePolicies: Policies = {
  'Query.startupEventTimeline': FEED,
  'Query.startupEvents': FEED,
  'Mutation.createTimelinePost': FEED,
  'Mutation.updateTimelinePost': FEED,
  'Mutation.deleteTimelinePost': FEED,
  'Mutation.pinTimelinePost': FEED,
  'Mutation.createTimelineComment': FEED,
  'Mutation.updateTimelineComment': FEED,
  'Mutation.deleteTimelineComment': FEED,
  'Mutation.toggleTimelineReaction': FEED,
};

async function scopeOf(ctx: GraphQLContext): Promise<TimelineScope> {
  return { ...(await ctx.requireUser()), services: ctx.services };
}

export const timelineResolvers: Resolvers = {
  Query: {
    startupEventTimeline: async (_root, args, ctx) => timelinePage(await scopeOf(ctx), args),
    startupEvents: async (_root, args, ctx) =>
      timelinePage(await scopeOf(ctx), { startupId: args.startupId, cursor: args.cursor, type: args.eventType }),
  },
  Mutation: {
    createTimelinePost: async (_root, args, ctx) => createTimelinePost(await scopeOf(ctx), args),
    updateTimelinePost: async (_root, args, ctx) => updateTimelinePost(await scopeOf(ctx), args),
    deleteTimelinePost: async (_root, args, ctx) => deleteTimelinePost(await scopeOf(ctx), args.postId),
    pinTimelinePost: async (_root, args, ctx) => pinTimelinePost(await scopeOf(ctx), args),
    createTimelineComment: async (_root, args, ctx) => createTimelineComment(await scopeOf(ctx), args),
    updateTimelineComment: async (_root, args, ctx) => updateTimelineComment(await scopeOf(ctx), args),
    deleteTimelineComment: async (_root, args, ctx) => deleteTimelineComment(await scopeOf(ctx), args.commentId),
    toggleTimelineReaction: async (_root, args, ctx) => toggleTimelineReaction(await scopeOf(ctx), args),
  },
};
