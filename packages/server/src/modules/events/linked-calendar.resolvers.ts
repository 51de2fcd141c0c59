// Linking an external calendar: for those who keep an availability (AVAILABILITY:EDIT), each their own.
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { linkCalendar, myLinkedCalendar, unlinkCalendar } from './linked-calendar.service.ts';

const AVAILABILITY = permission('AVAILABILITY:EDIT');

export const linkedCalendarPolicies: Policies = {
  'Query.linkedCalendar': AVAILABILITY,
  'Mutation.linkCalendar': AVAILABILITY,
  'Mutation.unlinkCalendar': AVAILABILITY,
};

export const linkedCalendarResolvers: Resolvers = {
  Query: {
    linkedCalendar: async (_r, _args, ctx) => myLinkedCalendar(await ctx.requireUser()),
  },
  Mutation: {
    linkCalendar: async (_r, args, ctx) => linkCalendar(await ctx.requireUser(), args.url),
    unlinkCalendar: async (_r, _args, ctx) => unlinkCalendar(await ctx.requireUser()),
  },
};
