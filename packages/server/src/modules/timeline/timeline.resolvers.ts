import type { Resolvers } from '../../generated/graphql.ts';
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
} from './timeline.service.ts';
import { profileTimelinePage } from './timeline.person.ts';

// Reading is for every signed-in user who may see the startup; without the activity feed (feature activityFeed
// off) the timeline is the record of data and system posts. Every write is part of the activity feed. The
// per-startup checks (STARTUPS:VIEW or membership, NOTES:*, TIMELINE/COMMENTS:*, authorship) run in
// timeline.access.ts.
const READ: Policy = { access: 'signedIn' };
const FEED: Policy = { access: 'signedIn', feature: 'activityFeed' };

export const timelinePolicies: Policies = {
  'Query.startupEventTimeline': READ,
  'Query.startupEvents': READ,
  // A person's posts and mentions are the activity feed's own.
  'Query.profileTimeline': FEED,
  'Mutation.createTimelinePost': FEED,
  'Mutation.updateTimelinePost': FEED,
  'Mutation.deleteTimelinePost': FEED,
  'Mutation.pinTimelinePost': FEED,
  'Mutation.createTimelineComment': FEED,
  'Mutation.updateTimelineComment': FEED,
  'Mutation.deleteTimelineComment': FEED,
  'Mutation.toggleTimelineReaction': FEED,
};

export const timelineResolvers: Resolvers = {
  Query: {
    startupEventTimeline: async (_root, args, ctx) => timelinePage(await ctx.requireUser(), args),
    startupEvents: async (_root, args, ctx) =>
      timelinePage(await ctx.requireUser(), { startupId: args.startupId, cursor: args.cursor, type: args.eventType }),
    profileTimeline: async (_root, args, ctx) => profileTimelinePage(await ctx.requireUser(), args),
  },
  Mutation: {
    createTimelinePost: async (_root, args, ctx) => createTimelinePost(await ctx.requireUser(), args),
    updateTimelinePost: async (_root, args, ctx) => updateTimelinePost(await ctx.requireUser(), args),
    deleteTimelinePost: async (_root, args, ctx) => deleteTimelinePost(await ctx.requireUser(), args.postId),
    pinTimelinePost: async (_root, args, ctx) => pinTimelinePost(await ctx.requireUser(), args),
    createTimelineComment: async (_root, args, ctx) => createTimelineComment(await ctx.requireUser(), args),
    updateTimelineComment: async (_root, args, ctx) => updateTimelineComment(await ctx.requireUser(), args),
    deleteTimelineComment: async (_root, args, ctx) => deleteTimelineComment(await ctx.requireUser(), args.commentId),
    toggleTimelineReaction: async (_root, args, ctx) => toggleTimelineReaction(await ctx.requireUser(), args),
  },
};
