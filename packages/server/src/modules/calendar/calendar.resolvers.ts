// The calendar API: everyone signed in reads their own entries and manages their own feed address.
import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { calendarEntries } from './calendar.entries.ts';
import { createCalendarFeed, myCalendarFeed, revokeCalendarFeed } from './calendar.feed.ts';

export const calendarPolicies: Policies = {
  'Query.calendarEntries': SIGNED_IN,
  'Query.calendarFeed': SIGNED_IN,
  'Mutation.createCalendarFeed': SIGNED_IN,
  'Mutation.revokeCalendarFeed': SIGNED_IN,
};

export const calendarResolvers: Resolvers = {
  Query: {
    calendarEntries: async (_r, args, ctx) => calendarEntries(await ctx.requireUser(), args),
    calendarFeed: async (_r, _args, ctx) => myCalendarFeed(await ctx.requireUser()),
  },
  Mutation: {
    createCalendarFeed: async (_r, _args, ctx) => createCalendarFeed(await ctx.requireUser()),
    revokeCalendarFeed: async (_r, _args, ctx) => revokeCalendarFeed(await ctx.requireUser()),
  },
};
