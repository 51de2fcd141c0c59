// The meeting API of an application (docs/applications.md, "Meetings"): signed in, each checked on the application in
// the service — scheduling, changing and cancelling need APPLICATIONS:EDIT on its intake, answering membership,
// reading either membership or APPLICATIONS:VIEW.
import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import {
  answerApplicationMeeting,
  applicationMeeting,
  cancelApplicationMeeting,
  scheduleApplicationMeeting,
  updateApplicationMeeting,
} from './application-meetings.service.ts';

const EDIT = permission('APPLICATIONS:EDIT');

export const meetingPolicies: Policies = {
  'Query.applicationMeeting': SIGNED_IN,
  'Mutation.scheduleApplicationMeeting': EDIT,
  'Mutation.updateApplicationMeeting': EDIT,
  'Mutation.cancelApplicationMeeting': EDIT,
  'Mutation.answerApplicationMeeting': SIGNED_IN,
};

export const meetingResolvers: Resolvers = {
  Query: {
    applicationMeeting: async (_r, args, ctx) => applicationMeeting(await ctx.requireUser(), args.applicationId),
  },
  Mutation: {
    scheduleApplicationMeeting: async (_r, args, ctx) =>
      scheduleApplicationMeeting(await ctx.requireUser(), args.applicationId, args.input),
    updateApplicationMeeting: async (_r, args, ctx) =>
      updateApplicationMeeting(await ctx.requireUser(), args.applicationId, args.input),
    cancelApplicationMeeting: async (_r, args, ctx) =>
      cancelApplicationMeeting(await ctx.requireUser(), args.applicationId),
    answerApplicationMeeting: async (_r, args, ctx) =>
      answerApplicationMeeting(await ctx.requireUser(), args.applicationId, args.answer, args.message),
  },
};
